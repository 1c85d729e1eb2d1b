import { describe, expect, it } from 'vitest';
import { IFSC_PATTERN, normalizeIfsc } from './ifsc-code.js';

describe('normalizeIfsc', () => {
  it('trims and upper-cases valid codes', () => {
    expect(normalizeIfsc('SBIN0000001')).toBe('SBIN0000001');
    expect(normalizeIfsc(' sbin0000001\t')).toBe('SBIN0000001');
    expect(normalizeIfsc('yesb0dnb002')).toBe('YESB0DNB002');
  });
  it('rejects malformed codes', () => {
    for (const bad of ['', 'SBIN', 'SBIN1000001', 'SBIN00000011', 'SB1N0000001', 'SBIN000000', 'SBIN 0000001', 'SBIN0-00001']) {
      expect(normalizeIfsc(bad), bad).toBeNull();
    }
  });
  it('exports the pattern the service documents', () => {
    expect(IFSC_PATTERN.source).toBe('^[A-Z]{4}0[A-Z0-9]{6}$');
  });
});
