import { describe, expect, it } from 'vitest';
import { namedRanks } from './bank-place.js';

describe('namedRanks', () => {
  // A bank's places: district 12 from rank 0, district 40 from rank 3, unplaced from rank 7, district 5 from rank 9.
  const places = [12, 0, 40, 3, -1, 7, 5, 9];

  it('gives the ranks of the named districts, each from its first rank to the next place\u2019s', () => {
    expect(namedRanks(places, new Set([40]))).toEqual([3, 7]);
    expect(namedRanks(places, new Set([12, 40]))).toEqual([0, 3, 3, 7]);
  });

  it('runs the bank\u2019s last place on to its end', () => {
    expect(namedRanks(places, new Set([5]))).toEqual([9, Number.POSITIVE_INFINITY]);
  });

  it('gives none for districts the bank has no branch in, for no districts, and for a bank without places', () => {
    expect(namedRanks(places, new Set([7]))).toEqual([]);
    expect(namedRanks(places, new Set())).toEqual([]);
    expect(namedRanks([], new Set([12]))).toEqual([]);
  });
});
