/**
 * Collapses every run of white space to one space and trims both ends.
 *
 * @example
 * collapseWhitespace('  Nangloi   III S.O ') // 'Nangloi III S.O'
 */
export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
