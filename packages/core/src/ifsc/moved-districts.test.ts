import { describe, expect, it } from 'vitest';
import { createSiteUrls } from '../site-urls.js';
import { TEST_BANKS, testBranch } from '../testing/fixtures.js';
import { buildIfscFromBranches } from './build-dataset.js';
import { branchesResponse } from './hierarchy-response.js';
import { bankDistrictPaths, hasBankDistrictPath } from './lookup.js';

const karnataka = { state: 'Karnataka', stateSlug: 'karnataka' };
const kalaburagi = { ...karnataka, district: 'Kalaburagi', districtSlug: 'kalaburagi' };
const data = buildIfscFromBranches(
  [
    testBranch('SBIN0000001', { ...kalaburagi, publishedSlug: 'karnataka/gulberga' }),
    testBranch('SBIN0000002', { ...kalaburagi, publishedSlug: 'karnataka/gulbarga' }),
    testBranch('SBIN0000003', { ...kalaburagi, publishedSlug: 'karnataka/kalaburagi' }),
    // Moved state: published under Chandigarh, placed in Karnataka (as placement would after two pieces of evidence).
    testBranch('SBIN0000004', { ...kalaburagi, publishedSlug: 'chandigarh/gulbarga' }),
    // Unplaced: its old path leads nowhere.
    testBranch('SBIN0000005', { ...karnataka, district: 'Somewhere', districtSlug: '', placedBy: 'unplaced', publishedSlug: 'karnataka/somewhere' }),
  ],
  TEST_BANKS,
  new Set(),
  '2026-05-01',
);
const urls = createSiteUrls('https://x.test');

describe('the old paths of the bank browse', () => {
  it('answer as the district their branches are placed in', () => {
    for (const [state, district] of [
      ['karnataka', 'gulberga'],
      ['karnataka', 'Gulbarga'],
      ['chandigarh', 'gulbarga'],
    ]) {
      const answer = branchesResponse(data, 'sbin', state!, district!, urls);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(branchesResponse(data, 'sbin', 'karnataka', 'kalaburagi', urls).body);
    }
  });
  it('are listed for the static site, besides the districts, and only paths that lead somewhere', () => {
    expect(bankDistrictPaths(data).filter((p) => p.bank === 'state-bank-of-india')).toEqual([
      { bank: 'state-bank-of-india', state: 'karnataka', district: 'kalaburagi' },
      { bank: 'state-bank-of-india', state: 'karnataka', district: 'gulberga' },
      { bank: 'state-bank-of-india', state: 'karnataka', district: 'gulbarga' },
      { bank: 'state-bank-of-india', state: 'chandigarh', district: 'gulbarga' },
    ]);
    expect(hasBankDistrictPath(data, 'state-bank-of-india', 'karnataka', 'somewhere')).toBe(false);
    expect(branchesResponse(data, 'sbin', 'karnataka', 'somewhere', urls).status).toBe(404);
  });
  it("count a state's unplaced branches, in no district", () => {
    const state = data.banksByCode.get('SBIN')!.statesBySlug.get('karnataka')!;
    expect(state.districts.map((d) => d.name)).toEqual(['Kalaburagi']);
    expect(state).toMatchObject({ unplacedCount: 1, branchCount: 5 });
  });
});
