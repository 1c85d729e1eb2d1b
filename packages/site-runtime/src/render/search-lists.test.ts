import { describe, expect, it } from 'vitest';
import { readSearchLists, type SearchLists, searchListsFile } from './search-lists.js';

const lists: SearchLists = {
  bankCodes: ['HDFC', 'SBIN'],
  bankWords: { words: ['bank', 'hdfc', 'india', 'of', 'state'], banks: [[0, 1], [0], [1], [1], [1]] },
  states: [{ name: 'Delhi', slug: 'delhi', url: 'https://x.dev/ifsc/state/delhi/' } as never],
  keys: ['ba', 'mai', 'mar', 'é1'],
  split: ['ma'],
  districts: 3,
  branches: 7,
  districtWords: { words: ['central', 'delhi', 'new'], districts: [[0], [0, 1, 1], [1]] },
  stateWords: { words: ['delhi'], states: [[0]] },
};

/** A list of words with its ids as arrays. */
const plainWords = (list: object) => Object.fromEntries(Object.entries(list).map(([key, value]) => [key, key === 'words' ? value : value.slice()]));

/** The lists as plain values, their getters read and their id lists as arrays. */
const plain = (read: SearchLists) => ({
  ...read,
  ...Object.fromEntries(Object.keys(lists).map((key) => [key, read[key as keyof SearchLists]])),
  bankWords: plainWords(read.bankWords),
  districtWords: plainWords(read.districtWords),
  stateWords: plainWords(read.stateWords),
});

describe('the lists file', () => {
  it('stores each list of words as one string, and reads them back as they were', () => {
    const file = searchListsFile(lists);
    expect(file.keys).toBe('ba mai mar é1');
    expect(file.districtWords).toEqual({ words: 'central delhi new', districts: '0;0,1,1;1' });
    expect(plain(readSearchLists(JSON.parse(JSON.stringify(file)), 'lists.json'))).toEqual(lists);
  });

  it('reads empty lists as empty', () => {
    const empty: SearchLists = {
      ...lists,
      bankCodes: [],
      bankWords: { words: [], banks: [] },
      keys: [],
      split: [],
      districtWords: { words: [], districts: [] },
      stateWords: { words: [], states: [] },
    };
    expect(plain(readSearchLists(searchListsFile(empty), 'lists.json'))).toEqual(empty);
  });

  it('splits the ids of the words asked for, and no others', () => {
    const read = readSearchLists(searchListsFile(lists), 'lists.json');
    expect(read.districtWords.districts.length).toBe(3);
    expect(read.districtWords.districts.slice(1, 3)).toEqual([[0, 1, 1], [1]]);
    expect(read.districtWords.districts.slice(3)).toEqual([]);
  });

  it('splits a list once, when first asked for', () => {
    const read = readSearchLists(searchListsFile(lists), 'lists.json');
    expect(read.keys).toBe(read.keys);
    expect(read.districtWords).toBe(read.districtWords);
  });
});
