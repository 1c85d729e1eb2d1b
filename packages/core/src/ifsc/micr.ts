import type { ApiResponse } from '../api-response.js';
import { MESSAGES } from '../messages.js';
import type { SiteUrls } from '../site-urls.js';
import { toIfscBranchItem, type IfscBranchItem, type IfscError } from './record.js';
import type { Branch, IfscDataset } from './types.js';

/** A MICR code as printed on a cheque: nine digits (city, bank, branch). */
export const MICR_PATTERN = /^\d{9}$/;

/** `/ifsc/api/micr/{MICR}`: the branches whose MICR code it is, in IFSC order. */
export interface MicrAnswer {
  success: true;
  MICR: string;
  count: number;
  branches: IfscBranchItem[];
}

/**
 * A MICR code as asked for, white space trimmed, or `null` when it is not nine digits.
 *
 * @example
 * normalizeMicr(' 700002021 ') // '700002021'
 * normalizeMicr('70000202') // null
 */
export function normalizeMicr(raw: string): string | null {
  const micr = raw.trim();
  return MICR_PATTERN.test(micr) ? micr : null;
}

/** The error body of a MICR lookup. */
export const micrError = (status: 400 | 404, micr: string): ApiResponse<IfscError> => ({
  status,
  body: { success: false, error: status === 400 ? MESSAGES.malformedMicr : MESSAGES.micrNotFound, MICR: micr },
});

const micrIndexes = new WeakMap<IfscDataset, Map<string, Branch[]>>();

/**
 * The branches of a dataset by MICR code (nine-digit codes only), made on first use
 * and kept per dataset.
 *
 * @example
 * micrIndex(ifsc).get('700002021')?.[0].ifsc // 'SBIN0000001'
 */
export function micrIndex(dataset: IfscDataset): ReadonlyMap<string, readonly Branch[]> {
  let index = micrIndexes.get(dataset);
  if (!index) {
    index = new Map();
    // dataset.branches is in IFSC order, so each list is too.
    for (const branch of dataset.branches.values()) {
      if (!MICR_PATTERN.test(branch.micr)) continue;
      const list = index.get(branch.micr);
      if (list) list.push(branch);
      else index.set(branch.micr, [branch]);
    }
    micrIndexes.set(dataset, index);
  }
  return index;
}

/**
 * The answer for a MICR code from branches already found for it: 200 with the
 * branches (IFSC records without `success`), 404 when there are none.
 *
 * @example
 * micrAnswer('700002021', [branch], urls).body.count // 1
 */
export function micrAnswer(micr: string, branches: readonly Branch[], urls: SiteUrls): ApiResponse<MicrAnswer | IfscError> {
  if (!branches.length) return micrError(404, micr);
  return { status: 200, body: { success: true, MICR: micr, count: branches.length, branches: branches.map((b) => toIfscBranchItem(b, urls)) } };
}

/**
 * `/ifsc/api/micr/{MICR}`: the branches with that MICR code; 400 when it is not nine
 * digits, 404 when no branch has it.
 *
 * @example
 * micrResponse(ifsc, '700002021', urls).body.branches[0].IFSC // 'SBIN0000001'
 * micrResponse(ifsc, '7000', urls).status // 400
 */
export function micrResponse(dataset: IfscDataset, code: string, urls: SiteUrls): ApiResponse<MicrAnswer | IfscError> {
  const micr = normalizeMicr(code);
  if (micr === null) return micrError(400, code.trim());
  return micrAnswer(micr, micrIndex(dataset).get(micr) ?? [], urls);
}
