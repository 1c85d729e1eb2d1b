/** Code-unit order of two strings (`<`), as a comparator. */
export const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Name order used by every listing: letter case ignored, then exact spelling.
 *
 * @example
 * ['delhi', 'Agra', 'Bank'].sort(compareNames) // ['Agra', 'Bank', 'delhi']
 */
export function compareNames(a: string, b: string): number {
  return compareCodeUnits(a.toLowerCase(), b.toLowerCase()) || compareCodeUnits(a, b);
}
