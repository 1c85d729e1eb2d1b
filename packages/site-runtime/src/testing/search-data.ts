/** A small IFSC dataset whose names share words and prefixes, for the sharded search's unit tests. */
import { createSiteUrls, buildIfscFromBranches } from 'india-pincode-ifsc/internal';
import { TEST_BANKS, testBranch } from '../../../core/src/testing/fixtures.js';
import { SEARCH_CHUNKS } from '../render/search-shards.js';

const places = [
  { district: 'Kolkata', state: 'West Bengal', stateSlug: 'west-bengal', districtSlug: 'kolkata' },
  { district: 'Delhi', state: 'Delhi', stateSlug: 'delhi', districtSlug: 'delhi', pincode: '110007' },
  { district: 'Bangalore Urban', state: 'Karnataka', stateSlug: 'karnataka', districtSlug: 'bangalore-urban', pincode: '560001' },
];
const names = ['Kolkata Main', 'Park Street', 'Bank Road', 'Nagar Road', 'A B Road', 'Delhi Main', 'Naga', 'Bangalore Bazar', 'Élan Ōta'];

/**
 * More branches than three chunks hold, so that answers span chunks, and the dataset
 * indexed from them.
 *
 * @example
 * const { data, urls } = searchTestData();
 */
export function searchTestData() {
  const branches = Array.from({ length: SEARCH_CHUNKS.branches * 3 + 5 }, (_, i) =>
    testBranch(`SBIN0${String(i + 1).padStart(6, '0')}`, { name: `${names[i % names.length]} ${i}`, ...places[i % places.length]! }),
  );
  const data = buildIfscFromBranches(branches, TEST_BANKS, new Set(), '2026-05-01');
  return { branches, data, urls: createSiteUrls('https://x.test') };
}

/** Place names that share their first two letters, so that a bank holding enough of them splits its term shards under `ba`. */
const BA_PLACES = ['Bandra', 'Bandar', 'Banashankari', 'Basavanagudi', 'Barrackpore', 'Bally', 'Baranagar'];

/**
 * One bank with so many branches under `ba` that its term shards there are split, and
 * typo terms written for it: a "bank + place" typo is read from them.
 *
 * @example
 * const { data, urls } = splitBankTestData();
 */
export function splitBankTestData() {
  const branches = Array.from({ length: 900 }, (_, i) =>
    testBranch(`SBIN0${String(i + 1).padStart(6, '0')}`, { name: `${BA_PLACES[i % BA_PLACES.length]} ${i}`, ...places[i % places.length]! }),
  );
  const data = buildIfscFromBranches(branches, TEST_BANKS, new Set(), '2026-05-01');
  return { data, urls: createSiteUrls('https://x.test') };
}

/**
 * Every prefix of every word of the branches' names, districts, states and banks.
 *
 * @example
 * wordPrefixes(branches).has('kol') // true
 */
export function wordPrefixes(branches: readonly { name: string; district: string; state: string; bank: string }[]): Set<string> {
  const words = new Set(
    branches.flatMap((branch) => [branch.name, branch.district, branch.state, branch.bank]).flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u)),
  );
  return new Set([...words].flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1))));
}
