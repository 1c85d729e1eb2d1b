import { describe, expect, it } from 'vitest';
import { createSiteUrls } from '../site-urls.js';
import { TEST_BANKS, testBranch } from '../testing/fixtures.js';
import { buildIfscFromBranches } from './build-dataset.js';
import { IFSC_SEARCH_LIMITS, searchIfscSource } from './search-hits.js';
import { searchSourceFromDataset } from './search-source.js';

const urls = createSiteUrls('https://x.test');
const many = Array.from({ length: IFSC_SEARCH_LIMITS.branches + 7 }, (_, i) =>
  testBranch(`SBIN0${String(i + 1).padStart(6, '0')}`, { name: `Kolkata Branch ${i + 1}` }),
);
const data = buildIfscFromBranches(
  [
    ...many,
    testBranch('YESB0DNB002', {
      bankCode: 'YESB',
      name: 'Delhi Main',
      pincode: '110007',
      district: 'Delhi',
      state: 'Delhi',
      stateSlug: 'delhi',
      districtSlug: 'delhi',
    }),
  ],
  TEST_BANKS,
  new Set(),
  '2026-05-01',
);

describe('the IFSC search source', () => {
  it('caps each list and counts every match in total', () => {
    const hits = searchIfscSource(searchSourceFromDataset(data, urls), 'kolkata');
    expect('status' in hits).toBe(false);
    if ('status' in hits) return;
    expect(hits.branchCodes).toHaveLength(IFSC_SEARCH_LIMITS.branches);
    expect(hits.total.branches).toBe(many.length);
    const pin = searchIfscSource(searchSourceFromDataset(data, urls), '700001');
    expect('status' in pin ? null : pin.total.branches).toBe(many.length);
  });
});
