import { describe, expect, it } from 'vitest';
import { shardTerms } from './term-shard-reader.js';
import { buildTermShards, termShardKey, wordShardKeys } from './term-shards.js';

describe('termShardKey', () => {
  it('is the first two characters, one more per split key the word starts with', () => {
    expect(termShardKey('connaught', new Set())).toBe('co');
    expect(termShardKey('kanpur', new Set(['ka']))).toBe('kan');
    expect(termShardKey('kanpur', new Set(['ka', 'kan']))).toBe('kanp');
    expect(termShardKey('ka', new Set(['ka']))).toBe('ka');
    expect(termShardKey('k', new Set())).toBeNull();
  });

  it('never cuts a character outside the BMP in half, so every key can name a file', () => {
    const key = termShardKey('a\u{1D49C}b', new Set())!;
    expect(key).toBe('a\u{1D49C}');
    expect(() => encodeURIComponent(key)).not.toThrow();
  });
});

describe('buildTermShards', () => {
  it('splits a shard past its size into longer keys, and a word that is a split key reads every shard under it', () => {
    const names = ['Kanpur', 'Kandla', 'Karnal', 'Kanchipuram', 'Kanth', 'Koraput'];
    const { keys, shards } = buildTermShards(
      names.map((name, rank) => [rank, rank, name] as const),
      { maxBytes: 150 },
    );
    expect(keys.split).toEqual(expect.arrayContaining(['ka', 'kan']));
    expect([...shards.keys()]).toEqual(keys.keys);
    expect(wordShardKeys('kanpur', keys)).toEqual([termShardKey('kanpur', new Set(keys.split))]);
    const under = wordShardKeys('kan', keys);
    expect(under.length).toBeGreaterThan(1);
    expect(under.every((key) => key.startsWith('kan'))).toBe(true);
    expect(under.flatMap((key) => shardTerms(shards.get(key)!)).sort()).toEqual(['kanchipuram', 'kandla', 'kanpur', 'kanth']);
  });

  it('keeps whole a key of three letters or more that is a common term: that word reads one shard', () => {
    const names = ['Kanpur', 'Kandla', 'Karnal', 'Kanchipuram', 'Kanth', 'Kan', 'Kan Road', 'Kan Bazar', 'Old Kan', 'Koraput'];
    const { keys, shards } = buildTermShards(
      names.map((name, rank) => [rank, rank, name] as const),
      { maxBytes: 150 },
    );
    expect(keys.split).toContain('ka');
    expect(keys.split).not.toContain('kan');
    expect(wordShardKeys('kan', keys)).toEqual(['kan']);
    expect(shardTerms(shards.get('kan')!)).toEqual(['kan', 'kanchipuram', 'kandla', 'kanpur', 'kanth']);
    // A rare term is split as any other key (the first test's names with one `Kan`).
    const rare = buildTermShards(
      [...names.slice(0, 6), 'Koraput'].map((name, rank) => [rank, rank, name] as const),
      { maxBytes: 150 },
    );
    expect(rare.keys.split).toContain('kan');
  });

  it('refuses a name with a line break, which would shift every name after it', () => {
    expect(() => buildTermShards([[0, 0, 'Kanpur\nRoad']])).toThrow(/line break/);
  });
});
