/**
 * Source spellings of a state that are neither the canonical name nor a letter-case
 * variant of it, seen in the IFSC list: misspellings, the two union territories that
 * merged in 2020, an older name, and districts written in the STATE column.
 */
export const STATE_ALIASES: Readonly<Record<string, string>> = {
  ODHISA: 'Odisha',
  ORISSA: 'Odisha',
  'MADHY PRADESH': 'Madhya Pradesh',
  UTTARKHAND: 'Uttarakhand',
  UTTARANCHAL: 'Uttarakhand',
  'ANDAMAN AND NICOBAR ISLAND': 'Andaman and Nicobar Islands',
  'DADAR AND NAGAR HAVELI': 'The Dadra and Nagar Haveli and Daman and Diu',
  'DADRA AND NAGAR HAVELI': 'The Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN AND DIU': 'The Dadra and Nagar Haveli and Daman and Diu',
  'DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'The Dadra and Nagar Haveli and Daman and Diu',
  PONDICHERRY: 'Puducherry',
  // Districts written as states.
  LUDHIANA: 'Punjab',
  'DAKSHIN KANNAD': 'Karnataka',
};

/**
 * ISO 3166-2:IN subdivision codes (the IFSC list's ISO3166 column) → canonical state
 * names. The column uses the current codes: IN-DH for the merged Dadra and Nagar
 * Haveli and Daman and Diu, IN-OR Odisha, IN-CT Chhattisgarh, IN-UT Uttarakhand,
 * IN-TG Telangana; the retired IN-DN/IN-DD and the older IN-OD/IN-CG/IN-UK/IN-TS
 * spellings are accepted too.
 */
export const ISO3166_STATES: Readonly<Record<string, string>> = {
  'IN-AN': 'Andaman and Nicobar Islands',
  'IN-AP': 'Andhra Pradesh',
  'IN-AR': 'Arunachal Pradesh',
  'IN-AS': 'Assam',
  'IN-BR': 'Bihar',
  'IN-CH': 'Chandigarh',
  'IN-CT': 'Chhattisgarh',
  'IN-CG': 'Chhattisgarh',
  'IN-DH': 'The Dadra and Nagar Haveli and Daman and Diu',
  'IN-DN': 'The Dadra and Nagar Haveli and Daman and Diu',
  'IN-DD': 'The Dadra and Nagar Haveli and Daman and Diu',
  'IN-DL': 'Delhi',
  'IN-GA': 'Goa',
  'IN-GJ': 'Gujarat',
  'IN-HP': 'Himachal Pradesh',
  'IN-HR': 'Haryana',
  'IN-JH': 'Jharkhand',
  'IN-JK': 'Jammu and Kashmir',
  'IN-KA': 'Karnataka',
  'IN-KL': 'Kerala',
  'IN-LA': 'Ladakh',
  'IN-LD': 'Lakshadweep',
  'IN-MH': 'Maharashtra',
  'IN-ML': 'Meghalaya',
  'IN-MN': 'Manipur',
  'IN-MP': 'Madhya Pradesh',
  'IN-MZ': 'Mizoram',
  'IN-NL': 'Nagaland',
  'IN-OR': 'Odisha',
  'IN-OD': 'Odisha',
  'IN-PB': 'Punjab',
  'IN-PY': 'Puducherry',
  'IN-RJ': 'Rajasthan',
  'IN-SK': 'Sikkim',
  'IN-TG': 'Telangana',
  'IN-TS': 'Telangana',
  'IN-TN': 'Tamil Nadu',
  'IN-TR': 'Tripura',
  'IN-UP': 'Uttar Pradesh',
  'IN-UT': 'Uttarakhand',
  'IN-UK': 'Uttarakhand',
  'IN-WB': 'West Bengal',
};

/** How a branch's state was found: each step is tried only when the one before fails. */
export type StateMatch = 'exact' | 'alias' | 'iso3166' | 'pincode' | 'unmapped';

/** What {@link mapBranchState} reads from one branch. */
export interface StateEvidence {
  /** The STATE column, white space collapsed, placeholders already `''`. */
  readonly state: string;
  /** The ISO3166 column, placeholders already `''`. */
  readonly iso3166: string;
  /** The state of the branch's PIN code in the PIN directory, `''` if none. */
  readonly pincodeState: string;
}

/**
 * Upper-case name → canonical name, for the states the PIN side knows. Every
 * mapping step ends here, so a branch can only get a state the PIN side has, and
 * one state has one name and slug site-wide.
 *
 * @example
 * canonicalStates(['Odisha', 'Delhi']).get('ODISHA') // 'Odisha'
 */
export function canonicalStates(names: Iterable<string>): ReadonlyMap<string, string> {
  return new Map([...names].map((name) => [name.toUpperCase(), name]));
}

/**
 * Maps a branch onto one of the canonical states: the STATE column when it is a
 * canonical name in any letter case, else through {@link STATE_ALIASES}, else the
 * ISO3166 code ({@link ISO3166_STATES}), else the state of the PIN code in the
 * address. `unmapped` (state `''`) when nothing fits; a wrong guess would put a
 * branch in the wrong listing, so nothing is guessed beyond these steps.
 *
 * @example
 * const canonical = canonicalStates(['Odisha', 'Punjab']);
 * mapBranchState({ state: 'ODHISA', iso3166: '', pincodeState: '' }, canonical) // { state: 'Odisha', match: 'alias' }
 * mapBranchState({ state: '', iso3166: 'IN-PB', pincodeState: '' }, canonical) // { state: 'Punjab', match: 'iso3166' }
 */
export function mapBranchState(evidence: StateEvidence, canonical: ReadonlyMap<string, string>): { state: string; match: StateMatch } {
  const raw = evidence.state.toUpperCase();
  const exact = canonical.get(raw);
  if (exact) return { state: exact, match: 'exact' };
  const alias = Object.hasOwn(STATE_ALIASES, raw) ? canonical.get(STATE_ALIASES[raw]!.toUpperCase()) : undefined;
  if (alias) return { state: alias, match: 'alias' };
  const iso = evidence.iso3166.toUpperCase();
  const fromIso = Object.hasOwn(ISO3166_STATES, iso) ? canonical.get(ISO3166_STATES[iso]!.toUpperCase()) : undefined;
  if (fromIso) return { state: fromIso, match: 'iso3166' };
  const fromPincode = canonical.get(evidence.pincodeState.toUpperCase());
  if (evidence.pincodeState && fromPincode) return { state: fromPincode, match: 'pincode' };
  return { state: '', match: 'unmapped' };
}
