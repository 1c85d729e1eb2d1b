/**
 * The limits of the operations that answer a list, in one place: the API
 * (`/api/v1/search`, `/api/v1/nearby`), the offline functions, the HTTP client and the
 * MCP tools read them, so that every door answers the same count for the same `limit`.
 * Nothing here imports anything: the client entry carries it without the rest of the core.
 */

/**
 * `/api/v1/search` and `searchPostOffices`: a query of at least `minQueryLength`
 * characters; `limit` defaults to `defaultLimit` and stops at `maxLimit`.
 *
 * @example
 * SEARCH_LIMITS.maxLimit // 100
 */
export const SEARCH_LIMITS = { minQueryLength: 2, defaultLimit: 10, maxLimit: 100 } as const;

/**
 * `/api/v1/nearby` and `nearestPostOffices`: `limit` defaults to `defaultLimit` and stops at `maxLimit`.
 *
 * @example
 * NEARBY_LIMITS.maxLimit // 100
 */
export const NEARBY_LIMITS = { defaultLimit: 10, maxLimit: 100 } as const;

/**
 * A `limit` as every door takes it: a whole number from 1, the default when none is given,
 * and more than the maximum taken as the maximum.
 *
 * @example
 * cappedLimit(500, NEARBY_LIMITS) // 100
 * cappedLimit(undefined, SEARCH_LIMITS) // 10
 */
export function cappedLimit(limit: number | undefined, caps: { readonly defaultLimit: number; readonly maxLimit: number }): number {
  return Math.min(Math.max(1, Math.floor(limit ?? caps.defaultLimit)), caps.maxLimit);
}

/**
 * A page of a long list where a door cannot show it whole (the MCP tools, for a model's
 * context window): `limit` items from `offset`, `defaultLimit` unless asked.
 *
 * @example
 * PAGE_LIMITS.maxLimit // 200
 */
export const PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200, maxOffset: 100_000 } as const;
