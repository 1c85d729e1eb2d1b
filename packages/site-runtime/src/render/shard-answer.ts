/**
 * What the two halves of `/api/search.php?q=` over the sharded search files share (the
 * keyword search, render/shard-keyword.ts, and "bank + place", render/shard-bank-place.ts):
 * the word postings, the first matches, the chunks' items, and the answer's text; and what
 * render/shard-search.ts needs to tell which half answers a query.
 */
import {
  type ApiResponse,
  type BankItem,
  getOrCreate,
  IFSC_SEARCH_LIMITS,
  type IfscBranchItem,
  type IfscError,
  type IfscSearch,
  normalizeIfsc,
  PINCODE_PATTERN,
  searchedAs,
  sortedPrefixRange,
  type WordReadings,
} from 'india-pincode-ifsc/internal';
import type { Encoded, SearchAnswerFile } from './search-answers.js';
import { type DeltaLists, idsOfEvery } from './posting-ids.js';
import type { ChunkItems } from './search-chunk.js';
import { heldByEverySet, type IdSet, idsOfEverySet } from './id-sets.js';
import type { IdListRange, SearchLists } from './search-lists.js';
import { SEARCH_CHUNKS, type SearchFileName } from './search-shards.js';

/**
 * Reads one file of a sharded search by its key, `null` when there is none: parsed, but a
 * chunk of a chunked list ({@link SEARCH_CHUNKS}) as its items' JSON texts, the base URL
 * put in (render/search-chunk.ts `ChunkItems`), which the answer holds as they are.
 */
export type ReadSearchFile = (file: SearchFileName, key: string) => Promise<unknown>;

/** Reads the search item of a branch by its IFSC, `null` when it has no record. */
export type ReadBranchItem = (code: string) => Promise<IfscBranchItem | null>;

/** A search over the sharded files: the answer to `q`, as the core's, reading each file through `read`. */
export type ShardSearch = (read: ReadSearchFile, lists: SearchLists, q: string | null, branchItem: ReadBranchItem) => Promise<ApiResponse<IfscError> | Encoded>;

/** The lists of the search that postings point into. */
export type Lists = 'districts' | 'branches' | 'states' | 'banks';

/** Word lists with their postings (deltas) in some of the lists: word shards, or the lists file's district words. */
export type WordPostings = { readonly words: readonly string[] } & Partial<Record<Lists, IdListRange>>;

/** Per wanted list, the postings of each word of the files that starts with `word` (empty for a list not wanted). */
export function postingsOf(files: readonly (WordPostings | null)[], word: string, wanted: readonly Lists[]): Record<Lists, DeltaLists> {
  const found: Record<Lists, (readonly number[])[]> = { districts: [], branches: [], states: [], banks: [] };
  for (const file of files) {
    if (!file) continue;
    const [start, end] = sortedPrefixRange(file.words.length, (i) => file.words[i]!, word);
    for (const list of wanted) found[list].push(...file[list]!.slice(start, end));
  }
  return found;
}

/** The lists whose first items an answer lists. */
export type Listed = 'districts' | 'branches';

const NO_SETS: Record<Listed, readonly IdSet[]> = { districts: [], branches: [] };

/**
 * The first ids of each listed list that every word's postings hold (a word's: those of
 * the words it starts) and every set of `sets` too, how many there are, and all of them;
 * without postings, the ids every set holds.
 */
export function firstMatches(postings: readonly Record<Lists, DeltaLists>[], sets = NO_SETS) {
  const first = (list: Listed) => {
    const held = sets[list];
    const matched = postings.length === 0 ? idsOfEverySet(held) : idsOfEvery(postings.map((word) => word[list]));
    const all = postings.length === 0 || held.length === 0 ? matched : heldByEverySet(matched, held);
    return { ids: all.slice(0, IFSC_SEARCH_LIMITS[list]), total: all.length, all };
  };
  return { districts: first('districts'), branches: first('branches') };
}

/** The JSON texts of the items of some ids, in their order, from the chunked list. */
export async function chunkItems(read: ReadSearchFile, file: keyof typeof SEARCH_CHUNKS, ids: readonly number[]): Promise<string[]> {
  const size = SEARCH_CHUNKS[file];
  const loaded = new Map<number, Promise<ChunkItems>>();
  for (const id of ids) {
    const chunk = Math.floor(id / size);
    if (!loaded.has(chunk)) loaded.set(chunk, read(file, String(chunk)) as Promise<ChunkItems>);
  }
  return Promise.all(ids.map(async (id) => (await loaded.get(Math.floor(id / size))!)(id % size)!));
}

/** Items parsed from a stored answer as an answer lists them: each its JSON text. */
export const itemTexts = (items: readonly unknown[]): string[] => items.map((item) => JSON.stringify(item));

/** The banks listing, `/api/banks.php`: a search reads it only when its answer lists a bank. */
export const allBanks = async (read: ReadSearchFile) => ((await read('banks', '')) as { banks: BankItem[] }).banks;

/**
 * The ascending positions, in a list of names, of those holding a word starting with each
 * of the words, a word that `readings` reads otherwise searched as the word it is read as
 * (the core's `searchWordIndex`).
 */
export const namesOf = (names: WordPostings, list: Lists, words: readonly string[], readings: WordReadings = new Map()) => {
  const starts = words.map((word) => searchedAs(word, readings));
  return starts.includes(null) ? [] : idsOfEvery(starts.map((start) => postingsOf([names], start!, [list])[list]));
};

/** The fields of a search answer before its districts. */
export type IfscSearchHead = Pick<IfscSearch, 'success' | 'query' | 'banks' | 'states'>;

const encoder = new TextEncoder();

/** A search answer as the core's {@link ifscSearchResponse} writes it, its districts and branches given as their JSON texts. */
export function answerText(head: IfscSearchHead, { districts, branches, total }: Found & { total: IfscSearch['total'] }): Encoded {
  const text = `${JSON.stringify(head).slice(0, -1)},"districts":[${districts.join(',')}],"branches":[${branches.join(',')}],"total":${JSON.stringify(total)}}`;
  return { status: 200, body: encoder.encode(text) };
}

/** The districts and branches a search found, as JSON texts, and how many of each there are. */
export interface Found {
  readonly districts: readonly string[];
  readonly branches: readonly string[];
  readonly total: Pick<SearchAnswerFile['total'], 'districts' | 'branches'>;
}

/** Whether a query is searched by its words: long enough, and neither an IFSC nor a PIN code. */
export const isKeywordQuery = (query: string) =>
  query.length >= IFSC_SEARCH_LIMITS.minQueryLength && normalizeIfsc(query) === null && !PINCODE_PATTERN.test(query);

const codeSets = new WeakMap<SearchLists, ReadonlySet<string>>();
/** The lists file's bank codes as a set, made once. */
export const codesOf = (lists: SearchLists) => getOrCreate(codeSets, lists, () => new Set(lists.bankCodes));
