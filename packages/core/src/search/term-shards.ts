import { joinLines } from '../dataset/columns.js';
import { isHighSurrogate } from '../text/high-surrogate.js';
import { sortedPrefixRange } from '../text/prefix-range.js';
import { getOrCreate } from '../util/get-or-create.js';
import { aliasWords } from './aliases.js';
import { searchWords } from './search-words.js';
import { heldOnce, keepLists, type SearchItem } from './term-shard-reader.js';

/** The name and version of the term shards' format; {@link matchQuery} reads only this one. */
export const TERM_SHARDS_FORMAT = { format: 'india-pincode-ifsc/term-shards', version: 4 } as const;

export type { SearchItem };

/**
 * The terms of the names that share a shard key ({@link termShardKey}): the words of the
 * names and, apart, the words they are found by through an alias, each with the positions
 * of the names that hold it. A query word reads the shard of its key, which also holds
 * every word it could be a typo of (a typo in the key's letters is not forgiven).
 *
 * Written as columns, a list of numbers or one string a list: a first search on the edge
 * parses a whole shard per word, and a parser makes one value of each number list and
 * string, where a list of `[rank, ref, name]` items and one of postings per term made
 * thousands (term-shard-reader.ts reads them, splitting a string once when first asked).
 */
export interface TermShard {
  format: typeof TERM_SHARDS_FORMAT.format;
  version: typeof TERM_SHARDS_FORMAT.version;
  /** The ranks of every name holding a term of the shard, ascending: an item's position is its place here. */
  ranks: number[];
  /** Parallel to {@link ranks}: each name's ref. */
  refs: number[];
  /** Parallel to {@link ranks}: the names, one a line. */
  names: string;
  /** The terms, sorted by code unit, one a line. */
  terms: string;
  /** Per term in turn, the positions of the names holding it, ascending, as deltas. */
  postings: number[];
  /** Parallel to the terms: where each term's postings end in {@link postings}. */
  ends: number[];
  /** The alias terms, likewise. */
  aliases: string;
  aliasPostings: number[];
  aliasEnds: number[];
  /**
   * In the files only (likelier-keys.ts): per term and alias term of the
   * shard that has a likelier word in another shard, that shard's key; a term not listed
   * has none.
   */
  likelier?: Record<string, string>;
  /**
   * In the files of a shard of many words only (near-lists.ts `NEAR_LIST_WORDS`): per
   * term, then per alias term, the terms and alias terms of this shard within its typo
   * budget, a scan's typo matches of the word as held here: positions over the terms, then
   * the aliases after them, ascending, as deltas, the word's own left out.
   */
  near?: number[];
  /** Parallel to the terms, then the aliases: where each one's list ends in {@link near}. */
  nearEnds?: number[];
}

/**
 * The keys of a set of term shards: every shard's, sorted, and those split because their
 * shard would pass {@link SHARD_BYTES}: a split key's longer words are kept under keys one
 * letter longer, so that no first request parses a large shard (but for a key that is a
 * common term, which would read them all: {@link isCommonTerm}).
 */
export interface TermShardKeys {
  format: typeof TERM_SHARDS_FORMAT.format;
  version: typeof TERM_SHARDS_FORMAT.version;
  keys: string[];
  split: string[];
  /**
   * Per split base key, the most names any of its typo terms is held by ({@link TypoTerms}):
   * a word held by as many needs no typo terms read, as none can be likelier.
   */
  likely: Record<string, number>;
}

/**
 * The terms and alias terms of a split base key (a word's first two characters, whose
 * terms lie in many shards), by length, each with how many names hold it: a word's own
 * shards alone would forgive no typo in the letters of their key (`banglore` lies in
 * `bangl`, `bangalore` in a shard of its own), so a search also reads the shard of the
 * likeliest word it may be a typo of (likelier-word.ts `likelierKey`). Only words held by
 * two names or more are listed, of four letters or more.
 */
export interface TypoTerms {
  format: typeof TERM_SHARDS_FORMAT.format;
  version: typeof TERM_SHARDS_FORMAT.version;
  /**
   * Per length, the terms of that length apart by spaces (a term has none), and apart
   * likewise how many names hold each, most first: a word reads the few lengths near its
   * own, and of each only the terms held more than it.
   */
  byLength: Record<string, readonly [terms: string, held: string]>;
}

/** Term shards and their keys: what the generator writes as files and the offline package holds in memory. */
export interface TermShards {
  readonly keys: TermShardKeys;
  readonly shards: ReadonlyMap<string, TermShard>;
  /** Per split base key ({@link baseKey}), its {@link TypoTerms}. */
  readonly typos: ReadonlyMap<string, TypoTerms>;
}

/**
 * How a search reads term shards: their keys, each shard by key (`undefined` when there
 * is none), and a split base key's typo terms ({@link TypoTerms}).
 */
export interface TermReader {
  readonly keys: TermShardKeys;
  shardOf(key: string): TermShard | undefined;
  typosOf(base: string): TypoTerms | undefined;
}

/**
 * A reader over shards held in memory.
 *
 * @example
 * matchQuery(plan, memoryReader(buildTermShards(items)), 10)
 */
export const memoryReader = (terms: TermShards): TermReader => ({
  keys: terms.keys,
  shardOf: (key) => terms.shards.get(key),
  typosOf: (base) => terms.typos.get(base),
});

/**
 * The size a shard's JSON is kept under by splitting its key, where its words allow: a
 * first search on the edge parses a whole shard per word. Larger shards cost a query of
 * long words more parsing; smaller ones split the keys of short words, which then read
 * every shard under them (`npm run bench:edge` weighed both; docs/api.md has the figures).
 */
export const SHARD_BYTES = 64 * 1024;

/**
 * The key of the shard that holds a word: its first two characters, and one more for
 * each split key it starts with; `null` for a one-letter word, which has none and is
 * only checked against the names the other words find.
 *
 * @example
 * termShardKey('connaught', new Set()) // 'co'
 * termShardKey('kanpur', new Set(['ka'])) // 'kan'
 */
export function termShardKey(word: string, split: ReadonlySet<string>): string | null {
  if (word.length < 2) return null;
  let key = baseKey(word);
  while (split.has(key) && key.length < word.length) key = keyPrefix(word, key.length + 1);
  return key;
}

/** The first `length` code units of a word, one more where they would end inside a character outside the BMP (no key holds half of one). */
const keyPrefix = (word: string, length: number) => word.slice(0, isHighSurrogate(word.charCodeAt(length - 1)) ? length + 1 : length);

/**
 * A word's base key: the shard key it has when nothing is split, its first two
 * characters. A typo in them is never forgiven.
 *
 * @example
 * baseKey('bangalore') // 'ba'
 */
export const baseKey = (word: string): string => keyPrefix(word, 2);

const sortedSets = new WeakMap<TermShardKeys, ReadonlySet<string>>();
/** A key list's split keys as a set, made once. */
export const splitKeys = (keys: TermShardKeys): ReadonlySet<string> => getOrCreate(sortedSets, keys, () => new Set(keys.split));

/**
 * The shards a query word reads: the one of its key; for a word that is itself a split
 * key, also every shard under it, which hold the longer words it starts.
 *
 * @example
 * wordShardKeys('kan', keys) // ['kan', 'kana', 'kand', …] when `kan` is split
 */
export function wordShardKeys(word: string, keys: TermShardKeys): string[] {
  const split = splitKeys(keys);
  const key = termShardKey(word, split);
  if (key === null) return [];
  if (!split.has(key)) return [key];
  const [start, end] = sortedPrefixRange(keys.keys.length, (i) => keys.keys[i]!, key);
  return keys.keys.slice(start, end);
}

/**
 * The words a name is found by, its own and its aliases' (in {@link searchWords} form).
 *
 * @example
 * nameTerms('Mahatma Gandhi Road') // { words: ['mahatma', 'gandhi', 'road'], aliases: ['mg', 'rd'] }
 */
export function nameTerms(name: string): { words: string[]; aliases: string[] } {
  const words = searchWords(name);
  return { words, aliases: aliasWords(words) };
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const deltas = (ids: readonly number[]) => ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!));

/** Every term of the names, and every alias term, with the positions (in rank order) of the items holding it. */
interface Postings {
  readonly items: readonly SearchItem[];
  readonly terms: Map<string, number[]>;
  readonly aliases: Map<string, number[]>;
}

function collectPostings(items: Iterable<SearchItem>, { placeOf, skip }: TermOptions): Postings {
  const sorted = [...items].sort((a, b) => a[0] - b[0]);
  const terms = new Map<string, number[]>();
  const aliases = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, term: string, at: number) => {
    if (term.length < 2 || skip?.has(term)) return;
    const list = getOrCreate(map, term, () => []);
    if (list[list.length - 1] !== at) list.push(at);
  };
  sorted.forEach((item, at) => {
    const { words, aliases: aliasTerms } = nameTerms(item[2]);
    const place = placeOf ? searchWords(placeOf(item)) : [];
    for (const word of [...words, ...place]) add(terms, word, at);
    for (const word of [...aliasTerms, ...aliasWords(place)]) add(aliases, word, at);
  });
  return { items: sorted, terms, aliases };
}

/** The shard of some terms and alias terms (each list sorted). */
function makeShard(all: Postings, terms: readonly string[], aliases: readonly string[]): TermShard {
  const lists = [...terms.map((term) => all.terms.get(term)!), ...aliases.map((term) => all.aliases.get(term)!)];
  const held = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let filled = 0;
  for (const list of lists) for (const at of list) held[filled++] = at;
  held.sort();
  const order: number[] = [];
  for (const at of held) if (order[order.length - 1] !== at) order.push(at);
  const position = new Map(order.map((at, i) => [at, i]));
  const items = order.map((at) => all.items[at]!);
  const own = flatPostings(terms.map((term) => deltas(all.terms.get(term)!.map((at) => position.get(at)!))));
  const alias = flatPostings(aliases.map((term) => deltas(all.aliases.get(term)!.map((at) => position.get(at)!))));
  const shard: TermShard = {
    ...TERM_SHARDS_FORMAT,
    ranks: items.map((item) => item[0]),
    refs: items.map((item) => item[1]),
    names: joinLines(items.map((item) => item[2])),
    terms: joinLines(terms),
    postings: own.postings,
    ends: own.ends,
    aliases: joinLines(aliases),
    aliasPostings: alias.postings,
    aliasEnds: alias.ends,
  };
  keepLists(shard, { terms, aliases, items });
  return shard;
}

/** Lists one after another, and where each ends. */
function flatPostings(lists: readonly (readonly number[])[]): { postings: number[]; ends: number[] } {
  const postings: number[] = [];
  const ends: number[] = [];
  for (const list of lists) {
    // One by one: a common term's list is longer than a call may take arguments.
    for (const at of list) postings.push(at);
    ends.push(postings.length);
  }
  return { postings, ends };
}

/** The length of a shard's JSON, counted without making the text: near enough to split by (a name's escapes and its line break's are not counted, nor `likelier` and `near`, added later). */
function jsonLength(shard: TermShard): number {
  const digits = (n: number) => (n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : String(n).length);
  let length = 200 + shard.names.length + shard.terms.length + shard.aliases.length;
  for (const list of [shard.ranks, shard.refs, shard.postings, shard.ends, shard.aliasPostings, shard.aliasEnds]) for (const n of list) length += digits(n) + 1;
  return length;
}

/** Groups sorted terms by their first `length` characters (terms no longer than that alone under themselves). */
function groupBy(terms: readonly string[], length: number): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const term of terms) getOrCreate(groups, keyPrefix(term, length), () => []).push(term);
  return groups;
}

/**
 * Whether a shard key that is itself a word is kept whole however large its shard: when
 * it has three characters or more and its word holds at least half of the shard's
 * postings (`road`, `nagar`). Split, that common word would read every shard under it, a
 * read each on the edge; a rare one (`man` among `mandi`, `manpur`, …) is split as any
 * other key. Term shards and `search.php`'s word shards both follow it.
 *
 * @example
 * isCommonKey(4, 40, 47) // true: `road` among `roads`, `roadways`
 * isCommonKey(3, 30, 110) // false: `rob` among `robert`, `robin`
 */
export const isCommonKey = (keyLength: number, wordPostings: number, shardPostings: number): boolean => keyLength > 2 && wordPostings * 2 >= shardPostings;

/** {@link isCommonKey} for a term shard's key. */
function isCommonTerm(all: Postings, key: string, terms: readonly string[], aliases: readonly string[]): boolean {
  if (terms[0] !== key) return false;
  let held = 0;
  for (const term of terms) held += all.terms.get(term)!.length;
  for (const term of aliases) held += all.aliases.get(term)!.length;
  return isCommonKey(key.length, all.terms.get(key)!.length, held);
}

/** How a set of term shards is made. */
export interface TermOptions {
  /** More words an item is found by besides its name's (a bank branch's town and district). */
  readonly placeOf?: (item: SearchItem) => string;
  /** Words no query looks for, left out of the shards. */
  readonly skip?: ReadonlySet<string>;
  /** The size a shard is split past (default {@link SHARD_BYTES}). */
  readonly maxBytes?: number;
}

/**
 * Splits the names into term shards by key, splitting a key whose shard would pass
 * {@link SHARD_BYTES} (words longer than the key go one letter deeper): what the
 * generator writes as files and what the offline package holds in memory, so that both
 * search alike.
 *
 * @example
 * const { shards } = buildTermShards([[0, 110001000, 'Connaught Place']]);
 * shards.get('co')?.terms // 'connaught' (one a line: term-shard-reader.ts `shardTerms` splits them)
 */
export function buildTermShards(items: Iterable<SearchItem>, options: TermOptions = {}): TermShards {
  const maxBytes = options.maxBytes ?? SHARD_BYTES;
  const all = collectPostings(items, options);
  const shards = new Map<string, TermShard>();
  const split: string[] = [];
  const place = (key: string, terms: readonly string[], aliases: readonly string[]) => {
    const shard = makeShard(all, terms, aliases);
    const longer = (list: readonly string[]) => list.some((term) => term.length > key.length);
    if (jsonLength(shard) <= maxBytes || isCommonTerm(all, key, terms, aliases) || !(longer(terms) || longer(aliases))) {
      shards.set(key, shard);
      return;
    }
    split.push(key);
    const termGroups = groupBy(terms, key.length + 1);
    const aliasGroups = groupBy(aliases, key.length + 1);
    for (const sub of [...new Set([...termGroups.keys(), ...aliasGroups.keys()])].sort(byCodeUnit))
      place(sub, termGroups.get(sub) ?? [], aliasGroups.get(sub) ?? []);
  };
  const termGroups = groupBy([...all.terms.keys()].sort(byCodeUnit), 2);
  const aliasGroups = groupBy([...all.aliases.keys()].sort(byCodeUnit), 2);
  for (const key of [...new Set([...termGroups.keys(), ...aliasGroups.keys()])].sort(byCodeUnit))
    place(key, termGroups.get(key) ?? [], aliasGroups.get(key) ?? []);
  const keys = [...shards.keys()].sort(byCodeUnit);
  const bases = split.filter((key) => key === baseKey(key)).sort(byCodeUnit);
  const typos = new Map(bases.map((base) => [base, typoTerms(all, [...(termGroups.get(base) ?? []), ...(aliasGroups.get(base) ?? [])])]));
  const likely = Object.fromEntries(Array.from(typos, ([base, terms]) => [base, mostHeld(terms)]));
  return { keys: { ...TERM_SHARDS_FORMAT, keys, split: split.sort(byCodeUnit), likely }, shards: new Map(keys.map((key) => [key, shards.get(key)!])), typos };
}

/** The most names any of some typo terms is held by (each length lists the most held first). */
const mostHeld = (typos: TypoTerms) => Math.max(0, ...Object.values(typos.byLength).map(([, held]) => Number.parseInt(held, 10)));

/** How many names hold a term, as a word of theirs or through an alias. */
const namesHolding = (all: Postings, term: string): number => heldOnce(all.terms.get(term) ?? [], all.aliases.get(term) ?? []);

/**
 * A word is read as another beyond its own shards (and a keyword search's typo as a word:
 * ifsc/keyword-typos.ts) only when that word is held by this many names or more: a likely
 * word, not one name's, which is often itself a misspelling (the typo terms of the
 * offices' `ka` are 14 KB with it, 79 KB without, and a first search reads them whole).
 */
export const LIKELY_HELD = 2;

/** The shortest word a typo may stand for: a word of 5 letters, the shortest that may carry a typo, less one. */
export const TYPO_TARGET_LENGTH = 4;

/** The {@link TypoTerms} of a split base key's terms and alias terms: by length, those held by the most names first. */
function typoTerms(all: Postings, terms: readonly string[]): TypoTerms {
  const byLength = new Map<number, { term: string; held: number }[]>();
  for (const term of new Set(terms)) {
    const held = namesHolding(all, term);
    if (held >= LIKELY_HELD && term.length >= TYPO_TARGET_LENGTH) getOrCreate(byLength, term.length, () => []).push({ term, held });
  }
  const lists = Array.from(byLength, ([length, list]) => {
    list.sort((a, b) => b.held - a.held || byCodeUnit(a.term, b.term));
    return [length, [list.map(({ term }) => term).join(' '), list.map(({ held }) => held).join(' ')]] as const;
  });
  return { ...TERM_SHARDS_FORMAT, byLength: Object.fromEntries(lists.sort((a, b) => a[0] - b[0])) };
}

/**
 * Refuses term shards, keys or typo terms of another format (the error says to rebuild).
 *
 * @example
 * checkTermShardsFormat(shards.keys)
 */
export function checkTermShardsFormat(file: { readonly format: string; readonly version: number }): void {
  if (file.format !== TERM_SHARDS_FORMAT.format || file.version !== TERM_SHARDS_FORMAT.version) {
    throw new Error(`term shards: expected ${TERM_SHARDS_FORMAT.format} version ${TERM_SHARDS_FORMAT.version}, got ${file.format} ${file.version}: rebuild`);
  }
}
