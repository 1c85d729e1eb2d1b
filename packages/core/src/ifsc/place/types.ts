/** A place of India Post's geography: a canonical state and one of its districts (the PIN side's names). */
export interface Place {
  readonly state: string;
  readonly district: string;
}

/**
 * The evidence a branch was placed by, strongest first (docs/data.md says what each is
 * and the data report measures each one's precision):
 * - `pincode`: the PIN code in its address lies in one district (or in several, and its
 *   other evidence names one of them);
 * - `pincode-area`: a PIN code India Post does not list, whose neighbours (the PIN codes
 *   that share its first five digits) all lie in one district;
 * - `address-district`: its address names a district (`DIST. THANE`, `THANE DISTRICT`);
 * - `pair-vote`: the branches published with the same state and district and a PIN code
 *   lie, by a clear vote, in one district;
 * - `renamed`: its district is an old name of a district (the sources' rename table);
 * - `district-name`: its district is a district's name;
 * - `place-name`: words of its address, name or cities that the branches with a PIN code
 *   show to lie in one district;
 * - `unplaced`: none of these, or they disagree: it keeps its published names.
 */
export type PlacementKind = 'pincode' | 'pincode-area' | 'address-district' | 'pair-vote' | 'renamed' | 'district-name' | 'place-name' | 'unplaced';

/** Every kind, strongest first: the order of the data report and of the stored codes. */
export const PLACEMENT_KINDS: readonly PlacementKind[] = [
  'pincode',
  'pincode-area',
  'address-district',
  'pair-vote',
  'renamed',
  'district-name',
  'place-name',
  'unplaced',
];

/** Where a branch was placed, and by what. */
export interface Placement extends Place {
  readonly by: PlacementKind;
  /** Whether the state differs from the published one (two pieces of evidence agreed on it). */
  readonly stateMoved: boolean;
}

/**
 * An old name of a district, from the sources' rename table: `from` (any spelling the
 * banks use) is now `to`, a district India Post lists in `state`.
 */
export interface DistrictRename {
  readonly state: string;
  readonly from: readonly string[];
  readonly to: string;
  /** A public source for the rename (a gazette notification or an official page). */
  readonly reference: string;
}

/** What placement reads of one branch. */
export interface PlacementInput {
  /** The canonical state the STATE column maps to (its name, an alias or the ISO 3166 code), or `''`. */
  readonly state: string;
  /** The STATE column as published: with the district, the key of the branch's published pair. */
  readonly publishedState: string;
  /** The DISTRICT column as published. */
  readonly district: string;
  readonly city1: string;
  readonly city2: string;
  readonly address: string;
  /** The branch's name (BRANCH). */
  readonly name: string;
  /** The PIN code of its address, or `''`. */
  readonly pincode: string;
}
