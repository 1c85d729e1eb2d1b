/**
 * Sets of ids kept as ascending lists of deltas (the word shards' postings). A common word
 * such as `road` is held by a large share of the branches: these functions walk its lists
 * once and sort only numbers in a typed array, where a comparator sort of its ids cost a
 * first search on the edge milliseconds. They run in a fresh isolate's interpreter, so
 * their loops index arrays rather than iterate them and call no function per id: `for…of`
 * and a callback per id took a first search about twice as long here.
 */

/** Ascending lists of ids, each as deltas (the first id, then each id minus the one before). */
export type DeltaLists = readonly (readonly number[])[];

/** How many ids the lists hold between them, repeats counted. */
export function idCount(lists: DeltaLists): number {
  let sum = 0;
  for (let i = 0; i < lists.length; i++) sum += lists[i]!.length;
  return sum;
}

/**
 * The ascending distinct ids of some lists.
 *
 * @example
 * unionOfDeltas([[1, 2], [2, 1]]) // [1, 2, 3]
 */
export function unionOfDeltas(lists: DeltaLists): number[] {
  const all = new Float64Array(idCount(lists));
  let at = 0;
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l]!;
    let id = 0;
    for (let i = 0; i < list.length; i++) {
      id += list[i]!;
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
  for (let i = 0; i < ids.length; i++) marks[ids[i]!] = 1;
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l]!;
    let id = 0;
    for (let i = 0; i < list.length; i++) {
      id += list[i]!;
      if (id > last) break;
      if (marks[id] === 1) marks[id] = 2;
    }
  }
  const held: number[] = [];
  for (let i = 0; i < ids.length; i++) if (marks[ids[i]!] === 2) held.push(ids[i]!);
  return held;
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
