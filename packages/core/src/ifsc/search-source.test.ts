import { describe, expect, it } from 'vitest';
import { createSiteUrls } from '../site-urls.js';
import { TEST_BANKS, testBranch } from '../testing/fixtures.js';
import { indexIfscDataset } from './build-dataset.js';
import {
  IFSC_SEARCH_FILE_FORMAT,
  IFSC_SEARCH_LIMITS,
  ifscSearchIndexFile,
  readIfscSearchFile,
  searchIfscSource,
  searchSourceFromDataset,
} from './search-source.js';

const urls = createSiteUrls('https://x.test');
const many = Array.from({ length: IFSC_SEARCH_LIMITS.branches + 7 }, (_, i) =>
  testBranch(`SBIN0${String(i + 1).padStart(6, '0')}`, { name: `Kolkata Branch ${i + 1}` }),
);
const data = indexIfscDataset(
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
  () => false,
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

  it('answers the same from the search file as from the dataset', () => {
    const fromFile = readIfscSearchFile(JSON.parse(JSON.stringify(ifscSearchIndexFile(data, urls))));
    for (const q of ['kolkata', 'delhi main', '700001', '110007', 'yesb0dnb002', 'state bank', 'x']) {
      expect(searchIfscSource(fromFile, q)).toEqual(searchIfscSource(searchSourceFromDataset(data, urls), q));
    }
  });

  it('refuses a search file of another version with a message that says what to do', () => {
    const old = { ...ifscSearchIndexFile(data, urls), version: IFSC_SEARCH_FILE_FORMAT.version - 1 };
    expect(() => readIfscSearchFile(old)).toThrow(`not an IFSC search file of version ${IFSC_SEARCH_FILE_FORMAT.version}`);
    expect(() => readIfscSearchFile(old)).toThrow('rebuild the site');
    expect(() => readIfscSearchFile(null)).toThrow('rebuild the site');
  });
});
