import {
  type BankItem,
  filedShards,
  getOrCreate,
  isCommonKey,
  type IfscBranchItem,
  type IfscDataset,
  type IfscSearchSource,
  postingCount,
  type SearchDistrictItem,
  shardAliases,
  shardTerms,
  type SiteUrls,
  banksResponse,
  branchTerms,
  type TermShard,
  type TermShardKeys,
  type TypoTerms,
  searchSourceFromDataset,
  searchWords,
  toIfscBranchItem,
  LIKELY_HELD,
  TYPO_TARGET_LENGTH,
} from 'india-pincode-ifsc/internal';
import { idSetText } from './id-sets.js';
import { type IndexedWord, type KeyedFiles, mergedWords, type SearchAnswerFile, type SearchPrefixesFile, searchAnswers } from './search-answers.js';
import { searchShardKey, shardFileKey, wordShardKeys } from './search-keys.js';
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

/**
 * The districts and branches holding a word that starts with a key: a key of one code
 * point, or a split key, whose words lie in many word shards. A search word that is such
 * a key tests ids against this file (render/id-sets.ts) instead of reading those shards.
 */
export interface SearchStartsFile {
  /** A base64 bitmap of district ids (render/id-sets.ts). */
  districts: string;
  /** Likewise of branch ids. */
  branches: string;
}

/** The branches of the PIN codes of one three-digit prefix: per PIN code the ids of its first branches (in IFSC order) and their total. */
export type SearchPincodesFile = Record<string, { ids: number[]; total: number }>;

/**
 * `/api/search.php` split for point reads: a search reads the lists file, then for one
 * word the canonical prefixes of its shard key and that prefix's answer
 * (render/search-answers.ts), and for several words the word shard of each (the
 * postings of every word sharing its first two characters, or more where they are many:
 * {@link WORD_SHARD_BYTES}), or the starts file of a word whose words lie in many shards,
 * and the chunks holding the first districts and branches they all match, never a whole
 * index. Its answers equal the core's search over the whole dataset
 * ({@link ifscSearchResponse}), totals included.
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
  /** Per key of one code point that starts a word, and per split key (by {@link shardFileKey}), the ids its words hold. */
  starts: Map<string, SearchStartsFile>;
  /** Per split key of two code points (by {@link shardFileKey}), the words under it that a typo may be read as ({@link typoWordFiles}). */
  typoWords: Map<string, SearchTypoWordsFile>;
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
  /** Each bank's split base keys' typo terms (core `TypoTerms`), by {@link termFileKey}; made likewise. */
  readonly typos: Map<string, TypoTerms>;
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
 * of more short words (`npm run bench:edge` weighed it when such a word read every shard
 * under it, before the starts files: docs/api.md has the figures).
 */
export const WORD_SHARD_BYTES = 16 * 1024;

/** The entries of sorted words grouped by their first `length` code points, in order. */
function byStart(words: readonly IndexedWord[], length: number): Map<string, IndexedWord[]> {
  const groups = new Map<string, IndexedWord[]>();
  for (const entry of words) getOrCreate(groups, Array.from(entry.word).slice(0, length).join(''), () => []).push(entry);
  return groups;
}

const entryPostings = (entry: IndexedWord) => entry.districts.length + entry.branches.length;

/** Core `isCommonKey` for a word shard's key (of `length` code points): its word, if it is one, sorts first. */
const isCommonWord = (key: string, length: number, entries: readonly IndexedWord[]) =>
  entries[0]!.word === key &&
  isCommonKey(
    length,
    entryPostings(entries[0]!),
    entries.reduce((sum, entry) => sum + entryPostings(entry), 0),
  );

/**
 * The word shards of the district and branch words ({@link mergedWords}) by shard key, a
 * key split where its shard would pass `maxBytes` (its longer words go one code point
 * deeper: search-keys.ts {@link wordShardKeys} finds them), and the keys split.
 */
export function wordShards(words: readonly IndexedWord[], maxBytes: number): { shards: Map<string, SearchWordsFile>; split: string[] } {
  const shards = new Map<string, SearchWordsFile>();
  const split: string[] = [];
  const place = (key: string, length: number, entries: readonly IndexedWord[]) => {
    const shard: SearchWordsFile = {
      words: entries.map((entry) => entry.word),
      districts: entries.map((entry) => deltas(entry.districts)),
      branches: entries.map((entry) => deltas(entry.branches)),
    };
    const longer = entries.some((entry) => Array.from(entry.word).length > length);
    if (!longer || isCommonWord(key, length, entries) || JSON.stringify(shard).length <= maxBytes) {
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

/**
 * The starts files ({@link SearchStartsFile}) of the first code points of the words and of
 * the split keys, by {@link shardFileKey}. A split key of three code points or more has a
 * split parent ({@link wordShards} splits only under a split key), so a word's keys are
 * its first code point and then its starts while they are split keys.
 *
 * @example
 * startsFiles([{ word: 'ab', districts: [0], branches: [2] }], [], { districts: 1, branches: 3 }) // Map { 'a' => { districts: 'AQ==', branches: 'BA==' } }
 */
export function startsFiles(
  words: readonly IndexedWord[],
  split: readonly string[],
  sizes: { districts: number; branches: number },
): Map<string, SearchStartsFile> {
  const splitKeys = new Set(split);
  const held = new Map<string, { districts: ArrayLike<number>[]; branches: ArrayLike<number>[] }>();
  for (const entry of words) {
    const points = Array.from(entry.word);
    for (let length = 1; length <= points.length; length++) {
      const key = points.slice(0, length).join('');
      if (length > 1 && !splitKeys.has(key)) break;
      const lists = getOrCreate(held, key, () => ({ districts: [], branches: [] }));
      lists.districts.push(entry.districts);
      lists.branches.push(entry.branches);
    }
  }
  return new Map(
    [...held.keys()].sort().map((key) => {
      const lists = held.get(key)!;
      return [shardFileKey(key), { districts: idSetText(lists.districts, sizes.districts), branches: idSetText(lists.branches, sizes.branches) }];
    }),
  );
}

/** The words under a split key that a typo may be read as, sorted, and how many district and branch names hold each. */
export interface SearchTypoWordsFile {
  words: string[];
  names: number[];
}

/**
 * The typo words files: per split key of two code points, by {@link shardFileKey}, the
 * words under it that a keyword search may read a typo as (core `keywordReadings`: of
 * four letters or more, no digit, held by `LIKELY_HELD` district and branch names or
 * more), with how many hold each. A typo keeps its first two letters, so its words lie
 * under its key; where the key is not split, its one word shard holds them, and no file
 * is written.
 *
 * @example
 * typoWordFiles([{ word: 'kolkata', districts: [0], branches: [4] }], ['ko']) // Map { 'ko' => { words: ['kolkata'], names: [2] } }
 */
export function typoWordFiles(words: readonly IndexedWord[], split: readonly string[]): Map<string, SearchTypoWordsFile> {
  // One for every split key of two code points, if empty, so that a missing file means an old build.
  const splitKeys = new Set(split.filter((key) => Array.from(key).length === 2));
  const files = new Map<string, SearchTypoWordsFile>(Array.from(splitKeys, (key) => [shardFileKey(key), { words: [], names: [] }]));
  for (const entry of words) {
    const key = searchShardKey(entry.word);
    if (!splitKeys.has(key)) continue;
    if (entry.word.length < TYPO_TARGET_LENGTH || /\d/.test(entry.word) || entryPostings(entry) < LIKELY_HELD) continue;
    const file = files.get(shardFileKey(key))!;
    file.words.push(entry.word);
    file.names.push(entryPostings(entry));
  }
  return files;
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
 * The least number of a bank's branches whose terms hold a place word (`word`), or whose
 * name, town or district holds two words side by side (`pair`), for its "bank + place"
 * answer to be stored (render/search-answers.ts): the towns, cities and localities where
 * people look for the bank's branches, whose first search would otherwise compile the
 * term shards' search. Every word one branch holds: a bank and one word is the "bank +
 * place" query people type most, and a typo in it is read as a word two branches hold
 * (core bank-place.ts `readPlace`), so it is stored too; one branch's answer is small, and
 * they fill few of the answers' large packs (within the file counts of host-limits.ts).
 * The pairs two branches hold are a locality named twice (`pnb chandni chowk`); a pair one
 * branch holds would store most pairs of every branch's name.
 */
export const BANK_PLACE_ANSWER_NAMES: PlaceNames = { word: 1, pair: 2 };

/** How many of a bank's branches hold a place for its answer to be stored ({@link BANK_PLACE_ANSWER_NAMES}). */
export interface PlaceNames {
  readonly word: number;
  readonly pair: number;
}

/**
 * Per bank, the places whose "bank + place" answers are stored: the words and aliases of
 * its term shards that `least.word` of its branches or more hold, and the two words that
 * follow each other in `least.pair` branches' name, town or district (`mg road`, `karol
 * bagh`: a place people name in two words, whose search would read a branch chunk for
 * most of its first fifty branches), or in one where they are a locality of `localities`
 * (`sbi karol bagh`: a place many names hold, whose search would compile the term shards'
 * search for one branch or two).
 */
function heldPlaces(dataset: IfscDataset, least: PlaceNames, localities: ReadonlySet<string>): Map<string, string[][]> {
  const held = new Map<string, string[][]>();
  for (const [code, { shards }] of branchTerms(dataset).banks) {
    const words = new Set<string>();
    for (const shard of shards.values()) {
      shardTerms(shard).forEach((term, i) => {
        if (postingCount(shard.ends, i) >= least.word) words.add(term);
      });
      shardAliases(shard).forEach((alias, i) => {
        if (postingCount(shard.aliasEnds, i) >= least.word) words.add(alias);
      });
    }
    if (words.size)
      held.set(
        code,
        [...words].sort().map((word) => [word]),
      );
  }
  for (const [code, pairs] of heldPairs(dataset, least.pair, localities)) getOrCreate(held, code, () => []).push(...pairs);
  return held;
}

/** The two words that follow each other in any of some texts' words ({@link searchWords}), each pair once, as `first second`. */
function wordPairs(texts: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (const text of texts) {
    const words = searchWords(text);
    for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]} ${words[i]}`);
  }
  return pairs;
}

/**
 * The least number of district and branch names that hold two words side by side for
 * those words to be a locality: people name it in two words (`andheri east`, `karol
 * bagh`, `civil lines`), and the keyword answers of the two words (in either order) are
 * stored, and the "bank + place" answer of each bank with a branch that holds them, whose
 * first search would otherwise read the word shards and a branch chunk for most of its
 * first fifty branches, or compile the term shards' search. Fewer would store the pairs of
 * most names, more packs than the edge build's hosts allow (host-limits.ts).
 */
export const LOCALITY_NAMES = 5;

/** The localities: each two words that follow each other in `least` district or branch names or more, as `first second`. */
function localityPairs(source: IfscSearchSource, least: number): Set<string> {
  const counts = new Map<string, number>();
  for (const name of [...source.districtIndex.names, ...source.branchIndex.names]) {
    for (const pair of wordPairs([name])) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= least).map(([pair]) => pair));
}

/** The localities' two words in both orders (the search takes words in any order), sorted: the keyword queries whose answers are stored. */
function bothOrders(localities: ReadonlySet<string>): string[][] {
  const held = new Set<string>();
  for (const pair of localities) {
    const [first, second] = pair.split(' ') as [string, string];
    held.add(pair).add(`${second} ${first}`);
  }
  return [...held].sort().map((pair) => pair.split(' '));
}

/** Per bank, the two words that follow each other in the name, town or district of `least` of its branches or more, or of one for a locality of `localities`. */
function heldPairs(dataset: IfscDataset, least: number, localities: ReadonlySet<string>): Map<string, string[][]> {
  const counts = new Map<string, number>();
  for (const code of dataset.search.branchList) {
    const branch = dataset.branches.get(code)!;
    for (const pair of wordPairs([branch.name, branch.city1, branch.city2, branch.district])) {
      const key = `${code.slice(0, 4)} ${pair}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const held = new Map<string, string[][]>();
  for (const [pair, count] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const [code, first, second] = pair.split(' ') as [string, string, string];
    if (count >= least || localities.has(pair.slice(code.length + 1))) getOrCreate(held, code, () => []).push([first, second]);
  }
  return held;
}

/**
 * Every file of the sharded search of a dataset; made once per dataset, base URL, word
 * shard size (a test splits every key it can with a small one) and least holders of a
 * stored answer's place (a test stores every one).
 *
 * @example
 * ifscSearchShards(ifsc, urls).lists.keys // ['10', '11', …, 'ka', 'ko', …]
 */
export function ifscSearchShards(
  dataset: IfscDataset,
  urls: SiteUrls,
  wordShardBytes = WORD_SHARD_BYTES,
  bankPlaceNames = BANK_PLACE_ANSWER_NAMES,
  localityNames = LOCALITY_NAMES,
): SearchShardFiles {
  const byBase = getOrCreate(shardFiles, dataset, () => new Map<string, SearchShardFiles>());
  return getOrCreate(byBase, `${wordShardBytes} ${bankPlaceNames.word} ${bankPlaceNames.pair} ${localityNames} ${urls.baseUrl}`, () => {
    const source = searchSourceFromDataset(dataset, urls);
    const merged = mergedWords(source.districtIndex, source.branchIndex);
    const words = wordShards(merged, wordShardBytes);
    const items = source.branchCodes.map((code) => toIfscBranchItem(dataset.branches.get(code)!, urls));
    let pairs: Set<string> | undefined;
    const localitiesOf = () => (pairs ??= localityPairs(source, localityNames));
    const bankPlaces = () => heldPlaces(dataset, bankPlaceNames, localitiesOf());
    const localities = () => bothOrders(localitiesOf());
    const { prefixes, answers } = searchAnswers({ source, merged, items, bankPlaces, localities }, shardFileKey);
    let terms: Map<string, TermShard> | undefined;
    let termKeys: Map<string, BankTermKeys> | undefined;
    let typos: Map<string, TypoTerms> | undefined;
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
      starts: startsFiles(merged, words.split, { districts: source.districts.length, branches: items.length }),
      typoWords: typoWordFiles(merged, words.split),
      prefixes: new Map(Array.from(prefixes, ([key, file]) => [shardFileKey(key), file])),
      answers,
      get terms() {
        terms ??= new Map(
          // As files (core `filedShards`): each word's likelier word found, and in a large shard its typo neighbours, so a first search reads no typo terms, and scans no large shard, for a word spelled as a shard holds it.
          Array.from(branchTerms(dataset).banks).flatMap(([bank, bankShards]) =>
            Array.from(filedShards(bankShards).shards, ([key, shard]) => [termFileKey(bank, key), shard] as const),
          ),
        );
        return terms;
      },
      get termKeys() {
        termKeys ??= bankTermKeys(dataset, source.banks);
        return termKeys;
      },
      get typos() {
        typos ??= new Map(
          Array.from(branchTerms(dataset).banks).flatMap(([bank, shards]) =>
            Array.from(shards.typos, ([base, byLength]) => [termFileKey(bank, base), byLength] as const),
          ),
        );
        return typos;
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
