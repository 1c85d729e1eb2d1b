import { type PlacementKnowledge, pincodePlace, placeId, placeOf } from './knowledge.js';
import { type HeldOut, placeBranch, VOTE_RULES } from './place-branch.js';
import { PLACEMENT_KINDS, type PlacementInput, type PlacementKind } from './types.js';

/** How one kind of evidence did on the held-out branches: how many it placed, and how many of those where their PIN code is. */
export interface KindMeasure {
  readonly placed: number;
  readonly correct: number;
}

/** Placement measured with the PIN code held out. */
export interface PlacementMeasure {
  /** The branches whose PIN code lies in one district: the held-out set. */
  readonly heldOut: number;
  /** Of them, placed again without their PIN code and their own votes, by kind of evidence. */
  readonly byKind: Readonly<Record<Exclude<PlacementKind, 'pincode' | 'unplaced'>, KindMeasure>>;
  /** All kinds together. */
  readonly placed: number;
  readonly correct: number;
}

/**
 * Measures placement the way the data report and `npm run bench:placement` give it:
 * every branch whose PIN code lies in one district is placed again as if its address
 * had no PIN code and it had never voted ({@link placeBranch} with `own`), and the
 * place compared with its PIN code's. `pincode-area` is measured on the same branches
 * as if their PIN code were not listed: the PIN code's listed neighbours, without it.
 *
 * @example
 * const measure = measurePlacement(inputs, knowledge);
 * measure.correct / measure.placed // the held-out precision
 */
export function measurePlacement(inputs: Iterable<PlacementInput>, knowledge: PlacementKnowledge): PlacementMeasure {
  const byKind = Object.fromEntries(PLACEMENT_KINDS.filter((k) => k !== 'pincode' && k !== 'unplaced').map((k) => [k, { placed: 0, correct: 0 }])) as Record<
    Exclude<PlacementKind, 'pincode' | 'unplaced'>,
    { placed: number; correct: number }
  >;
  let heldOut = 0;
  for (const input of inputs) {
    const truth = pincodePlace(input, knowledge);
    if (!truth) continue;
    heldOut++;
    const own: HeldOut = { place: truth, words: input.state === truth.state };
    const placement = placeBranch(input, knowledge, own);
    if (placement.by !== 'unplaced' && placement.by !== 'pincode') {
      const kind = byKind[placement.by];
      kind.placed++;
      if (placement.state === truth.state && placement.district === truth.district) kind.correct++;
    }
    const area = knowledge.pincodeAreas.clear(input.pincode.slice(0, 5), VOTE_RULES.pincodeArea, placeId(truth));
    if (area) {
      byKind['pincode-area'].placed++;
      const place = placeOf(area.value);
      if (place.state === truth.state && place.district === truth.district) byKind['pincode-area'].correct++;
    }
  }
  const kinds = Object.entries(byKind)
    .filter(([kind]) => kind !== 'pincode-area')
    .map(([, m]) => m);
  return {
    heldOut,
    byKind,
    placed: kinds.reduce((sum, m) => sum + m.placed, 0),
    correct: kinds.reduce((sum, m) => sum + m.correct, 0),
  };
}
