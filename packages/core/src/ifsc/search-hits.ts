import { MESSAGES } from '../messages.js';
import type { ApiResponse } from '../api-response.js';
import { PINCODE_PATTERN } from '../pincode/lookup.js';
import { collapseWhitespace } from '../text/collapse-whitespace.js';
import type { BankItem, PlaceItem } from './hierarchy-response.js';
import { normalizeIfsc } from './ifsc-code.js';
import { ifscError, type IfscError } from './record.js';
import type { IfscSearchSource, SearchDistrictItem } from './search-source.js';
import { keywordReadings } from './keyword-typos.js';
import { searchWordIndex, type WordIndex, type WordReadings } from './word-index.js';
import { aliasBanks, bankInQuery, type BankInQuery } from '../search/bank-aliases.js';
import { getOrCreate } from '../util/get-or-create.js';

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

/**
 * Names that start with the whole query come first, otherwise keeping order.
 *
 * @example
 * startsFirst([{ name: 'West Bengal' }, { name: 'Bengal' }], 'beng') // [{ name: 'Bengal' }, { name: 'West Bengal' }]
 */
export function startsFirst<T extends { name: string }>(items: readonly T[], query: string): T[] {
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
 *   `Kolkata Main SBI…`; `dakshin` finds `Dakshina Kannada`; `mg road` finds `M.G. Road`),
 *   a word that starts none read as the likeliest word it may be a typo of (ifsc/keyword-typos.ts:
 *   `conaught place` finds `Connaught Place`); a `q` that is a bank code
 *   or a bank's everyday name (`sbi`, `pnb`: search/bank-aliases.ts) also lists that bank first.
 * - "bank + place" (`sbi mg road`, `andheri hdfc bank`): that bank, the states and districts
 *   the other words match, and the bank's branches whose name, town or district they match
 *   in any order, through an alias or with a typo forgiven (ifsc/bank-place.ts); a word
 *   that starts no word of a bank's, state's or district's name nor of the bank's
 *   branches read as the likeliest of theirs (`hdfc andhery` answers what `hdfc andheri` answers).
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
  const bank = bankInQuery(query, bankCodes(source));
  if (bank) return bankPlaceHits(source, query, bank);
  const named = namedBankCodes(query);
  const byCode = source.banks.filter((item) => named.includes(item.code));
  const readings = keywordReadings(source, query);
  const { banks, states } = searchBankAndStateNames(source, query, readings);
  const allBanks = [...byCode, ...banks.filter((item) => !byCode.includes(item))];
  const districts = searchWordIndex(source.districtIndex, query, IFSC_SEARCH_LIMITS.districts, readings);
  const branches = searchWordIndex(source.branchIndex, query, IFSC_SEARCH_LIMITS.branches, readings);
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
 * The codes of the banks a keyword query names whole: by an everyday name (`sbi`, `state
 * bank`: search/bank-aliases.ts) or as a four-letter code (any of its banks, listed first).
 *
 * @example
 * namedBankCodes('SBI') // ['SBIN']
 * namedBankCodes('utib') // ['UTIB']
 */
export const namedBankCodes = (query: string): string[] => [...aliasBanks(query), ...(/^[a-z]{4}$/i.test(query) ? [query.toUpperCase()] : [])];

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
  readings?: WordReadings,
): { banks: BankItem[]; states: PlaceItem[] } {
  return { banks: namesMatching(source.banks, source.bankIndex, query, readings), states: namesMatching(source.states, source.stateIndex, query, readings) };
}

/** The items whose names hold a word starting with each word of `query` (or one it is read as), all of them, those whose name starts with it first. */
function namesMatching<T extends { name: string }>(items: readonly T[], index: WordIndex, query: string, readings?: WordReadings): T[] {
  return startsFirst(
    searchWordIndex(index, query, items.length, readings).ids.map((id) => items[id]!),
    query,
  );
}

const codeSets = new WeakMap<readonly BankItem[], ReadonlySet<string>>();
/** The bank codes of a search source, as a set made once. */
export const bankCodes = (source: Pick<IfscSearchSource, 'banks'>): ReadonlySet<string> =>
  getOrCreate(codeSets, source.banks, () => new Set(source.banks.map((bank) => bank.code)));

/**
 * A "bank + place" query (`sbi mg road`, `hdfc andheri`): the banks it names; the states
 * and districts its other words match; that bank's branches whose name, town or district
 * they match (ifsc/bank-place.ts).
 */
function bankPlaceHits(source: IfscSearchSource, query: string, typed: BankInQuery): IfscSearchHits {
  const bank = { codes: typed.codes, words: source.readPlace?.(typed.words, typed.codes) ?? typed.words };
  const rest = bank.words.join(' ');
  const banks = bank.codes.map((code) => source.banks.find((item) => item.code === code)!);
  // The states only: the banks are the ones named, and a bank name index is costly to build where it is made on demand (the edge's lists).
  const states = namesMatching(source.states, source.stateIndex, rest);
  const districts = searchWordIndex(source.districtIndex, rest, source.districts.length);
  const branches = source.bankPlace(bank.words, bank.codes, IFSC_SEARCH_LIMITS.branches, new Set(districts.ids));
  return {
    query,
    banks,
    states: states.slice(0, IFSC_SEARCH_LIMITS.states),
    districts: districts.ids.slice(0, IFSC_SEARCH_LIMITS.districts).map((id) => source.districts[id]!),
    branchCodes: [...branches.codes],
    total: { banks: banks.length, states: states.length, districts: districts.total, branches: branches.total },
  };
}

/** Hits of branches only: an IFSC or a PIN code was searched. */
function branchHits(query: string, branchCodes: string[], branches: number): IfscSearchHits {
  return { query, banks: [], states: [], districts: [], branchCodes, total: { banks: 0, states: 0, districts: 0, branches } };
}
