import { MESSAGES } from '../messages.js';
import type { ApiResponse } from '../api-response.js';
import { PINCODE_PATTERN } from '../pincode/lookup.js';
import { collapseWhitespace } from '../text/collapse-whitespace.js';
import type { BankItem, PlaceItem } from './hierarchy-response.js';
import { normalizeIfsc } from './ifsc-code.js';
import { ifscError, type IfscError } from './record.js';
import type { IfscSearchSource, SearchDistrictItem } from './search-source.js';
import { searchWordIndex } from './word-index.js';

/**
 * Limits of `/api/search.php`: `q` needs `minQueryLength` characters; each list holds
 * at most `banks` banks, `states` states, `districts` districts and `branches` branches.
 */
export const IFSC_SEARCH_LIMITS = { minQueryLength: 2, banks: 10, states: 10, districts: 20, branches: 50 } as const;

/** How many matches each list of the search has, also past its cap. */
export interface IfscSearchTotals {
  banks: number;
  states: number;
  districts: number;
  branches: number;
}

/** What a search found; branches as IFSCs, for the caller to turn into records. */
export interface IfscSearchHits {
  query: string;
  banks: BankItem[];
  states: PlaceItem[];
  districts: SearchDistrictItem[];
  branchCodes: string[];
  total: IfscSearchTotals;
}

/** Names that start with the whole query come first, otherwise keeping order. */
function startsFirst<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const prefix = query.toLowerCase();
  const starts = items.filter((item) => item.name.toLowerCase().startsWith(prefix));
  return [...starts, ...items.filter((item) => !item.name.toLowerCase().startsWith(prefix))];
}

/**
 * The IFSC search: banks, states, districts and branches matching `q`, each list
 * capped by {@link IFSC_SEARCH_LIMITS} and in name order (banks and states whose
 * name starts with `q` first).
 *
 * - `q` that is an IFSC (any letter case): that branch, if it exists.
 * - `q` of six digits: the branches whose address holds that PIN code, by IFSC.
 * - any other `q`: a keyword search. A name matches when every word of `q` is the
 *   start of some word of the name, in any order and letter case (`sbi kol` finds
 *   `Kolkata Main SBI…`; `dakshin` finds `Dakshina Kannada`); a 4-letter `q` that is a
 *   bank code also lists that bank first.
 *
 * Fewer than `minQueryLength` characters: 400. Every list is answered from word
 * indexes, never by scanning all branches.
 *
 * @example
 * searchIfscSource(source, 'hdfc').banks[0].code // 'HDFC'
 */
export function searchIfscSource(source: IfscSearchSource, q: string | null): IfscSearchHits | ApiResponse<IfscError> {
  const query = collapseWhitespace(q ?? '');
  if (query.length < IFSC_SEARCH_LIMITS.minQueryLength) return ifscError(400, MESSAGES.shortQuery(IFSC_SEARCH_LIMITS.minQueryLength));
  const ifsc = normalizeIfsc(query);
  if (ifsc !== null) return branchHits(query, source.codes.has(ifsc) ? [ifsc] : [], source.codes.has(ifsc) ? 1 : 0);
  if (PINCODE_PATTERN.test(query)) {
    const found = source.pincodes.get(query);
    return branchHits(query, [...(found?.codes ?? [])], found?.total ?? 0);
  }
  const byCode = /^[a-z]{4}$/i.test(query) ? source.banks.find((bank) => bank.code === query.toUpperCase()) : undefined;
  const { banks, states } = searchBankAndStateNames(source, query);
  const allBanks = byCode ? [byCode, ...banks.filter((bank) => bank !== byCode)] : banks;
  const districts = searchWordIndex(source.districtIndex, query, IFSC_SEARCH_LIMITS.districts);
  const branches = searchWordIndex(source.branchIndex, query, IFSC_SEARCH_LIMITS.branches);
  return {
    query,
    banks: allBanks.slice(0, IFSC_SEARCH_LIMITS.banks),
    states: states.slice(0, IFSC_SEARCH_LIMITS.states),
    districts: districts.ids.map((id) => source.districts[id]!),
    branchCodes: branches.ids.map((id) => source.branchCodes[id]!),
    total: { banks: allBanks.length, states: states.length, districts: districts.total, branches: branches.total },
  };
}

/**
 * The banks and states whose names hold a word starting with each word of `query`, all
 * of them, those whose name starts with the whole query first: the search's name
 * matches before a bank code puts its bank first and before the lists are capped.
 *
 * @example
 * searchBankAndStateNames(source, 'bengal').states.map((state) => state.name) // ['West Bengal']
 */
export function searchBankAndStateNames(
  source: Pick<IfscSearchSource, 'banks' | 'bankIndex' | 'states' | 'stateIndex'>,
  query: string,
): { banks: BankItem[]; states: PlaceItem[] } {
  const banks = searchWordIndex(source.bankIndex, query, source.banks.length).ids.map((id) => source.banks[id]!);
  const states = searchWordIndex(source.stateIndex, query, source.states.length).ids.map((id) => source.states[id]!);
  return { banks: startsFirst(banks, query), states: startsFirst(states, query) };
}

/** Hits of branches only: an IFSC or a PIN code was searched. */
function branchHits(query: string, branchCodes: string[], branches: number): IfscSearchHits {
  return { query, banks: [], states: [], districts: [], branchCodes, total: { banks: 0, states: 0, districts: 0, branches } };
}
