import { describe, expect, it } from 'vitest';
import { districtOfRank } from './bank-place.js';

describe('districtOfRank', () => {
  // A bank's places: district 12 from rank 0, district 40 from rank 3, unplaced from rank 7.
  const places = [12, 0, 40, 3, -1, 7];

  it('finds the place whose ranks hold the rank', () => {
    expect([0, 2, 3, 6, 7, 100].map((rank) => districtOfRank(places, rank))).toEqual([12, 12, 40, 40, -1, -1]);
  });

  it('answers -1 before a bank\u2019s first rank and for a bank without places', () => {
    expect(districtOfRank([5, 10, 6, 20], 9)).toBe(-1);
    expect(districtOfRank([5, 10, 6, 20], 10)).toBe(5);
    expect(districtOfRank([], 0)).toBe(-1);
  });
});
