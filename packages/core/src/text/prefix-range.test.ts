import { describe, expect, it } from 'vitest';
import { exactRange, sortedPrefixRange, startsAnyWord } from './prefix-range.js';

const WORDS = ['ba', 'bank', 'banker', 'baroda', 'delhi'];

describe('prefix ranges', () => {
  it('finds the items that start with a prefix', () => {
    expect(sortedPrefixRange(WORDS.length, (i) => WORDS[i]!, 'ban')).toEqual([1, 3]);
    expect(sortedPrefixRange(WORDS.length, (i) => WORDS[i]!, 'x')).toEqual([5, 5]);
  });

  it('finds the one item that is a word, or an empty range where it would be', () => {
    expect(exactRange(WORDS, 'bank')).toEqual([1, 2]);
    expect(exactRange(WORDS, 'ban')).toEqual([1, 1]);
    expect(exactRange(WORDS, 'zz')).toEqual([5, 5]);
  });
});

describe('startsAnyWord', () => {
  it('tells whether a word starts a word of a sorted list', () => {
    expect(startsAnyWord(['connaught', 'place'], 'con')).toBe(true);
    expect(startsAnyWord(['connaught', 'place'], 'conx')).toBe(false);
  });
});
