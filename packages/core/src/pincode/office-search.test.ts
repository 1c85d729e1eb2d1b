import { describe, expect, it } from 'vitest';
import { DataReport } from '../report.js';
import { memoryReader } from '../search/term-shards.js';
import { buildPincodeDataset } from './build-dataset.js';
import { officeMatches, officeRanks, officeTermShards, prefixFoundByWords, prefixOffices, wordMatches } from './office-search.js';
import type { PincodeSourceRow } from './source-row.js';

/** Names that share words, abbreviations written apart and together, digits and short words. */
const NAMES = [
  'Andheri',
  'Andheri East',
  'Andheri Railway Station',
  'Ea Andheri',
  'M.G. Road',
  'M G Road',
  'M.G.R. Nagar',
  'Mahatma Gandhi Road',
  'Bandra West',
  'Bandra W E',
  'Bandra',
  'Sector 1',
  'Sector 12',
  'Sector 1 A',
  'Sector 1-B',
  'Ram',
  'Ram Nagar',
  'Ramnagar',
  'Nagar Ram',
  'New Delhi G.P.O.',
  'Ka Nagar',
  'Kanpur',
  'A B C Colony',
  'Élan Nagar',
];

const rows = NAMES.flatMap((name, i): PincodeSourceRow[] =>
  ['SO', 'BO'].map((officetype, k) => ({
    line: i * 2 + k + 2,
    circlename: 'Delhi Circle',
    regionname: 'Delhi Region',
    divisionname: 'Central Division',
    officename: k ? `${name} ${officetype}` : name,
    pincode: String(110001 + (i % 7)),
    officetype,
    delivery: k ? 'Non Delivery' : 'Delivery',
    district: 'New Delhi',
    statename: 'Delhi',
    latitude: '28.6',
    longitude: '77.2',
  })),
);
const dataset = buildPincodeDataset(rows, new DataReport());
const reader = memoryReader(officeTermShards(dataset));
const { refs } = officeRanks(dataset);

/** The prefix part, then the word matches, as `/api/v1/search` made them apart: `[ref, match]` each, and the total. */
function apart(query: string, limit: number) {
  const prefix = prefixOffices(dataset, query, limit);
  const words = wordMatches(query, reader, Math.max(0, limit - prefix.offices.length));
  return {
    total: prefix.total + words.total,
    found: [...prefix.offices.map(({ office, match }) => [refs[office.id], match]), ...words.found.map(({ item, match }) => [item[1], match])],
  };
}

function together(query: string, limit: number) {
  const { total, found } = officeMatches(query, reader, limit);
  return { total, found: found.map(({ item, match }) => [item[1], match]) };
}

/** Every start of every name (cut anywhere, in capitals, with a space after), its words in another order, and a few spelt otherwise. */
const QUERIES = [
  ...NAMES.flatMap((name) => Array.from({ length: name.length }, (_, i) => name.slice(0, i + 1))).flatMap((q) => [q, q.toUpperCase(), `${q} `]),
  ...NAMES.map((name) => name.split(' ').reverse().join(' ')),
  'mg road',
  'm g ro',
  'mahatma gandhi rd',
  'andhery',
  'nagar',
  'sector 1 b',
];

describe('prefixFoundByWords', () => {
  it('is true for a query whose last run is of three letters or more, or a lone letter or digit', () => {
    for (const q of ['andheri', 'mahatma gandhi roa', 'bandra w', 'sector 1', 'sector 1 a', 'm g road', 'Ram ', 'new delhi gpo', 'ka nagar']) {
      expect(prefixFoundByWords(q), q).toBe(true);
    }
  });

  it('is false for a last word of two letters, a letter joined to the one before, a query without a word of two letters, and text past ASCII', () => {
    for (const q of ['andheri ea', 'ra', 'm g r', 'm.g', 'new delhi g.p.', 'sector 12', 'a b', '1 2', 'é', 'élan', 'andheri\u00a0east']) {
      expect(prefixFoundByWords(q), q).toBe(false);
    }
  });
});

describe('officeMatches', () => {
  it('lists and counts what the prefix part and the word matches do apart, for every query prefixFoundByWords lets through', () => {
    let compared = 0;
    for (const q of QUERIES) {
      if (!prefixFoundByWords(q)) continue;
      for (const limit of [1, 3, 100]) expect(together(q, limit), `${q} (${limit})`).toEqual(apart(q, limit));
      compared++;
    }
    expect(compared).toBeGreaterThan(QUERIES.length / 2);
  });

  it('would miss names that start with the query where prefixFoundByWords says no', () => {
    for (const q of ['andheri ea', 'm g r', 'ka']) {
      expect(prefixFoundByWords(q), q).toBe(false);
      expect(together(q, 100).total, q).toBeLessThan(apart(q, 100).total);
    }
  });
});
