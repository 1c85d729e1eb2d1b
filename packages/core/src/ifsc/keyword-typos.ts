import { searchWords } from '../search/search-words.js';
import { LIKELY_HELD } from '../search/term-shards.js';
import { nearTerms, typoBudget } from '../search/typo.js';
import { exactRange, sortedPrefixRange, startsAnyWord } from '../text/prefix-range.js';
import type { IfscSearchSource } from './search-source.js';
import type { WordIndex, WordReadings } from './word-index.js';

/** A word's first two letters (code points), which a typo keeps: the search files' shard key. */
const firstTwo = (word: string) => Array.from(word).slice(0, 2).join('');

/**
 * The likeliest word that `word` may be a typo of among sorted words, given how many
 * names hold each (`names`, by position): within its typo budget (search/typo.ts), with
 * its first two letters as typed and no digit, held by {@link LIKELY_HELD} names or
 * more (as the post office search's typo terms); the one the most names hold, the first in order among equals. `null` for none.
 *
 * @example
 * likeliestReading('conaught', ['conaught', 'connaught', 'connaughts'], (at) => [1, 21, 2][at]!) // 'connaught'
 */
export function likeliestReading(word: string, sorted: readonly string[], names: (at: number) => number): string | null {
  const [start, end] = sortedPrefixRange(sorted.length, (i) => sorted[i]!, firstTwo(word));
  const range = sorted.slice(start, end);
  let best: string | null = null;
  let most = LIKELY_HELD - 1;
  for (const i of nearTerms(word, typoBudget(word), range)) {
    const held = names(start + i);
    if (held > most && !/\d/.test(range[i]!)) {
      best = range[i]!;
      most = held;
    }
  }
  return best;
}

/** How many names of an index hold exactly `word`. */
const holders = (index: WordIndex, word: string): number => {
  const [start, end] = exactRange(index.words, word);
  return start < end ? index.postings[start]!.length : 0;
};

/** The words of a sorted list that start with `start`. */
const wordsFrom = (sorted: readonly string[], start: string) => {
  const [from, to] = sortedPrefixRange(sorted.length, (i) => sorted[i]!, start);
  return sorted.slice(from, to);
};

/**
 * Whether a word starts a word of a bank's, state's or district's name: then it is no typo
 * to a keyword search, nor to a "bank + place" one (ifsc/bank-place.ts `readPlace`).
 *
 * @example
 * startsNameWord(source, 'manip') // true (Manipur)
 */
export const startsNameWord = (source: Record<'bankIndex' | 'stateIndex' | 'districtIndex', { readonly words: readonly string[] }>, word: string): boolean =>
  [source.bankIndex, source.stateIndex, source.districtIndex].some((index) => startsAnyWord(index.words, word));

/**
 * How a keyword search (`/api/search.php` without a bank) reads its words that start no
 * word of any name it lists (banks, states, districts, branches), and that have a typo
 * budget: as the likeliest word they may be a typo of among the district and branch
 * names' words ({@link likeliestReading}, the names counted over both), read in their
 * place as if typed: as the start of a word, in every list. A word with none matches
 * nothing: a query that matches nothing answers empty lists, never a guess.
 *
 * @example
 * keywordReadings(source, 'conaught place') // Map { 'conaught' => 'connaught' }
 */
export function keywordReadings(source: Pick<IfscSearchSource, 'bankIndex' | 'stateIndex' | 'districtIndex' | 'branchIndex'>, query: string): WordReadings {
  const { districtIndex, branchIndex } = source;
  const readings = new Map<string, string | null>();
  for (const word of new Set(searchWords(query))) {
    if (typoBudget(word) === 0 || startsNameWord(source, word) || startsAnyWord(branchIndex.words, word)) continue;
    const key = firstTwo(word);
    const words = [...new Set([...wordsFrom(districtIndex.words, key), ...wordsFrom(branchIndex.words, key)])].sort();
    readings.set(
      word,
      likeliestReading(word, words, (at) => holders(districtIndex, words[at]!) + holders(branchIndex, words[at]!)),
    );
  }
  return readings;
}
