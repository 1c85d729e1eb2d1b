import { describe, expect, it } from 'vitest';
import { placeKey } from './place-key.js';

describe('placeKey', () => {
  it('ignores letter case, punctuation and spacing', () => {
    expect(placeKey('S.A.S Nagar')).toBe('S A S NAGAR');
    expect(placeKey('  jogulamba   gadwal ')).toBe('JOGULAMBA GADWAL');
    expect(placeKey('JANJGIR-CHAMPA')).toBe('JANJGIR CHAMPA');
    expect(placeKey('Dadra & Nagar Haveli')).toBe(placeKey('Dadra and Nagar Haveli'));
  });
  it('drops a "district" word at either end, not inside a name', () => {
    expect(placeKey('Dakshina Kannada Dist.')).toBe('DAKSHINA KANNADA');
    expect(placeKey('DISTT: THANE')).toBe('THANE');
    expect(placeKey('Lakshadweep District')).toBe('LAKSHADWEEP');
    expect(placeKey('DISTRICT')).toBe('DISTRICT');
  });
  it('makes nothing else equal', () => {
    expect(placeKey('Belgaum')).not.toBe(placeKey('Belagavi'));
    expect(placeKey('Gulberga')).not.toBe(placeKey('Gulbarga'));
  });
});
