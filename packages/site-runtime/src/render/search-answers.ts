import {
  BANK_ALIASES,
  type BankItem,
  bankCodes,
  bankInQuery,
  getOrCreate,
  IFSC_SEARCH_LIMITS,
  type IfscBranchItem,
  type IfscSearchHits,
  type IfscSearchSource,
  type IfscSearchTotals,
  type PlaceItem,
  type SearchDistrictItem,
  searchBankAndStateNames,
  searchIfscSource,
  type WordIndex,
} from 'india-pincode-ifsc/internal';
import {
  bankPlaceAnswerKey,
  canonicalPrefix,
  codeAnswerKey,
  localityAnswerKey,
  lowerBound,
  pincodeAnswerKey,
  pincodeOfAnswerKey,
  prefixesKey,
} from './search-keys.js';

/** An answer as it is sent: its status and its body serialised. */
export interface Encoded {
  readonly status: number;
  readonly body: Uint8Array;
}

/**
 * One-word searches answered whole. The words of every name (banks, states, districts,
 * branches) that start with a query share a longest common prefix, its *canonical
 * prefix*: every query with the same canonical prefix matches the same names, so one
 * answer file per canonical prefix answers them all. A one-word search reads the sorted
 * canonical prefixes of its word's shard key and then that answer, two small files,
 * where the word shards and chunks would be a score of scattered reads (the first
 * branches of a common word lie all over the name order).
 *
 * The answer is the search's whole body but `success` and `query`, so that the edge
 * worker sends it without parsing it (handler/search-answer.ts). Its banks and states
 * are in the order a query equal to its word gives: a name starts with such a query
 * exactly when it starts with the canonical prefix, since the name's first word is one of
 * the words. A bank code searched alone puts its bank first, so each code has an answer
 * of its own ({@link codeAnswerKey}). So has each PIN code ({@link pincodeAnswerKey}): its
 * branches lie all over the branch list, a chunk read for each, where its answer is one
 * read sent as it is. So has each bank with each place word that many of its branches hold
 * ({@link bankPlaceAnswerKey}): "a big bank in a big city" runs the term shards' search,
 * whose code a first request compiles and whose files it reads (docs/api.md has the
 * figures), where its answer is one read sent as it is. So, last, has each locality, two
 * words that many district or branch names hold side by side, in either order
 * ({@link localityAnswerKey}: `andheri east`): their search reads the word shards and a
 * branch chunk for most of its first fifty branches, which lie all over the name order.
 */

/** A one-word search's answer: the first of each list, and how many match. */
export interface SearchAnswerFile {
  banks: BankItem[];
  states: PlaceItem[];
  districts: SearchDistrictItem[];
  branches: IfscBranchItem[];
  total: IfscSearchTotals;
}

/**
 * The canonical prefixes of one key ({@link prefixesKey}), sorted, and the words with that
 * key that name a bank whole: bank codes (in lower case) and one-word aliases (`sbi`),
 * each answered apart ({@link codeAnswerKey}).
 */
export interface SearchPrefixesFile {
  prefixes: string[];
  codes: string[];
}

/** Files of one set, keyed by their path parameter; made on request when there are many. */
export interface KeyedFiles<T> {
  keys(): Iterable<string>;
  get(key: string): T | undefined;
}

/** A word of the district or branch names with the ids of the names that hold it in each list. */
export interface IndexedWord {
  readonly word: string;
  readonly districts: ArrayLike<number>;
  readonly branches: ArrayLike<number>;
}

const NONE = new Uint32Array(0);

/** The words of both indexes, sorted by code unit, each with its postings in both (none where a list lacks it). */
export function mergedWords(districts: WordIndex, branches: WordIndex): IndexedWord[] {
  const byWord = new Map<string, { districts: ArrayLike<number>; branches: ArrayLike<number> }>();
  districts.words.forEach((word, i) => {
    byWord.set(word, { districts: districts.postings[i]!, branches: NONE });
  });
  branches.words.forEach((word, i) => {
    const found = byWord.get(word);
    if (found) found.branches = branches.postings[i]!;
    else byWord.set(word, { districts: NONE, branches: branches.postings[i]! });
  });
  return Array.from(byWord, ([word, lists]) => ({ word, ...lists })).sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
};

/** At least two code points, as a one-word search needs to be answered whole. */
const longEnough = (word: string) => Array.from(word.slice(0, 4)).length >= 2;

/**
 * The canonical prefixes of sorted words: each word, and the common prefix of each two
 * neighbours (the common prefix of a run of sorted words is that of some two neighbours
 * in it), of two code points or more, sorted.
 */
function canonicalPrefixes(words: readonly string[]): string[] {
  const found = new Set(words.filter(longEnough));
  for (let i = 1; i < words.length; i++) {
    const shared = commonPrefix(words[i - 1]!, words[i]!);
    if (longEnough(shared)) found.add(shared);
  }
  return [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The ascending distinct ids of some postings: the first `limit`, and how many there are. */
function firstOfUnion(postings: readonly ArrayLike<number>[], limit: number): { ids: number[]; total: number } {
  if (postings.length === 1) return { ids: Array.from(postings[0]!).slice(0, limit), total: postings[0]!.length };
  const all = new Set<number>();
  for (const ids of postings) for (let i = 0; i < ids.length; i++) all.add(ids[i]!);
  const sorted = Uint32Array.from(all).sort();
  return { ids: Array.from(sorted.subarray(0, limit)), total: sorted.length };
}

/** Sorted, distinct. */
const sortedWords = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The districts and branches holding a word that starts with `prefix`: the first of each, and how many. */
function districtsAndBranches(merged: readonly IndexedWord[], words: readonly string[], prefix: string) {
  const start = lowerBound(words, prefix);
  let end = start;
  while (end < words.length && words[end]!.startsWith(prefix)) end++;
  const run = merged.slice(start, end);
  return {
    districts: firstOfUnion(
      run.map((entry) => entry.districts),
      IFSC_SEARCH_LIMITS.districts,
    ),
    branches: firstOfUnion(
      run.map((entry) => entry.branches),
      IFSC_SEARCH_LIMITS.branches,
    ),
  };
}

/** What the stored answers are made from: the search source, its district and branch words merged, and its branches as items. */
export interface SearchAnswersInput {
  source: IfscSearchSource;
  merged: readonly IndexedWord[];
  items: readonly IfscBranchItem[];
  /**
   * Per bank code, the places (one word or two) whose "bank + place" answers are stored
   * too ({@link bankPlaceAnswerKey}); asked for only when those answers are listed or read.
   */
  bankPlaces?: () => ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The localities' two words, in each order, whose keyword answers are stored too ({@link localityAnswerKey}); asked for like `bankPlaces`. */
  localities?: () => readonly (readonly string[])[];
}

/**
 * The canonical prefixes files: per key of three code points, the canonical prefixes
 * that start with it; per key of fewer (a word that short), its own canonical prefix.
 */
function prefixesFiles(canonical: readonly string[], codes: readonly string[]): Map<string, SearchPrefixesFile> {
  const files = new Map<string, SearchPrefixesFile>();
  const fileOf = (key: string) => getOrCreate(files, key, (): SearchPrefixesFile => ({ prefixes: [], codes: [] }));
  for (const prefix of canonical) {
    const key = prefixesKey(prefix);
    fileOf(key).prefixes.push(prefix);
    // The shorter keys that start this prefix: a word of two code points finds its canonical prefix there.
    const short = Array.from(key).slice(0, 2).join('');
    if (short !== key && fileOf(short).prefixes.length === 0) fileOf(short).prefixes.push(canonicalPrefix(canonical, short)!);
  }
  for (const code of sortedWords(codes)) fileOf(prefixesKey(code)).codes.push(code);
  return files;
}

/**
 * The stored answers of a search: per prefixes key its sorted canonical prefixes and
 * bank codes, and per canonical prefix (by `fileKey`), per code ({@link codeAnswerKey}) and
 * per PIN code ({@link pincodeAnswerKey}: any, one no branch has too), per bank and
 * place word of `bankPlaces` ({@link bankPlaceAnswerKey}) and per pair of words of
 * `localities` ({@link localityAnswerKey}) its answer, made when asked for
 * (there are tens of thousands). The keys list the PIN codes that branches have.
 *
 * @example
 * const { prefixes, answers } = searchAnswers({ source, merged, items }, shardFileKey);
 * answers.get(shardFileKey(prefixes.get('ban')!.prefixes[0]!))?.total.branches
 */
export function searchAnswers(
  { source, merged, items, bankPlaces, localities }: SearchAnswersInput,
  fileKey: (key: string) => string,
): { prefixes: Map<string, SearchPrefixesFile>; answers: KeyedFiles<SearchAnswerFile> } {
  const words = merged.map((entry) => entry.word);
  // A bank's code, and a one-word alias (`sbi`), name the bank whole: the search puts it first.
  const aliases = Object.keys(BANK_ALIASES).filter((alias) => !alias.includes(' '));
  const codes = [...new Set([...source.banks.map((bank) => bank.code.toLowerCase()).filter((code) => /^[a-z]{4}$/.test(code)), ...aliases])];
  const canonical = canonicalPrefixes(sortedWords(words, source.bankIndex.words, source.stateIndex.words));
  const prefixes = prefixesFiles(canonical, codes);
  const byFileKey = new Map<string, () => SearchAnswerFile>(canonical.map((prefix) => [fileKey(prefix), () => prefixAnswer(prefix)]));
  for (const code of codes) byFileKey.set(codeAnswerKey(code), () => hitsAnswer(code));

  const prefixAnswer = (prefix: string): SearchAnswerFile => {
    const { banks, states } = searchBankAndStateNames(source, prefix);
    const { districts, branches } = districtsAndBranches(merged, words, prefix);
    return {
      banks: banks.slice(0, IFSC_SEARCH_LIMITS.banks),
      states: states.slice(0, IFSC_SEARCH_LIMITS.states),
      districts: districts.ids.map((id) => source.districts[id]!),
      branches: branches.ids.map((id) => items[id]!),
      total: { banks: banks.length, states: states.length, districts: districts.total, branches: branches.total },
    };
  };
  const ids = new Map(source.branchCodes.map((code, id) => [code, id]));
  // A code or an alias is a plain word, so the core's search answers it as a keyword search; a PIN code, as its branches;
  // a code and a place word, as "bank + place".
  const hitsAnswer = (query: string): SearchAnswerFile => {
    const { banks, states, districts, branchCodes, total } = searchIfscSource(source, query) as IfscSearchHits;
    return { banks, states, districts, branches: branchCodes.map((branch) => items[ids.get(branch)!]!), total };
  };
  let byBankPlace: Map<string, string> | undefined;
  const bankPlaceQueries = () => (byBankPlace ??= bankPlaceAnswerQueries(source, bankPlaces?.() ?? new Map()));
  let byLocality: Map<string, string> | undefined;
  const localityQueries = () => (byLocality ??= localityAnswerQueries(source, localities?.() ?? []));
  // Any PIN code has an answer (no branches for one no address holds), so that India Post's all can be shipped.
  const get = (key: string) => {
    const pincode = pincodeOfAnswerKey(key);
    if (pincode !== null) return hitsAnswer(pincode);
    const query = key.startsWith('bank-') ? bankPlaceQueries().get(key) : key.startsWith('locality-') ? localityQueries().get(key) : undefined;
    return query === undefined ? byFileKey.get(key)?.() : hitsAnswer(query);
  };
  function* keys() {
    yield* byFileKey.keys();
    for (const pincode of source.pincodes.keys()) yield pincodeAnswerKey(pincode);
    yield* bankPlaceQueries().keys();
    yield* localityQueries().keys();
  }
  return { prefixes, answers: { keys, get } };
}

/**
 * The "bank + place" answers to store, by key ({@link bankPlaceAnswerKey}), each with a
 * query the core's search answers as that bank and that place: the bank's code and the
 * place's words. Whatever alias a query names the bank by, the search reads the same bank
 * and words from it, and answers alike (handler/search-answer.ts reads these). A place
 * that the code and words would not give back (a word that is itself a bank's alias, or
 * one the search leaves out, `bank`) is left out.
 */
function bankPlaceAnswerQueries(source: IfscSearchSource, places: ReadonlyMap<string, readonly (readonly string[])[]>): Map<string, string> {
  const codes = bankCodes(source);
  const queries = new Map<string, string>();
  for (const [code, list] of places) {
    for (const place of list) {
      const query = `${code.toLowerCase()} ${place.join(' ')}`;
      const read = bankInQuery(query, codes);
      if (read?.codes.length === 1 && read.codes[0] === code && read.words.join(' ') === place.join(' ')) queries.set(bankPlaceAnswerKey(code, place), query);
    }
  }
  return queries;
}

/**
 * The localities' keyword answers to store, by key ({@link localityAnswerKey}), each with
 * its query: the two words. A pair the search reads as a bank and a place (`sbi kolkata`)
 * is left out: the handler asks for a bank's answer first.
 */
function localityAnswerQueries(source: IfscSearchSource, localities: readonly (readonly string[])[]): Map<string, string> {
  const codes = bankCodes(source);
  const queries = new Map<string, string>();
  for (const pair of localities) {
    const query = pair.join(' ');
    if (bankInQuery(query, codes) === null) queries.set(localityAnswerKey(pair), query);
  }
  return queries;
}
