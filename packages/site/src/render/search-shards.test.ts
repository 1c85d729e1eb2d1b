import { createSiteUrls, ifscSearchResponse, indexIfscDataset, toIfscBranchItem } from 'india-pincode-ifsc';
import { describe, expect, it } from 'vitest';
import { TEST_BANKS, testBranch } from '../../../core/src/testing/fixtures.js';
import {
  IFSC_SEARCH_SHARDS_FORMAT,
  ifscSearchShards,
  readSearchLists,
  SEARCH_CHUNKS,
  type SearchFileName,
  searchIfscShards,
  searchShardKey,
  shardFileKey,
} from './search-shards.js';

const urls = createSiteUrls('https://x.test');
const places = [
  { district: 'Kolkata', state: 'West Bengal', stateSlug: 'west-bengal', districtSlug: 'kolkata' },
  { district: 'Delhi', state: 'Delhi', stateSlug: 'delhi', districtSlug: 'delhi', pincode: '110007' },
  { district: 'Bangalore Urban', state: 'Karnataka', stateSlug: 'karnataka', districtSlug: 'bangalore-urban', pincode: '560001' },
];
const names = ['Kolkata Main', 'Park Street', 'Bank Road', 'Nagar Road', 'A B Road', 'Delhi Main', 'Naga', 'Bangalore Bazar', 'Élan Ōta'];
// More branches than three chunks hold, so that answers span chunks.
const branches = Array.from({ length: SEARCH_CHUNKS.branches * 3 + 5 }, (_, i) =>
  testBranch(`SBIN0${String(i + 1).padStart(6, '0')}`, { name: `${names[i % names.length]} ${i}`, ...places[i % places.length]! }),
);
const data = indexIfscDataset(branches, TEST_BANKS, () => false, new Set(), '2026-05-01');
const shards = ifscSearchShards(data, urls);
/** The files as the handler reads them: through JSON. */
const read = async (file: SearchFileName, key: string) => {
  const found = shards[file].get(key);
  return found === undefined ? null : JSON.parse(JSON.stringify(found));
};
const branchItem = async (code: string) => {
  const branch = data.branches.get(code);
  return branch ? toIfscBranchItem(branch, urls) : null;
};
const lists = readSearchLists(JSON.parse(JSON.stringify(shards.lists)), 'lists.json');

describe('the sharded IFSC search', () => {
  it.each([
    'road',
    'ro',
    'nag',
    'a',
    'a b',
    'b a',
    'main kol',
    'kol main',
    'kolkata',
    'bank',
    'bangalore urban',
    'élan',
    'é',
    'ōta é',
    'zzz',
    'sbin',
    'SBIN0000001',
    'sbin0000002',
    'SBIN0999999',
    '700001',
    '110007',
    '999999',
    'x',
    '--',
    '  park   street ',
  ])('answers %j as the search over the whole dataset, byte for byte', async (q) => {
    const sharded = await searchIfscShards(read, lists, q, branchItem);
    expect(sharded.status).toBe(ifscSearchResponse(data, q, urls).status);
    expect(JSON.stringify(sharded.body)).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
  });

  it('reads only the shards of the query words and the chunks of its first items', async () => {
    const asked: string[] = [];
    const logged = async (file: SearchFileName, key: string) => {
      asked.push(`${file}/${key}`);
      return read(file, key);
    };
    await searchIfscShards(logged, lists, 'park street', branchItem);
    expect(asked.filter((name) => name.startsWith('words/')).sort()).toEqual(['words/pa', 'words/st']);
    expect(asked.every((name) => /^(words|districts|branches)\//.test(name))).toBe(true);
  });

  it('answers every prefix of every word, alone, as the search over the whole dataset', async () => {
    const words = new Set(
      branches.flatMap((branch) => [branch.name, branch.district, branch.state, branch.bank]).flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u)),
    );
    const prefixes = new Set([...words].flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1))));
    for (const q of [...prefixes, 'zz', 'ban9']) {
      const sharded = await searchIfscShards(read, lists, q, branchItem);
      expect(JSON.stringify(sharded.body), q).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
    }
  });

  it('answers one word from its canonical prefix: two files, whatever the word', async () => {
    for (const [q, prefix] of [
      ['ro', 'road'],
      ['bang', 'bangalore'],
      ['ba', 'ba'],
      ['kolkata', 'kolkata'],
    ]) {
      const asked: string[] = [];
      const logged = async (file: SearchFileName, key: string) => {
        asked.push(`${file}/${key}`);
        return read(file, key);
      };
      await searchIfscShards(logged, lists, q!, branchItem);
      expect(asked).toEqual([`prefixes/${q!.slice(0, 2)}`, `answers/${prefix}`]);
    }
  });

  it('answers one word from the word shards and chunks where the answers are not shipped (a static build)', async () => {
    const withoutAnswers = async (file: SearchFileName, key: string) => (file === 'prefixes' || file === 'answers' ? null : read(file, key));
    for (const q of ['road', 'ba', 'kolkata', 'zzz', 'élan']) {
      const sharded = await searchIfscShards(withoutAnswers, lists, q, branchItem);
      expect(JSON.stringify(sharded.body), q).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
    }
  });

  it('keys shards by the first two characters of a word, named plainly on disk', () => {
    expect(searchShardKey('kolkata')).toBe('ko');
    expect(searchShardKey('a')).toBe('a');
    expect(searchShardKey('𝒜bc')).toBe('𝒜b');
    expect(shardFileKey('ko')).toBe('ko');
    expect(shardFileKey('él')).toBe('_e9_6c');
    expect([...shards.words.keys()].every((key) => /^([a-z0-9]+|_[0-9a-f_]+)$/.test(key))).toBe(true);
  });

  it('refuses a lists file of another version, naming the file', () => {
    const other = { ...shards.lists, version: IFSC_SEARCH_SHARDS_FORMAT.version + 1 };
    expect(() => readSearchLists(other, '/api/ifsc/search/lists.json')).toThrow(
      `/api/ifsc/search/lists.json: not an IFSC search lists file of version ${IFSC_SEARCH_SHARDS_FORMAT.version}`,
    );
    expect(() => readSearchLists(null, 'x.json')).toThrow('rebuild the site');
  });
});
