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
    // Unplaced: in no district, but its old path still lists it.
    testBranch('SBIN0000005', {
      ...karnataka,
      district: 'Somewhere',
      districtSlug: '',
      placedBy: 'unplaced',
      publishedDistrict: 'SOMEWHERE',
      publishedSlug: 'karnataka/somewhere',
    }),
  ],
  TEST_BANKS,
  new Set(),
  '2026-05-01',
);
const urls = createSiteUrls('https://x.test');

describe('the old paths of the bank browse', () => {
  it('answer with the branches each listed, wherever they are placed now', () => {
    const listed = (state: string, district: string) => {
      const answer = branchesResponse(data, 'sbin', state, district, urls);
      expect(answer.status).toBe(200);
      return 'branches' in answer.body ? answer.body.branches.map((b) => [b.IFSC, b.DISTRICT]) : [];
    };
    expect(listed('karnataka', 'gulberga')).toEqual([['SBIN0000001', 'Kalaburagi']]);
    expect(listed('karnataka', 'Gulbarga')).toEqual([['SBIN0000002', 'Kalaburagi']]);
    expect(listed('chandigarh', 'gulbarga')).toEqual([['SBIN0000004', 'Kalaburagi']]);
    // An unplaced branch's old path still lists it.
    expect(listed('karnataka', 'somewhere')).toEqual([['SBIN0000005', 'Somewhere']]);
    // A current district is the district, whatever old path its branches came from.
    expect(listed('karnataka', 'kalaburagi').map(([ifsc]) => ifsc)).toEqual(['SBIN0000001', 'SBIN0000002', 'SBIN0000003', 'SBIN0000004']);
  });
  it('are listed for the static site, besides the districts', () => {
    expect(bankDistrictPaths(data).filter((p) => p.bank === 'state-bank-of-india')).toEqual([
      { bank: 'state-bank-of-india', state: 'karnataka', district: 'kalaburagi' },
      { bank: 'state-bank-of-india', state: 'karnataka', district: 'gulberga' },
      { bank: 'state-bank-of-india', state: 'karnataka', district: 'gulbarga' },
      { bank: 'state-bank-of-india', state: 'chandigarh', district: 'gulbarga' },
      { bank: 'state-bank-of-india', state: 'karnataka', district: 'somewhere' },
    ]);
    expect(hasBankDistrictPath(data, 'state-bank-of-india', 'karnataka', 'nowhere')).toBe(false);
    expect(branchesResponse(data, 'sbin', 'karnataka', 'nowhere', urls).status).toBe(404);
  });
  it("count a state's unplaced branches, in no district", () => {
    const state = data.banksByCode.get('SBIN')!.statesBySlug.get('karnataka')!;
    expect(state.districts.map((d) => d.name)).toEqual(['Kalaburagi']);
    expect(state).toMatchObject({ unplacedCount: 1, branchCount: 5 });
  });
});
