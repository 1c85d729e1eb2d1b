/**
 * Each word's typo neighbours in its own shard found once, for the files of the large
 * shards: a reader of files then scans such a shard's terms for typos only for a word the
 * shard does not hold (match-query.ts reads `TermShard.near` through term-shard-reader.ts
 * `heldNear`).
 */
import { getOrCreate } from '../util/get-or-create.js';
import { shardAliases, shardTerms } from './term-shard-reader.js';
import type { TermShard, TermShards } from './term-shards.js';
import { nearTerms, typoBudget } from './typo.js';

/**
 * The fewest words (terms and alias terms) a shard has for its files to carry near lists.
 * A smaller shard's scan costs a first search little, and the lists' bytes are better
 * spent elsewhere: every byte of the term shards is a byte less of pages for the
 * `github-pages` profile, which fills GitHub Pages' 1 GB (docs/api.md has the figures).
 */
export const NEAR_LIST_WORDS = 500;

/**
 * The term shards with the `near` and `nearEnds` of each shard of `minWords` words or
 * more: for every term and alias term of the shard, the terms and alias terms of the same
 * shard within its typo budget, found as a search's scan finds them ({@link nearTerms}).
 * A first search on the edge then makes no scan of a large shard for a word spelled as it
 * holds it. Shards held in memory go without: a search in memory scans in microseconds,
 * and finding every word's neighbours takes seconds. Made once per set of shards.
 *
 * @example
 * withNearLists(shards, { minWords: 0 }).shards.get('ba')?.near // [1, 3, …] (deltas: `bandra`'s neighbours `bandar`, `banndra`, …)
 */
export function withNearLists(terms: TermShards, { minWords = NEAR_LIST_WORDS }: { minWords?: number } = {}): TermShards {
  return getOrCreate(
    getOrCreate(filed, terms, () => new Map()),
    minWords,
    () => findNearLists(terms, minWords),
  );
}

const filed = new WeakMap<TermShards, Map<number, TermShards>>();

function findNearLists(terms: TermShards, minWords: number): TermShards {
  // Counted by the columns' ends, one per term and alias term: nothing split for a shard left as it is.
  const large = (shard: TermShard) => shard.ends.length + shard.aliasEnds.length >= minWords;
  return { ...terms, shards: new Map(Array.from(terms.shards, ([key, shard]) => [key, large(shard) ? { ...shard, ...nearColumns(shard) } : shard] as const)) };
}

/** A shard's near lists: positions over its terms, then its alias terms after them; each list ascending, as deltas, without the word's own position. */
function nearColumns(shard: TermShard): Required<Pick<TermShard, 'near' | 'nearEnds'>> {
  const terms = shardTerms(shard);
  const aliases = shardAliases(shard);
  const near: number[] = [];
  const nearEnds: number[] = [];
  const add = (word: string, own: number) => {
    const budget = typoBudget(word);
    if (budget > 0) {
      let last = 0;
      for (const at of [...nearTerms(word, budget, terms), ...nearTerms(word, budget, aliases).map((i) => i + terms.length)]) {
        if (at === own) continue;
        near.push(at - last);
        last = at;
      }
    }
    nearEnds.push(near.length);
  };
  for (let i = 0; i < terms.length; i++) add(terms[i]!, i);
  for (let i = 0; i < aliases.length; i++) add(aliases[i]!, terms.length + i);
  return { near, nearEnds };
}
