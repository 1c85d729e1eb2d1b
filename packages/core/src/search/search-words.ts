import { nameWords } from '../pincode/name-words.js';

/**
 * The words a search compares: {@link nameWords}, with each run of single letters
 * joined into one word, so that punctuation and spacing inside an abbreviation do
 * not matter (`M.G.Road`, `M G ROAD` and `mg road` all give `mg`, `road`).
 *
 * @example
 * searchWords('M.G. Road (S.B.I.)') // ['mg', 'road', 'sbi']
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  let run = '';
  for (const word of nameWords(text)) {
    if (word.length === 1 && !isDigit(word)) {
      run += word;
      continue;
    }
    if (run) words.push(run);
    run = '';
    words.push(word);
  }
  if (run) words.push(run);
  return words;
}

const isDigit = (char: string) => char >= '0' && char <= '9';
