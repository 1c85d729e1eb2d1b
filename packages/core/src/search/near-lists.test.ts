import { describe, expect, it } from 'vitest';
import { matchQuery, planQuery } from './match-query.js';
import { withNearLists } from './near-lists.js';
import { heldNear, shardAliases, shardTerms } from './term-shard-reader.js';
import { buildTermShards, memoryReader, type SearchItem, type TermShard, type TermShards } from './term-shards.js';
import { nearTerms, typoBudget } from './typo.js';

const NAMES = [
  'Bandra East',
  'Bandra West',
  'Bendra',
  'Bandar Road',
  'Banndra',
  'Bengaluru GPO',
  'Bengaluru City',
  'Bangalore Road',
  'Banglore Nagar',
  'Mahatma Gandhi Road',
  'M.G. Road',
  'Connaught Place',
  'Conaught Lane',
  'Karol Bagh',
  'Karol Nagar',
  'Kamala Nagar',
];
const ITEMS: SearchItem[] = NAMES.map((name, rank) => [rank, rank * 10, name]);

/** Shards as a reader of files gets them: through JSON, so no list kept in memory goes with them. */
const asFiles = (terms: TermShards): TermShards => ({ ...terms, shards: new Map(JSON.parse(JSON.stringify([...terms.shards])) as [string, TermShard][]) });

describe('withNearLists', () => {
  for (const maxBytes of [1, 64 * 1024]) {
    const shards = buildTermShards(ITEMS, { maxBytes });
    const filed = asFiles(withNearLists(shards, { minWords: 0 }));

    it(`lists each word's typo neighbours in its shard as a scan finds them (shards of ${maxBytes} bytes)`, () => {
      for (const [key, shard] of filed.shards) {
        const terms = shardTerms(shard);
        const aliases = shardAliases(shard);
        [...terms, ...aliases].forEach((word, own) => {
          const budget = typoBudget(word);
          const scanned = budget === 0 ? [] : [...nearTerms(word, budget, terms), ...nearTerms(word, budget, aliases).map((i) => i + terms.length)];
          expect(heldNear(shard, own), `${key} ${word}`).toEqual(scanned.filter((at) => at !== own));
        });
      }
    });

    it(`finds every word, and a typo of each, as the shards in memory do (shards of ${maxBytes} bytes)`, () => {
      const words = [...shards.shards.values()].flatMap((shard) => [...shardTerms(shard), ...shardAliases(shard)]);
      const queries = [...words, ...words.map((word) => `${word}${word.at(-1)}`), 'bandra road', 'karol nagar', 'mg road', 'bengaluru'];
      for (const query of queries) {
        const plan = planQuery(query, shards.keys);
        expect(matchQuery(plan, memoryReader(filed), 20), query).toEqual(matchQuery(plan, memoryReader(shards), 20));
      }
    });
  }

  it('is what a search of files reads for a word its shard holds: emptied, the typo matches are gone', () => {
    const filed = asFiles(withNearLists(buildTermShards(ITEMS), { minWords: 0 }));
    const found = (terms: TermShards) =>
      matchQuery(planQuery('bandra', terms.keys), memoryReader(terms), 20).found.map(({ item, match }) => `${item[2]}:${match}`);
    // `Bendra` lies in the `be` shard: a typo in a key's letters is forgiven only through a likelier word.
    expect(found(filed)).toEqual(['Bandra East:prefix', 'Bandra West:prefix', 'Bandar Road:typo', 'Banndra:typo']);
    const emptied = new Map([...filed.shards].map(([key, shard]) => [key, { ...shard, near: [], nearEnds: shard.nearEnds!.map(() => 0) }]));
    expect(found({ ...filed, shards: emptied })).toEqual(['Bandra East:prefix', 'Bandra West:prefix']);
  });

  it('lists only the shards of many words: a smaller one is scanned', () => {
    const shards = buildTermShards(ITEMS);
    const words = (shard: TermShard) => shardTerms(shard).length + shardAliases(shard).length;
    const most = Math.max(...[...shards.shards.values()].map(words));
    const filed = withNearLists(shards, { minWords: most });
    for (const shard of filed.shards.values()) expect(shard.near !== undefined, `${shardTerms(shard)[0]}`).toBe(words(shard) >= most);
    expect(withNearLists(shards).shards.get('ba')?.near).toBeUndefined();
  });

  it('leaves shards in memory without them: their searches scan', () => {
    const shards = buildTermShards(ITEMS);
    expect([...shards.shards.values()].some((shard) => shard.near !== undefined)).toBe(false);
    expect(heldNear([...shards.shards.values()][0]!, 0)).toBeUndefined();
  });
});
