/** What every response builder returns: an HTTP status and a JSON-ready body. */
export interface ApiResponse<Body = unknown> {
  readonly status: number;
  readonly body: Body;
}

/**
 * Whether a value is a response (a builder's early 400/404) rather than the thing
 * asked for.
 *
 * @example
 * isApiResponse({ status: 404, body: {} }) // true
 * isApiResponse({ slug: 'delhi' }) // false
 */
export function isApiResponse<Body = unknown>(value: unknown): value is ApiResponse<Body> {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/**
 * Whether a parameter was given: `''`, white space, `null` and `undefined` all mean not.
 *
 * @example
 * isGiven('  ') // false
 * isGiven('delhi') // true
 */
export function isGiven(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}
