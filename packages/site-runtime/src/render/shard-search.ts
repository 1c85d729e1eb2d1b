import {
  type ApiResponse,
  type BankItem,
  type WordIndex,
  getOrCreate,
  IFSC_SEARCH_LIMITS,
  type IfscBranchItem,
  type IfscError,
  type IfscSearch,
  type IfscSearchSource,
  nameWords,
  namedBankCodes,
  normalizeIfsc,
  PINCODE_PATTERN,
  bankInQuery,
  collapseWhitespace,
  bankPlaceBranches,
  type BankTerms,
  type BankInQuery,
  planQuery,
  readAhead,
  type TermShard,
  type TypoTerms,
  searchIfscSource,
  startsFirst,
  sortedPrefixRange,
} from 'india-pincode-ifsc/internal';
import type { Encoded, SearchAnswerFile, SearchPrefixesFile } from './search-answers.js';
import { type DeltaLists, idsOfEvery } from './posting-ids.js';
import type { ChunkItems } from './search-chunk.js';
import { heldByEverySet, type IdSet, idsOfEverySet, readIdSet } from './id-sets.js';
import { canonicalPrefix, lowerBound, prefixesKey, shardFileKey, startsEveryShardUnder, wordShardKeys } from './search-keys.js';
import type { IdListRange, SearchLists } from './search-lists.js';

import {
  type BankTermKeys,
  SEARCH_CHUNKS,
  type SearchFileName,
  type SearchPincodesFile,
  type SearchStartsFile,
  type SearchWordsFile,
  termFileKey,
} from './search-shards.js';

/**
 * `/api/search.php?q=` over the sharded search files (render/search-shards.ts): the same
 * answer as the core's search over the whole dataset, reading only the shards a query
 * needs, and sent as text (its districts and branches are the chunks' own texts).
 */
/**
 * Reads one file of a sharded search by its key, `null` when there is none: parsed, but a
 * chunk of a chunked list ({@link SEARCH_CHUNKS}) as its items' JSON texts, the base URL
 * put in (render/search-chunk.ts `ChunkItems`), which the answer holds as they are.
 */
export type ReadSearchFile = (file: SearchFileName, key: string) => Promise<unknown>;

/** Reads the search item of a branch by its IFSC, `null` when it has no record. */
export type ReadBranchItem = (code: string) => Promise<IfscBranchItem | null>;

type Lists = 'districts' | 'branches' | 'states' | 'banks';

/** Word lists with their postings (deltas) in some of the lists: word shards, or the lists file's district words. */
type WordPostings = { readonly words: readonly string[] } & Partial<Record<Lists, IdListRange>>;

/** Per wanted list, the postings of each word of the files that starts with `word` (empty for a list not wanted). */
function postingsOf(files: readonly (WordPostings | null)[], word: string, wanted: readonly Lists[]): Record<Lists, DeltaLists> {
  const found: Record<Lists, (readonly number[])[]> = { districts: [], branches: [], states: [], banks: [] };
  for (const file of files) {
    if (!file) continue;
    const [start, end] = sortedPrefixRange(file.words.length, (i) => file.words[i]!, word);
    for (const list of wanted) found[list].push(...file[list]!.slice(start, end));
  }
  return found;
}

/** {@link postingsOf} over the word shards a word reads. */
async function wordPostings(read: ReadSearchFile, lists: SearchLists, word: string, wanted: readonly Lists[]): Promise<Record<Lists, DeltaLists>> {
  const keys = wordShardKeys(word, lists.keys, lists.split);
  const shards = await Promise.all(keys.map(async (shardKey) => (await read('words', shardFileKey(shardKey))) as SearchWordsFile | null));
  return postingsOf(shards, word, wanted);
}

/** The lists whose first items an answer lists. */
type Listed = 'districts' | 'branches';

const NO_SETS: Record<Listed, readonly IdSet[]> = { districts: [], branches: [] };

/**
 * The first ids of each listed list that every word's postings hold (a word's: those of
 * the words it starts) and every set of `sets` too, how many there are, and all of them;
 * without postings, the ids every set holds.
 */
function firstMatches(postings: readonly Record<Lists, DeltaLists>[], sets = NO_SETS) {
  const first = (list: Listed) => {
    const held = sets[list];
    const matched = postings.length === 0 ? idsOfEverySet(held) : idsOfEvery(postings.map((word) => word[list]));
    const all = postings.length === 0 || held.length === 0 ? matched : heldByEverySet(matched, held);
    return { ids: all.slice(0, IFSC_SEARCH_LIMITS[list]), total: all.length, all };
  };
  return { districts: first('districts'), branches: first('branches') };
}

/** The JSON texts of the items of some ids, in their order, from the chunked list. */
async function chunkItems(read: ReadSearchFile, file: keyof typeof SEARCH_CHUNKS, ids: readonly number[]): Promise<string[]> {
  const size = SEARCH_CHUNKS[file];
  const loaded = new Map<number, Promise<ChunkItems>>();
  for (const id of ids) {
    const chunk = Math.floor(id / size);
    if (!loaded.has(chunk)) loaded.set(chunk, read(file, String(chunk)) as Promise<ChunkItems>);
  }
  return Promise.all(ids.map(async (id) => (await loaded.get(Math.floor(id / size))!)(id % size)!));
}

/** Whether a query is searched by its words: long enough, and neither an IFSC nor a PIN code. */
const isKeywordQuery = (query: string) => query.length >= IFSC_SEARCH_LIMITS.minQueryLength && normalizeIfsc(query) === null && !PINCODE_PATTERN.test(query);

const codeSets = new WeakMap<SearchLists, ReadonlySet<string>>();
/** The lists file's bank codes as a set, made once. */
const codesOf = (lists: SearchLists) => getOrCreate(codeSets, lists, () => new Set(lists.bankCodes));

/** The banks listing, `/api/banks.php`: a search reads it only when its answer lists a bank. */
const allBanks = async (read: ReadSearchFile) => ((await read('banks', '')) as { banks: BankItem[] }).banks;

/** The banks of some codes, each from its term keys (a bank without branches has none: from the banks listing). */
const namedBanks = (read: ReadSearchFile, codes: readonly string[]) =>
  Promise.all(
    codes.map(async (code) => ((await read('termKeys', code)) as BankTermKeys | null)?.bank ?? (await allBanks(read)).find((item) => item.code === code)!),
  );

// Not buildWordIndex([]): that would compile the index builder as the module loads, for nothing.
const NO_WORDS: WordIndex = { words: [], postings: [], names: [] };

/**
 * A search source without names: with it the core's search checks a query (a short one
 * is refused) and answers an IFSC or a PIN code with no branches, which the shards give.
 */
const NO_NAMES: IfscSearchSource = {
  banks: [],
  bankIndex: NO_WORDS,
  states: [],
  stateIndex: NO_WORDS,
  districts: [],
  districtIndex: NO_WORDS,
  branchCodes: [],
  branchIndex: NO_WORDS,
  codes: new Set(),
  pincodes: new Map(),
  bankPlace: () => ({ codes: [], total: 0 }),
};

/** The ascending positions, in a list of names, of those holding a word starting with each of the words (the core's `searchWordIndex`). */
const namesOf = (names: WordPostings, list: Lists, words: readonly string[]) => idsOfEvery(words.map((word) => postingsOf([names], word, [list])[list]));

/** The branches of a query that is an IFSC or a PIN code (the first ones, and how many), else `null`. */
async function directBranches(read: ReadSearchFile, query: string, branchItem: ReadBranchItem): Promise<{ items: string[]; total: number } | null> {
  const ifsc = normalizeIfsc(query);
  if (ifsc !== null) {
    const item = await branchItem(ifsc);
    return item ? { items: [JSON.stringify(item)], total: 1 } : { items: [], total: 0 };
  }
  if (!PINCODE_PATTERN.test(query)) return null;
  const file = (await read('pincodes', query.slice(0, 3))) as SearchPincodesFile | null;
  const found = file && Object.hasOwn(file, query) ? file[query]! : { ids: [], total: 0 };
  return { items: await chunkItems(read, 'branches', found.ids), total: found.total };
}

/**
 * `/api/search.php?q=` over the sharded search files: the same answer as the core's
 * {@link ifscSearchResponse} over the whole dataset, reading only the shards the query
 * needs, as its text: its districts and branches are the chunks' texts. An IFSC query
 * reads its branch through `branchItem`.
 *
 * @example
 * await searchIfscShards(read, lists, 'kolkata main', branchItem) // { status: 200, body: Uint8Array [ '{"success":true,…' ] }
 */
export async function searchIfscShards(
  read: ReadSearchFile,
  lists: SearchLists,
  q: string | null,
  branchItem: ReadBranchItem,
): Promise<ApiResponse<IfscError> | Encoded> {
  const query = collapseWhitespace(q ?? '');
  if (isKeywordQuery(query)) {
    const bank = bankInQuery(query, codesOf(lists));
    return bank ? bankPlaceAnswer(read, lists, query, await namedBanks(read, bank.codes), bank) : keywordAnswer(read, lists, query);
  }
  const first = searchIfscSource(NO_NAMES, q);
  if ('status' in first) return first;
  const direct = (await directBranches(read, first.query, branchItem))!;
  const head: IfscSearchHead = { success: true, query: first.query, banks: first.banks, states: first.states };
  return answerText(head, { districts: [], branches: direct.items, total: { ...first.total, branches: direct.total } });
}

/**
 * A keyword answer as the core's answers it (`searchIfscSource`): the banks the query
 * names by code or everyday name, then those and the states whose names hold its words
 * (names starting with the whole query first), from the lists file's words, and the
 * districts and branches from the word shards or the query's one-word answer.
 */
async function keywordAnswer(read: ReadSearchFile, lists: SearchLists, query: string): Promise<Encoded> {
  const words = [...new Set(nameWords(query))];
  const codes = codesOf(lists);
  const named = namedBankCodes(query).filter((code) => codes.has(code));
  const byName = namesOf(lists.bankWords, 'banks', words);
  const listed = named.length > 0 || byName.length > 0 ? await allBanks(read) : [];
  const byCode = listed.filter((item) => named.includes(item.code));
  const banks = [
    ...byCode,
    ...startsFirst(
      byName.map((id) => listed[id]!),
      query,
    ).filter((item) => !byCode.includes(item)),
  ];
  const states = startsFirst(
    namesOf(lists.stateWords, 'states', words).map((id) => lists.states[id]!),
    query,
  );
  const found = (words.length === 1 && (await oneWord(read, lists, words[0]!))) || (await severalWords(read, lists, words));
  const head: IfscSearchHead = { success: true, query, banks: banks.slice(0, IFSC_SEARCH_LIMITS.banks), states: states.slice(0, IFSC_SEARCH_LIMITS.states) };
  return answerText(head, { ...found, total: { banks: banks.length, states: states.length, ...found.total } });
}

/** The fields of a search answer before its districts. */
type IfscSearchHead = Pick<IfscSearch, 'success' | 'query' | 'banks' | 'states'>;

const encoder = new TextEncoder();

/** A search answer as the core's {@link ifscSearchResponse} writes it, its districts and branches given as their JSON texts. */
function answerText(head: IfscSearchHead, { districts, branches, total }: Found & { total: IfscSearch['total'] }): Encoded {
  const text = `${JSON.stringify(head).slice(0, -1)},"districts":[${districts.join(',')}],"branches":[${branches.join(',')}],"total":${JSON.stringify(total)}}`;
  return { status: 200, body: encoder.encode(text) };
}

/** The districts and branches a search found, as JSON texts, and how many of each there are. */
interface Found {
  readonly districts: readonly string[];
  readonly branches: readonly string[];
  readonly total: Pick<SearchAnswerFile['total'], 'districts' | 'branches'>;
}

const NOTHING: Found = { districts: [], branches: [], total: { districts: 0, branches: 0 } };

/**
 * A one-word search's districts and branches from its canonical prefix's answer; `null`
 * for a one-character word, or where the answers are not shipped (only the edge build
 * has them: render/search-answers.ts). The banks and states are the caller's: the
 * answer's are those of a query equal to its word, and this query may be written otherwise.
 */
async function oneWord(read: ReadSearchFile, lists: SearchLists, word: string): Promise<Found | null> {
  if (Array.from(word.slice(0, 2)).length < 2) return null;
  if (wordShardKeys(word, lists.keys, lists.split).length === 0) return NOTHING;
  const prefixes = (await read('prefixes', shardFileKey(prefixesKey(word)))) as SearchPrefixesFile | null;
  if (!prefixes) return null;
  const prefix = canonicalPrefix(prefixes.prefixes, word);
  if (!prefix) return NOTHING;
  const answer = (await read('answers', shardFileKey(prefix))) as SearchAnswerFile | null;
  if (!answer) throw new Error(`search: the canonical prefix ${JSON.stringify(prefix)} has no answer file: rebuild the site`);
  const { districts, branches, total } = answer;
  const texts = (items: readonly unknown[]) => items.map((item) => JSON.stringify(item));
  return { districts: texts(districts), branches: texts(branches), total: { districts: total.districts, branches: total.branches } };
}

/** One bank's term shards that the words read (and those of the words they may be typos of), and its places; `null` for a bank without branches. */
async function bankTermReader(read: ReadSearchFile, code: string, words: readonly string[]): Promise<BankTerms | null> {
  const keys = (await read('termKeys', code)) as BankTermKeys | null;
  if (!keys) return null;
  const reader = await readAhead(keys, planQuery(words.join(' '), keys), {
    shard: async (key) => (await read('terms', termFileKey(code, key))) as TermShard | null,
    typos: async (base) => (await read('typos', termFileKey(code, base))) as TypoTerms | null,
  });
  return { reader, places: keys.places };
}

/**
 * A "bank + place" answer as the core's answers it: the banks named, the states and
 * districts the place words match (from the lists file's words: no name is searched),
 * and the bank's branches from its term shards.
 */
async function bankPlaceAnswer(read: ReadSearchFile, lists: SearchLists, query: string, banks: readonly BankItem[], bank: BankInQuery): Promise<Encoded> {
  const place = bank.words.join(' ');
  const words = [...new Set(nameWords(place))];
  const states = startsFirst(
    namesOf(lists.stateWords, 'states', words).map((id) => lists.states[id]!),
    place,
  );
  const found = await bankPlaceShards(read, lists, bank, words);
  const head: IfscSearchHead = { success: true, query, banks: [...banks], states: states.slice(0, IFSC_SEARCH_LIMITS.states) };
  return answerText(head, { ...found, total: { banks: banks.length, states: states.length, ...found.total } });
}

/** A "bank + place" query's districts (those its place words match) and the bank's branches, from the branch term shards. */
async function bankPlaceShards(read: ReadSearchFile, lists: SearchLists, bank: BankInQuery, words: readonly string[]): Promise<Found> {
  // The districts from the lists file's district words: the bank's branches come from its term shards.
  const { districts } = firstMatches(words.map((word) => postingsOf([lists.districtWords], word, ['districts'])));
  const readers = await Promise.all(bank.codes.map((code) => bankTermReader(read, code, bank.words)));
  const byCode = new Map(bank.codes.map((code, i) => [code, readers[i]]));
  const branches = bankPlaceBranches(bank.words, bank.codes, (code) => byCode.get(code) ?? undefined, IFSC_SEARCH_LIMITS.branches, new Set(districts.all));
  const [districtItems, branchItems] = await Promise.all([
    chunkItems(read, 'districts', districts.ids),
    chunkItems(
      read,
      'ranked',
      branches.found.map(({ item }) => item[0]),
    ),
  ]);
  return { districts: districtItems, branches: branchItems, total: { districts: districts.total, branches: branches.total } };
}

/** A word's starts file (search-shards.ts `SearchStartsFile`), as id sets. */
async function startsSets(read: ReadSearchFile, word: string): Promise<Record<Listed, IdSet>> {
  const file = (await read('starts', shardFileKey(word))) as SearchStartsFile | null;
  if (!file) throw new Error(`search: the starts file of ${JSON.stringify(word)} is missing: rebuild the site`);
  return { districts: readIdSet(file.districts), branches: readIdSet(file.branches) };
}

/**
 * The districts and branches that every word matches, and the chunks of the first ones.
 * A word that starts the words of many shards (`h`, `ba`) is tested against its starts
 * file, read with the other words' shards, whose ids are those tested.
 */
async function severalWords(read: ReadSearchFile, lists: SearchLists, words: readonly string[]): Promise<Found> {
  const short = words.filter((word) => startsEveryShardUnder(word, lists.split));
  // No shard key starts with it: it starts no word, and has no starts file.
  if (short.some((word) => !lists.keys[lowerBound(lists.keys, word)]?.startsWith(word))) return NOTHING;
  const others = words.filter((word) => !short.includes(word));
  const [sets, postings] = await Promise.all([
    Promise.all(short.map((word) => startsSets(read, word))),
    Promise.all(others.map((word) => wordPostings(read, lists, word, ['districts', 'branches']))),
  ]);
  const { districts, branches } = firstMatches(postings, { districts: sets.map((set) => set.districts), branches: sets.map((set) => set.branches) });
  const [districtItems, branchItems] = await Promise.all([chunkItems(read, 'districts', districts.ids), chunkItems(read, 'branches', branches.ids)]);
  return { districts: districtItems, branches: branchItems, total: { districts: districts.total, branches: branches.total } };
}
