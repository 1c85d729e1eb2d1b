import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { ifscCodeList } from './code-list.js';
import { compareCodeUnits as compare, compareNames } from './compare-names.js';
import { inHierarchy, normalizeIfscRows } from './normalize-rows.js';
import { publishedPath } from './published-path.js';
import { toTitleCase } from '../text/title-case.js';
import type { DistrictRename } from './place/types.js';
import type { Bank, IfscCodeList, BankInfo, BankMetadata, Branch, IfscDistrict, IfscState, IfscDataset, IfscSearchIndex, IfscSourceRow } from './types.js';
import { buildWordIndex } from './word-index.js';
import { placeWordIndex } from './place-word-index.js';
import { getOrCreate } from '../util/get-or-create.js';

/** state name → its placed branches by district name (IFSCs in branch-name order) and its unplaced branches' count. */
type Tree = Map<string, { districts: Map<string, string[]>; unplaced: number }>;

/** Adds a branch to a tree: under its district when placed, else to its state's unplaced count. */
function addToTree(tree: Tree, branch: Branch): void {
  const state = getOrCreate(tree, branch.state, () => ({ districts: new Map<string, string[]>(), unplaced: 0 }));
  if (inHierarchy(branch)) getOrCreate(state.districts, branch.district, () => []).push(branch.ifsc);
  else state.unplaced++;
}

function toHierarchy(tree: Tree, stateSlugs: ReadonlyMap<string, string>, slugsOf: ReadonlyMap<string, ReadonlyMap<string, string>>): IfscState[] {
  return [...tree.keys()].sort(compareNames).map((name): IfscState => {
    const { districts: byDistrict, unplaced } = tree.get(name)!;
    const districts = [...byDistrict.keys()].sort(compareNames).map(
      (district): IfscDistrict => ({
        name: district,
        slug: slugsOf.get(name)!.get(district)!,
        branchCount: byDistrict.get(district)!.length,
        ifscs: byDistrict.get(district)!,
      }),
    );
    return {
      name,
      slug: stateSlugs.get(name)!,
      branchCount: districts.reduce((sum, d) => sum + d.branchCount, unplaced),
      unplacedCount: unplaced,
      districts,
      districtsBySlug: new Map(districts.map((d) => [d.slug, d])),
      districtsByLowerName: new Map([...districts].reverse().map((d) => [d.name.toLowerCase(), d])),
    };
  });
}

/**
 * A bank's paths of the browse before placement that name no district of it now → the
 * branches each listed, in branch-name order (`branches` are), placed or not.
 */
function oldPathsOf(branches: readonly Branch[], statesBySlug: ReadonlyMap<string, IfscState>): Bank['oldPaths'] {
  const paths = new Map<string, { name: string; ifscs: string[] }>();
  for (const branch of branches) {
    const path = publishedPath(branch);
    if (!path) continue;
    const [stateSlug, districtSlug] = path.split('/') as [string, string];
    if (statesBySlug.get(stateSlug)?.districtsBySlug.has(districtSlug)) continue;
    getOrCreate(paths, path, () => ({ name: toTitleCase(branch.publishedDistrict), ifscs: [] })).ifscs.push(branch.ifsc);
  }
  return paths;
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
    districtNames: placeWordIndex(districtList.map((d) => d.district.name)),
    branchList: byName.map((d) => d.ifsc),
    branchNames: buildWordIndex(byName.map((d) => d.name)),
  };
}

/**
 * Indexes branches (in IFSC order) and banks (in name order): the IFSC map, the bank
 * list, the bank → state → district → branch hierarchy (a state's unplaced branches
 * counted, in no district), the all-banks state → district hierarchy, the PIN code map and, on first use, the search indexes.
 *
 * @example
 * const ifsc = buildIfscFromBranches(branches, banks, validCodes);
 * ifsc.branches.get('SBIN0000001')?.pincode; // '700001'
 */
export function buildIfscFromBranches(branchList: readonly Branch[], bankList: readonly BankInfo[], validCodes: IfscCodeList, edition = ''): IfscDataset {
  const byName = byBranchName(branchList);
  const all: Tree = new Map();
  const perBank = new Map<string, Tree>();
  const slugsOf = new Map<string, Map<string, string>>();
  const stateSlugs = new Map<string, string>();
  for (const branch of byName) {
    if (!branch.state) continue;
    addToTree(all, branch);
    addToTree(
      getOrCreate(perBank, branch.bankCode, () => new Map()),
      branch,
    );
    stateSlugs.set(branch.state, branch.stateSlug);
    if (inHierarchy(branch)) getOrCreate(slugsOf, branch.state, () => new Map<string, string>()).set(branch.district, branch.districtSlug);
  }
  const states = toHierarchy(all, stateSlugs, slugsOf);
  const branches = new Map<string, Branch>();
  const branchesByPincode = new Map<string, string[]>();
  const countOf = new Map<string, number>();
  const byNameOfBank = new Map<string, Branch[]>();
  for (const branch of byName) getOrCreate(byNameOfBank, branch.bankCode, () => []).push(branch);
  for (const branch of branchList) {
    branches.set(branch.ifsc, branch);
    countOf.set(branch.bankCode, (countOf.get(branch.bankCode) ?? 0) + 1);
    if (!branch.pincode) continue;
    const list = branchesByPincode.get(branch.pincode);
    if (list) list.push(branch.ifsc);
    else branchesByPincode.set(branch.pincode, [branch.ifsc]);
  }
  const banks = bankList.map((info): Bank => {
    const bankStates = toHierarchy(perBank.get(info.code) ?? new Map(), stateSlugs, slugsOf);
    const statesBySlug = new Map(bankStates.map((s) => [s.slug, s]));
    // Made on first use: only the browse's answers read it, and a branch page should not pay for it.
    let oldPaths: Bank['oldPaths'] | undefined;
    return {
      ...info,
      branchCount: countOf.get(info.code) ?? 0,
      states: bankStates,
      statesBySlug,
      get oldPaths() {
        oldPaths ??= oldPathsOf(byNameOfBank.get(info.code) ?? [], statesBySlug);
        return oldPaths;
      },
    };
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
 * const ifsc = buildIfscDataset(rows, { names, banks, sublets, codes }, pincodes, report, DISTRICT_RENAMES);
 * ifsc.branches.get('SBIN0000001')?.pincode; // '700001'
 */
export function buildIfscDataset(
  rows: Iterable<IfscSourceRow>,
  meta: BankMetadata,
  pincodes: PincodeDataset,
  report: DataReport,
  renames: readonly DistrictRename[],
): IfscDataset {
  const { branches, banks } = normalizeIfscRows(rows, meta, pincodes, report, renames);
  return buildIfscFromBranches(branches, banks, ifscCodeList(meta.codes));
}
