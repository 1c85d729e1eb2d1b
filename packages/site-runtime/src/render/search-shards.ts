import {
  type ApiResponse,
  type BankItem,
  buildWordIndex,
  getOrCreate,
  IFSC_SEARCH_LIMITS,
  type IfscBranchItem,
  type IfscDataset,
  type IfscError,
  type IfscSearch,
  type IfscSearchSource,
  nameWords,
  namedBankCodes,
  normalizeIfsc,
  PINCODE_PATTERN,
  type SearchDistrictItem,
  type SiteUrls,
  bankInQuery,
  banksResponse,
  collapseWhitespace,
  bankPlaceBranches,
  type BankTerms,
  type BankInQuery,
  branchTerms,
  planQuery,
  type TermShard,
  type TermShardKeys,
  searchIfscSource,
  searchSourceFromDataset,
  startsFirst,
  sortedPrefixRange,
  toIfscBranchItem,
} from 'india-pincode-ifsc/internal';
import {
  type Encoded,
  type IndexedWord,
  type KeyedFiles,
  mergedWords,
  type SearchAnswerFile,
  type SearchPrefixesFile,
  searchAnswers,
} from './search-answers.js';
import { type DeltaLists, idsOfEvery } from './posting-ids.js';
import type { ChunkItems } from './search-chunk.js';
import { canonicalPrefix, prefixesKey, shardFileKey, wordShardKeys } from './search-keys.js';
import { type SearchLists, type SearchListsFile, searchListsFile } from './search-lists.js';

/**
 * Items per chunk of the district and branch lists (in search order) and of the branches
 * in "bank + place" rank order. A search's districts and branches lie all over the name
 * order, a chunk read for each: small chunks mean less to parse for each (bench:edge
 * weighed "bank + place" against branch chunks of 32, when it read the name order too,
 * and district chunks of 512, of which a query naming one district parsed 80 KB).
 */
export const SEARCH_CHUNKS = { districts: 32, branches: 12, ranked: 12 } as const;

/** A word shard: its words, and per word the ascending ids of the districts and branches holding it, as deltas. */
export interface SearchWordsFile {
  words: string[];
  districts: number[][];
  branches: number[][];
}

/** The branches of the PIN codes of one three-digit prefix: per PIN code the ids of its first branches (in IFSC order) and their total. */
export type SearchPincodesFile = Record<string, { ids: number[]; total: number }>;

/**
 * `/api/search.php` split for point reads: a search reads the lists file, then for one
 * word the canonical prefixes of its shard key and that prefix's answer
 * (render/search-answers.ts), and for several words the word shard of each (the
 * postings of every word sharing its first two characters, or more where they are many:
 * {@link WORD_SHARD_BYTES}) and the chunks holding the
 * first districts and branches they all match, never a whole index. Its answers equal the
 * core's search over the whole dataset ({@link ifscSearchResponse}), totals included.
 *
 * Every file of a sharded search, each set keyed by its path parameter.
 */
export interface SearchShardFiles {
  lists: SearchListsFile;
  /** The banks, as `/api/banks.php` answers (its file, under the one key `''`). */
  banks: Map<string, { banks: BankItem[] }>;
  words: Map<string, SearchWordsFile>;
  districts: Map<string, SearchDistrictItem[]>;
  branches: Map<string, IfscBranchItem[]>;
  pincodes: Map<string, SearchPincodesFile>;
  /** Per prefixes key (render/search-keys.ts, by {@link shardFileKey}), the sorted canonical prefixes of its words and its bank codes. */
  prefixes: Map<string, SearchPrefixesFile>;
  /** Per canonical prefix (by {@link shardFileKey}) and per bank code, its one-word answer. */
  answers: KeyedFiles<SearchAnswerFile>;
  /**
   * The branch term shards of "bank + place" queries, each bank's apart (core
   * ifsc/bank-place.ts), by {@link termFileKey}: made when first read, so that no other
   * search waits for them.
   */
  readonly terms: Map<string, TermShard>;
  /** Per bank code, the keys of its term shards and its places' first ranks; made likewise. */
  readonly termKeys: Map<string, BankTermKeys>;
  /** The branches in the term shards' rank order (bank, bigger places first, name), chunked as `branches` is: a "bank + place" query's branches lie in a few. Made likewise. */
  readonly ranked: Map<string, IfscBranchItem[]>;
}

/**
 * A bank's term keys file: its term shards' keys, and where its places' ranks begin
 * (pairs of a district's index in the district list, -1 for none, and its first rank:
 * core `BranchTerms.places`), so that "bank + place" lists the branches in the districts
 * its words name first.
 */
export interface BankTermKeys extends TermShardKeys {
  readonly places: readonly number[];
  /** The bank, as `/api/banks.php` lists it. */
  readonly bank: BankItem;
}

/**
 * The file key of a bank's term shard: the bank code, a dash, the shard key percent-encoded
 * (a search word has letters and digits only, so the dash is the bank code's end).
 *
 * @example
 * termFileKey('SBIN', 'ma') // 'SBIN-ma'
 */
export const termFileKey = (bank: string, key: string) => `${bank}-${encodeURIComponent(key)}`;

/** Which file of a sharded search: a key of {@link SearchShardFiles}. */
export type SearchFileName = Exclude<keyof SearchShardFiles, 'lists'>;

const deltas = (ids: ArrayLike<number>) => Array.from(ids, (id, i) => (i === 0 ? id : id - ids[i - 1]!));

/**
 * The size a word shard's JSON is kept under by splitting its key, where its words allow:
 * a first search of several words parses the shard of each, and the shards of common
 * starts (`ba`, `ma`) held about 90 KB of postings whole. Smaller shards split the keys
 * of more short words, which then read every shard under them (`npm run bench:edge`
 * weighed it: docs/api.md has the figures).
 */
export const WORD_SHARD_BYTES = 16 * 1024;

/** The entries of sorted words grouped by their first `length` code points, in order. */
function byStart(words: readonly IndexedWord[], length: number): Map<string, IndexedWord[]> {
  const groups = new Map<string, IndexedWord[]>();
  for (const entry of words) getOrCreate(groups, Array.from(entry.word).slice(0, length).join(''), () => []).push(entry);
  return groups;
}

/**
 * The word shards of the district and branch words ({@link mergedWords}) by shard key, a
 * key split where its shard would pass `maxBytes` (its longer words go one code point
 * deeper: search-keys.ts {@link wordShardKeys} finds them), and the keys split.
 */
function wordShards(words: readonly IndexedWord[], maxBytes: number): { shards: Map<string, SearchWordsFile>; split: string[] } {
  const shards = new Map<string, SearchWordsFile>();
  const split: string[] = [];
  const place = (key: string, length: number, entries: readonly IndexedWord[]) => {
    const shard: SearchWordsFile = {
      words: entries.map((entry) => entry.word),
      districts: entries.map((entry) => deltas(entry.districts)),
      branches: entries.map((entry) => deltas(entry.branches)),
    };
    const longer = entries.some((entry) => Array.from(entry.word).length > length);
    if (!longer || JSON.stringify(shard).length <= maxBytes) {
      shards.set(key, shard);
      return;
    }
    split.push(key);
    for (const [sub, group] of byStart(entries, length + 1)) place(sub, length + 1, group);
  };
  for (const [key, group] of byStart(words, 2)) place(key, 2, group);
  const keys = [...shards.keys()].sort();
  return { shards: new Map(keys.map((key) => [key, shards.get(key)!])), split: split.sort() };
}

/** The words that some district name holds, sorted (as `words` is), with their districts' ids as deltas. */
function districtWords(words: readonly IndexedWord[]): SearchLists['districtWords'] {
  const held = words.filter((entry) => entry.districts.length > 0);
  return { words: held.map((entry) => entry.word), districts: held.map((entry) => deltas(entry.districts)) };
}

/** Each bank's term keys file ({@link BankTermKeys}), by bank code. */
function bankTermKeys(dataset: IfscDataset, items: readonly BankItem[]): Map<string, BankTermKeys> {
  const { banks, places } = branchTerms(dataset);
  const byCode = new Map(items.map((item) => [item.code, item]));
  return new Map(Array.from(banks, ([bank, { keys }]) => [bank, { ...keys, places: places.get(bank)!, bank: byCode.get(bank)! }]));
}

/** A list cut into chunks keyed by their number. */
function chunks<T>(items: readonly T[], size: number): Map<string, T[]> {
  const cut = new Map<string, T[]>();
  for (let start = 0; start < items.length; start += size) cut.set(String(start / size), items.slice(start, start + size));
  return cut;
}

/** The PIN code files: per three-digit prefix, each PIN code's first branches as ids in the branch list. */
function pincodeFiles(source: IfscSearchSource): Map<string, SearchPincodesFile> {
  const ids = new Map(source.branchCodes.map((code, id) => [code, id]));
  const byPrefix = new Map<string, SearchPincodesFile>();
  for (const [pin, found] of source.pincodes) {
    getOrCreate(byPrefix, pin.slice(0, 3), (): SearchPincodesFile => ({}))[pin] = { ids: found.codes.map((code) => ids.get(code)!), total: found.total };
  }
  return byPrefix;
}

const shardFiles = new WeakMap<IfscDataset, Map<string, SearchShardFiles>>();

/**
 * Every file of the sharded search of a dataset; made once per dataset, base URL and
 * word shard size (a test splits every key it can with a small one).
 *
 * @example
 * ifscSearchShards(ifsc, urls).lists.keys // ['10', '11', …, 'ka', 'ko', …]
 */
export function ifscSearchShards(dataset: IfscDataset, urls: SiteUrls, wordShardBytes = WORD_SHARD_BYTES): SearchShardFiles {
  const byBase = getOrCreate(shardFiles, dataset, () => new Map<string, SearchShardFiles>());
  return getOrCreate(byBase, `${wordShardBytes} ${urls.baseUrl}`, () => {
    const source = searchSourceFromDataset(dataset, urls);
    const merged = mergedWords(source.districtIndex, source.branchIndex);
    const words = wordShards(merged, wordShardBytes);
    const items = source.branchCodes.map((code) => toIfscBranchItem(dataset.branches.get(code)!, urls));
    const { prefixes, answers } = searchAnswers({ source, merged, items }, shardFileKey);
    let terms: Map<string, TermShard> | undefined;
    let termKeys: Map<string, BankTermKeys> | undefined;
    let ranked: Map<string, IfscBranchItem[]> | undefined;
    return {
      lists: searchListsFile({
        bankCodes: source.banks.map((bank) => bank.code),
        bankWords: { words: [...source.bankIndex.words], banks: source.bankIndex.postings.map(deltas) },
        states: [...source.states],
        keys: [...words.shards.keys()],
        split: words.split,
        districts: source.districts.length,
        branches: items.length,
        districtWords: districtWords(merged),
        stateWords: { words: [...source.stateIndex.words], states: source.stateIndex.postings.map(deltas) },
      }),
      banks: new Map([['', banksResponse(dataset, urls).body as { banks: BankItem[] }]]),
      words: new Map(Array.from(words.shards, ([key, shard]) => [shardFileKey(key), shard])),
      districts: chunks(source.districts, SEARCH_CHUNKS.districts),
      branches: chunks(items, SEARCH_CHUNKS.branches),
      pincodes: pincodeFiles(source),
      prefixes: new Map(Array.from(prefixes, ([key, file]) => [shardFileKey(key), file])),
      answers,
      get terms() {
        terms ??= new Map(
          Array.from(branchTerms(dataset).banks).flatMap(([bank, { shards }]) =>
            Array.from(shards, ([key, shard]) => [termFileKey(bank, key), shard] as const),
          ),
        );
        return terms;
      },
      get termKeys() {
        termKeys ??= bankTermKeys(dataset, source.banks);
        return termKeys;
      },
      get ranked() {
        ranked ??= chunks(
          Array.from(branchTerms(dataset).ranked, (id) => items[id]!),
          SEARCH_CHUNKS.ranked,
        );
        return ranked;
      },
    };
  });
}

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
type WordPostings = { readonly words: readonly string[] } & Partial<Record<Lists, DeltaLists>>;

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

/** The first ids of each list in which every query word starts a word, and how many there are. */
async function matchIds(postingsOfWord: (word: string) => Record<Lists, DeltaLists> | Promise<Record<Lists, DeltaLists>>, words: readonly string[]) {
  const postings = await Promise.all(words.map(postingsOfWord));
  const first = (list: Lists) => {
    const all = idsOfEvery(postings.map((word) => word[list]));
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

const NO_WORDS = buildWordIndex([]);

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

/** One bank's term shards that the words read, and its places; `null` for a bank without branches. */
async function bankTermReader(read: ReadSearchFile, code: string, words: readonly string[]): Promise<BankTerms | null> {
  const keys = (await read('termKeys', code)) as BankTermKeys | null;
  if (!keys) return null;
  const wanted = planQuery(words.join(' '), keys).shardKeys;
  const shards = new Map(await Promise.all(wanted.map(async (key) => [key, (await read('terms', termFileKey(code, key))) as TermShard | null] as const)));
  return { reader: { keys, shardOf: (key: string) => shards.get(key) ?? undefined }, places: keys.places };
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
  const { districts } = await matchIds((word) => postingsOf([lists.districtWords], word, ['districts']), words);
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

/** The districts and branches that every word matches, from the word shards and the chunks of the first ones. */
async function severalWords(read: ReadSearchFile, lists: SearchLists, words: readonly string[]): Promise<Found> {
  const { districts, branches } = await matchIds((word) => wordPostings(read, lists, word, ['districts', 'branches']), words);
  const [districtItems, branchItems] = await Promise.all([chunkItems(read, 'districts', districts.ids), chunkItems(read, 'branches', branches.ids)]);
  return { districts: districtItems, branches: branchItems, total: { districts: districts.total, branches: branches.total } };
}
