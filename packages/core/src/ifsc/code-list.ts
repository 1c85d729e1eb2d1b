import type { BankMetadata, IfscCodeList } from './types.js';

/**
 * Expands `IFSC.json` (bank code → numbers and strings) into full codes.
 *
 * @example
 * expandIfscCodes({ SBIN: [1, 'ABC123'] }) // ['SBIN0000001', 'SBIN0ABC123']
 */
export function expandIfscCodes(codes: BankMetadata['codes']): string[] {
  return Object.entries(codes).flatMap(([bank, list]) => list.map((n) => `${bank}0${typeof n === 'number' ? String(n).padStart(6, '0') : n}`));
}

/**
 * The code list of `IFSC.json` as a set.
 *
 * @example
 * ifscCodeList({ SBIN: [1] }).has('SBIN0000001') // true
 */
export function ifscCodeList(codes: BankMetadata['codes']): IfscCodeList {
  return new Set(expandIfscCodes(codes));
}
