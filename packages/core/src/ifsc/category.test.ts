import { describe, expect, it } from 'vitest';
import { BANK_CATEGORY_LABELS, bankCategory } from './category.js';

describe('bankCategory', () => {
  it('gives the long label of every type code', () => {
    expect(bankCategory('PSB')).toBe('Public Sector Bank');
    expect(bankCategory('Private')).toBe('Private Sector Bank');
    expect(bankCategory('Foreign')).toBe('Foreign Bank');
    expect(bankCategory('SFB')).toBe('Small Finance Bank');
    expect(bankCategory('PB')).toBe('Payments Bank');
    expect(bankCategory('RRB')).toBe('Regional Rural Bank');
    expect(bankCategory('LAB')).toBe('Local Area Bank');
    expect(bankCategory('SCB')).toBe('State Co-operative Bank');
    expect(bankCategory('DCCB')).toBe('District Central Co-operative Bank');
    expect(bankCategory('S-UCB')).toBe('Scheduled Urban Co-operative Bank');
    expect(bankCategory('O-UCB')).toBe('Urban Co-operative Bank');
    expect(Object.keys(BANK_CATEGORY_LABELS)).toHaveLength(11);
  });
  it('gives an empty label for unknown types', () => {
    expect(bankCategory(undefined)).toBe('');
    expect(bankCategory('')).toBe('');
    expect(bankCategory('psb')).toBe('');
    expect(bankCategory('toString')).toBe('');
  });
});
