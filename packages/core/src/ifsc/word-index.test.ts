import { describe, expect, it } from 'vitest';
import { buildWordIndex, searchWordIndex } from './word-index.js';

const names = ['Kolkata Main', 'New Kolkata', 'Delhi Main', 'Bank of Baroda', 'State Bank of India', 'Bandra (West)'];
const index = buildWordIndex(names);

describe('searchWordIndex', () => {
  it('matches whole-word prefixes in any letter case', () => {
    expect(searchWordIndex(index, 'KOL', 10)).toEqual([0, 1]);
    expect(searchWordIndex(index, 'ban', 10)).toEqual([3, 4, 5]);
    expect(searchWordIndex(index, 'west', 10)).toEqual([5]);
    expect(searchWordIndex(index, 'olkata', 10)).toEqual([]);
  });
  it('needs every query word, in any order', () => {
    expect(searchWordIndex(index, 'main kol', 10)).toEqual([0]);
    expect(searchWordIndex(index, 'kol main', 10)).toEqual([0]);
    expect(searchWordIndex(index, 'bank india', 10)).toEqual([4]);
    expect(searchWordIndex(index, 'bank xyz', 10)).toEqual([]);
  });
  it('respects the limit and returns ascending ids', () => {
    expect(searchWordIndex(index, 'ba', 2)).toEqual([3, 4]);
    expect(searchWordIndex(index, 'ba', 0)).toEqual([]);
    expect(searchWordIndex(index, '  ', 5)).toEqual([]);
  });
  it('keeps distinct sorted words with ascending postings', () => {
    expect(index.words).toEqual([...new Set(index.words)].sort());
    expect(Array.from(index.postings[index.words.indexOf('of')]!)).toEqual([3, 4]);
  });
});
