/**
 * How a search reads a term shard (term-shards.ts `TermShard`): its term lists and names
 * split from their lines once per shard, when first asked for (a shard read from a file;
 * one made in memory is given them as it is made), its items as `[rank, ref, name]`, and
 * how many names hold each term.
 */
import { splitLines } from '../dataset/columns.js';
import { exactRange } from '../text/prefix-range.js';
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

/** The postings of a term shard (term-shards.ts `TermShard`): each term's and alias term's items as deltas of their positions. */
interface PostingColumns extends ShardColumns {
  readonly postings: readonly number[];
  readonly aliasPostings: readonly number[];
}

/** The positions at `at` of a posting list (deltas, and where each entry's end): a term's items, or a term's near terms. */
function positionsAt(deltas: readonly number[], ends: readonly number[], at: number): number[] {
  const positions: number[] = [];
  let position = 0;
  for (let i = at === 0 ? 0 : ends[at - 1]!; i < ends[at]!; i++) {
    position += deltas[i]!;
    positions.push(position);
  }
  return positions;
}

/**
 * How many names of a shard hold a term, as a word of theirs or an alias of one, each
 * name once (as term-shards.ts counts a typo term's holders).
 *
 * @example
 * namesHolding(shards.get('co')!, 'connaught') // 2
 */
export function namesHolding(shard: PostingColumns, term: string): number {
  const [start, end] = exactRange(shardTerms(shard), term);
  const [aliasStart, aliasEnd] = exactRange(shardAliases(shard), term);
  return heldOnce(
    start < end ? positionsAt(shard.postings, shard.ends, start) : [],
    aliasStart < aliasEnd ? positionsAt(shard.aliasPostings, shard.aliasEnds, aliasStart) : [],
  );
}

/**
 * How many names two lists of them hold between them, each once: those holding a term as
 * a word of theirs, and those holding it through an alias.
 *
 * @example
 * heldOnce([1, 4], [4, 7]) // 3
 */
export const heldOnce = (own: readonly number[], alias: readonly number[]): number =>
  own.length === 0 || alias.length === 0 ? own.length + alias.length : new Set([...own, ...alias]).size;

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
  return near === undefined || nearEnds === undefined ? undefined : positionsAt(near, nearEnds, held);
}
