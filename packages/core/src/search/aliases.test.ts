import { describe, expect, it } from 'vitest';
import { ALIAS_GROUPS, aliasMemberWords, aliasWords } from './aliases.js';
import { searchWords } from './search-words.js';

describe('aliasWords', () => {
  it('finds a name by the other spellings of each phrase it holds', () => {
    expect(aliasWords(['mahatma', 'gandhi', 'road']).sort()).toEqual(['mg', 'rd']);
    expect(aliasWords(['mg', 'road']).sort()).toEqual(['gandhi', 'mahatma', 'rd']);
    expect(aliasWords(['bengaluru', 'gpo']).sort()).toEqual(['bangalore', 'bangaluru']);
    expect(aliasWords(['mahatma', 'nagar'])).toEqual(['ngr']);
  });

  it('gives none of the name’s own words', () => {
    expect(aliasWords(['bombay', 'mumbai'])).toEqual([]);
  });

  it('lists every word of every member, and no other', () => {
    const words = aliasMemberWords();
    for (const word of ['bombay', 'mumbai', 'mg', 'mahatma', 'gandhi', 'rly']) expect(words.has(word), word).toBe(true);
    for (const word of ['gpo', 'bengal', 'delhi']) expect(words.has(word), word).toBe(false);
    // Each word the alias lookup can give is one of them.
    for (const group of ALIAS_GROUPS) for (const member of group) for (const word of aliasWords(member.split(' '))) expect(words.has(word)).toBe(true);
  });

  it('has groups of distinct phrases already in search form', () => {
    for (const group of ALIAS_GROUPS) {
      expect(new Set(group).size).toBe(group.length);
      for (const member of group) expect(searchWords(member).join(' '), member).toBe(member);
    }
  });
});
