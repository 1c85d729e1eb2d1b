/** The words that say "district" around a name: `DIST. THANE`, `THANE DISTRICT`, `DISTT THANE`, `ZILLA`. */
const DISTRICT_WORD = '(?:DIST|DISTT|DISTRICT|DT|DST|ZILLA|JILLA)';
const LEADING = new RegExp(`^${DISTRICT_WORD} `);
const TRAILING = new RegExp(` ${DISTRICT_WORD}$`);
const NOT_WORD = /[^A-Z0-9]+/g;
const AMPERSAND = /&/g;

/**
 * The form in which place names are compared: upper case, every run of characters
 * other than ASCII letters and digits one space, and a "district" word at either end
 * dropped. Two spellings that differ only in punctuation, spacing, letter case or
 * such a word have the same key; nothing else is made equal (no fuzzy matching).
 *
 * @example
 * placeKey('Dakshina Kannada Dist.') // 'DAKSHINA KANNADA'
 * placeKey('S.A.S Nagar') // 'S A S NAGAR'
 * placeKey('DISTT: THANE') // 'THANE'
 */
export function placeKey(name: string): string {
  const words = name.toUpperCase().replace(AMPERSAND, ' AND ').replace(NOT_WORD, ' ').trim();
  return words.replace(LEADING, '').replace(TRAILING, '');
}
