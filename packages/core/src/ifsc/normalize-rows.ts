import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { cleanField } from '../text/missing.js';
import { uniqueSlugs } from '../text/slug.js';
import { placeDrafts } from './place-drafts.js';
import type { DistrictRename } from './place/types.js';
import type { PlacementMeasure } from './place/measure.js';
import { mostCommon } from '../pincode/normalize-offices.js';
import { expandIfscCodes } from './code-list.js';
import { compareCodeUnits as compare, compareNames } from './compare-names.js';
import { createRowNormalizer, type BranchDraft } from './normalize-row.js';
import { canonicalStates } from './state-mapping.js';
import type { BankInfo, BankMetadata, Branch, BranchRecord, IfscSourceRow } from './types.js';

/** Whether a branch is placed in a district: only such branches are in the districts' lists. */
export const inHierarchy = (branch: Pick<Branch, 'state' | 'district' | 'placedBy'>) =>
  branch.placedBy !== 'unplaced' && Boolean(branch.state && branch.district);

/**
 * Turns branch rows and the bank files into branches and banks: applies the row rules,
 * drops malformed and repeated IFSCs (the first row of a code wins), places every
 * branch in India Post's states and districts from its evidence ({@link placeDrafts}),
 * gives it the PIN side's slugs, and every bank its name and slug. An unplaced branch
 * keeps its published names and stays reachable by its IFSC, in no district's list.
 * Also gives placement's precision measured with the PIN code held out. The dataset
 * writer encodes the result; {@link buildIfscFromBranches} indexes it.
 *
 * @example
 * const { branches, banks } = normalizeIfscRows(rows, { names, banks, sublets, codes }, pincodes, new DataReport(), DISTRICT_RENAMES);
 * branches[0].ifsc // the lowest IFSC
 */
export function normalizeIfscRows(
  rows: Iterable<IfscSourceRow>,
  meta: BankMetadata,
  pincodes: PincodeDataset,
  report: DataReport,
  renames: readonly DistrictRename[],
): { branches: BranchRecord[]; banks: BankInfo[]; placement: PlacementMeasure } {
  const current = new Set(expandIfscCodes(meta.codes));
  const normalize = createRowNormalizer({ meta, pincodes, canonical: canonicalStates(pincodes.states.map((s) => s.name)), listed: current }, report);
  const drafts: BranchDraft[] = [];
  for (const row of rows) {
    const draft = normalize(row);
    if (draft) drafts.push(draft);
  }
  const placement = placeDrafts(drafts, pincodes, renames, report);
  const stateSlugs = new Map(pincodes.states.map((s) => [s.name, s.slug]));

  // The upstream file is sorted by IFSC already; sort only when it is not.
  const branches = drafts.every((d, i) => i === 0 || drafts[i - 1]!.ifsc < d.ifsc) ? drafts : [...drafts].sort((a, b) => compare(a.ifsc, b.ifsc));
  const rowsOfBank = new Map<string, BranchDraft[]>();
  for (const draft of branches) {
    draft.stateSlug = stateSlugs.get(draft.state) ?? '';
    if (inHierarchy(draft)) draft.districtSlug = pincodes.statesByName.get(draft.state)!.districtsByName.get(draft.district)!.slug;
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
  return { branches, banks: bankDrafts.map((bank, i) => ({ ...bank, slug: bankSlugs[i]! })), placement };
}
