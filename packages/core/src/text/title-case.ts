/** Words kept lower case inside a name (never as its first word). */
const MINOR_WORDS = new Set(['and', 'of', 'the']);

/**
 * Title-cases a state or district name: every word capitalised, `and`/`of`/`the`
 * lower case inside the name, letters after a hyphen, dot or bracket capitalised.
 * Input white space should already be collapsed.
 *
 * @example
 * toTitleCase('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')
 * // 'The Dadra and Nagar Haveli and Daman and Diu'
 * toTitleCase('JANJGIR-CHAMPA') // 'Janjgir-Champa'
 */
export function toTitleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      return lower.replace(/(^|[-.(/'])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}
