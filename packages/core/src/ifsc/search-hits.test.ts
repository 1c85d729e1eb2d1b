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

describe('"bank + place" typos', () => {
  const yes = (ifsc: string, name: string) => testBranch(ifsc, { bankCode: 'YESB', name });
  const places = buildIfscFromBranches(
    [
      ...many,
      // `howrah` is the town of one SBIN branch, and one typo from `hawrah`, which two of its branch names hold.
      testBranch('SBIN0100001', { name: 'Alpha', city1: 'Howrah', city2: 'Howrah' }),
      testBranch('SBIN0100002', { name: 'Hawrah Road' }),
      testBranch('SBIN0100003', { name: 'Hawrah Main' }),
      yes('YESB0000001', 'Hawrah Main'),
      // Manipur is a state (of a YESB branch), one typo from `manikpur`, which two SBIN branches hold.
      testBranch('SBIN0100004', { name: 'Manikpur One' }),
      testBranch('SBIN0100005', { name: 'Manikpur Two' }),
      testBranch('YESB0000002', {
        bankCode: 'YESB',
        name: 'Imphal',
        state: 'Manipur',
        stateSlug: 'manipur',
        district: 'Imphal West',
        districtSlug: 'imphal-west',
      }),
      // `banda` starts `bandar` (one branch) and `bandra` (two), and is one typo from `bandra`.
      testBranch('SBIN0100006', { name: 'Bandar' }),
      testBranch('SBIN0100007', { name: 'Bandra East' }),
      testBranch('SBIN0100008', { name: 'Bandra West' }),
    ],
    TEST_BANKS,
    new Set(),
    '2026-05-01',
  );
  const source = searchSourceFromDataset(places, urls);
  const hits = (q: string) => {
    const found = searchIfscSource(source, q);
    if ('status' in found) throw new Error(`${q}: ${found.status}`);
    return found;
  };

  it("reads a place word that starts no word of the bank's branches as the likeliest of theirs: the answer is the one of the word read", () => {
    expect({ ...hits('sbi kolkatta'), query: '' }).toEqual({ ...hits('sbi kolkata'), query: '' });
    expect({ ...hits('state bank kolkta branch 3'), query: '' }).toEqual({ ...hits('state bank kolkata branch 3'), query: '' });
    expect(hits('sbi kolkatta').total.branches).toBe(many.length + 8);
  });

  it("reads no word that starts a word of the bank's branches, though fewer of them hold it than a word near it", () => {
    expect(source.readPlace!(['howrah'], ['SBIN'])).toEqual(['howrah']);
    expect(source.readPlace!(['howra'], ['SBIN'])).toEqual(['howra']);
    // YESB's branches hold no `howrah`, and no word near it that two of them hold: it stays as typed.
    expect(source.readPlace!(['howrah'], ['YESB'])).toEqual(['howrah']);
    expect(source.readPlace!(['howrah', 'road'], ['SBIN', 'YESB'])).toEqual(['howrah', 'road']);
    expect(source.readPlace!(['banda'], ['SBIN'])).toEqual(['banda']);
    expect(source.readPlace!(['bandrq'], ['SBIN'])).toEqual(['bandra']);
    expect(hits('sbi howrah').branchCodes[0]).toBe('SBIN0100001');
    expect(hits('sbi hawrah').branchCodes[0]).toBe('SBIN0100003');
  });

  it("reads no word that starts a word of a bank's, state's or district's name, as a keyword search reads none", () => {
    expect(source.readPlace!(['manipur'], ['SBIN'])).toEqual(['manipur']);
    expect(hits('sbi manipur').states.map((state) => state.name)).toEqual(['Manipur']);
    // A word no name starts is read: `manikpr` as `manikpur`.
    expect(source.readPlace!(['manikpr'], ['SBIN'])).toEqual(['manikpur']);
  });
});
