/**
 * An integer written with India's digit grouping, as `toLocaleString('en-IN')` writes it
 * (the last three digits, then pairs: lakhs and crores), without Intl: its first use in
 * an isolate loads the locale's data, which cost an edge worker's first MCP request more
 * than the rest of it. Any other number is left to `toLocaleString`.
 *
 * @example
 * indianDigits(12345678) // '1,23,45,678'
 */
export function indianDigits(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-IN');
  const digits = String(Math.abs(count));
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return count < 0 ? `-${grouped}` : grouped;
}
