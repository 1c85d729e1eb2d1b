import { describe, expect, it } from 'vitest';
import { heldBy, idsOfEvery, unionOfDeltas } from './posting-ids.js';

const asDeltas = (ids: readonly number[]) => ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!));

/** A pseudo-random ascending list of distinct ids below `size`. */
const randomIds = (seed: number, size: number) => {
  let state = seed;
  const ids: number[] = [];
  for (let id = 0; id < size; id++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    if (state % 7 === 0) ids.push(id);
  }
  return ids;
};

describe('posting ids', () => {
  it('unites lists of deltas, ascending and distinct', () => {
    expect(
      unionOfDeltas([
        [1, 2],
        [2, 1],
      ]),
    ).toEqual([1, 2, 3]);
    expect(unionOfDeltas([[0, 5, 100]])).toEqual([0, 5, 105]);
    expect(unionOfDeltas([])).toEqual([]);
    expect(unionOfDeltas([[], [7]])).toEqual([7]);
    // Numeric order, not the order of their text.
    expect(unionOfDeltas([[10], [9], [100000]])).toEqual([9, 10, 100000]);
  });

  it('keeps the ids some list holds', () => {
    expect(heldBy([1, 3, 5], [[3], [4, 1]])).toEqual([3, 5]);
    expect(heldBy([1, 3, 5], [[0, 2, 2, 100]])).toEqual([]);
    expect(heldBy([], [[1]])).toEqual([]);
    expect(heldBy([2], [])).toEqual([]);
  });

  it('intersects the words, whatever their order, as sets would', () => {
    const words = [1, 2, 3].map((seed) => [randomIds(seed, 5000), randomIds(seed + 10, 3000)]);
    const expected = [...new Set(words[0]!.flat())].filter((id) => words.every((lists) => lists.some((list) => list.includes(id)))).sort((a, b) => a - b);
    const encoded = words.map((lists) => lists.map(asDeltas));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOfEvery(encoded)).toEqual(expected);
    expect(idsOfEvery([...encoded].reverse())).toEqual(expected);
    expect(idsOfEvery([[[1, 2]], [[3], [1]]])).toEqual([1, 3]);
    expect(idsOfEvery([[[1, 2]], []])).toEqual([]);
    expect(idsOfEvery([])).toEqual([]);
  });
});
