import { describe, expect, it } from 'vitest';
import { keywordReadings, startsAnyWord, typoReadings } from './keyword-typos.js';
import { buildWordIndex, searchWordIndex } from './word-index.js';

const source = {
  bankIndex: buildWordIndex(['State Bank of India']),
  stateIndex: buildWordIndex(['West Bengal', 'Karnataka']),
  districtIndex: buildWordIndex(['Kolkata']),
  branchIndex: buildWordIndex(['Connaught Place', 'Connaught Circus', 'Conaught Lane', 'Kolkata Main', 'Sector 12', 'Sector1 Market']),
};

describe('typoReadings', () => {
  it('keeps the words within the typo budget that begin with the same two letters and hold no digit', () => {
    expect(typoReadings('conaught', ['connaught', 'connaught1', 'konaught'])).toEqual(['connaught']);
    expect(typoReadings('sectorr', ['sector', 'sector1'])).toEqual(['sector']);
    expect(typoReadings('xonnaught', ['connaught'])).toEqual([]);
  });
  it('keeps only the words `keep` keeps, by their place in the list', () => {
    expect(typoReadings('placee', ['place', 'placed'])).toEqual(['place', 'placed']);
    expect(typoReadings('placee', ['place', 'placed'], (at) => at === 1)).toEqual(['placed']);
  });
});

describe('startsAnyWord', () => {
  it('tells whether a word starts a word of a sorted list', () => {
    expect(startsAnyWord(['connaught', 'place'], 'con')).toBe(true);
    expect(startsAnyWord(['connaught', 'place'], 'conx')).toBe(false);
  });
});

describe('keywordReadings', () => {
  it('reads a word that starts no word as the words it may be a typo of: bank and state words, and district and branch words two names hold', () => {
    // `conaught` is held by one branch name: a typo is not read as it.
    expect(keywordReadings(source, 'connaugt place')).toEqual(new Map([['connaugt', ['connaught']]]));
    expect(keywordReadings(source, 'karnatka')).toEqual(new Map([['karnatka', ['karnataka']]]));
    // A district and a branch name hold `kolkata`: two names.
    expect(keywordReadings(source, 'kolkatta main')).toEqual(new Map([['kolkatta', ['kolkata']]]));
  });
  it('reads no word that starts a word, is short, or holds a digit', () => {
    expect(keywordReadings(source, 'conaught place')).toEqual(new Map());
    expect(keywordReadings(source, 'plac conn sectr1')).toEqual(new Map());
  });
  it('reads a word with no word near it as nothing: the search then finds nothing', () => {
    const readings = keywordReadings(source, 'xonnaught place');
    expect(readings).toEqual(new Map([['xonnaught', []]]));
    expect(searchWordIndex(source.branchIndex, 'xonnaught place', 10, readings)).toEqual({ ids: [], total: 0 });
  });
  it('makes the word index find the names holding a word a typo is read as, in any order', () => {
    const readings = keywordReadings(source, 'place connaugt');
    expect(searchWordIndex(source.branchIndex, 'place connaugt', 10, readings)).toEqual({ ids: [0], total: 1 });
    expect(searchWordIndex(source.branchIndex, 'connaugt', 10, readings)).toEqual({ ids: [0, 1], total: 2 });
  });
});
