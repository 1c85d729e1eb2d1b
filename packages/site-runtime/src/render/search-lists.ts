import type { PlaceItem } from 'india-pincode-ifsc/internal';
import type { DeltaLists } from './posting-ids.js';

/**
 * Lists of ids that a search takes a range of: an array, or the lists file's, whose ids
 * are split only for the range asked for (a search asks for a few words' of hundreds).
 */
export type IdListRange = Pick<DeltaLists, 'length' | 'slice'>;

/** The name and version of the lists file's format; {@link readSearchLists} reads only this one. */
export const SEARCH_LISTS_FORMAT = { format: 'india-pincode-ifsc/ifsc-search-shards', version: 14 } as const;

/**
 * What the lists file tells a search: the bank codes and the states whole (few), the word
 * shards that exist, the list sizes, and the words of the state and district names with
 * their states and districts (few), so that a "bank + place" search finds the places of
 * its words without reading a word shard (whose branch postings are most of its bytes)
 * or indexing the names. The banks themselves are `/api/banks.php`, read by a search
 * whose answer lists a bank; "bank + place" reads its bank's item from its term keys.
 */
export interface SearchLists {
  readonly bankCodes: readonly string[];
  /**
   * The words of the bank names, sorted, each with the positions of the banks holding it
   * in the banks listing, as deltas: a search reads the listing only when a bank holds
   * its words (a keyword search for a place, mostly, reads none).
   */
  readonly bankWords: { readonly words: readonly string[]; readonly banks: IdListRange };
  readonly states: readonly PlaceItem[];
  /** The shard keys that have a word shard, sorted (their files are named by search-keys.ts `shardFileKey`). */
  readonly keys: readonly string[];
  /** The keys split for their size, sorted: search-keys.ts `wordShardKeys` says which shards a word reads. */
  readonly split: readonly string[];
  readonly districts: number;
  readonly branches: number;
  /** The words of the district names, sorted, each with the ascending ids of the districts holding it, as deltas. */
  readonly districtWords: { readonly words: readonly string[]; readonly districts: IdListRange };
  /** The words of the state names, likewise: positions in {@link states}. */
  readonly stateWords: { readonly words: readonly string[]; readonly states: IdListRange };
}

/**
 * The lists file as stored: each list of words one string, its words apart by spaces (a
 * search word has none), and the district ids of the district words one string too, a
 * word's deltas apart by commas and the words by semicolons (the bank and state words'
 * likewise). Every first search parses this file, and a JSON parser makes a string of
 * each of thousands of short strings where it makes one of these (half the parse).
 */
export interface SearchListsFile {
  format: typeof SEARCH_LISTS_FORMAT.format;
  version: typeof SEARCH_LISTS_FORMAT.version;
  bankCodes: string;
  bankWords: { words: string; banks: string };
  states: PlaceItem[];
  keys: string;
  split: string;
  districts: number;
  branches: number;
  districtWords: { words: string; districts: string };
  stateWords: { words: string; states: string };
}

const words = (list: string) => (list === '' ? [] : list.split(' '));
const idLists = (lists: IdListRange) =>
  lists
    .slice()
    .map((ids) => ids.join(','))
    .join(';');

/** The id lists of their text, each split when a range holding it is asked for. */
function idListsOf(text: string): IdListRange {
  const lists = text === '' ? [] : text.split(';');
  return { length: lists.length, slice: (start, end) => lists.slice(start, end).map((ids) => ids.split(',').map(Number)) };
}

/**
 * The lists file of some lists.
 *
 * @example
 * searchListsFile(lists).keys // 'ba bh ko …'
 */
export function searchListsFile(lists: SearchLists): SearchListsFile {
  return {
    ...SEARCH_LISTS_FORMAT,
    bankCodes: lists.bankCodes.join(' '),
    bankWords: { words: lists.bankWords.words.join(' '), banks: idLists(lists.bankWords.banks) },
    states: [...lists.states],
    keys: lists.keys.join(' '),
    split: lists.split.join(' '),
    districts: lists.districts,
    branches: lists.branches,
    districtWords: { words: lists.districtWords.words.join(' '), districts: idLists(lists.districtWords.districts) },
    stateWords: { words: lists.stateWords.words.join(' '), states: idLists(lists.stateWords.states) },
  };
}

/**
 * The lists of a lists file, its format and version checked (the error names the file).
 * A list is split when first asked for: a "bank + place" search never asks for the word
 * shards' keys, a keyword search never for the district words; and the ids of a list of
 * words only for the range of words a search asks for ({@link IdListRange}).
 *
 * @example
 * readSearchLists(json, '/api/ifsc/search/lists.json').keys.length
 */
export function readSearchLists(json: unknown, name: string): SearchLists {
  const file = json as Partial<SearchListsFile> | null;
  if (!file || file.format !== SEARCH_LISTS_FORMAT.format || file.version !== SEARCH_LISTS_FORMAT.version)
    throw new Error(
      `${name}: not an IFSC search lists file of version ${SEARCH_LISTS_FORMAT.version} (format ${String(file?.format)}, version ${String(file?.version)}): rebuild the site`,
    );
  const { states, districts, branches, bankCodes, bankWords, keys, split, districtWords, stateWords } = file as SearchListsFile;
  const lists: Pick<SearchLists, 'states' | 'districts' | 'branches'> = { states, districts, branches };
  const splitLists: { [K in Exclude<keyof SearchLists, 'states' | 'districts' | 'branches'>]: () => SearchLists[K] } = {
    bankCodes: () => words(bankCodes),
    bankWords: () => ({ words: words(bankWords.words), banks: idListsOf(bankWords.banks) }),
    keys: () => words(keys),
    split: () => words(split),
    districtWords: () => ({ words: words(districtWords.words), districts: idListsOf(districtWords.districts) }),
    stateWords: () => ({ words: words(stateWords.words), states: idListsOf(stateWords.states) }),
  };
  for (const [list, make] of Object.entries(splitLists)) {
    let made: unknown;
    Object.defineProperty(lists, list, { enumerable: true, get: () => (made ??= make()) });
  }
  return lists as SearchLists;
}
