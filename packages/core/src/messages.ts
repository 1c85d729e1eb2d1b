/**
 * The wording of every error message of the API, in one place, so that the core's
 * responses and the static handler's answers (which know only the URL, not the data)
 * say exactly the same thing. Keys are echoed as the client sent them, trimmed.
 *
 * @example
 * MESSAGES.state(' Atlantis ') // 'State not found: Atlantis'
 */
export const MESSAGES = {
  notFound: 'Not found',
  ifscNotFound: 'IFSC not found',
  ifscDetailsNotAvailable: 'IFSC details not available',
  malformedIfsc: 'Malformed IFSC',
  micrNotFound: 'MICR not found',
  malformedMicr: 'Malformed MICR (nine digits)',
  shortQuery: (minLength: number) => `q must have at least ${minLength} characters`,
  pincode: (pincode: string) => `PIN code not found: ${pincode.trim()}`,
  malformedPincode: (raw: string) => `Malformed PIN code: ${JSON.stringify(raw.trim())} (six digits, not starting with 0)`,
  state: (key: string) => `State not found: ${key.trim()}`,
  district: (key: string) => `District not found: ${key.trim()}`,
  bank: (key: string) => `Bank not found: ${key.trim()}`,
  missing: (names: readonly string[]) => `Missing parameter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
} as const;
