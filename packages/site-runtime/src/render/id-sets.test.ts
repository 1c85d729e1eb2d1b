import { describe, expect, it } from 'vitest';
import { hasId, heldByEverySet, idSetText, idsOfEverySet, readIdSet } from './id-sets.js';

/** Ids below `size` picked by a seeded generator. */
function someIds(size: number, seed: number, share: number): number[] {
  let state = seed;
  const ids: number[] = [];
  for (let id = 0; id < size; id++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    if (state / 2 ** 31 < share) ids.push(id);
  }
  return ids;
}

describe('id sets', () => {
  it('hold exactly the ids of their lists, as the examples say', () => {
    expect(idSetText([[0, 3], [9]], 16)).toBe('CQI=');
    const set = readIdSet('CQI=');
    expect([...Array(20).keys()].filter((id) => hasId(set, id))).toEqual([0, 3, 9]);
    expect(idsOfEverySet([set, readIdSet(idSetText([[3, 9, 11]], 16))])).toEqual([3, 9]);
    expect(idsOfEverySet([])).toEqual([]);
  });

  it('round-trip any ids, whatever the size (across the 8 KiB steps the text is built in)', () => {
    for (const [size, share] of [
      [1, 1],
      [7, 0.5],
      [8, 1],
      [70_001, 0.3],
      [200_000, 0.01],
    ] as const) {
      const ids = someIds(size, size, share);
      const set = readIdSet(idSetText([ids.filter((id) => id % 2), ids.filter((id) => id % 2 === 0)], size));
      expect(idsOfEverySet([set]), String(size)).toEqual(ids);
      expect(ids.every((id) => hasId(set, id))).toBe(true);
      expect(hasId(set, size + 8)).toBe(false);
    }
  });

  it('intersect several sets', () => {
    const a = someIds(5000, 1, 0.4);
    const b = someIds(5000, 2, 0.4);
    const c = someIds(3000, 3, 0.7);
    const expected = a.filter((id) => b.includes(id) && c.includes(id));
    expect(idsOfEverySet([a, b, c].map((ids, i) => readIdSet(idSetText([ids], i === 2 ? 3000 : 5000))))).toEqual(expected);
  });

  it('keep the ids of a list that every set holds, in the list’s order', () => {
    expect(heldByEverySet([3, 4, 9], [readIdSet('CQI=')])).toEqual([3, 9]);
    const list = someIds(6000, 4, 0.5);
    const sets = [someIds(6000, 5, 0.5), someIds(6000, 6, 0.6)];
    const expected = list.filter((id) => sets.every((ids) => ids.includes(id)));
    expect(expected.length).toBeGreaterThan(0);
    const bitmaps = sets.map((ids) => readIdSet(idSetText([ids], 6000)));
    expect(heldByEverySet(list, bitmaps)).toEqual(expected);
    expect(heldByEverySet(list, [])).toEqual(list);
    expect(heldByEverySet([], [readIdSet('CQI=')])).toEqual([]);
  });

  it('refuses an id outside the set’s size', () => {
    expect(() => idSetText([[16]], 16)).toThrow('id 16 is not below 16');
    expect(() => idSetText([[-1]], 16)).toThrow(RangeError);
  });
});
