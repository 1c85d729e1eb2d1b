import { describe, expect, it } from 'vitest';
import { buildWordIndex, searchWordIndex } from './word-index.js';

const names = ['Kolkata Main', 'New Kolkata', 'Delhi Main', 'Bank of Baroda', 'State Bank of India', 'Bandra (West)'];
const index = buildWordIndex(names);

describe('searchWordIndex', () => {
  it('matches whole-word prefixes in any letter case', () => {
    expect(searchWordIndex(index, 'KOL', 10).ids).toEqual([0, 1]);
    expect(searchWordIndex(index, 'ban', 10).ids).toEqual([3, 4, 5]);
    expect(searchWordIndex(index, 'west', 10).ids).toEqual([5]);
    expect(searchWordIndex(index, 'olkata', 10).ids).toEqual([]);
  });
  it('needs every query word, in any order', () => {
    expect(searchWordIndex(index, 'main kol', 10).ids).toEqual([0]);
    expect(searchWordIndex(index, 'kol main', 10).ids).toEqual([0]);
    expect(searchWordIndex(index, 'bank india', 10).ids).toEqual([4]);
    expect(searchWordIndex(index, 'bank xyz', 10).ids).toEqual([]);
  });
  it('respects the limit and returns ascending ids', () => {
    expect(searchWordIndex(index, 'ba', 2).ids).toEqual([3, 4]);
    expect(searchWordIndex(index, 'ba', 0).ids).toEqual([]);
    expect(searchWordIndex(index, 'ba', 0).total).toBe(3);
    expect(searchWordIndex(index, 'ba', 2)).toEqual({ ids: [3, 4], total: 3 });
    expect(searchWordIndex(index, 'bank india', 0).total).toBe(1);
    expect(searchWordIndex(index, '  ', 5).ids).toEqual([]);
  });
  it('keeps distinct sorted words with ascending postings', () => {
    expect(index.words).toEqual([...new Set(index.words)].sort());
    expect(Array.from(index.postings[index.words.indexOf('of')]!)).toEqual([3, 4]);
  });
});

describe('searchWordIndex words', () => {
  it('takes a run of single letters as one word, in the names and the query', () => {
    const roads = buildWordIndex(['M.G. Road', 'MG Road', 'M G ROAD', 'Mahatma Gandhi Road']);
    expect(searchWordIndex(roads, 'mg road', 10).ids).toEqual([0, 1, 2]);
    expect(searchWordIndex(roads, 'm g road', 10).ids).toEqual([0, 1, 2]);
    expect(searchWordIndex(roads, 'm', 10).ids).toEqual([0, 1, 2, 3]);
  });
  it('searches a word that readings read otherwise as the word it is read as: the start of a word', () => {
    expect(searchWordIndex(index, 'kolkatta', 10, new Map([['kolkatta', 'kolkata']])).ids).toEqual([0, 1]);
    expect(searchWordIndex(index, 'main kolkatta', 10, new Map([['kolkatta', 'kolkata']])).ids).toEqual([0]);
    expect(searchWordIndex(index, 'kolkatta', 10, new Map([['kolkatta', 'kol']])).ids).toEqual([0, 1]);
    // Read as none: nothing matches.
    expect(searchWordIndex(index, 'main kolkatta', 10, new Map([['kolkatta', null]]))).toEqual({ ids: [], total: 0 });
  });
});
