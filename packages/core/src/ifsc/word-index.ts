import { searchWords } from '../search/search-words.js';
import { sortedPrefixRange } from '../text/prefix-range.js';

/**
 * A whole-word prefix index over a list of names: the distinct lower-case words in
 * sorted order, each with the ascending ids (positions in the list) of the names
 * that hold it. A prefix is a binary-searched range of words, so a query reads only
 * the postings of matching words, never the whole list.
 */
export interface WordIndex {
  /** Distinct lower-case words, sorted by code unit. */
  readonly words: readonly string[];
  /** Parallel to {@link words}: ids of the names holding the word, ascending. */
  readonly postings: readonly Uint32Array[];
  /** The indexed names, by id (kept to check the other words of a multi-word query). */
  readonly names: readonly string[];
  /** Per id, the words a name is also found by (an index built with `aliases`): checked with its own words. */
  readonly aliases?: readonly (readonly string[])[];
}

/** How an index finds a name by other words than its own: the words it is also found by, given its words. */
export interface WordIndexOptions {
  readonly aliases?: (words: readonly string[]) => readonly string[];
}

/**
 * Indexes names by their words (letters and digits, a run of single letters one word, as
 * {@link searchWords} splits them: `M.G. Road` holds `mg`).
 * Ids are positions in `names`, so a caller that passes names in display order gets
 * results in display order. With `aliases`, a name is also indexed under the words it
 * gives (old place names: `bangalore` finds Bengaluru Urban).
 *
 * @example
 * const index = buildWordIndex(['State Bank of India', 'Bank of Baroda']);
 * searchWordIndex(index, 'bar', 10) // [1]
 */
export function buildWordIndex(names: readonly string[], options: WordIndexOptions = {}): WordIndex {
  const byWord = new Map<string, number[]>();
  const aliases: (readonly string[])[] = [];
  names.forEach((name, id) => {
    const own = searchWords(name);
    const also = options.aliases?.(own) ?? [];
    if (options.aliases) aliases.push(also);
    for (const word of new Set([...own, ...also])) {
      const ids = byWord.get(word);
      if (ids) ids.push(id);
      else byWord.set(word, [id]);
    }
  });
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const index = { words, postings: words.map((word) => Uint32Array.from(byWord.get(word)!)), names };
  return options.aliases ? { ...index, aliases } : index;
}

/** The range of `words` that start with `prefix`. */
const wordRange = (words: readonly string[], prefix: string) => sortedPrefixRange(words.length, (i) => words[i]!, prefix);

/** What a word-index search found: the first ids and how many names match in all. */
export interface WordMatches {
  /** Up to the limit, ascending. */
  ids: number[];
  /** Every matching name, also those past the limit. */
  total: number;
}

/** The ids holding a word that starts with one of `words[start..end)`, ascending and distinct. */
function postingsOf(index: WordIndex, start: number, end: number, size: number): ArrayLike<number> {
  if (end - start === 1) return index.postings[start]!;
  const merged = new Uint32Array(size);
  let at = 0;
  for (let i = start; i < end; i++) {
    merged.set(index.postings[i]!, at);
    at += index.postings[i]!.length;
  }
  merged.sort();
  let distinct = 0;
  for (let i = 0; i < merged.length; i++) if (i === 0 || merged[i] !== merged[i - 1]) merged[distinct++] = merged[i]!;
  return merged.subarray(0, distinct);
}

/**
 * How some query words are read in their place: per word, the word it stands for, then
 * read as the start of a word, or `null` for none, when it matches nothing
 * (ifsc/keyword-typos.ts: the likeliest word it may be a typo of).
 */
export type WordReadings = ReadonlyMap<string, string | null>;

const NO_READINGS: WordReadings = new Map();

/**
 * What a query word is searched as: the start of a word, itself or the word `readings`
 * reads it as; `null` for a word read as none.
 *
 * @example
 * searchedAs('dehli', new Map([['dehli', 'delhi']])) // 'delhi'
 */
export const searchedAs = (word: string, readings: WordReadings): string | null => (readings.has(word) ? readings.get(word)! : word);

/**
 * The names in which every query word is the start of some word of the name, in any
 * order and letter case (`sbi kol` and `kol sbi` match the same names; `ban` matches
 * `Bank`), a word that `readings` reads otherwise searched as the word it is read as: up
 * to `limit` ids, ascending, and the total. Candidates come from the query word whose
 * matching postings are fewest; only those are checked for the other words.
 *
 * @example
 * const index = buildWordIndex(['Kolkata Main', 'New Kolkata', 'Delhi Main']);
 * searchWordIndex(index, 'main kol', 10) // { ids: [0], total: 1 }
 * searchWordIndex(index, 'kol', 1) // { ids: [0], total: 2 }
 * searchWordIndex(index, 'dehli', 10, new Map([['dehli', 'delhi']])) // { ids: [2], total: 1 }
 */
export function searchWordIndex(index: WordIndex, query: string, limit: number, readings = NO_READINGS): WordMatches {
  const wanted = [...new Set(searchWords(query))].map((word) => searchedAs(word, readings));
  const none: WordMatches = { ids: [], total: 0 };
  if (wanted.length === 0 || wanted.includes(null)) return none;
  const starts = [...new Set(wanted as string[])];
  let best: { word: string; start: number; end: number; size: number } | undefined;
  for (const word of starts) {
    const [start, end] = wordRange(index.words, word);
    if (start === end) return none;
    let size = 0;
    for (let i = start; i < end; i++) size += index.postings[i]!.length;
    if (!best || size < best.size) best = { word, start, end, size };
  }
  const candidates = postingsOf(index, best!.start, best!.end, best!.size);
  const others = starts.filter((w) => w !== best!.word);
  const found: WordMatches = { ids: [], total: 0 };
  for (let i = 0; i < candidates.length; i++) {
    const id = candidates[i]!;
    if (others.length) {
      const own = searchWords(index.names[id]!);
      const words = index.aliases ? [...own, ...index.aliases[id]!] : own;
      if (!others.every((w) => words.some((nameWord) => nameWord.startsWith(w)))) continue;
    }
    if (found.ids.length < limit) found.ids.push(id);
    found.total++;
  }
  return found;
}
