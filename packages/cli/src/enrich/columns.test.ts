import { describe, expect, it } from 'vitest';
import { PAYMENT_FLAGS } from 'india-pincode-ifsc';
import { testBranch } from '../../../core/src/testing/fixtures.js';
import { IFSC_COLUMNS, ifscValues } from './columns.js';

const value = (values: readonly unknown[], column: (typeof IFSC_COLUMNS)[number]) => values[IFSC_COLUMNS.indexOf(column)];

describe('ifscValues', () => {
  it('gives one value per IFSC column', () => {
    for (const values of [
      ifscValues(testBranch('SBIN0000001'), true, 'SBIN0000001'),
      ifscValues(undefined, true, 'SBIN0000000'),
      ifscValues(undefined, false, 'X'),
    ]) {
      expect(values).toHaveLength(IFSC_COLUMNS.length);
    }
  });

  it('leaves a payment flag the source left unknown empty, and keeps stated false as false', () => {
    const branch = testBranch('SBIN0000001', { rtgs: false, imps: false, unstated: PAYMENT_FLAGS.RTGS | PAYMENT_FLAGS.UPI });
    const values = ifscValues(branch, true, 'SBIN0000001');
    expect([value(values, 'ifsc_rtgs'), value(values, 'ifsc_neft'), value(values, 'ifsc_imps'), value(values, 'ifsc_upi')]).toEqual([null, true, false, null]);
  });

  it("carries the record's LISTED as ifsc_listed, empty without a record", () => {
    const withdrawn = ifscValues(testBranch('SBIN0000001', { listed: false }), false, 'SBIN0000001');
    expect([value(withdrawn, 'ifsc_status'), value(withdrawn, 'ifsc_in_rbi_list'), value(withdrawn, 'ifsc_listed')]).toEqual(['ok', false, false]);
    expect(value(ifscValues(testBranch('SBIN0000001'), true, 'SBIN0000001'), 'ifsc_listed')).toBe(true);
    expect(value(ifscValues(undefined, true, 'SBIN0000000'), 'ifsc_listed')).toBeNull();
    expect(value(ifscValues(undefined, false, 'nope'), 'ifsc_listed')).toBeNull();
  });
});
