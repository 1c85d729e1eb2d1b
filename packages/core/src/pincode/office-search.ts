import { matchQuery, type MatchKind, planQuery, type QueryMatches } from '../search/match-query.js';
import { buildTermShards, type SearchItem, type TermReader, type TermShards } from '../search/term-shards.js';
import { searchWords } from '../search/search-words.js';
import { getOrCreate } from '../util/get-or-create.js';
import { prefixRange } from './name-index.js';
import { isPrintableAscii, nameWords, searchKey } from './name-words.js';
import type { PincodeDataset, PostOffice } from './types.js';

const TYPE_ORDER = { HO: 0, SO: 1, BO: 2 } as const;

/**
 * Each office's place in the search ranking, by id (0 first): head offices, then sub,
 * then branch offices; delivery offices before the others; then the bigger place first,
 * told by the bank branches whose address gives the office's PIN code; then name and PIN code.
 *
 * @example
 * officeRanks(dataset).byId[id] // 0 for the first office a search lists
 */
export const officeRanks = (dataset: PincodeDataset): OfficeRanks => getOrCreate(rankings, dataset, () => rankOffices(dataset));

interface OfficeRanks {
  readonly byId: Uint32Array;
  readonly idByRank: Uint32Array;
  /** Each office's PIN code and name, by id: read in the same pass, for the term shards. */
  readonly refs: Float64Array;
  readonly names: readonly string[];
}

const rankings = new WeakMap<PincodeDataset, OfficeRanks>();

/** One pass over the offices (each decoded once); the name order comes from the name index, so the sort compares numbers only. */
function rankOffices(dataset: PincodeDataset): OfficeRanks {
  const count = dataset.officeCount;
  const nameOrder = new Uint32Array(count);
  dataset.names.sortedIds.forEach((id, position) => {
    nameOrder[id] = position;
  });
  const order = new Float64Array(count);
  const refs = new Float64Array(count);
  const names = new Array<string>(count);
  for (const area of dataset.areas.values()) {
    area.offices.forEach((office, index) => {
      const delivery = office.deliveryStatus === 'Delivery' ? 0 : 1;
      // Type, delivery and size in the high digits, the name's place in the low ones.
      const head = (TYPE_ORDER[office.branchType] * 2 + delivery) * 2 ** 20 + (2 ** 20 - 1 - Math.min(area.branchCount, 2 ** 20 - 1));
      order[office.id] = head * 2 ** 20 + nameOrder[office.id]!;
      refs[office.id] = officeRef(area.pincode, index);
      names[office.id] = office.name;
    });
  }
  const idByRank = Uint32Array.from({ length: count }, (_, id) => id).sort((a, b) => order[a]! - order[b]!);
  const byId = new Uint32Array(count);
  idByRank.forEach((id, rank) => {
    byId[id] = rank;
  });
  return { byId, idByRank, refs, names };
}

/**
 * The number a search item keeps for an office: its PIN code and its place among the
 * PIN code's offices, so that a reader of the PIN code's answer finds it.
 *
 * @example
 * officeRef('110001', 3) // 110001003
 * officePlace(110001003) // { pincode: '110001', index: 3 }
 */
export const officeRef = (pincode: string, index: number): number => Number(pincode) * 1000 + index;
export const officePlace = (ref: number): { pincode: string; index: number } => ({ pincode: String(Math.floor(ref / 1000)), index: ref % 1000 });

/**
 * The term shards of every office name (search/term-shards.ts), built once per dataset:
 * the files the generator writes, and what the offline search reads in memory.
 *
 * @example
 * shardTerms(officeTermShards(dataset).shards.get('co')!).includes('connaught') // true
 */
export const officeTermShards = (dataset: PincodeDataset): TermShards =>
  getOrCreate(shardSets, dataset, () => {
    const { idByRank, refs, names } = officeRanks(dataset);
    return buildTermShards(Array.from(idByRank, (id, rank): SearchItem => [rank, refs[id]!, names[id]!]));
  });

const shardSets = new WeakMap<PincodeDataset, TermShards>();

/** An office a search found, with how it matched. */
export interface FoundOffice {
  readonly office: PostOffice;
  readonly match: MatchKind;
}

/**
 * The offices whose name starts with the query (letter case and runs of white space
 * ignored): the name that is the query first, then by {@link officeRanks}. `limit`
 * bounds the list, not the count.
 *
 * @example
 * prefixOffices(dataset, 'andheri', 3).offices[0].office.name // 'Andheri' (the head office)
 */
export function prefixOffices(dataset: PincodeDataset, query: string, limit: number): { total: number; offices: FoundOffice[] } {
  const key = searchKey(query);
  const [start, end] = prefixRange(dataset.names, query);
  const { byId, idByRank } = officeRanks(dataset);
  const { sortedIds, keys } = dataset.names;
  // The names that are the query sort first in the range.
  let exactEnd = start;
  while (exactEnd < end && keys[sortedIds[exactEnd]!] === key) exactEnd++;
  const byRank = (from: number, to: number) => {
    const ranks = new Uint32Array(to - from);
    for (let i = from; i < to; i++) ranks[i - from] = byId[sortedIds[i]!]!;
    return ranks.sort();
  };
  const found = (ranks: Uint32Array, match: MatchKind) =>
    Array.from(ranks.subarray(0, limit), (rank): FoundOffice => ({ office: dataset.office(idByRank[rank]!), match }));
  const exact = found(byRank(start, exactEnd), 'exact');
  const others = exact.length < limit ? found(byRank(exactEnd, end), 'prefix') : [];
  return { total: end - start, offices: [...exact, ...others].slice(0, limit) };
}

/**
 * The offices a search finds beyond the prefix matches: names holding every query word
 * in any order, as the start of a word, through an alias or with a typo forgiven
 * (search/match-query.ts), without those whose name starts with the query; the first
 * `limit` and the total.
 *
 * @example
 * wordMatches('conaught place', memoryReader(officeTermShards(dataset)), 10).found[0].match // 'typo'
 */
export function wordMatches(query: string, reader: TermReader, limit: number): QueryMatches {
  return matchQuery(planQuery(query, reader.keys), reader, limit, { skip: startsWith(searchKey(query)) });
}

/** Whether a search item's name starts with a {@link searchKey} (its key is made of the name's start alone). */
const startsWith = (key: string) => (item: SearchItem) => item[2].length >= key.length && searchKey(item[2].slice(0, key.length + 8)).startsWith(key);

/**
 * The whole office search over the term shards alone, for a query whose prefix matches
 * its words always find ({@link prefixFoundByWords}): the names that start with the
 * query first (`exact` the name that is the query, then `prefix`, by rank), then the word
 * matches, as the prefix part and {@link wordMatches} give them together.
 *
 * @example
 * officeMatches('conaught place', memoryReader(officeTermShards(dataset)), 10).found[0].match // 'typo'
 */
export function officeMatches(query: string, reader: TermReader, limit: number): QueryMatches {
  const key = searchKey(query);
  const starts = startsWith(key);
  const lead = (item: SearchItem) => (!starts(item) ? null : searchKey(item[2]) === key ? 'exact' : 'prefix');
  return matchQuery(planQuery(query, reader.keys), reader, limit, { lead });
}

/**
 * Whether every name that starts with the query (its {@link searchKey}) holds each of
 * its words as {@link matchQuery} finds them, so {@link officeMatches} lists them all
 * without the prefix index. True when the query is ASCII, has a word of two letters or
 * more, and its last run of letters or digits is of three or more (a word of two matches
 * whole words only: `andheri ea` is the start of Andheri East, and no match of `ea`) or
 * a lone letter (a letter after another would join it: `m g r` is the start of M G Road,
 * whose words are `mg`, `road`).
 *
 * @example
 * prefixFoundByWords('mahatma gandhi ro') // true
 * prefixFoundByWords('andheri ea') // false
 */
export function prefixFoundByWords(query: string): boolean {
  if (!isPrintableAscii(query)) return false;
  const runs = nameWords(query);
  const last = runs[runs.length - 1] ?? '';
  const before = runs[runs.length - 2] ?? '';
  const lone = last.length === 1 && !(before.length === 1 && /[a-z]/.test(before) && /[a-z]/.test(last));
  return (last.length >= 3 || lone) && searchWords(query).some((word) => word.length >= 2);
}

/**
 * The offices a name lookup (`/api/postoffice/{NAME}`) falls back on when no name holds
 * the query's words as a run: names holding each word whole, in any order, through an
 * alias or an abbreviation, or with a typo forgiven (search/match-query.ts), never by
 * the start of a word. Typos are forgiven only when no name matches without one. In the
 * lookup's order: by name, then PIN code and place in it.
 *
 * @example
 * nameFallback('bangalore gpo', memoryReader(officeTermShards(dataset))).map((item) => item[2]) // ['Bengaluru G.P.O.']
 */
export function nameFallback(query: string, reader: TermReader): SearchItem[] {
  const { found } = matchQuery(planQuery(query, reader.keys, { wholeWords: true }), reader, Number.MAX_SAFE_INTEGER);
  const withoutTypo = found.filter(({ match }) => match !== 'typo');
  const items = (withoutTypo.length > 0 ? withoutTypo : found).map(({ item }) => item);
  return items.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[1] - b[1]));
}
