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
  // Each character of `a` that `b` lacks needs an edit of its own: a cheap test before the table.
  let lacking = 0;
  for (let i = 0; i < a.length; i++) if (!b.includes(a[i]!) && ++lacking > max) return false;
  const width = b.length + 1;
  if (rows[0].length < width + 1) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  // Three variables, not an array destructured: a fresh isolate's interpreter takes each
  // destructuring through the iterator protocol, a cost a first search would pay per row.
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
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
    const oldest = before;
    before = previous;
    previous = current;
    current = oldest;
  }
  return previous[b.length]! <= max;
}

/**
 * The positions of the terms among a list's first `end` that `word` is within
 * `budget` edits of ({@link withinEdits}), in list order. Tried by length first, then
 * by letters: each character of a term that the word lacks needs an edit of its own
 * (a letter put in or replaced), so a term with more of them than the budget is ruled
 * out before its edits are counted.
 *
 * The letters are tested by a regular expression, outside JavaScript, and the loop does
 * little else: a first search in a fresh isolate scans hundreds of terms, and V8 hands
 * code that runs that often to its optimising compiler, at more CPU (1–10 ms) than the
 * whole scan costs.
 *
 * @example
 * nearTerms('mumbay', 1, ['mumbai', 'mysore', 'bombay']) // [0]
 */
export function nearTerms(word: string, budget: number, terms: readonly string[], end = terms.length): number[] {
  const found: number[] = [];
  const foreign = tooForeign(word, budget);
  for (let i = 0; i < end; i++) {
    const term = terms[i]!;
    if (Math.abs(term.length - word.length) <= budget && !foreign.test(term) && withinEdits(word, term, budget)) found.push(i);
  }
  return found;
}

/**
 * Matches a term holding more than `budget` characters that `word` lacks.
 *
 * @example
 * tooForeign('mumbai', 1).test('mysore') // true (y, s, o, r, e)
 */
function tooForeign(word: string, budget: number): RegExp {
  // Escaped as a character class needs: `[]` matches nothing and `[^]` anything, as an empty word needs.
  const letters = Array.from(new Set(word), (c) => c.replace(/[\\\]^-]/, '\\$&')).join('');
  return new RegExp(`^(?:[${letters}]*[^${letters}]){${budget + 1}}`, 'u');
}
