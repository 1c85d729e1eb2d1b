import { searchWords } from '../search/search-words.js';
import { nearTerms, typoBudget } from '../search/typo.js';
import { exactRange, sortedPrefixRange } from '../text/prefix-range.js';
import type { IfscSearchSource } from './search-source.js';
import type { WordIndex, WordReadings } from './word-index.js';

/**
 * The least number of district and branch names holding a word for a typo to be read as
 * it: a word one branch name alone holds is often itself a misspelling in the RBI's list
 * (the same rule as the post office search's typo terms).
 */
export const TYPO_WORD_NAMES = 2;

/**
 * The words of a sorted list that `word` may be a typo of: within its typo budget
 * (search/typo.ts), beginning with its first two letters as typed, holding no digit, and
 * kept by `keep` (given the word's position in the list).
 *
 * @example
 * typoReadings('conaught', ['connaught', 'connaught1', 'konaught']) // ['connaught']
 */
export function typoReadings(word: string, sorted: readonly string[], keep: (at: number) => boolean = () => true): string[] {
  const [start, end] = sortedPrefixRange(sorted.length, (i) => sorted[i]!, Array.from(word).slice(0, 2).join(''));
  const range = sorted.slice(start, end);
  return nearTerms(word, typoBudget(word), range)
    .filter((i) => !/\d/.test(range[i]!) && keep(start + i))
    .map((i) => range[i]!);
}

/** Whether some word of a sorted list starts with `word`. */
export const startsAnyWord = (sorted: readonly string[], word: string): boolean => {
  const [start, end] = sortedPrefixRange(sorted.length, (i) => sorted[i]!, word);
  return start < end;
};

/** How many names of an index hold exactly `word`. */
const holders = (index: WordIndex, word: string): number => {
  const [start, end] = exactRange(index.words, word);
  return start < end ? index.postings[start]!.length : 0;
};

/**
 * How a keyword search (`/api/search.php` without a bank) reads its words that start no
 * word of any name it lists (banks, states, districts, branches), and that have a typo
 * budget: as the words they may be a typo of ({@link typoReadings}), of the bank and state
 * names, and those that {@link TYPO_WORD_NAMES} district and branch names or more hold.
 * Those words are read in its place, each as a typed word: as the start of a word. A
 * word with none matches nothing: a query that matches nothing answers empty lists,
 * never a guess.
 *
 * @example
 * keywordReadings(source, 'conaught place') // Map { 'conaught' => ['connaught'] }
 */
export function keywordReadings(source: Pick<IfscSearchSource, 'bankIndex' | 'stateIndex' | 'districtIndex' | 'branchIndex'>, query: string): WordReadings {
  const { bankIndex, stateIndex, districtIndex, branchIndex } = source;
  const indexes = [bankIndex, stateIndex, districtIndex, branchIndex];
  const readings = new Map<string, string[]>();
  for (const word of new Set(searchWords(query))) {
    if (typoBudget(word) === 0 || indexes.some((index) => startsAnyWord(index.words, word))) continue;
    const heldOften = (index: WordIndex) => (at: number) =>
      holders(districtIndex, index.words[at]!) + holders(branchIndex, index.words[at]!) >= TYPO_WORD_NAMES;
    const found = new Set([
      ...typoReadings(word, bankIndex.words),
      ...typoReadings(word, stateIndex.words),
      ...typoReadings(word, districtIndex.words, heldOften(districtIndex)),
      ...typoReadings(word, branchIndex.words, heldOften(branchIndex)),
    ]);
    readings.set(word, [...found].sort());
  }
  return readings;
}
