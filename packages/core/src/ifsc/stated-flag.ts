import { PAYMENT_FLAGS, type Branch, type PaymentFlag } from './types.js';

const FIELD = { RTGS: 'rtgs', NEFT: 'neft', IMPS: 'imps', UPI: 'upi' } as const;

/**
 * A branch's payment flag as the source stated it: `null` when the source left it
 * unknown (`NA`, blank), where the IFSC record says `false`. For the outputs that can
 * hold "unknown" (the exports' nullable columns, enrich's empty fields).
 *
 * @example
 * statedFlag(testBranch('SBIN0000001', { rtgs: false, unstated: PAYMENT_FLAGS.RTGS }), 'RTGS') // null
 * statedFlag(testBranch('SBIN0000001'), 'RTGS') // true
 */
export function statedFlag(branch: Branch, flag: PaymentFlag): boolean | null {
  return branch.unstated & PAYMENT_FLAGS[flag] ? null : branch[FIELD[flag]];
}
