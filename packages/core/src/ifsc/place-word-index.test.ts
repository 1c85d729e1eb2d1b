import { describe, expect, it } from 'vitest';
import { placeWordIndex } from './place-word-index.js';
import { searchWordIndex } from './word-index.js';

const index = placeWordIndex(['Bengaluru Urban', 'Bengaluru Rural', 'Mumbai Suburban', 'Mumbai', 'Odisha', 'Pune']);

describe('placeWordIndex', () => {
  it('finds a place by its old name, whole or begun', () => {
    expect(searchWordIndex(index, 'bangalore', 10)).toEqual({ ids: [0, 1], total: 2 });
    expect(searchWordIndex(index, 'bomb', 10).ids).toEqual([2, 3]);

    expect(searchWordIndex(index, 'poona', 10).ids).toEqual([5]);
  });
  it('checks the other words of a query against the old names too', () => {
    expect(searchWordIndex(index, 'urban bangalore', 10).ids).toEqual([0]);
    expect(searchWordIndex(index, 'bombay sub', 10).ids).toEqual([2]);
    expect(searchWordIndex(index, 'bangalore suburban', 10).ids).toEqual([]);
  });
  it('still finds a place by its own words, and nothing by a word no name gives', () => {
    expect(searchWordIndex(index, 'bengaluru', 10).ids).toEqual([0, 1]);
    expect(searchWordIndex(index, 'calcutta', 10).ids).toEqual([]);
  });
});
