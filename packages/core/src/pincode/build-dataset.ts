import type { DataReport } from '../report.js';
import { uniqueSlugs } from '../text/slug.js';
import { fillGaps } from './fill-gaps.js';
import { buildNameIndex } from './name-index.js';
import { normalizePostOfficeRow, PINCODE_REPORT, type PostOfficeDraft } from './normalize-row.js';
import type { PincodeSourceRow } from './source-row.js';
import type { DistrictEntry, PincodeArea, PincodeDataset, PostOffice, StateEntry } from './types.js';

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

/** The value most of the items have (ties: the first in sort order). */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = '';
  for (const [value, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

function buildStates(areas: readonly PincodeArea[]): StateEntry[] {
  const tree = new Map<string, Map<string, { pincodes: Set<string>; offices: number }>>();
  for (const area of areas) {
    for (const office of area.offices) {
      if (!office.state || !office.district) continue;
      let districts = tree.get(office.state);
      if (!districts) tree.set(office.state, (districts = new Map()));
      let district = districts.get(office.district);
      if (!district) districts.set(office.district, (district = { pincodes: new Set(), offices: 0 }));
      district.pincodes.add(office.pincode);
      district.offices++;
    }
  }
  const names = [...tree.keys()].sort();
  const slugs = uniqueSlugs(names);
  return names.map((name, i) => {
    const slug = slugs[i]!;
    const districtNames = [...tree.get(name)!.keys()].sort();
    const districtSlugs = uniqueSlugs(districtNames);
    const districts: DistrictEntry[] = districtNames.map((districtName, j) => {
      const { pincodes, offices } = tree.get(name)!.get(districtName)!;
      return { name: districtName, slug: districtSlugs[j]!, stateSlug: slug, pincodes: [...pincodes].sort(), officeCount: offices };
    });
    const pincodes = new Set(districts.flatMap((d) => d.pincodes));
    return {
      name,
      slug,
      districts,
      districtsBySlug: new Map(districts.map((d) => [d.slug, d])),
      districtsByName: new Map(districts.map((d) => [d.name, d])),
      pincodeCount: pincodes.size,
      officeCount: districts.reduce((sum, d) => sum + d.officeCount, 0),
    };
  });
}

/**
 * Builds the PIN code dataset from directory rows: applies the row rules, drops
 * exact duplicates, fills missing states and districts, gives every office a slug
 * unique within its PIN code, and builds the PIN, state/district and name indexes.
 * Everything it drops or repairs goes into the report.
 *
 * @example
 * const report = new DataReport();
 * const pincodes = buildPincodeDataset(rows, report);
 * pincodes.pincodes.get('110001')?.offices.length;
 */
export function buildPincodeDataset(rows: Iterable<PincodeSourceRow>, report: DataReport): PincodeDataset {
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
  const offices: PostOffice[] = [];
  const pincodes = new Map<string, PincodeArea>();
  for (const pincode of [...groups.keys()].sort()) {
    const group = groups.get(pincode)!.sort((a, b) => byName(a, b) || a.line - b.line);
    const slugs = uniqueSlugs(group.map((d) => d.name));
    const areaOffices = group.map((draft, i): PostOffice => ({ id: offices.length + i, ...draft, slug: slugs[i]! }));
    offices.push(...areaOffices);
    pincodes.set(pincode, {
      pincode,
      offices: areaOffices,
      state: mostCommon(areaOffices.map((o) => o.state)),
      districts: [...new Set(areaOffices.map((o) => o.district).filter(Boolean))].sort(),
    });
  }
  const states = buildStates([...pincodes.values()]);
  return {
    offices,
    pincodes,
    states,
    statesBySlug: new Map(states.map((s) => [s.slug, s])),
    statesByName: new Map(states.map((s) => [s.name, s])),
    names: buildNameIndex(offices),
  };
}
