import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { cleanField } from '../text/missing.js';
import { uniqueSlugs } from '../text/slug.js';
import { createRowNormalizer, IFSC_REPORT, type BranchDraft } from './normalize-row.js';
import { canonicalStates } from './state-mapping.js';
import { mostCommon } from '../pincode/normalize-offices.js';
import type {
  Bank,
  IfscCodeList,
  BankInfo,
  BankMetadata,
  Branch,
  BranchRecord,
  IfscDistrict,
  IfscState,
  IfscDataset,
  IfscSearchIndex,
  IfscSourceRow,
} from './types.js';
import { buildWordIndex } from './word-index.js';
import { getOrCreate } from '../util/get-or-create.js';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Name order used by every listing: letter case ignored, then exact spelling.
 *
 * @example
 * ['delhi', 'Agra', 'Bank'].sort(compareNames) // ['Agra', 'Bank', 'delhi']
 */
export function compareNames(a: string, b: string): number {
  return compare(a.toLowerCase(), b.toLowerCase()) || compare(a, b);
}

/** state name → district name → IFSCs (in branch-name order). */
type Tree = Map<string, Map<string, string[]>>;

function addToTree(tree: Tree, state: string, district: string, ifsc: string): void {
  getOrCreate(
    getOrCreate(tree, state, () => new Map<string, string[]>()),
    district,
    () => [],
  ).push(ifsc);
}

/**
 * The district slugs of one state, shared by the all-banks and per-bank hierarchies.
 * A district the PIN side also has keeps the PIN side's slug, so that its page URL
 * is the same site-wide; the others get their own slug, made unique within the state.
 */
function districtSlugs(names: readonly string[], pinState: PincodeDataset['states'][number] | undefined): Map<string, string> {
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of names) {
    const pinDistrict = pinState?.districtsByName.get(name);
    if (pinDistrict) {
      slugs.set(name, pinDistrict.slug);
      taken.add(pinDistrict.slug);
    }
  }
  const rest = [...names].filter((name) => !slugs.has(name));
  for (const [i, slug] of uniqueSlugs(rest, taken).entries()) slugs.set(rest[i]!, slug);
  return slugs;
}

function toHierarchy(
  tree: Tree,
  stateSlugs: ReadonlyMap<string, string>,
  slugsOf: ReadonlyMap<string, ReadonlyMap<string, string>>,
  hasDistrictPage: DistrictPages,
): IfscState[] {
  return [...tree.keys()].sort(compareNames).map((name): IfscState => {
    const byDistrict = tree.get(name)!;
    const districts = [...byDistrict.keys()].sort(compareNames).map(
      (district): IfscDistrict => ({
        name: district,
        slug: slugsOf.get(name)!.get(district)!,
        hasPincodePage: hasDistrictPage(name, district),
        branchCount: byDistrict.get(district)!.length,
        ifscs: byDistrict.get(district)!,
      }),
    );
    return {
      name,
      slug: stateSlugs.get(name)!,
      branchCount: districts.reduce((sum, d) => sum + d.branchCount, 0),
      districts,
      districtsBySlug: new Map(districts.map((d) => [d.slug, d])),
      districtsByLowerName: new Map([...districts].reverse().map((d) => [d.name.toLowerCase(), d])),
    };
  });
}

const inHierarchy = (branch: Branch) => Boolean(branch.state && branch.district);

/** Whether the PIN code side has a page for a (state, district) pair. */
export type DistrictPages = (state: string, district: string) => boolean;

/**
 * The district pages of the PIN code side, for {@link buildIfscFromBranches}.
 *
 * @example
 * pincodeDistrictPages(pincodes)('Delhi', 'New Delhi') // true
 */
export function pincodeDistrictPages(pincodes: PincodeDataset): DistrictPages {
  return (state, district) => pincodes.statesByName.get(state)?.districtsByName.has(district) ?? false;
}

/**
 * Turns branch rows and the bank files into branches and banks: applies the row rules,
 * drops malformed and repeated IFSCs (the first row of a code wins), maps every branch
 * onto the PIN side's canonical states, gives every (state, district) its slug and
 * every bank its name and slug. A branch without a state or district stays reachable
 * by its IFSC but is in no listing (nothing is invented to place it); each such
 * branch is reported as `not-in-hierarchy`. The dataset writer encodes the result;
 * {@link buildIfscFromBranches} indexes it.
 *
 * @example
 * const { branches, banks } = normalizeIfscRows(rows, { names, banks, sublets }, pincodes, new DataReport());
 * branches[0].ifsc // the lowest IFSC
 */
export function normalizeIfscRows(
  rows: Iterable<IfscSourceRow>,
  meta: BankMetadata,
  pincodes: PincodeDataset,
  report: DataReport,
): { branches: BranchRecord[]; banks: BankInfo[] } {
  const current = new Set(expandIfscCodes(meta.codes));
  const normalize = createRowNormalizer({ meta, pincodes, canonical: canonicalStates(pincodes.states.map((s) => s.name)), listed: current }, report);
  const drafts: BranchDraft[] = [];
  for (const row of rows) {
    const draft = normalize(row);
    if (draft) drafts.push(draft);
  }
  const districtsOf = new Map<string, Set<string>>();
  for (const draft of drafts) {
    if (!inHierarchy(draft)) {
      const missing = !draft.state && !draft.district ? 'state and district' : !draft.state ? 'state' : 'district';
      report.add(IFSC_REPORT, 'not-in-hierarchy', 'noted', draft.line, `${draft.ifsc}: no ${missing}`);
      continue;
    }
    getOrCreate(districtsOf, draft.state, () => new Set<string>()).add(draft.district);
  }
  const stateSlugs = new Map(pincodes.states.map((s) => [s.name, s.slug]));
  const slugsOf = new Map<string, Map<string, string>>();
  for (const [state, districts] of districtsOf) slugsOf.set(state, districtSlugs([...districts].sort(compareNames), pincodes.statesByName.get(state)));

  // The upstream file is sorted by IFSC already; sort only when it is not.
  const branches = drafts.every((d, i) => i === 0 || drafts[i - 1]!.ifsc < d.ifsc) ? drafts : [...drafts].sort((a, b) => compare(a.ifsc, b.ifsc));
  const rowsOfBank = new Map<string, BranchDraft[]>();
  for (const draft of branches) {
    draft.stateSlug = stateSlugs.get(draft.state) ?? '';
    if (inHierarchy(draft)) draft.districtSlug = slugsOf.get(draft.state)!.get(draft.district)!;
    const group = rowsOfBank.get(draft.bankCode);
    if (group) group.push(draft);
    else rowsOfBank.set(draft.bankCode, [draft]);
  }
  const bankDrafts = [...rowsOfBank].map(([code, group]) => {
    const listed = Object.hasOwn(meta.names, code) ? cleanField(meta.names[code]) : '';
    return { code, category: group[0]!.category, name: listed || mostCommon(group.map((d) => d.bank)) || code };
  });
  bankDrafts.sort((a, b) => compareNames(a.name, b.name) || compare(a.code, b.code));
  const bankSlugs = uniqueSlugs(bankDrafts.map((b) => b.name));
  return { branches, banks: bankDrafts.map((bank, i) => ({ ...bank, slug: bankSlugs[i]! })) };
}

/** Branches in branch-name order: letter case ignored, then exact spelling, then IFSC. */
function byBranchName(branches: readonly Branch[]): Branch[] {
  // One string key per branch ("\u0000" sorts before every character of a name) is much cheaper to compare than three fields.
  const keys = branches.map((b) => `${b.name.toLowerCase()}\u0000${b.name}\u0000${b.ifsc}`);
  return Array.from(branches.keys())
    .sort((a, b) => compare(keys[a]!, keys[b]!))
    .map((i) => branches[i]!);
}

function searchIndex(banks: readonly Bank[], states: readonly IfscState[], byName: readonly Branch[]): IfscSearchIndex {
  const districtList = states
    .flatMap((state) => state.districts.map((district) => ({ state, district })))
    .sort((a, b) => compareNames(a.district.name, b.district.name) || compareNames(a.state.name, b.state.name));
  return {
    bankNames: buildWordIndex(banks.map((b) => b.name)),
    stateNames: buildWordIndex(states.map((s) => s.name)),
    districtList,
    districtNames: buildWordIndex(districtList.map((d) => d.district.name)),
    branchList: byName.map((d) => d.ifsc),
    branchNames: buildWordIndex(byName.map((d) => d.name)),
  };
}

/**
 * Indexes branches (in IFSC order) and banks (in name order): the IFSC map, the bank
 * list, the bank → state → district → branch hierarchy, the all-banks state →
 * district hierarchy, the PIN code map and, on first use, the search indexes.
 *
 * @example
 * const ifsc = buildIfscFromBranches(branches, banks, pincodeDistrictPages(pincodes), validCodes);
 * ifsc.branches.get('SBIN0000001')?.pincode; // '700001'
 */
export function buildIfscFromBranches(
  branchList: readonly Branch[],
  bankList: readonly BankInfo[],
  hasDistrictPage: DistrictPages,
  validCodes: IfscCodeList,
  edition = '',
): IfscDataset {
  const byName = byBranchName(branchList);
  const all: Tree = new Map();
  const perBank = new Map<string, Tree>();
  const slugsOf = new Map<string, Map<string, string>>();
  const stateSlugs = new Map<string, string>();
  for (const branch of byName) {
    if (!inHierarchy(branch)) continue;
    addToTree(all, branch.state, branch.district, branch.ifsc);
    addToTree(
      getOrCreate(perBank, branch.bankCode, () => new Map()),
      branch.state,
      branch.district,
      branch.ifsc,
    );
    stateSlugs.set(branch.state, branch.stateSlug);
    getOrCreate(slugsOf, branch.state, () => new Map<string, string>()).set(branch.district, branch.districtSlug);
  }
  const states = toHierarchy(all, stateSlugs, slugsOf, hasDistrictPage);
  const branches = new Map<string, Branch>();
  const branchesByPincode = new Map<string, string[]>();
  const countOf = new Map<string, number>();
  for (const branch of branchList) {
    branches.set(branch.ifsc, branch);
    countOf.set(branch.bankCode, (countOf.get(branch.bankCode) ?? 0) + 1);
    if (!branch.pincode) continue;
    const list = branchesByPincode.get(branch.pincode);
    if (list) list.push(branch.ifsc);
    else branchesByPincode.set(branch.pincode, [branch.ifsc]);
  }
  const banks = bankList.map((info): Bank => {
    const bankStates = toHierarchy(perBank.get(info.code) ?? new Map(), stateSlugs, slugsOf, hasDistrictPage);
    return { ...info, branchCount: countOf.get(info.code) ?? 0, states: bankStates, statesBySlug: new Map(bankStates.map((s) => [s.slug, s])) };
  });
  let search: IfscSearchIndex | undefined;
  return {
    edition,
    branches,
    banks,
    banksBySlug: new Map(banks.map((b) => [b.slug, b])),
    banksByCode: new Map(banks.map((b) => [b.code, b])),
    banksByLowerName: new Map([...banks].reverse().map((b) => [b.name.toLowerCase(), b])),
    states,
    statesBySlug: new Map(states.map((s) => [s.slug, s])),
    branchesByPincode,
    validCodes,
    get search() {
      search ??= searchIndex(banks, states, byName);
      return search;
    },
  };
}

/**
 * Builds the IFSC dataset straight from branch rows and the bank files:
 * {@link normalizeIfscRows}, then {@link buildIfscFromBranches}.
 *
 * @example
 * const report = new DataReport();
 * const ifsc = buildIfscDataset(rows, { names, banks, sublets }, pincodes, report);
 * ifsc.branches.get('SBIN0000001')?.pincode; // '700001'
 */
export function buildIfscDataset(rows: Iterable<IfscSourceRow>, meta: BankMetadata, pincodes: PincodeDataset, report: DataReport): IfscDataset {
  const { branches, banks } = normalizeIfscRows(rows, meta, pincodes, report);
  return buildIfscFromBranches(branches, banks, pincodeDistrictPages(pincodes), ifscCodeList(meta.codes));
}

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
