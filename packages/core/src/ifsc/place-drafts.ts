import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { toTitleCase } from '../text/title-case.js';
import { IFSC_REPORT, type BranchDraft } from './normalize-row.js';
import { publishedSlugs } from './published-slugs.js';
import { placementKnowledge } from './place/knowledge.js';
import { measurePlacement, type PlacementMeasure } from './place/measure.js';
import { placeBranch } from './place/place-branch.js';
import { placeKey } from './place/place-key.js';
import type { DistrictRename, Place, PlacementInput } from './place/types.js';

/** The report keeps five examples per kind; building the text of the rest would only make garbage. */
const MAX_EXAMPLES = 5;

/** What placement reads of a draft: its published columns and the PIN code India Post lists. */
function inputOf(draft: BranchDraft): PlacementInput {
  return {
    state: draft.state,
    publishedState: draft.publishedState,
    district: draft.publishedDistrict,
    city1: draft.city1,
    city2: draft.city2,
    address: draft.address,
    name: draft.name,
    pincode: draft.pincode,
  };
}

/** Whether a place is another than the published columns name (letter case, punctuation and "district" words aside). */
const changed = (draft: BranchDraft, place: Place) =>
  placeKey(place.state) !== placeKey(draft.publishedState) || placeKey(place.district) !== placeKey(draft.publishedDistrict);

/**
 * Places every draft in India Post's geography ({@link placeBranch}), in place: its
 * `state`, `district`, `placedBy` and the path the bank browse listed it under before
 * ({@link publishedSlugs}); an unplaced draft keeps its published district
 * in title case. Reports each placement that changed the published place by its kind
 * (`district-placed:pincode`, …), each unplaced branch (`district-unplaced`), each
 * rename whose district India Post does not list (`rename-unknown-district`), each
 * state moved (`state-moved`) and each branch whose PIN code lies in another state
 * than its place (`pincode-state-mismatch`). Gives placement's precision measured
 * with the PIN code held out ({@link measurePlacement}).
 *
 * @example
 * const measure = placeDrafts(drafts, pincodes, DISTRICT_RENAMES, report);
 * drafts[0].placedBy // 'pincode'
 */
export function placeDrafts(drafts: BranchDraft[], pincodes: PincodeDataset, renames: readonly DistrictRename[], report: DataReport): PlacementMeasure {
  const inputs = drafts.map(inputOf);
  const slugs = publishedSlugs(drafts, pincodes);
  const knowledge = placementKnowledge(inputs, pincodes, renames, (rename) =>
    // Line 0: the rename table is not a row of the branch list.
    report.add(IFSC_REPORT, 'rename-unknown-district', 'noted', 0, `${rename.state} / ${rename.to} (from ${rename.from.join(', ')})`),
  );
  const note = (kind: string, action: 'fixed' | 'noted', draft: BranchDraft, example: () => string) =>
    report.add(IFSC_REPORT, kind, action, draft.line, report.count(IFSC_REPORT, kind) < MAX_EXAMPLES ? example() : '');
  drafts.forEach((draft, i) => {
    const placement = placeBranch(inputs[i]!, knowledge);
    draft.publishedSlug = slugs[i]!;
    const published = `${draft.publishedState} / ${draft.publishedDistrict}`;
    if (placement.stateMoved) note('state-moved', 'fixed', draft, () => `${draft.ifsc}: ${published} → ${placement.state}`);
    draft.state = placement.state;
    draft.placedBy = placement.by;
    draft.district = placement.by === 'unplaced' ? toTitleCase(draft.publishedDistrict) : placement.district;
    draft.publishedDiffers = changed(draft, draft);
    if (placement.by === 'unplaced') note('district-unplaced', 'noted', draft, () => `${draft.ifsc}: ${published}`);
    else if (draft.publishedDiffers)
      note(`district-placed:${placement.by}`, 'fixed', draft, () => `${draft.ifsc}: ${published} → ${placement.state} / ${placement.district}`);
    const pinStates = draft.pincodeKnown ? knowledge.pincodePlaces(draft.pincode).map((p) => p.state) : [];
    if (draft.state && pinStates.length > 0 && !pinStates.includes(draft.state)) {
      note('pincode-state-mismatch', 'noted', draft, () => `${draft.ifsc}: ${draft.pincode} is not in ${draft.state}`);
    }
  });
  return measurePlacement(inputs, knowledge);
}
