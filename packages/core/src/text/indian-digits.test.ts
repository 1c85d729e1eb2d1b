import { describe, expect, it } from 'vitest';
import { indianDigits } from './indian-digits.js';

describe('indianDigits', () => {
  it('groups as en-IN does: three digits, then pairs', () => {
    expect(indianDigits(12345678)).toBe('1,23,45,678');
    expect(indianDigits(165621)).toBe('1,65,621');
    expect(indianDigits(1000)).toBe('1,000');
    expect(indianDigits(999)).toBe('999');
    expect(indianDigits(0)).toBe('0');
    expect(indianDigits(-123456)).toBe('-1,23,456');
  });

  it('writes every integer as toLocaleString("en-IN") does, and leaves other numbers to it', () => {
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 9007199254740991, -5, -99999, 100000, 10000000])
      expect(indianDigits(n), String(n)).toBe(n.toLocaleString('en-IN'));
    for (const n of [1.5, 1234567.891, Number.NaN, Number.POSITIVE_INFINITY]) expect(indianDigits(n)).toBe(n.toLocaleString('en-IN'));
  });
});
