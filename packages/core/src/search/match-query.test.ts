import { describe, expect, it } from 'vitest';
import { typoBasesToRead, typoShardKeys } from './likelier-word.js';
import { matchQuery, planQuery } from './match-query.js';
import { buildTermShards, memoryReader, type SearchItem } from './term-shards.js';

/** Names in rank order: the rank is the position, the ref ten times it. */
const NAMES = ['Connaught Place', 'M.G.Road', 'Mahatma Gandhi Road', 'Bengaluru GPO', 'Ram Nagar', 'Nagar Ram Colony', 'Andheri East', 'Kanpur', 'Road Ram'];
const ITEMS: SearchItem[] = NAMES.map((name, rank) => [rank, rank * 10, name]);
const shards = buildTermShards(ITEMS);
const reader = memoryReader(shards);
const search = (query: string, limit = 10, skip?: (item: SearchItem) => boolean) => {
  const { total, found } = matchQuery(planQuery(query, shards.keys), reader, limit, { skip });
  return { total, found: found.map(({ item, match }) => `${item[2]}:${match}`) };
};

describe('matchQuery', () => {
  it('matches words in any order, exact names first, then by rank', () => {
    expect(search('ram nagar').found).toEqual(['Ram Nagar:exact', 'Nagar Ram Colony:prefix']);
    expect(search('nagar ram').found).toEqual(['Ram Nagar:exact', 'Nagar Ram Colony:prefix']);
  });

  it('ignores punctuation and spacing inside names, and finds abbreviations both ways', () => {
    expect(search('mg road').found).toEqual(['M.G.Road:exact', 'Mahatma Gandhi Road:alias']);
    expect(search('road m.g.').found).toEqual(['M.G.Road:exact', 'Mahatma Gandhi Road:alias']);
    expect(search('mahatma gandhi road').found).toEqual(['Mahatma Gandhi Road:exact', 'M.G.Road:alias']);
  });

  it('forgives a typo from five letters, and finds old place names', () => {
    expect(search('conaught').found).toEqual(['Connaught Place:typo']);
    expect(search('bangalore').found).toEqual(['Bengaluru GPO:alias']);
    expect(search('banglore').found).toEqual(['Bengaluru GPO:typo']);
    expect(search('andhri east').found).toEqual(['Andheri East:typo']);
    // A four-letter word is taken as typed.
    expect(search('andheri eest').found).toEqual([]);
    expect(search('andheri eas').found).toEqual(['Andheri East:prefix']);
  });

  it('takes words under three letters whole, and needs every word', () => {
    expect(search('ka').found).toEqual([]);
    expect(search('kan').found).toEqual(['Kanpur:prefix']);
    expect(search('ram kanpur').found).toEqual([]);
    expect(search('zzz').found).toEqual([]);
  });

  it('with whole words, matches no word by its start, but still through an alias or a typo', () => {
    const whole = (query: string) => matchQuery(planQuery(query, shards.keys, { wholeWords: true }), reader, 10).found.map(({ item }) => item[2]);
    expect(whole('kan')).toEqual([]);
    expect(whole('kanpur')).toEqual(['Kanpur']);
    expect(whole('andheri eas')).toEqual([]);
    expect(whole('east andhri')).toEqual(['Andheri East']);
    expect(whole('bangalore')).toEqual(['Bengaluru GPO']);
    expect(whole('road m g')).toEqual(['M.G.Road', 'Mahatma Gandhi Road']);
    expect(whole('ram')).toEqual(['Ram Nagar', 'Nagar Ram Colony', 'Road Ram']);
    expect(whole('mahatma g road')).toEqual([]);
  });

  it('calls exact only a name that is the query, not one whose place matched the query exactly', () => {
    const placed = buildTermShards(
      [
        [0, 0, 'Anekal'],
        [1, 1, 'Bangalore'],
      ],
      { placeOf: () => 'Bangalore Urban' },
    );
    const found = matchQuery(planQuery('bangalore', placed.keys), memoryReader(placed), 10).found.map(({ item, match }) => `${item[2]}:${match}`);
    expect(found).toEqual(['Bangalore:exact', 'Anekal:prefix']);
  });

  it('calls exact a name whatever comes before its first word, whatever its case, and whatever it writes in another script', () => {
    const names = ['(Bangalore)', 'bangalore', 'Bangalore 2', 'Bängalore', 'Ébangalore', '2 Bangalore', 'B.G. Road', 'Road B G'];
    const placed = buildTermShards(
      names.map((name, rank): SearchItem => [rank, rank, name]),
      { placeOf: () => 'Bangalore Bg' },
    );
    const kinds = (query: string) => matchQuery(planQuery(query, placed.keys), memoryReader(placed), 10).found.map(({ item, match }) => `${item[2]}:${match}`);
    expect(kinds('bangalore').slice(0, 2)).toEqual(['(Bangalore):exact', 'bangalore:exact']);
    expect(kinds('bangalore').filter((found) => found.endsWith(':exact'))).toHaveLength(2);
    expect(kinds('2 bangalore').filter((found) => found.endsWith(':exact'))).toEqual(['Bangalore 2:exact', '2 Bangalore:exact']);
    expect(kinds('bg road').filter((found) => found.endsWith(':exact'))).toEqual(['B.G. Road:exact', 'Road B G:exact']);
  });

  it('lists tier 0 before tier 1 within each match kind, by rank within a tier', () => {
    const tiered = (query: string) =>
      matchQuery(planQuery(query, shards.keys), reader, 10, { tier: (item) => (item[2].includes('Colony') ? 0 : 1) }).found.map(
        ({ item, match }) => `${item[2]}:${match}`,
      );
    expect(tiered('ram')).toEqual(['Nagar Ram Colony:prefix', 'Ram Nagar:prefix', 'Road Ram:prefix']);
    expect(tiered('ram nagar')).toEqual(['Ram Nagar:exact', 'Nagar Ram Colony:prefix']);
  });

  it('counts every match past the limit, less those skipped', () => {
    expect(search('ram', 1)).toEqual({ total: 3, found: ['Ram Nagar:prefix'] });
    expect(search('ram', 10, (item) => item[2].startsWith('Ram')).found).toEqual(['Nagar Ram Colony:prefix', 'Road Ram:prefix']);
  });

  it('refuses a shard of another format', () => {
    const old = { ...shards.shards.get('co')!, version: 0 } as unknown as ReturnType<typeof shards.shards.get>;
    expect(() => matchQuery(planQuery('connaught', shards.keys), { ...reader, shardOf: () => old }, 10)).toThrow(/term shards/);
    expect(() => matchQuery(planQuery('connaught', shards.keys), { ...reader, keys: { ...shards.keys, version: 1 } as never }, 10)).toThrow(/term shards/);
  });

  it('answers the same when a large shard is split into longer keys, typos included', () => {
    const sizes = [...shards.shards].map(([key, shard]) => [key, JSON.stringify(shard).length] as const).sort((a, b) => b[1] - a[1]);
    const [largest, bytes] = sizes[0]!;
    const split = buildTermShards(ITEMS, { maxBytes: bytes - 1 });
    expect(split.keys.split).toContain(largest);
    const splitReader = memoryReader(split);
    const same = (query: string) =>
      expect(matchQuery(planQuery(query, split.keys), splitReader, 10), query).toEqual(matchQuery(planQuery(query, shards.keys), reader, 10));
    // Whole words, prefixes and aliases: the same everywhere.
    for (const query of ['ram', 'ram nagar', 'road mg', 'bangalore', 'nagar', 'ma', 'kan', 'andheri eas', 'connaugh', 'rly']) same(query);
    // Typos: the same where the word's first letters are not a split key (beyond a word's
    // shards, only a word two names or more hold is read: the next tests).
    for (const query of ['conaught', 'andhri east', 'banglore', 'nagr ram', 'mahatama gandhi']) if (!split.keys.split.includes(query.slice(0, 2))) same(query);
  });

  it('reads only its own key’s shard for a word matched whole without typos, however deep its key is split, and answers the same', () => {
    const items: SearchItem[] = ['Ka Nagar', 'Kanpur', 'Kaki Nada', 'Kakori', 'Kakdwip', 'Kak', 'Ram Ka'].map((name, rank) => [rank, rank, name]);
    const split = buildTermShards(items, { maxBytes: 1 });
    expect(split.keys.split).toEqual(expect.arrayContaining(['ka', 'kak']));
    const unsplit = buildTermShards(items);
    const cases = [
      // Under three letters a word is whole in any query; from three, only given to the name lookup (`wholeWords`).
      ['ka', false, ['ka']],
      ['ka nagar', false, ['ka']],
      ['ram ka', true, ['ka']],
      ['kak', true, ['kak']],
    ] as const;
    for (const [query, wholeWords, own] of cases) {
      const plan = planQuery(query, split.keys, { wholeWords });
      expect(
        plan.shardKeys.filter((key) => key.startsWith('ka')),
        query,
      ).toEqual([...own]);
      const found = matchQuery(plan, memoryReader(split), 10);
      expect(found.total, query).toBeGreaterThan(0);
      expect(found, query).toEqual(matchQuery(planQuery(query, unsplit.keys, { wholeWords }), memoryReader(unsplit), 10));
    }
    // A prefix query reads every shard of what it starts.
    expect(planQuery('kak', split.keys).shardKeys.length).toBeGreaterThan(1);
  });

  it('counts a name that lies in several of a word’s shards once, at its best kind in any of them', () => {
    const names = ['Kakori Kakdwip', 'Kak Kakori', 'Kakdwip', 'Ram Kakori', 'Kakori Ram Kak'];
    const items = names.map((name, rank): SearchItem => [rank, rank, name]);
    const split = buildTermShards(items, { maxBytes: 1 });
    const unsplit = buildTermShards(items);
    for (const query of ['kak', 'kakori kak', 'ram kak', 'kak ram']) {
      const plan = planQuery(query, split.keys);
      expect(plan.shardKeys.length, query).toBeGreaterThan(1);
      const found = matchQuery(plan, memoryReader(split), 10);
      expect(found, query).toEqual(matchQuery(planQuery(query, unsplit.keys), memoryReader(unsplit), 10));
      expect(new Set(found.found.map(({ item }) => item[0])).size, query).toBe(found.total);
    }
    // `Kak Kakori` holds `kak` whole in one shard and as a start in another: the whole word makes it the query's name.
    expect(matchQuery(planQuery('kakori kak', split.keys), memoryReader(split), 10).found.map(({ item, match }) => `${item[2]}:${match}`)).toEqual([
      'Kak Kakori:exact',
      'Kakori Kakdwip:prefix',
      'Ram Kakori:prefix',
      'Kakori Ram Kak:prefix',
    ]);
  });

  it('answers typos the same when every key is split, where the word they stand for is held by two names or more', () => {
    const names = [
      'Connaught Place',
      'Connaught Circus',
      'Bengaluru GPO',
      'Bengaluru City',
      'Andheri East',
      'Andheri West',
      'Gandhi Nagar',
      'Mahatma Gandhi Road',
    ];
    const items = names.map((name, rank): SearchItem => [rank, rank, name]);
    const whole = memoryReader(buildTermShards(items));
    const split = buildTermShards(items, { maxBytes: 1 });
    const splitReader = memoryReader(split);
    for (const query of ['conaught', 'banglore', 'andhri', 'andhery west', 'gandi nagar', 'conaught place']) {
      expect(matchQuery(planQuery(query, split.keys), splitReader, 10), query).toEqual(matchQuery(planQuery(query, whole.keys), whole, 10));
      expect(matchQuery(planQuery(query, split.keys), splitReader, 10).total, query).toBeGreaterThan(0);
    }
  });

  it('forgives a typo in the letters of a split key: the split base key’s typo terms name the likelier word’s shard', () => {
    // Every key split as far as its words go: `banglore` and `bengaluru`'s alias `bangalore` lie in different shards.
    const split = buildTermShards([...ITEMS, [ITEMS.length, ITEMS.length * 10, 'Bengaluru City']], { maxBytes: 1 });
    const splitReader = memoryReader(split);
    expect(split.keys.split).toContain('ba');
    expect(split.typos.get('ba')?.byLength['9']).toEqual(['bangalore bangaluru', '2 2']);
    const plan = planQuery('banglore', split.keys);
    expect(typoBasesToRead(plan.words, splitReader)).toEqual(['ba']);
    const extra = typoShardKeys(plan, splitReader);
    expect(extra).toEqual(['bangalore']);
    expect(plan.shardKeys).not.toContain('bangalore');
    expect(matchQuery(plan, splitReader, 10).found.map(({ item, match }) => `${item[2]}:${match}`)).toEqual(['Bengaluru GPO:typo', 'Bengaluru City:typo']);
    // A typo in the first two letters is not forgiven, split or not; a short word needs no typo terms.
    expect(typoBasesToRead(['bnagalore', 'ban'], splitReader)).toEqual([]);
    // Nor does a word that more names hold than any under its base.
    expect(split.keys.likely.ba).toBe(2);
    expect(typoBasesToRead(['bangalore'], splitReader)).toEqual([]);
    expect(() => matchQuery(plan, { ...splitReader, typosOf: () => undefined }, 10)).toThrow(/no typo terms/);
  });
});
