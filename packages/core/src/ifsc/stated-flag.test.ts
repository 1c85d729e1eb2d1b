import { describe, expect, it } from 'vitest';
import { testBranch } from '../testing/fixtures.js';
import { statedFlag } from './stated-flag.js';
import { PAYMENT_FLAGS } from './types.js';

describe('statedFlag', () => {
  it('is the flag when the source stated it, true or false', () => {
    const branch = testBranch('SBIN0000001', { rtgs: true, neft: false, imps: true, upi: false });
    expect((['RTGS', 'NEFT', 'IMPS', 'UPI'] as const).map((flag) => statedFlag(branch, flag))).toEqual([true, false, true, false]);
  });

  it('is null for each flag the source left unknown, and only for those', () => {
    const branch = testBranch('SBIN0000001', { neft: false, upi: false, unstated: PAYMENT_FLAGS.NEFT | PAYMENT_FLAGS.UPI });
    expect((['RTGS', 'NEFT', 'IMPS', 'UPI'] as const).map((flag) => statedFlag(branch, flag))).toEqual([true, null, false, null]);
  });
});
