import type { SiteUrls } from '../site-urls.js';
import type { IfscDataset } from './types.js';

/** A bank branch as a PIN code lists it: IFSC, owning bank, branch name and address. */
export type BranchSummary = readonly [ifsc: string, bank: string, branch: string, address: string];

/** The bank branches of one PIN code, by PIN code. */
export type BranchesByPincode = ReadonlyMap<string, readonly BranchSummary[]>;

/**
 * Every PIN code's bank branches (those whose address holds the PIN code), each list in
 * bank, then branch name, then IFSC order.
 *
 * @example
 * branchesByPincode(ifsc).get('110001')?.[0] // ['ALLA0210277', 'Indian Bank', …]
 */
export function branchesByPincode(ifsc: IfscDataset): Map<string, BranchSummary[]> {
  const byPin = new Map<string, BranchSummary[]>();
  for (const [pin, codes] of ifsc.branchesByPincode) {
    const list = codes.map((code): BranchSummary => {
      const branch = ifsc.branches.get(code)!;
      return [branch.ifsc, branch.bank, branch.name, branch.address];
    });
    list.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[0] < b[0] ? -1 : 1));
    byPin.set(pin, list);
  }
  return byPin;
}

/** A bank branch in `/api/v1/pincode/{PIN}/branches`. */
export interface V1PincodeBranch {
  ifsc: string;
  bank: string;
  bank_code: string;
  branch: string;
  address: string;
  url: string;
}

/** `/api/v1/pincode/{PIN}/branches`. */
export interface V1PincodeBranches {
  status: 'success';
  pincode: string;
  count: number;
  url: string;
  branches: V1PincodeBranch[];
}

/**
 * The v1 answer listing a PIN code's bank branches, each linking its branch page.
 *
 * @example
 * v1PincodeBranchesBody('110001', branches, urls).branches[0].url // 'http://localhost:3000/ifsc/…/'
 */
export function v1PincodeBranchesBody(pin: string, branches: readonly BranchSummary[], urls: SiteUrls): V1PincodeBranches {
  return {
    status: 'success',
    pincode: pin,
    count: branches.length,
    url: urls.pincode(pin),
    branches: branches.map(([ifsc, bank, branch, address]) => ({ ifsc, bank, bank_code: ifsc.slice(0, 4), branch, address, url: urls.branch(ifsc) })),
  };
}
