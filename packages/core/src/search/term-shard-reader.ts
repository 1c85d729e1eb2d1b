/**
 * How a search reads a term shard (term-shards.ts `TermShard`): its term lists and names
 * split from their lines once per shard, when first asked for (a shard read from a file;
 * one made in memory is given them as it is made), its items as `[rank, ref, name]`, and
 * how many names hold each term.
 */
import { splitLines } from '../dataset/columns.js';
import { getOrCreate } from '../util/get-or-create.js';

/**
 * One thing a search can find: its place in the ranking (lower first), a number the
 * caller turns back into its record, and its name.
 */
export type SearchItem = readonly [rank: number, ref: number, name: string];

/** The columns of a term shard this module reads (term-shards.ts `TermShard`). */
interface ShardColumns {
  readonly ranks: readonly number[];
  readonly refs: readonly number[];
  readonly names: string;
  readonly terms: string;
  readonly ends: readonly number[];
  readonly aliases: string;
  readonly aliasEnds: readonly number[];
}

const termLists = new WeakMap<ShardColumns, readonly string[]>();
const aliasLists = new WeakMap<ShardColumns, readonly string[]>();
const itemReaders = new WeakMap<ShardColumns, (position: number) => SearchItem>();

/**
 * Gives a shard made in memory the lists its columns were made from, so that no search
 * splits or makes them again (the offline package's first searches would, a shard each).
 *
 * @example
 * keepLists(shard, { terms: ['connaught'], aliases: [], items: [[0, 110001000, 'Connaught Place']] })
 */
export function keepLists(shard: ShardColumns, lists: { terms: readonly string[]; aliases: readonly string[]; items: readonly SearchItem[] }): void {
  termLists.set(shard, lists.terms);
  aliasLists.set(shard, lists.aliases);
  itemReaders.set(shard, (position) => lists.items[position]!);
}

/**
 * A shard's terms, sorted by code unit.
 *
 * @example
 * shardTerms(shards.get('co')!) // ['connaught', …]
 */
export const shardTerms = (shard: ShardColumns): readonly string[] => getOrCreate(termLists, shard, () => splitLines(shard.terms, shard.ends.length));

/**
 * A shard's alias terms, sorted by code unit.
 *
 * @example
 * shardAliases(shards.get('mg')!) // ['mg']
 */
export const shardAliases = (shard: ShardColumns): readonly string[] => getOrCreate(aliasLists, shard, () => splitLines(shard.aliases, shard.aliasEnds.length));

/**
 * A shard's items by position, each made once when first asked for and kept with the
 * shard (a search in memory asks for the same items again). Take it once per shard: a
 * search asks for thousands of items.
 *
 * @example
 * shardItems(shards.get('co')!)(0) // [0, 110001000, 'Connaught Place']
 */
export function shardItems(shard: ShardColumns): (position: number) => SearchItem {
  return getOrCreate(itemReaders, shard, () => {
    const items = new Array<SearchItem>(shard.ranks.length);
    let names: readonly string[] | undefined;
    return (position) => {
      names ??= splitLines(shard.names, shard.ranks.length);
      items[position] ??= [shard.ranks[position]!, shard.refs[position]!, names[position]!];
      return items[position];
    };
  });
}

/**
 * How many names hold the term at a position: the length of its postings, by its list's ends.
 *
 * @example
 * postingCount([3, 5], 1) // 2
 */
export const postingCount = (ends: readonly number[], position: number): number => ends[position]! - (position === 0 ? 0 : ends[position - 1]!);

/** The near lists a shard of files carries (term-shards.ts `TermShard.near`). */
interface NearColumns {
  readonly near?: readonly number[];
  readonly nearEnds?: readonly number[];
}

/**
 * The terms within a typo of the shard's own term or alias term at `held` (positions over
 * the terms, then the aliases after them, as for `held`), the word's own left out; or
 * `undefined` for a shard without near lists (a small one, or one made in memory), which
 * a search scans.
 *
 * @example
 * heldNear(shards.get('ba')!, 3) // [1, 4] (`bandra`'s neighbours `bandar` and `banndra`)
 */
export function heldNear(shard: NearColumns, held: number): number[] | undefined {
  const { near, nearEnds } = shard;
  if (near === undefined || nearEnds === undefined) return undefined;
  const found: number[] = [];
  let at = 0;
  for (let i = held === 0 ? 0 : nearEnds[held - 1]!; i < nearEnds[held]!; i++) {
    at += near[i]!;
    found.push(at);
  }
  return found;
}
