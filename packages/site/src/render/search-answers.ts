import { getOrCreate, IFSC_SEARCH_LIMITS, type IfscBranchItem, type SearchDistrictItem, type WordIndex } from 'india-pincode-ifsc';

/**
 * One-word searches answered whole. The words that start with a query share a longest
 * common prefix, its *canonical prefix*: every query with the same canonical prefix
 * matches the same names, so one answer file per canonical prefix answers them all.
 * A one-word search reads the sorted canonical prefixes of its word's shard key and then
 * that answer, two small files, where the word shards and chunks would be a score of
 * scattered reads (the first branches of a common word lie all over the name order).
 */

/** The districts and branches of one canonical prefix: the first of each list, and how many match. */
export interface SearchAnswerFile {
  districts: SearchDistrictItem[];
  branches: IfscBranchItem[];
  total: { districts: number; branches: number };
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

/** The first position in an ascending list at which `value` could go. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
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

/**
 * The one-word answers of a search's district and branch lists: per shard key the sorted
 * canonical prefixes it holds, and per canonical prefix (by `fileKey`) its answer, made
 * when asked for (there are tens of thousands).
 *
 * @example
 * const { prefixes, answers } = searchAnswers(mergedWords(districtIndex, branchIndex), districts, items, searchShardKey, shardFileKey);
 * answers.get(shardFileKey(prefixes.get('ba')![0]!))?.total.branches
 */
export function searchAnswers(
  merged: readonly IndexedWord[],
  districts: readonly SearchDistrictItem[],
  branches: readonly IfscBranchItem[],
  shardKey: (word: string) => string,
  fileKey: (key: string) => string,
): { prefixes: Map<string, string[]>; answers: KeyedFiles<SearchAnswerFile> } {
  const words = merged.map((entry) => entry.word);
  const canonical = canonicalPrefixes(words);
  const prefixes = new Map<string, string[]>();
  for (const prefix of canonical) getOrCreate(prefixes, shardKey(prefix), (): string[] => []).push(prefix);
  const byFileKey = new Map(canonical.map((prefix) => [fileKey(prefix), prefix]));
  const answer = (prefix: string): SearchAnswerFile => {
    const start = lowerBound(words, prefix);
    let end = start;
    while (end < words.length && words[end]!.startsWith(prefix)) end++;
    const run = merged.slice(start, end);
    const inDistricts = firstOfUnion(
      run.map((entry) => entry.districts),
      IFSC_SEARCH_LIMITS.districts,
    );
    const inBranches = firstOfUnion(
      run.map((entry) => entry.branches),
      IFSC_SEARCH_LIMITS.branches,
    );
    return {
      districts: inDistricts.ids.map((id) => districts[id]!),
      branches: inBranches.ids.map((id) => branches[id]!),
      total: { districts: inDistricts.total, branches: inBranches.total },
    };
  };
  return {
    prefixes,
    answers: {
      keys: () => byFileKey.keys(),
      get: (key) => {
        const prefix = byFileKey.get(key);
        return prefix === undefined ? undefined : answer(prefix);
      },
    },
  };
}

/**
 * The canonical prefix of a word among the sorted canonical prefixes of its shard key:
 * the first one that starts with it (every other that does starts with it too), or
 * `undefined` when no word starts with it.
 *
 * @example
 * canonicalPrefix(['ba', 'bank', 'banka', 'bankura'], 'bank') // 'bank'
 * canonicalPrefix(['ba', 'bank', 'banka', 'bankura'], 'bankur') // 'bankura'
 */
export function canonicalPrefix(sorted: readonly string[], word: string): string | undefined {
  const found = sorted[lowerBound(sorted, word)];
  return found?.startsWith(word) ? found : undefined;
}
