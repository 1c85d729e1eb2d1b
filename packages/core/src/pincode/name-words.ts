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
  if (LATIN_TEXT.test(lower)) return lower.match(LATIN_WORD) ?? [];
  // biome-ignore lint/complexity/useRegexLiterals: a literal is built as the module is parsed (see WORD).
  WORD ??= new RegExp('[\\p{L}\\p{N}]+', 'gu');
  return lower.match(WORD) ?? [];
}

/** Text of printable ASCII and white space (other text takes the Unicode class). */
const PRINTABLE_ASCII = /^[\t\n\r -~]*$/;

/**
 * Whether a text is printable ASCII and white space, whose words {@link nameWords} takes
 * as runs of `a-z0-9`.
 *
 * @example
 * isPrintableAscii('M.G. Road') // true
 * isPrintableAscii('Élan') // false
 */
export const isPrintableAscii = (text: string): boolean => PRINTABLE_ASCII.test(text);
/** What {@link WORD} matches in lower-case ASCII text. */
const ASCII_WORD = /[a-z0-9]+/g;
/**
 * Text whose every character {@link LATIN_WORD} tells a letter or digit from any other as
 * the Unicode class does: ASCII, the Latin-1 Supplement and Latin Extended-A and -B, and
 * the General Punctuation, box-drawing, block and geometric-shape blocks, which hold no
 * letter or digit. The sources' few characters past ASCII are all of these (an en dash, a
 * no-break space, `ý`, `²`, curly quotes and a mis-decoded `├╜`), and the Unicode class
 * costs about a millisecond to build on its first use.
 */
const LATIN_TEXT = /^[\t\n\r -~\u00a0-\u024f\u2000-\u206f\u2500-\u25ff]*$/;
/** What {@link WORD} matches in {@link LATIN_TEXT}: ASCII letters and digits, and the Latin letters and digits (`ª µ º`, `² ³ ¹ ¼ ½ ¾`; `×` and `÷` are not). */
const LATIN_WORD = /[a-z0-9\u00aa\u00b2\u00b3\u00b5\u00b9\u00ba\u00bc-\u00be\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]+/g;
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
