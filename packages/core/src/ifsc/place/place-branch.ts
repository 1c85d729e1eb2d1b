import { addressDistricts } from './branch-words.js';
import { type PlacementKnowledge, pairKey, pincodePlace, placeId, placeOf, placeWords } from './knowledge.js';
import { placeKey } from './place-key.js';
import type { Place, Placement, PlacementInput, PlacementKind } from './types.js';
import type { VoteRule } from './votes.js';

/**
 * When the data's votes are clear (docs/data.md gives the measured precision of each):
 * - a published pair: at least 5 branches with a PIN code, 95 % of them in one district;
 * - its state: at least 3, 95 % in one state;
 * - a word of the texts: at least 5 branches of the state hold it, 99 % of them in one district;
 *   with 90 % it is a hint: a branch is not placed in another district than its words hint at;
 * - a PIN code India Post does not list: at least 2 listed neighbours, all in one district.
 */
export const VOTE_RULES = {
  pair: { min: 5, share: 0.95 },
  pairState: { min: 3, share: 0.95 },
  word: { min: 5, share: 0.99 },
  hint: { min: 5, share: 0.9 },
  pincodeArea: { min: 2, share: 1 },
} as const satisfies Record<string, VoteRule>;

/**
 * A name placement is refused when the pair's own branches (5 or more) lie in its
 * district less often than 90 %, or when the branches that name that district (10 or
 * more) lie in it less often than 97 %: the name then stands for more than the district
 * (a district split since, a city over several districts).
 */
const NAME_CONTRADICTED = { min: 5, share: 0.9 };
const NAME_UNRELIABLE = { min: 10, share: 0.97 };

/** Whether the branches that name `district` lie in it (see NAME_UNRELIABLE), leaving `own` out. */
function nameReliable(knowledge: PlacementKnowledge, state: string, district: string, own: HeldOut | undefined): boolean {
  const ownDistrict = own?.words && own.place.state === state ? own.place.district : undefined;
  const { votes, total } = knowledge.namesTaught.tally(`${state}|${district}`, district, ownDistrict);
  return total < NAME_UNRELIABLE.min || votes >= NAME_UNRELIABLE.share * total;
}

/** The branch being placed when placement is measured: its own PIN code's place, left out of every vote it is in. */
export interface HeldOut {
  readonly place: Place;
  /** Whether it voted on its state's words (its published state is its PIN code's). */
  readonly words: boolean;
}

/** The one district of `state` among the places, or `undefined` for none or several. */
function onlyDistrict(places: Iterable<Place>, state: string): string | undefined {
  let found: string | undefined;
  for (const place of places) {
    if (place.state !== state || place.district === found) continue;
    if (found !== undefined) return undefined;
    found = place.district;
  }
  return found;
}

/** The one state among the places, or `''`. */
function onlyState(places: readonly Place[]): string {
  const states = new Set(places.map((p) => p.state));
  return states.size === 1 ? [...states][0]! : '';
}

/** What a branch's own texts say, looked up once. */
interface Named {
  /** The districts its published district names (India Post's names and old ones). */
  readonly district: readonly { place: Place; renamed: boolean }[];
  /** The districts its address names with a "district" word. */
  readonly address: readonly Place[];
}

function namedBy(input: PlacementInput, knowledge: PlacementKnowledge): Named {
  const address = addressDistricts(input.address).flatMap((key) => (knowledge.names.get(key) ?? []).map((n) => n.place));
  return { district: knowledge.names.get(placeKey(input.district)) ?? [], address };
}

/**
 * The branch's state: the published one, unless two independent pieces of evidence
 * (its PIN code, the vote of its pair, the name of its district) agree on another.
 * A branch published without a state takes the first of them there is.
 */
function chooseState(input: PlacementInput, pinPlaces: readonly Place[], named: Named, knowledge: PlacementKnowledge, own?: HeldOut): string {
  const fromPincode = onlyState(pinPlaces);
  const fromVote = knowledge.pairStates.clear(pairKey(input), VOTE_RULES.pairState, own?.place.state)?.value ?? '';
  // A name may name districts of several states (Pratapgarh, Aurangabad): it supports each of them.
  const byName = new Set(named.district.map((n) => n.place.state));
  if (!input.state) return fromPincode || fromVote || (byName.size === 1 ? [...byName][0]! : '');
  const support = (state: string) => Number(state === fromPincode) + Number(state === fromVote) + Number(byName.has(state));
  const moved = [fromPincode, fromVote].find((state) => state && state !== input.state && support(state) >= 2);
  return moved ?? input.state;
}

/**
 * A district of `state` by the evidence other than the PIN code, among `allowed` when
 * given: each kind is asked (a reliable district its address names, the clear vote of
 * its published pair, its district's reliable and uncontradicted name, the clear votes
 * of its words), and the branch is placed by the strongest when every kind that
 * answers names the same district. Kinds that disagree leave it unplaced: one of
 * them is wrong, and nothing says which.
 */
function districtByNames(
  input: PlacementInput,
  state: string,
  named: Named,
  knowledge: PlacementKnowledge,
  own: HeldOut | undefined,
  allowed?: ReadonlySet<string>,
): { district: string; by: PlacementKind } | undefined {
  const words = wordVotes(input, state, knowledge, own);
  const answers = evidenceByNames(input, state, named, knowledge, own, words.district).filter((a) => !allowed || allowed.has(a.district));
  if (answers.length === 0 || answers.some((a) => a.district !== answers[0]!.district)) return undefined;
  return words.hints.size === 0 || words.hints.has(answers[0]!.district) ? answers[0] : undefined;
}

/** What each kind of evidence other than the PIN code says, strongest first (kinds without an answer left out). */
function evidenceByNames(
  input: PlacementInput,
  state: string,
  named: Named,
  knowledge: PlacementKnowledge,
  own: HeldOut | undefined,
  fromWords: string | undefined,
): { district: string; by: PlacementKind }[] {
  const answers: { district: string; by: PlacementKind }[] = [];
  const fromAddress = onlyDistrict(named.address, state);
  if (fromAddress !== undefined && nameReliable(knowledge, state, fromAddress, own)) answers.push({ district: fromAddress, by: 'address-district' });
  const pair = pairKey(input);
  const ownId = own && placeId(own.place);
  const vote = knowledge.pairs.clear(pair, VOTE_RULES.pair, ownId);
  const voted = vote && placeOf(vote.value);
  if (voted && voted.state === state) answers.push({ district: voted.district, by: 'pair-vote' });
  const byName = onlyDistrict(
    named.district.map((n) => n.place),
    state,
  );
  if (byName !== undefined) {
    const { votes, total } = knowledge.pairs.tally(pair, placeId({ state, district: byName }), ownId);
    const contradicted = total >= NAME_CONTRADICTED.min && votes < NAME_CONTRADICTED.share * total;
    const renamed = named.district.some((n) => n.renamed && n.place.state === state && n.place.district === byName);
    if (!contradicted && nameReliable(knowledge, state, byName, own)) answers.push({ district: byName, by: renamed ? 'renamed' : 'district-name' });
  }
  if (fromWords !== undefined) answers.push({ district: fromWords, by: 'place-name' });
  return answers;
}

/**
 * What the branch's words say, each word's vote counted once: the one district their
 * clear votes name (`undefined` when none or several do), and every district a vote
 * short of clear points to ({@link VOTE_RULES}`.hint`), enough to doubt another district.
 */
function wordVotes(input: PlacementInput, state: string, knowledge: PlacementKnowledge, own: HeldOut | undefined): { district?: string; hints: Set<string> } {
  const ownDistrict = own?.words && own.place.state === state ? own.place.district : undefined;
  const hints = new Set<string>();
  const clear = new Set<string>();
  for (const word of placeWords(input)) {
    const vote = knowledge.words.clear(`${state}|${word}`, VOTE_RULES.hint, ownDistrict);
    if (!vote) continue;
    hints.add(vote.value);
    if (vote.total >= VOTE_RULES.word.min && vote.votes >= VOTE_RULES.word.share * vote.total) clear.add(vote.value);
  }
  return { district: clear.size === 1 ? [...clear][0] : undefined, hints };
}

/** A PIN code over several districts: the one district of the state whose offices of that PIN code the branch's texts name (`CHAUNTA`, an office of 143533 in Gurdaspur). */
function districtByOffice(input: PlacementInput, state: string, pincode: string, knowledge: PlacementKnowledge): string | undefined {
  const words = new Set(placeWords(input));
  return onlyDistrict(
    knowledge
      .pincodeOffices(pincode)
      .filter((office) => words.has(office.key))
      .map((office) => office.place),
    state,
  );
}

/** A PIN code India Post does not list: the district all its listed neighbours lie in. */
function districtByPincodeArea(input: PlacementInput, state: string, knowledge: PlacementKnowledge): string | undefined {
  if (!input.pincode || knowledge.pincodePlaces(input.pincode).length > 0) return undefined;
  const vote = knowledge.pincodeAreas.clear(input.pincode.slice(0, 5), VOTE_RULES.pincodeArea);
  const place = vote && placeOf(vote.value);
  return place?.state === state ? place.district : undefined;
}

/**
 * Places one branch in India Post's geography from its evidence, strongest first
 * (see {@link PlacementKind}): its state ({@link chooseState}), then its district by
 * its PIN code, a listed neighbour of its PIN code, a district its address names, the
 * vote of its published pair, its district's name (old or current, unless its pair's
 * branches lie elsewhere), the words of its texts. Without enough evidence it is
 * `unplaced` and keeps its published names. With `own`, the branch is placed as if
 * its address had no PIN code and it had not voted: how placement is measured.
 *
 * @example
 * placeBranch({ state: 'Karnataka', publishedState: 'KARNATAKA', district: 'GULBARGA', pincode: '', … }, knowledge)
 * // { state: 'Karnataka', district: 'Kalaburagi', by: 'renamed', stateMoved: false }
 */
export function placeBranch(input: PlacementInput, knowledge: PlacementKnowledge, own?: HeldOut): Placement {
  const pincode = own ? '' : input.pincode;
  const pinPlaces = pincode ? knowledge.pincodePlaces(pincode) : [];
  const named = namedBy(input, knowledge);
  // The pair's vote on the state leaves out the branch's own PIN code, so that it is evidence independent of that PIN code.
  const truth = pincodePlace(input, knowledge);
  const state = chooseState(input, pinPlaces, named, knowledge, own ?? (truth && { place: truth, words: false }));
  const placed = (district: string, by: PlacementKind): Placement => ({ state, district, by, stateMoved: Boolean(input.state) && state !== input.state });
  if (!state) return { state: '', district: input.district, by: 'unplaced', stateMoved: false };
  const inState = new Set(pinPlaces.filter((p) => p.state === state).map((p) => p.district));
  if (inState.size === 1) return placed([...inState][0]!, 'pincode');
  if (inState.size > 1) {
    const chosen = districtByOffice(input, state, pincode, knowledge) ?? districtByNames(input, state, named, knowledge, own, inState)?.district;
    if (chosen) return placed(chosen, 'pincode');
  }
  const area = districtByPincodeArea({ ...input, pincode }, state, knowledge);
  if (area) return placed(area, 'pincode-area');
  const chosen = districtByNames(input, state, named, knowledge, own);
  return chosen ? placed(chosen.district, chosen.by) : placed(input.district, 'unplaced');
}
