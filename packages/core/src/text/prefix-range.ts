/**
 * The range of a sorted list of strings whose items start with `prefix`: two binary
 * searches, the items read through `keyAt` (the list may be a permutation of another).
 *
 * @example
 * const words = ['bank', 'baroda', 'delhi'];
 * sortedPrefixRange(words.length, (i) => words[i]!, 'ba') // [0, 2]
 */
export function sortedPrefixRange(count: number, keyAt: (i: number) => string, prefix: string): [start: number, end: number] {
  const lowerBound = (before: (key: string) => boolean) => {
    let low = 0;
    let high = count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(keyAt(mid))) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return [lowerBound((key) => key < prefix), lowerBound((key) => key < prefix || key.startsWith(prefix))];
}

/**
 * The range of a sorted list holding exactly `word` (empty or one).
 *
 * @example
 * exactRange(['ba', 'bank'], 'bank') // [1, 2]
 */
export function exactRange(list: readonly string[], word: string): [start: number, end: number] {
  const [start] = sortedPrefixRange(list.length, (i) => list[i]!, word);
  return list[start] === word ? [start, start + 1] : [start, start];
}

/**
 * Whether some word of a sorted list starts with `word`.
 *
 * @example
 * startsAnyWord(['bank', 'baroda'], 'bar') // true
 */
export const startsAnyWord = (sorted: readonly string[], word: string): boolean => {
  const [start, end] = sortedPrefixRange(sorted.length, (i) => sorted[i]!, word);
  return start < end;
};
