import { nameWords, searchKey } from './name-words.js';
import type { NameIndex, PostOffice } from './types.js';

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Builds the word index (for whole-word name search) and the sorted key array
 * (for prefix search) over all offices.
 *
 * @example
 * const names = buildNameIndex(offices);
 * names.words.get('kolkata'); // ids of every office with the word "kolkata"
 */
export function buildNameIndex(offices: readonly PostOffice[]): NameIndex {
  const words = new Map<string, number[]>();
  const keys = offices.map((office) => searchKey(office.name));
  for (const office of offices) {
    for (const word of new Set(nameWords(office.name))) {
      const ids = words.get(word);
      if (ids) ids.push(office.id);
      else words.set(word, [office.id]);
    }
  }
  const sortedIds = Uint32Array.from(offices, (o) => o.id).sort(
    (a, b) => compareStrings(keys[a]!, keys[b]!) || compareStrings(offices[a]!.pincode, offices[b]!.pincode),
  );
  return { words, sortedIds, keys };
}

/**
 * Whether a name's words hold the query's words as a consecutive run.
 *
 * @example
 * containsRun(['bowbazar', 'kolkata'], ['kolkata']) // true
 */
export function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let i = 0; i < needle.length; i++) if (haystack[start + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}

/**
 * The offices whose name holds the query's words as a consecutive run, in any
 * letter case (`kolkata` finds `Bowbazar (Kolkata)`). Reads only the postings of the
 * query's rarest word, never all offices.
 *
 * @example
 * findOfficeIdsByWords(dataset.names, dataset.offices, 'new delhi'); // ids, ascending
 */
export function findOfficeIdsByWords(names: NameIndex, offices: readonly PostOffice[], query: string): number[] {
  const wanted = nameWords(query);
  if (wanted.length === 0) return [];
  let rarest: readonly number[] | undefined;
  for (const word of wanted) {
    const ids = names.words.get(word);
    if (!ids) return [];
    if (!rarest || ids.length < rarest.length) rarest = ids;
  }
  if (wanted.length === 1) return [...rarest!];
  return rarest!.filter((id) => containsRun(nameWords(offices[id]!.name), wanted));
}

/**
 * The positions in {@link NameIndex.sortedIds} of the offices whose name starts with
 * the query (letter case and runs of white space ignored): two binary searches.
 *
 * @example
 * const [start, end] = prefixRange(dataset.names, 'ram'); // end - start offices match
 */
export function prefixRange(names: NameIndex, query: string): [start: number, end: number] {
  const prefix = searchKey(query);
  const { sortedIds, keys } = names;
  const lowerBound = (before: (key: string) => boolean) => {
    let low = 0;
    let high = sortedIds.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(keys[sortedIds[mid]!]!)) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return [lowerBound((key) => key < prefix), lowerBound((key) => key < prefix || key.startsWith(prefix))];
}

/**
 * Up to `limit` offices whose name starts with the query, in name order, then PIN
 * code; O(log n + limit).
 *
 * @example
 * findOfficeIdsByPrefix(dataset.names, 'baroda h', 10);
 */
export function findOfficeIdsByPrefix(names: NameIndex, query: string, limit: number): number[] {
  const [start, end] = prefixRange(names, query);
  return Array.from(names.sortedIds.subarray(start, Math.min(end, start + limit)));
}
