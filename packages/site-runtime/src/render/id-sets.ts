/**
 * Sets of ids (positions in the search's district or branch list) as bitmaps written in
 * base64: bit `id % 8` of byte `id / 8`. A search word that starts the words of many
 * shards (`h` in `baroda h`) reads one such set instead of every shard under it, and
 * tests ids against it without parsing a list of numbers.
 */

/** A set of ids as its bitmap's bytes, one character a byte (what `atob` gives). */
export interface IdSet {
  readonly bytes: string;
}

/**
 * The base64 bitmap of the ids that any of some lists holds, ids below `size`.
 *
 * @example
 * idSetText([[0, 3], [9]], 16) // 'CQI='
 */
export function idSetText(lists: Iterable<ArrayLike<number>>, size: number): string {
  const bytes = new Uint8Array(Math.ceil(size / 8));
  for (const ids of lists) {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (!(id >= 0 && id < size)) throw new RangeError(`id ${id} is not below ${size}`);
      bytes[id >> 3]! |= 1 << (id & 7);
    }
  }
  // btoa takes a string of bytes; String.fromCharCode takes a bounded number of arguments.
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x2000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x2000));
  return btoa(binary);
}

/**
 * The set of a base64 bitmap ({@link idSetText}).
 *
 * @example
 * hasId(readIdSet('CQI='), 3) // true
 */
export const readIdSet = (text: string): IdSet => ({ bytes: atob(text) });

/**
 * Whether a set holds an id.
 *
 * @example
 * hasId(readIdSet('CQI='), 4) // false
 */
export const hasId = (set: IdSet, id: number): boolean => ((set.bytes.charCodeAt(id >> 3) >> (id & 7)) & 1) === 1;

/**
 * The ids, ascending, that every one of some sets holds (no set: none).
 *
 * @example
 * idsOfEverySet([readIdSet('CQI='), readIdSet('CAo=')]) // [3, 9]
 */
export function idsOfEverySet(sets: readonly IdSet[]): number[] {
  const ids: number[] = [];
  const length = sets.length === 0 ? 0 : Math.min(...sets.map((set) => set.bytes.length));
  for (let at = 0; at < length; at++) {
    let byte = 0xff;
    for (let s = 0; s < sets.length; s++) byte &= sets[s]!.bytes.charCodeAt(at);
    for (let bit = 0; byte !== 0; bit++, byte >>= 1) if (byte & 1) ids.push(at * 8 + bit);
  }
  return ids;
}

/**
 * The ids of a list that every one of some sets holds, in their order (no set: all of
 * them). A loop, not a filter calling {@link hasId}: it runs in a fresh isolate's
 * interpreter over thousands of ids.
 *
 * @example
 * heldByEverySet([3, 4, 9], [readIdSet('CQI=')]) // [3, 9]
 */
export function heldByEverySet(ids: readonly number[], sets: readonly IdSet[]): number[] {
  const held: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    let every = true;
    for (let s = 0; every && s < sets.length; s++) every = ((sets[s]!.bytes.charCodeAt(id >> 3) >> (id & 7)) & 1) === 1;
    if (every) held.push(id);
  }
  return held;
}
