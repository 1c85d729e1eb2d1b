import { nameWords, searchKey } from './name-words.js';
import type { NameIndex, PincodeDataset } from './types.js';
import { sortedPrefixRange } from '../text/prefix-range.js';
import { indexOfRun } from '../text/index-of-run.js';

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The word and prefix indexes over all office names, built the first time a search
 * needs them: a lookup by PIN code never pays for them.
 *
 * @example
 * const names = createNameIndex(offices.length, (id) => offices[id].name);
 * names.words.get('kolkata'); // ids of every office with the word "kolkata"
 */
export function createNameIndex(count: number, nameOf: (id: number) => string, pincodeOf: (id: number) => string): NameIndex {
  let words: Map<string, number[]> | undefined;
  let keys: string[] | undefined;
  let sortedIds: Uint32Array | undefined;
  const index = {
    get words(): ReadonlyMap<string, readonly number[]> {
      if (!words) {
        words = new Map();
        for (let id = 0; id < count; id++) {
          for (const word of new Set(nameWords(nameOf(id)))) {
            const ids = words.get(word);
            if (ids) ids.push(id);
            else words.set(word, [id]);
          }
        }
      }
      return words;
    },
    get keys(): readonly string[] {
      keys ??= Array.from({ length: count }, (_, id) => searchKey(nameOf(id)));
      return keys;
    },
    get sortedIds(): Uint32Array {
      if (!sortedIds) {
        const k = index.keys;
        sortedIds = Uint32Array.from(k.keys()).sort((a, b) => compareStrings(k[a]!, k[b]!) || compareStrings(pincodeOf(a), pincodeOf(b)));
      }
      return sortedIds;
    },
  };
  return index;
}

/**
 * Whether a name's words hold the query's words as a consecutive run.
 *
 * @example
 * containsRun(['bowbazar', 'kolkata'], ['kolkata']) // true
 */
export function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  return indexOfRun(haystack, needle) !== -1;
}

/**
 * The offices whose name holds the query's words as a consecutive run, in any
 * letter case (`kolkata` finds `Bowbazar (Kolkata)`). Reads only the postings of the
 * query's rarest word, never all offices.
 *
 * @example
 * findOfficeIdsByWords(dataset, 'new delhi'); // ids, ascending
 */
export function findOfficeIdsByWords(dataset: PincodeDataset, query: string): number[] {
  const { names } = dataset;
  const wanted = nameWords(query);
  if (wanted.length === 0) return [];
  let rarest: readonly number[] | undefined;
  for (const word of wanted) {
    const ids = names.words.get(word);
    if (!ids) return [];
    if (!rarest || ids.length < rarest.length) rarest = ids;
  }
  if (wanted.length === 1) return [...rarest!];
  return rarest!.filter((id) => containsRun(nameWords(dataset.office(id).name), wanted));
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
  return sortedPrefixRange(sortedIds.length, (i) => keys[sortedIds[i]!]!, prefix);
}
