import { describe, expect, it } from 'vitest';
import { matchQuery, planQuery } from './match-query.js';
import { withLikelierKeys } from './likelier-keys.js';
import { readAhead } from './read-ahead.js';
import { buildTermShards, memoryReader, type SearchItem, type TermShard, type TypoTerms } from './term-shards.js';

const NAMES = ['Connaught Place', 'Bengaluru GPO', 'Bengaluru City', 'Banglore Road', 'Bandra West', 'Bangur Avenue', 'Andheri East'];
const ITEMS: SearchItem[] = NAMES.map((name, rank) => [rank, rank * 10, name]);
// Every key split as far as its words go, so that a word and the words it may be a typo of lie in different shards.
const shards = buildTermShards(ITEMS, { maxBytes: 1 });

/** The shards as files (as they are written: with each word's likelier key, or `terms` as given), each read counted. */
function files(terms = JSON.parse(JSON.stringify({ shards: [...withLikelierKeys(shards).shards], typos: [...shards.typos] }))) {
  const written = { shards: new Map<string, TermShard>(terms.shards), typos: new Map<string, TypoTerms>(terms.typos) };
  const read: string[] = [];
  return {
    read,
    files: {
      shard: async (key: string) => {
        read.push(key);
        return written.shards.get(key) ?? null;
      },
      typos: async (base: string) => {
        read.push(`typos ${base}`);
        return written.typos.get(base) ?? null;
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

  it('reads no typo terms for a word spelled as a shard holds it: the shard names its likelier word', async () => {
    // `banglore` is one name's word (Banglore Road); the alias `bangalore` (Bengaluru's) is held by two.
    const { read, files: reading } = files();
    const plan = planQuery('banglore', shards.keys);
    const reader = await readAhead(shards.keys, plan, reading);
    expect(read.filter((file) => file.startsWith('typos'))).toEqual([]);
    expect(read).toContain('bangalore');
    expect(matchQuery(plan, reader, 10)).toEqual(matchQuery(plan, memoryReader(shards), 10));
    // Shards written without their likelier words: the typo terms are read and scanned.
    const plain = files(JSON.parse(JSON.stringify({ shards: [...shards.shards], typos: [...shards.typos] })));
    await readAhead(shards.keys, plan, plain.files);
    expect(plain.read).toContain('typos ba');
    expect(plain.read).toContain('bangalore');
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
