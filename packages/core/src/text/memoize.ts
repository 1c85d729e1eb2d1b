/**
 * Wraps a one-argument string function with a cache. The directory repeats a few
 * hundred circle, division, region, district and state values across all its rows,
 * so each is cleaned once.
 *
 * @example
 * const fastTitleCase = memoize(toTitleCase);
 */
export function memoize<Result>(fn: (value: string) => Result): (value: string) => Result {
  const cache = new Map<string, Result>();
  return (value) => {
    let result = cache.get(value);
    if (result === undefined && !cache.has(value)) {
      result = fn(value);
      cache.set(value, result);
    }
    return result as Result;
  };
}
