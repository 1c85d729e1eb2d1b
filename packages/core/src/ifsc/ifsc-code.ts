/** A syntactically valid IFSC: 4 letters (the bank), a zero, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * Normalises a user- or file-given IFSC: trims, upper-cases, and returns `null`
 * unless the result matches {@link IFSC_PATTERN}, so that a lookup never runs on a
 * malformed code.
 *
 * @example
 * normalizeIfsc(' sbin0000001 ') // 'SBIN0000001'
 * normalizeIfsc('SBIN1000001') // null (the fifth character must be 0)
 */
export function normalizeIfsc(input: string): string | null {
  // Most codes arrive normalised already: then no new string is made.
  if (IFSC_PATTERN.test(input)) return input;
  const code = input.trim().toUpperCase();
  return IFSC_PATTERN.test(code) ? code : null;
}
