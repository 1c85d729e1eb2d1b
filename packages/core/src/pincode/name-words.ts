/**
 * Splits a name or query into lower-case words of letters and digits, the unit of
 * the whole-word name search.
 *
 * @example
 * nameWords('Bowbazar (Kolkata)') // ['bowbazar', 'kolkata']
 */
export function nameWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

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
