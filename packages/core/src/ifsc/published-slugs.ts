import type { PincodeDataset } from '../pincode/types.js';
import { uniqueSlugs } from '../text/slug.js';
import { getOrCreate } from '../util/get-or-create.js';
import { compareNames } from './compare-names.js';
import type { BranchDraft } from './normalize-row.js';

/**
 * The path (`state-slug/district-slug`) under which the bank browse listed each branch
 * before placement, so that those URLs keep answering: the published DISTRICT in title
 * case under the state its STATE column (or, without one, its PIN code) named; a
 * district India Post lists in that state had the PIN side's slug, every other name
 * its own, made unique within the state in name order. `''` for a branch without both.
 * Reads the drafts before {@link placeDrafts} changes their state and district.
 *
 * @example
 * publishedSlugs(drafts, pincodes)[0] // 'karnataka/gulberga'
 */
export function publishedSlugs(drafts: readonly BranchDraft[], pincodes: PincodeDataset): string[] {
  const stateOf = (draft: BranchDraft) => draft.state || (draft.pincodeKnown ? (pincodes.areas.get(draft.pincode)?.state ?? '') : '');
  const namesOf = new Map<string, Set<string>>();
  for (const draft of drafts) {
    const state = stateOf(draft);
    if (state && draft.district) getOrCreate(namesOf, state, () => new Set<string>()).add(draft.district);
  }
  const slugOf = new Map<string, string>();
  for (const [state, names] of namesOf) {
    const pinState = pincodes.statesByName.get(state);
    if (!pinState) continue;
    const taken = new Set<string>();
    const rest: string[] = [];
    for (const name of [...names].sort(compareNames)) {
      const pinDistrict = pinState.districtsByName.get(name);
      if (pinDistrict) {
        slugOf.set(`${state}\n${name}`, `${pinState.slug}/${pinDistrict.slug}`);
        taken.add(pinDistrict.slug);
      } else rest.push(name);
    }
    for (const [i, slug] of uniqueSlugs(rest, taken).entries()) slugOf.set(`${state}\n${rest[i]}`, `${pinState.slug}/${slug}`);
  }
  return drafts.map((draft) => slugOf.get(`${stateOf(draft)}\n${draft.district}`) ?? '');
}
