import { describe, expect, it } from 'vitest';
import { namesHolding, postingCount, shardAliases, shardItems, shardTerms } from './term-shard-reader.js';
import { buildTermShards, type SearchItem } from './term-shards.js';

const items: SearchItem[] = [
  [4, 400, 'Mahatma Gandhi Road'],
  [1, 100, 'Malad West'],
  [9, 900, 'Madanpur'],
];
const shard = buildTermShards(items).shards.get('ma')!;

describe('term shard reader', () => {
  it('gives the terms and alias terms in code unit order, and each term its holders', () => {
    expect(shardTerms(shard)).toEqual(['madanpur', 'mahatma', 'malad']);
    expect(shardTerms(shard)).toBe(shardTerms(shard));
    const mahatma = shardTerms(shard).indexOf('mahatma');
    // Positions by rank: Malad West (1), Mahatma Gandhi Road (4), Madanpur (9); each term's postings end where `ends` says.
    expect(shard.postings.slice(shard.ends[mahatma - 1], shard.ends[mahatma])).toEqual([1]);
    expect(shardTerms(shard).map((_, i) => postingCount(shard.ends, i))).toEqual([1, 1, 1]);
    const mg = buildTermShards(items).shards.get('mg')!;
    expect(shardAliases(mg)).toEqual(['mg']);
    expect(shardTerms(mg)).toEqual([]);
  });

  it('counts the names that hold a term as a word or through an alias, each once', () => {
    const mg = buildTermShards([...items, [5, 500, 'MG Road'], [6, 600, 'M G Road Mahatma Gandhi Marg']]).shards.get('mg')!;
    // `MG Road` writes `mg`; the other two are `mg` through their alias of `mahatma gandhi`, the last both ways.
    expect(namesHolding(mg, 'mg')).toBe(3);
    expect(namesHolding(shard, 'malad')).toBe(1);
    expect(namesHolding(shard, 'mumbai')).toBe(0);
  });

  it('gives each item as [rank, ref, name], in rank order', () => {
    expect(shard.ranks).toEqual([1, 4, 9]);
    expect([0, 1, 2].map(shardItems(shard))).toEqual([
      [1, 100, 'Malad West'],
      [4, 400, 'Mahatma Gandhi Road'],
      [9, 900, 'Madanpur'],
    ]);
  });

  it('reads a shard as its file holds it (JSON)', () => {
    const read = JSON.parse(JSON.stringify(shard));
    expect(shardTerms(read)).toEqual(shardTerms(shard));
    expect(shardItems(read)(2)).toEqual(shardItems(shard)(2));
  });

  it('reads an empty name back as empty: a branch without a name is found by its town', () => {
    const placed = buildTermShards([[0, 5, '']], { placeOf: () => 'Kanpur' }).shards.get('ka')!;
    expect(shardItems(JSON.parse(JSON.stringify(placed)))(0)).toEqual([0, 5, '']);
    expect(shardItems(placed)(0)).toEqual([0, 5, '']);
  });
});
