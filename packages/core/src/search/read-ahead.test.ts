import { describe, expect, it } from 'vitest';
import { matchQuery, planQuery } from './match-query.js';
import { readAhead } from './read-ahead.js';
import { buildTermShards, memoryReader, type SearchItem } from './term-shards.js';

const NAMES = ['Connaught Place', 'Bengaluru GPO', 'Bengaluru City', 'Banglore Road', 'Bandra West', 'Bangur Avenue', 'Andheri East'];
const ITEMS: SearchItem[] = NAMES.map((name, rank) => [rank, rank * 10, name]);
// Every key split as far as its words go, so that a word and the words it may be a typo of lie in different shards.
const shards = buildTermShards(ITEMS, { maxBytes: 1 });

/** The shards as files, each read counted. */
function files() {
  const read: string[] = [];
  return {
    read,
    files: {
      shard: async (key: string) => {
        read.push(key);
        return shards.shards.get(key) ?? null;
      },
      typos: async (base: string) => {
        read.push(`typos ${base}`);
        return shards.typos.get(base) ?? null;
      },
    },
  };
}

describe('readAhead', () => {
  it('reads a plan’s shards, its split keys’ typo terms, then the shards of the words its words may be typos of', async () => {
    const { read, files: reading } = files();
    const plan = planQuery('bangalre', shards.keys);
    const reader = await readAhead(shards.keys, plan, reading);
    expect(read).toContain('typos ba');
    expect(read).toContain('bangalore');
    expect(read).not.toContain('bandra');
    expect(matchQuery(plan, reader, 10)).toEqual(matchQuery(plan, memoryReader(shards), 10));
    expect(matchQuery(plan, reader, 10).found.map(({ item, match }) => `${item[2]}:${match}`)).toEqual(['Bengaluru GPO:typo', 'Bengaluru City:typo']);
  });

  it('reads no typo terms for a word that no word under its beginning is likelier than', async () => {
    const { read, files: reading } = files();
    await readAhead(shards.keys, planQuery('bengaluru', shards.keys), reading);
    expect(read.filter((file) => file.startsWith('typos'))).toEqual([]);
  });

  it('answers as the shards in memory do, for words, prefixes, aliases and typos', async () => {
    for (const query of ['banglore', 'bangalore road', 'bandra', 'ban', 'andhri east', 'connaught', 'bangur avenu']) {
      const plan = planQuery(query, shards.keys);
      const reader = await readAhead(shards.keys, plan, files().files);
      expect(matchQuery(plan, reader, 10), query).toEqual(matchQuery(plan, memoryReader(shards), 10));
    }
  });

  it('refuses a build whose split key has no typo terms', async () => {
    const plan = planQuery('bangalre', shards.keys);
    await expect(readAhead(shards.keys, plan, { ...files().files, typos: async () => null })).rejects.toThrow(/no typo terms/);
  });
});
