import type { DataReport } from '../report.js';
import { uniqueSlugs } from '../text/slug.js';
import { fillGaps } from './fill-gaps.js';
import { normalizePostOfficeRow, PINCODE_REPORT, type PostOfficeDraft } from './normalize-row.js';
import type { PincodeSourceRow } from './source-row.js';
import type { PincodeDistrict, PostOffice, PostOfficeRecord, PincodeState } from './types.js';
import { getOrCreate } from '../util/get-or-create.js';

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Removes rows that repeat an earlier row exactly (after normalisation), reporting each. */
function dropDuplicates(drafts: PostOfficeDraft[], report: DataReport): PostOfficeDraft[] {
  const firstLine = new Map<string, number>();
  return drafts.filter((draft) => {
    const { line, ...values } = draft;
    const key = Object.values(values).join('\u0000');
    const first = firstLine.get(key);
    if (first === undefined) {
      firstLine.set(key, line);
      return true;
    }
    report.add(PINCODE_REPORT, 'duplicate-row', 'dropped', line, `same as line ${first}: ${draft.name} ${draft.pincode}`);
    return false;
  });
}

/**
 * The states and districts of a list of offices (in PIN code order), with their slugs,
 * PIN codes and office counts. Offices without a state or district are in no listing.
 *
 * @example
 * buildStates(offices).find((s) => s.slug === 'delhi')?.districts.length
 */
export function buildStates(offices: readonly PostOffice[]): PincodeState[] {
  const tree = new Map<string, Map<string, { pincodes: Set<string>; offices: number }>>();
  for (const office of offices) {
    if (!office.state || !office.district) continue;
    const districts = getOrCreate(tree, office.state, () => new Map());
    const district = getOrCreate(districts, office.district, () => ({ pincodes: new Set<string>(), offices: 0 }));
    district.pincodes.add(office.pincode);
    district.offices++;
  }
  const names = [...tree.keys()].sort();
  const slugs = uniqueSlugs(names);
  return names.map((name, i) => {
    const slug = slugs[i]!;
    const districtNames = [...tree.get(name)!.keys()].sort();
    const districtSlugs = uniqueSlugs(districtNames);
    const districts: PincodeDistrict[] = districtNames.map((districtName, j) => {
      const { pincodes, offices: count } = tree.get(name)!.get(districtName)!;
      return { name: districtName, slug: districtSlugs[j]!, stateSlug: slug, pincodes: [...pincodes].sort(), officeCount: count, banks: [] };
    });
    return buildPincodeState(name, slug, districts);
  });
}

/**
 * A state with its lookup maps and counts, from its districts (the dataset reader
 * passes the stored PIN code count, which spares decoding every district's list).
 *
 * @example
 * buildPincodeState('Delhi', 'delhi', districts).pincodeCount
 */
export function buildPincodeState(
  name: string,
  slug: string,
  districts: PincodeDistrict[],
  pincodeCount = new Set(districts.flatMap((d) => d.pincodes)).size,
): PincodeState {
  return {
    name,
    slug,
    districts,
    districtsBySlug: new Map(districts.map((d) => [d.slug, d])),
    districtsByName: new Map(districts.map((d) => [d.name, d])),
    pincodeCount,
    officeCount: districts.reduce((sum, d) => sum + d.officeCount, 0),
  };
}

/**
 * Turns directory rows into offices: applies the row rules, drops exact duplicates,
 * fills missing states and districts, orders offices by PIN code, then name, then
 * source line, numbers them in that order, and gives every office a slug unique
 * within its PIN code. Everything it drops or repairs goes into the report. The
 * dataset writer encodes the result; {@link buildPincodeDataset} indexes it.
 *
 * @example
 * const offices = normalizePincodeRows(rows, new DataReport());
 * offices[0].pincode // '110001'
 */
export function normalizePincodeRows(rows: Iterable<PincodeSourceRow>, report: DataReport): PostOfficeRecord[] {
  const drafts: PostOfficeDraft[] = [];
  for (const row of rows) {
    const draft = normalizePostOfficeRow(row, report);
    if (draft) drafts.push(draft);
  }
  const unique = dropDuplicates(drafts, report);
  fillGaps(unique, report);

  const groups = new Map<string, PostOfficeDraft[]>();
  for (const draft of unique) {
    const group = groups.get(draft.pincode);
    if (group) group.push(draft);
    else groups.set(draft.pincode, [draft]);
  }
  const offices: PostOfficeRecord[] = [];
  for (const pincode of [...groups.keys()].sort()) {
    const group = groups.get(pincode)!.sort((a, b) => byName(a, b) || a.line - b.line);
    const slugs = officeSlugs(group.map((d) => d.name));
    for (const [i, draft] of group.entries()) offices.push({ id: offices.length, ...draft, slug: slugs[i]! });
  }
  return offices;
}

/**
 * The slugs of one PIN code's offices, in their order.
 *
 * @example
 * officeSlugs(['Rampur', 'Rampur']) // ['rampur', 'rampur-2']
 */
export const officeSlugs = uniqueSlugs;

/**
 * The state a PIN code is listed under: the one most of its offices lie in (ties: the
 * first by name); `''` when none of them has a state.
 *
 * @example
 * mostCommon(['Delhi', 'Haryana', 'Delhi']) // 'Delhi'
 */
export function mostCommon(values: readonly string[]): string {
  // Most PIN codes lie in one state: no counting needed then.
  if (values.length > 0 && values.every((value) => value === values[0])) return values[0]!;
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = '';
  for (const [value, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}
