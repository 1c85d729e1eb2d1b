import { getOrCreate } from '../util/get-or-create.js';
import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { cleanField } from '../text/missing.js';
import { uniqueSlugs } from '../text/slug.js';
import { mostCommon } from '../pincode/normalize-offices.js';
import { expandIfscCodes } from './code-list.js';
import { compareCodeUnits as compare, compareNames } from './compare-names.js';
import { createRowNormalizer, IFSC_REPORT, type BranchDraft } from './normalize-row.js';
import { canonicalStates } from './state-mapping.js';
import type { BankInfo, BankMetadata, Branch, BranchRecord, IfscSourceRow } from './types.js';

/** Whether a branch has both a state and a district: only such branches are in the listings. */
export const inHierarchy = (branch: Branch) => Boolean(branch.state && branch.district);

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
