/**
 * How many typing errors a query word may carry and still match a word: none under 5
 * letters, one from 5, two from 9; none in a word with a digit (a PIN code, an IFSC,
 * a MICR or a house number is right or wrong, never near).
 *
 * @example
 * typoBudget('conaught') // 1
 * typoBudget('110001') // 0
 */
export function typoBudget(word: string): 0 | 1 | 2 {
  if (/\d/.test(word) || word.length < 5) return 0;
  return word.length < 9 ? 1 : 2;
}

/**
 * Whether `a` becomes `b` in at most `max` edits: a letter inserted, removed, replaced,
 * or two neighbours swapped (optimal string alignment). One edit is checked by walking
 * both words once; more by the band of `max` cells around the diagonal, stopping as
 * soon as a whole row is over `max`.
 *
 * @example
 * withinEdits('conaught', 'connaught', 1) // true
 * withinEdits('mubmai', 'mumbai', 1) // true (a swap)
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  if (max === 0) return false;
  return max === 1 ? oneEdit(a, b) : bandedEdits(a, b, max);
}

/** Whether two different words are one edit apart. */
function oneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // A replaced letter, or two neighbours swapped.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Rows of the distance table, kept between calls (the words are short). */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

function bandedEdits(a: string, b: string, max: number): boolean {
  const width = b.length + 1;
  if (rows[0].length < width + 1) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [before, previous, current] = rows;
  const over = max + 1;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current[from - 1] = from === 1 ? i : over;
    let best = from === 1 ? i : over;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (to < b.length) current[to + 1] = over;
    if (best > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]! <= max;
}

/**
 * The letters a-z of a word as bits; other characters share the last bit.
 *
 * @example
 * letterMask('ab') // 3
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    mask |= 1 << (code >= 0 && code < 26 ? code : 26);
  }
  return mask;
}

/**
 * Fewest edits two words' letter sets allow: each edit adds at most one letter the other
 * lacks, and takes away one; a cheap test before {@link withinEdits}.
 *
 * @example
 * maskEdits(letterMask('mumbai'), letterMask('mumbay')) // 1
 */
export function maskEdits(a: number, b: number): number {
  return Math.max(bitCount(a & ~b), bitCount(b & ~a));
}

function bitCount(n: number): number {
  let count = 0;
  for (let bits = n; bits !== 0; bits &= bits - 1) count++;
  return count;
}
