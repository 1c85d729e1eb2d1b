/**
 * Sets of ids kept as ascending lists of deltas (the word shards' postings). A common word
 * such as `road` is held by a large share of the branches: these functions walk its lists
 * once and sort only numbers in a typed array, where a comparator sort of its ids cost a
 * first search on the edge milliseconds.
 */

/** Ascending lists of ids, each as deltas (the first id, then each id minus the one before). */
export type DeltaLists = readonly (readonly number[])[];

/** How many ids the lists hold between them, repeats counted. */
export const idCount = (lists: DeltaLists): number => lists.reduce((sum, list) => sum + list.length, 0);

/**
 * The ascending distinct ids of some lists.
 *
 * @example
 * unionOfDeltas([[1, 2], [2, 1]]) // [1, 2, 3]
 */
export function unionOfDeltas(lists: DeltaLists): number[] {
  const all = new Float64Array(idCount(lists));
  let at = 0;
  for (const list of lists) {
    let id = 0;
    for (const delta of list) {
      id += delta;
      all[at++] = id;
    }
  }
  // Already ascending and distinct when one list holds them all.
  if (lists.length > 1) all.sort();
  const ids: number[] = [];
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) ids.push(all[i]!);
  return ids;
}

/**
 * The ids of an ascending list that one of the lists holds, in their order.
 *
 * @example
 * heldBy([1, 3, 5], [[3], [4, 1]]) // [3, 5]
 */
export function heldBy(ids: readonly number[], lists: DeltaLists): number[] {
  if (ids.length === 0) return [];
  const last = ids[ids.length - 1]!;
  // 1: in `ids`; 2: in `ids` and held by a list.
  const marks = new Uint8Array(last + 1);
  for (const id of ids) marks[id] = 1;
  for (const list of lists) {
    let id = 0;
    for (const delta of list) {
      id += delta;
      if (id > last) break;
      if (marks[id] === 1) marks[id] = 2;
    }
  }
  return ids.filter((id) => marks[id] === 2);
}

/**
 * The ids that every word's lists hold (each word's lists: those of the words it starts),
 * ascending. The word whose lists hold the fewest ids goes first, so the others are only
 * walked, never sorted.
 *
 * @example
 * idsOfEvery([[[1, 2]], [[3], [1]]]) // [1, 3]
 */
export function idsOfEvery(words: readonly DeltaLists[]): number[] {
  if (words.length === 0) return [];
  const [first, ...rest] = [...words].sort((a, b) => idCount(a) - idCount(b));
  let ids = unionOfDeltas(first!);
  for (const lists of rest) {
    if (ids.length === 0) break;
    ids = heldBy(ids, lists);
  }
  return ids;
}
