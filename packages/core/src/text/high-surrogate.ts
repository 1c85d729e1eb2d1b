/**
 * Whether a UTF-16 code unit is the first half of a character outside the BMP: a cut
 * after it would split the character. A code unit compared, not a regular expression,
 * which a first search in an isolate would compile.
 *
 * @example
 * isHighSurrogate('a\u{1D49C}'.charCodeAt(1)) // true
 */
export const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
