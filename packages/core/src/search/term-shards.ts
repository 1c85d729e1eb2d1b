import { getOrCreate } from '../util/get-or-create.js';
import { aliasWords } from './aliases.js';
import { searchWords } from './search-words.js';

/** The name and version of the term shards' format; {@link matchQuery} reads only this one. */
export const TERM_SHARDS_FORMAT = { format: 'india-pincode-ifsc/term-shards', version: 1 } as const;

/**
 * One thing a search can find: its place in the ranking (lower first), a number the
 * caller turns back into its record, and its name.
 */
export type SearchItem = readonly [rank: number, ref: number, name: string];

/**
 * The terms of the names that share a shard key ({@link termShardKey}): the words of the
 * names and, apart, the words they are found by through an alias, each with the positions
 * in `items` of the names that hold it. A query word reads the one shard of its key, which
 * also holds every word it could be a typo of (the first two letters are never the typo).
 */
export interface TermShard {
  format: typeof TERM_SHARDS_FORMAT.format;
  version: typeof TERM_SHARDS_FORMAT.version;
  /** Every name holding a term of the shard, by rank. */
  items: SearchItem[];
  /** Sorted by code unit. */
  terms: string[];
  /** Parallel to {@link terms}: positions in {@link items}, ascending, as deltas. */
  postings: number[][];
  aliases: string[];
  aliasPostings: number[][];
}

/**
 * The shard a word's terms are kept in: its first two characters (so a one-letter
 * word has none and is only checked against the names found by the others).
 *
 * @example
 * termShardKey('connaught') // 'co'
 */
export const termShardKey = (word: string): string | null => (word.length < 2 ? null : word.slice(0, 2));

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

/** Collects, per shard key, each term's items. */
class ShardDraft {
  readonly items: SearchItem[] = [];
  readonly terms = new Map<string, number[]>();
  readonly aliases = new Map<string, number[]>();
  private last: SearchItem | undefined;

  add(item: SearchItem, term: string, alias: boolean) {
    if (this.last !== item) {
      this.items.push(item);
      this.last = item;
    }
    const at = this.items.length - 1;
    const map = alias ? this.aliases : this.terms;
    const list = map.get(term);
    if (!list) map.set(term, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  }

  finish(): TermShard {
    const sorted = (map: Map<string, number[]>) => [...map.keys()].sort(byCodeUnit);
    const terms = sorted(this.terms);
    const aliases = sorted(this.aliases);
    return {
      ...TERM_SHARDS_FORMAT,
      items: this.items,
      terms,
      postings: terms.map((term) => deltas(this.terms.get(term)!)),
      aliases,
      aliasPostings: aliases.map((term) => deltas(this.aliases.get(term)!)),
    };
  }
}

/**
 * Splits the names into term shards by key: what the generator writes as files and what
 * the offline package holds in memory, so that both search alike.
 *
 * @example
 * const shards = buildTermShards([[0, 110001000, 'Connaught Place']]);
 * shards.get('co')?.terms // ['connaught']
 */
export function buildTermShards(items: Iterable<SearchItem>): Map<string, TermShard> {
  const sorted = [...items].sort((a, b) => a[0] - b[0]);
  const drafts = new Map<string, ShardDraft>();
  const add = (item: SearchItem, term: string, alias: boolean) => {
    const key = termShardKey(term);
    if (key === null) return;
    getOrCreate(drafts, key, () => new ShardDraft()).add(item, term, alias);
  };
  for (const item of sorted) {
    const { words, aliases } = nameTerms(item[2]);
    for (const word of words) add(item, word, false);
    for (const word of aliases) add(item, word, true);
  }
  return new Map([...drafts].sort(([a], [b]) => byCodeUnit(a, b)).map(([key, draft]) => [key, draft.finish()]));
}
