/**
 * Splits a name or query into lower-case words of letters and digits, the unit of
 * the whole-word name search.
 *
 * @example
 * nameWords('Bowbazar (Kolkata)') // ['bowbazar', 'kolkata']
 */
export function nameWords(text: string): string[] {
  const lower = text.toLowerCase();
  if (PRINTABLE_ASCII.test(lower)) return lower.match(ASCII_WORD) ?? [];
  // biome-ignore lint/complexity/useRegexLiterals: a literal is built as the module is parsed (see WORD).
  WORD ??= new RegExp('[\\p{L}\\p{N}]+', 'gu');
  return lower.match(WORD) ?? [];
}

/** Text of printable ASCII and white space (other text takes the Unicode class). */
const PRINTABLE_ASCII = /^[\t\n\r -~]*$/;
/** What {@link WORD} matches in lower-case ASCII text. */
const ASCII_WORD = /[a-z0-9]+/g;
/**
 * Made on first use, not written as a literal: V8 builds a Unicode class when it parses
 * the literal (about half a millisecond of every edge isolate's start) and again when
 * it first runs (about a millisecond more), and almost every name is plain ASCII.
 */
let WORD: RegExp | undefined;

/**
 * The lower-case key a name prefix search compares: white space collapsed, none at
 * the start; a trailing space is kept, since `ram ` is a narrower prefix than `ram`.
 *
 * @example
 * searchKey('  Baroda   HOUSE') // 'baroda house'
 */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trimStart();
}
