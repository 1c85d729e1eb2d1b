/**
 * How a search reads a term shard ({@link TermShard}): its term lists and names split from
 * their lines once per shard, when first asked for (most searches read the names of few
 * items, and a shard kept in memory is split once for all its searches), its items as
 * `[rank, ref, name]`, and how many names hold each term.
 */
import { getOrCreate } from '../util/get-or-create.js';
import type { SearchItem, TermShard } from './term-shards.js';

const lines = (text: string): readonly string[] => (text === '' ? [] : text.split('\n'));

const termLists = new WeakMap<TermShard, readonly string[]>();
const aliasLists = new WeakMap<TermShard, readonly string[]>();
const nameLists = new WeakMap<TermShard, readonly string[]>();

/**
 * A shard's terms, sorted by code unit.
 *
 * @example
 * shardTerms(shards.get('co')!) // ['connaught', …]
 */
export const shardTerms = (shard: TermShard): readonly string[] => getOrCreate(termLists, shard, () => lines(shard.terms));

/**
 * A shard's alias terms, sorted by code unit.
 *
 * @example
 * shardAliases(shards.get('mg')!) // ['mg']
 */
export const shardAliases = (shard: TermShard): readonly string[] => getOrCreate(aliasLists, shard, () => lines(shard.aliases));

/**
 * The item at a position of a shard.
 *
 * @example
 * shardItem(shards.get('co')!, 0) // [0, 110001000, 'Connaught Place']
 */
export function shardItem(shard: TermShard, position: number): SearchItem {
  const names = getOrCreate(nameLists, shard, () => lines(shard.names));
  return [shard.ranks[position]!, shard.refs[position]!, names[position]!];
}

/**
 * How many names hold the term at a position: the length of its postings, by its list's ends.
 *
 * @example
 * postingCount([3, 5], 1) // 2
 */
export const postingCount = (ends: readonly number[], position: number): number => ends[position]! - (position === 0 ? 0 : ends[position - 1]!);
