import { describe, expect, it } from 'vitest';
import { withLikelierKeys } from './likelier-keys.js';
import { likeliestTerm, likelierKey, typoShardKeys } from './likelier-word.js';
import { matchQuery, planQuery } from './match-query.js';
import { shardAliases, shardTerms } from './term-shard-reader.js';
import { buildTermShards, memoryReader, type SearchItem } from './term-shards.js';

describe('the likelier word', () => {
  it('reads beyond a word’s own shards only the likeliest word it may be a typo of, and only when more names hold it', () => {
    const names = ['Bandra East', 'Bandra West', 'Bandra Kurla', 'Bendra', 'Bandar Road', 'Banndra', 'Bandira'];
    const split = buildTermShards(
      names.map((name, rank): SearchItem => [rank, rank, name]),
      { maxBytes: 1 },
    );
    const splitReader = memoryReader(split);
    const found = (query: string) => matchQuery(planQuery(query, split.keys), splitReader, 10).found.map(({ item }) => item[2]);
    // `banndra` (one name) is read as `bandra` (three) too.
    expect(typoShardKeys(planQuery('banndra', split.keys), splitReader)).toEqual(['bandra']);
    expect(found('banndra')).toEqual(['Banndra', 'Bandra East', 'Bandra West', 'Bandra Kurla']);
    // `bandra` is held by more names than any word near it elsewhere: its own shard alone.
    expect(typoShardKeys(planQuery('bandra', split.keys), splitReader)).toEqual([]);
    // A word one name holds is no likely word: `bandiro` is not read as `bandira`.
    expect(split.typos.get('ba')?.byLength['7']?.[0] ?? '').not.toContain('bandira');
    expect(found('bandiro')).toEqual([]);
  });

  it('is written into each shard for its words as the typo terms give it, so that a reader of files scans none', () => {
    const names = ['Bandra East', 'Bandra West', 'Bandra Kurla', 'Bendra', 'Bandar Road', 'Banndra', 'Bandira', 'Bangalore Road', 'Bangalre', 'Banglore Nagar'];
    const split = buildTermShards(
      names.map((name, rank): SearchItem => [rank, rank, name]),
      { maxBytes: 1 },
    );
    const written = withLikelierKeys(split);
    const words = [...split.shards.values()].flatMap((shard) => [...shardTerms(shard), ...shardAliases(shard)]);
    expect(Object.values(written.shards.get('banndra')!.likelier!)).toEqual(['bandra']);
    // Every word, and each with a letter doubled (a typo no shard holds), alike through either reader.
    for (const word of [...words, ...words.map((held) => `${held}${held.at(-1)}`)]) {
      expect(likelierKey(word, memoryReader(written)), word).toBe(likelierKey(word, memoryReader(split)));
    }
  });
});

describe('the likeliest term', () => {
  const names = [
    'Bandra East',
    'Bandra West',
    'Bandra Kurla',
    'Bendra',
    'Bandar Road',
    'Bandar Main',
    'Banndra',
    'Bandira',
    'Bangalore Road',
    'Bangalore Main',
  ];
  const items = names.map((name, rank): SearchItem => [rank, rank, name]);
  const whole = memoryReader(buildTermShards(items));
  const split = memoryReader(buildTermShards(items, { maxBytes: 1 }));

  it('is the word near a typo that the most names hold, two or more, from the typo terms or the one shard alike', () => {
    for (const reader of [whole, split]) {
      expect(likeliestTerm('bandrq', [reader])).toBe('bandra');
      // `bandar` and `bandra` are both one edit from `bandrr`: the one more names hold (three, and two).
      expect(likeliestTerm('bandrr', [reader])).toBe('bandra');
      expect(likeliestTerm('bandarr', [reader])).toBe('bandar');
      expect(likeliestTerm('bangalre', [reader])).toBe('bangalore');
      // `bandira` is one name's: no likely word.
      expect(likeliestTerm('bandirq', [reader])).toBeNull();
      // No typo in a word of four letters, nor one that begins otherwise.
      expect(likeliestTerm('band', [reader])).toBeNull();
      expect(likeliestTerm('vandra', [reader])).toBeNull();
    }
    expect(likeliestTerm('bandrq', [])).toBeNull();
  });

  it('takes the first in order among words held alike, and counts a name holding a word and its alias once', () => {
    const even = ['Bandra East', 'Bandra West', 'Bandar Road', 'Bandar Main', 'Bangalore Bengaluru Road'].map((name, rank): SearchItem => [rank, rank, name]);
    for (const reader of [memoryReader(buildTermShards(even)), memoryReader(buildTermShards(even, { maxBytes: 1 }))]) {
      // `bandar` and `bandra`, two names each, are both one edit from `bandrr`.
      expect(likeliestTerm('bandrr', [reader])).toBe('bandar');
      // One name holds `bangalore`, as itself and through the alias of `bengaluru`: no likely word.
      expect(likeliestTerm('banglore', [reader])).toBeNull();
    }
    // Two names hold `bangalore` through the alias of `bengaluru` alone.
    const aliased = ['Bengaluru One', 'Bengaluru Two'].map((name, rank): SearchItem => [rank, rank, name]);
    for (const shards of [buildTermShards(aliased), buildTermShards(aliased, { maxBytes: 1 })]) {
      expect(likeliestTerm('banglore', [memoryReader(shards)])).toBe('bangalore');
    }
  });
});
