import type { PincodeDataset } from '../../pincode/types.js';
import { addressDistricts, branchWords } from './branch-words.js';
import { type DistrictNames, districtNames } from './district-names.js';
import { placeKey } from './place-key.js';
import type { DistrictRename, Place, PlacementInput } from './types.js';
import { Votes } from './votes.js';

/** One string per place, for votes. */
export const placeId = (place: Place) => `${place.state}\n${place.district}`;

/** The place of a {@link placeId}. */
export function placeOf(id: string): Place {
  const cut = id.indexOf('\n');
  return { state: id.slice(0, cut), district: id.slice(cut + 1) };
}

/** The key of a branch's published (state, district) pair: the branches that share it vote together. */
export const pairKey = (input: PlacementInput) => `${input.state || placeKey(input.publishedState)}|${placeKey(input.district)}`;

/** Each branch's words, made once: learning, placing and measuring all read them. */
const wordsOf = new WeakMap<PlacementInput, readonly string[]>();

/** The words of the texts that may name a branch's place (its address, name and cities), see {@link branchWords}. */
export function placeWords(input: PlacementInput): readonly string[] {
  let words = wordsOf.get(input);
  if (!words) {
    words = branchWords([input.address, input.name, input.city1, input.city2]);
    wordsOf.set(input, words);
  }
  return words;
}

/** Everything placement knows besides the branch: India Post's geography and what the branches with a PIN code teach. */
export interface PlacementKnowledge {
  readonly names: DistrictNames;
  /** The places of a PIN code's offices (two or more when it spans districts); none for a PIN code India Post does not list. */
  readonly pincodePlaces: (pincode: string) => readonly Place[];
  /** A PIN code's offices: each name as a place key, with its place. */
  readonly pincodeOffices: (pincode: string) => readonly { readonly key: string; readonly place: Place }[];
  /** The first five digits of India Post's PIN codes that lie in one district → that place (as {@link placeId}). */
  readonly pincodeAreas: Votes;
  /** {@link pairKey} → the places ({@link placeId}) of the pair's branches with a PIN code in one district. */
  readonly pairs: Votes;
  /** {@link pairKey} → the states of the same branches. */
  readonly pairStates: Votes;
  /** `state|word` → the districts of the branches of that state (published and by PIN code) whose texts hold the word. */
  readonly words: Votes;
  /**
   * `state|district` → where the branches lie whose DISTRICT column or address names
   * that district: a name that stands for a district since split (DIST. THANE, now
   * partly Palghar) shows itself here as a split vote.
   */
  readonly namesTaught: Votes;
}

/** The place of a branch that its PIN code gives alone: its PIN code lies in one district. */
export function pincodePlace(input: PlacementInput, knowledge: Pick<PlacementKnowledge, 'pincodePlaces'>): Place | undefined {
  if (!input.pincode) return undefined;
  const places = knowledge.pincodePlaces(input.pincode);
  return places.length === 1 ? places[0] : undefined;
}

/** The districts of `state` that a branch's DISTRICT column or address names (by India Post's names or old ones). */
export function namedDistricts(input: PlacementInput, names: DistrictNames, state: string): Set<string> {
  const named = new Set<string>();
  for (const key of [placeKey(input.district), ...addressDistricts(input.address)]) {
    for (const { place } of names.get(key) ?? []) if (place.state === state) named.add(place.district);
  }
  return named;
}

function pincodePlaces(pincodes: PincodeDataset): (pincode: string) => readonly Place[] {
  const cache = new Map<string, readonly Place[]>();
  return (pincode) => {
    let places = cache.get(pincode);
    if (!places) {
      const ids = new Set<string>();
      for (const office of pincodes.areas.get(pincode)?.offices ?? []) if (office.state && office.district) ids.add(placeId(office));
      places = [...ids].map(placeOf);
      cache.set(pincode, places);
    }
    return places;
  };
}

/**
 * Learns what placement needs: India Post's district names (and the old ones of
 * `renames`), where each PIN code lies, and, from every branch whose PIN code lies in
 * one district, how the published pairs and the words of addresses map onto districts.
 *
 * @example
 * const knowledge = placementKnowledge(inputs, pincodes, renames);
 * knowledge.pairs.clear('Karnataka|BANGALORE', { min: 5, share: 0.95 })?.value // 'Karnataka\nBengaluru Urban'
 */
export function placementKnowledge(
  inputs: Iterable<PlacementInput>,
  pincodes: PincodeDataset,
  renames: readonly DistrictRename[],
  unknownRename?: (rename: DistrictRename) => void,
): PlacementKnowledge {
  const knowledge = {
    names: districtNames(pincodes.states, renames, unknownRename),
    pincodePlaces: pincodePlaces(pincodes),
    pincodeOffices: (pincode: string) =>
      (pincodes.areas.get(pincode)?.offices ?? [])
        .filter((o) => o.state && o.district)
        .map((o) => ({ key: placeKey(o.name), place: { state: o.state, district: o.district } })),
    pincodeAreas: new Votes(),
    pairs: new Votes(),
    pairStates: new Votes(),
    words: new Votes(),
    namesTaught: new Votes(),
  };
  for (const pincode of pincodes.areas.keys()) {
    const places = knowledge.pincodePlaces(pincode);
    if (places.length === 1) knowledge.pincodeAreas.add(pincode.slice(0, 5), placeId(places[0]!));
  }
  for (const input of inputs) {
    const truth = pincodePlace(input, knowledge);
    if (!truth) continue;
    const pair = pairKey(input);
    knowledge.pairs.add(pair, placeId(truth));
    knowledge.pairStates.add(pair, truth.state);
    // A branch teaches the words of its own state only: a branch published in another state says nothing of how that state's words are placed.
    if (input.state !== truth.state) continue;
    for (const word of placeWords(input)) knowledge.words.add(`${truth.state}|${word}`, truth.district);
    for (const district of namedDistricts(input, knowledge.names, truth.state)) knowledge.namesTaught.add(`${truth.state}|${district}`, truth.district);
  }
  return knowledge;
}
