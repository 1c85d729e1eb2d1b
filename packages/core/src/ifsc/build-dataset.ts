import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { cleanField } from '../text/missing.js';
import { toSlug, uniqueSlugs } from '../text/slug.js';
import { createRowNormalizer, IFSC_REPORT, type BranchDraft } from './normalize-row.js';
import { canonicalStates } from './state-mapping.js';
import type { Bank, BankMetadata, Branch, HierarchyDistrict, HierarchyState, IfscDataset, IfscSourceRow } from './types.js';
import { buildWordIndex } from './word-index.js';

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
  let districts = tree.get(state);
  if (!districts) tree.set(state, (districts = new Map()));
  const branches = districts.get(district);
  if (branches) branches.push(ifsc);
  else districts.set(district, [ifsc]);
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
  for (const name of names) {
    if (slugs.has(name)) continue;
    const base = toSlug(name) || 'unnamed';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(name, slug);
  }
  return slugs;
}

function toHierarchy(
  tree: Tree,
  stateSlugs: ReadonlyMap<string, string>,
  slugsOf: ReadonlyMap<string, ReadonlyMap<string, string>>,
  pincodes: PincodeDataset,
): HierarchyState[] {
  return [...tree.keys()].sort(compareNames).map((name): HierarchyState => {
    const byDistrict = tree.get(name)!;
    const pinState = pincodes.statesByName.get(name);
    const districts = [...byDistrict.keys()].sort(compareNames).map(
      (district): HierarchyDistrict => ({
        name: district,
        slug: slugsOf.get(name)!.get(district)!,
        hasPincodePage: pinState?.districtsByName.has(district) ?? false,
        branchCount: byDistrict.get(district)!.length,
        branches: byDistrict.get(district)!,
      }),
    );
    return {
      name,
      slug: stateSlugs.get(name)!,
      branchCount: districts.reduce((sum, d) => sum + d.branchCount, 0),
      districts,
      districtsBySlug: new Map(districts.map((d) => [d.slug, d])),
      districtsByName: new Map([...districts].reverse().map((d) => [d.name.toLowerCase(), d])),
    };
  });
}

/** The value most items have (ties: the first in sort order); `''` if none. */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = '';
  for (const [value, count] of [...counts].sort(([a], [b]) => compare(a, b))) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * Builds the IFSC dataset from branch rows and the bank files: applies the row rules,
 * drops malformed and repeated IFSCs (the first row of a code wins), maps every
 * branch onto the PIN side's canonical states, and builds the bank list, the
 * bank → state → district → branch hierarchy, the all-banks state → district
 * hierarchy and the search indexes. A branch without a state or district stays
 * reachable by its IFSC but is in no listing (nothing is invented to place it);
 * each such branch is reported as `not-in-hierarchy`.
 *
 * @example
 * const report = new DataReport();
 * const ifsc = buildIfscDataset(rows, { names, banks, sublets }, pincodes, report);
 * ifsc.branches.get('SBIN0000001')?.pincode; // '700001'
 */
export function buildIfscDataset(rows: Iterable<IfscSourceRow>, meta: BankMetadata, pincodes: PincodeDataset, report: DataReport): IfscDataset {
  const normalize = createRowNormalizer({ meta, pincodes, canonical: canonicalStates(pincodes.states.map((s) => s.name)) }, report);
  const drafts: BranchDraft[] = [];
  for (const row of rows) {
    const draft = normalize(row);
    if (draft) drafts.push(draft);
  }

  // Branch-name order, computed once: every district's branch list and the branch search ids follow it.
  // One string key per branch ("\u0000" sorts before every character of a name) is much cheaper to compare than three fields.
  const nameKeys = drafts.map((d) => `${d.name.toLowerCase()}\u0000${d.name}\u0000${d.ifsc}`);
  const byName = Array.from(drafts.keys())
    .sort((a, b) => compare(nameKeys[a]!, nameKeys[b]!))
    .map((i) => drafts[i]!);

  const all: Tree = new Map();
  const perBank = new Map<string, Tree>();
  for (const draft of byName) {
    if (!draft.state || !draft.district) {
      const missing = !draft.state && !draft.district ? 'state and district' : !draft.state ? 'state' : 'district';
      report.add(IFSC_REPORT, 'not-in-hierarchy', 'noted', draft.line, `${draft.ifsc}: no ${missing}`);
      continue;
    }
    addToTree(all, draft.state, draft.district, draft.ifsc);
    let tree = perBank.get(draft.bankCode);
    if (!tree) perBank.set(draft.bankCode, (tree = new Map()));
    addToTree(tree, draft.state, draft.district, draft.ifsc);
  }

  const stateSlugs = new Map(pincodes.states.map((s) => [s.name, s.slug]));
  const slugsOf = new Map<string, Map<string, string>>();
  for (const [state, districts] of all) slugsOf.set(state, districtSlugs([...districts.keys()].sort(compareNames), pincodes.statesByName.get(state)));

  const states = toHierarchy(all, stateSlugs, slugsOf, pincodes);

  // The upstream file is sorted by IFSC already; sort only when it is not.
  const branchEntries = drafts.every((d, i) => i === 0 || drafts[i - 1]!.ifsc < d.ifsc) ? drafts : [...drafts].sort((a, b) => compare(a.ifsc, b.ifsc));
  const branches = new Map<string, Branch>();
  const branchesByPincode = new Map<string, string[]>();
  const rowsOfBank = new Map<string, BranchDraft[]>();
  for (const draft of branchEntries) {
    draft.stateSlug = stateSlugs.get(draft.state) ?? '';
    if (draft.state && draft.district) draft.districtSlug = slugsOf.get(draft.state)!.get(draft.district)!;
    branches.set(draft.ifsc, draft);
    if (draft.pincode) {
      const list = branchesByPincode.get(draft.pincode);
      if (list) list.push(draft.ifsc);
      else branchesByPincode.set(draft.pincode, [draft.ifsc]);
    }
    const group = rowsOfBank.get(draft.bankCode);
    if (group) group.push(draft);
    else rowsOfBank.set(draft.bankCode, [draft]);
  }

  const bankDrafts = [...rowsOfBank].map(([code, group]) => {
    const listed = Object.hasOwn(meta.names, code) ? cleanField(meta.names[code]) : '';
    return { code, group, name: listed || mostCommon(group.map((d) => d.bank)) || code };
  });
  bankDrafts.sort((a, b) => compareNames(a.name, b.name) || compare(a.code, b.code));
  const bankSlugs = uniqueSlugs(bankDrafts.map((b) => b.name));
  const banks = bankDrafts.map(({ code, group, name }, i): Bank => {
    const bankStates = toHierarchy(perBank.get(code) ?? new Map(), stateSlugs, slugsOf, pincodes);
    return {
      code,
      name,
      slug: bankSlugs[i]!,
      category: group[0]!.category,
      branchCount: group.length,
      states: bankStates,
      statesBySlug: new Map(bankStates.map((s) => [s.slug, s])),
    };
  });

  const districtList = states
    .flatMap((state) => state.districts.map((district) => ({ state, district })))
    .sort((a, b) => compareNames(a.district.name, b.district.name) || compareNames(a.state.name, b.state.name));

  return {
    branches,
    banks,
    banksBySlug: new Map(banks.map((b) => [b.slug, b])),
    banksByCode: new Map(banks.map((b) => [b.code, b])),
    banksByName: new Map([...banks].reverse().map((b) => [b.name.toLowerCase(), b])),
    states,
    statesBySlug: new Map(states.map((s) => [s.slug, s])),
    branchesByPincode,
    search: {
      banks: buildWordIndex(banks.map((b) => b.name)),
      states: buildWordIndex(states.map((s) => s.name)),
      districtList,
      districts: buildWordIndex(districtList.map((d) => d.district.name)),
      branchList: byName.map((d) => d.ifsc),
      branches: buildWordIndex(byName.map((d) => d.name)),
    },
  };
}
