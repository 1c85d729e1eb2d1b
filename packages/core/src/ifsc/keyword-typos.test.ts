import { describe, expect, it } from 'vitest';
import { keywordReadings, likeliestReading } from './keyword-typos.js';
import { buildWordIndex, searchWordIndex } from './word-index.js';

const source = {
  bankIndex: buildWordIndex(['State Bank of India']),
  stateIndex: buildWordIndex(['West Bengal', 'Karnataka']),
  districtIndex: buildWordIndex(['Kolkata']),
  branchIndex: buildWordIndex([
    'Connaught Place',
    'Connaught Circus',
    'Conaught Lane',
    'Kolkata Main',
    'Sector 12',
    'Sector1 Market',
    'Sector1 Road',
    'Chowk',
    'Chowk Bazar',
    'Chowki',
    'Chowki Road',
    'Chowk Road',
  ]),
};

describe('likeliestReading', () => {
  const held = (counts: number[]) => (at: number) => counts[at]!;
  it('takes the word within the typo budget, with the same first two letters and no digit, that the most names hold', () => {
    expect(likeliestReading('conaught', ['connaught', 'connaught1', 'konaught'], held([2, 9, 9]))).toBe('connaught');
    expect(likeliestReading('chowkk', ['chowk', 'chowki'], held([3, 2]))).toBe('chowk');
    expect(likeliestReading('chowkk', ['chowk', 'chowki'], held([2, 3]))).toBe('chowki');
  });
  it('takes the first in order among equals', () => {
    expect(likeliestReading('chowkk', ['chowk', 'chowki'], held([2, 2]))).toBe('chowk');
  });
  it('takes no word held by fewer than two names, and none that begins otherwise', () => {
    expect(likeliestReading('conaugt', ['conaught'], held([1]))).toBeNull();
    expect(likeliestReading('xonnaught', ['connaught'], held([5]))).toBeNull();
  });
});

describe('keywordReadings', () => {
  it('reads a word that starts no word as the likeliest district or branch word it may be a typo of', () => {
    // `conaught` is held by one branch name: a typo is not read as it.
    expect(keywordReadings(source, 'connaugt place')).toEqual(new Map([['connaugt', 'connaught']]));
    // A district and a branch name hold `kolkata`: two names.
    expect(keywordReadings(source, 'kolkatta main')).toEqual(new Map([['kolkatta', 'kolkata']]));
    // `chowk` is held by three names, `chowki` by two.
    expect(keywordReadings(source, 'chowkk')).toEqual(new Map([['chowkk', 'chowk']]));
  });
  it('reads no word that starts a word, is short, or holds a digit', () => {
    expect(keywordReadings(source, 'conaught place')).toEqual(new Map());
    expect(keywordReadings(source, 'plac conn sectr1')).toEqual(new Map());
  });
  it('reads a word with no word near it as nothing: the search then finds nothing', () => {
    const readings = keywordReadings(source, 'xonnaught place');
    expect(readings).toEqual(new Map([['xonnaught', null]]));
    expect(searchWordIndex(source.branchIndex, 'xonnaught place', 10, readings)).toEqual({ ids: [], total: 0 });
    // A state's name word is no reading: `karnataka` is in no district or branch name here.
    expect(keywordReadings(source, 'karnatka')).toEqual(new Map([['karnatka', null]]));
  });
  it('makes the word index find the names whose words its reading starts, in any order', () => {
    const readings = keywordReadings(source, 'place connaugt');
    expect(searchWordIndex(source.branchIndex, 'place connaugt', 10, readings)).toEqual({ ids: [0], total: 1 });
    expect(searchWordIndex(source.branchIndex, 'connaugt', 10, readings)).toEqual({ ids: [0, 1], total: 2 });
    // `chowk` starts `chowki`: read as typed.
    expect(searchWordIndex(source.branchIndex, 'chowkk road', 10, keywordReadings(source, 'chowkk road'))).toEqual({ ids: [10, 11], total: 2 });
  });
});
