/**
 * Each word's likelier word found once, for the files: a reader of files then reads the
 * typo terms only for a word no name holds (likelier-word.ts reads `TermShard.likelier`).
 */
import { getOrCreate } from '../util/get-or-create.js';
import { likelierKey } from './likelier-word.js';
import { shardAliases, shardTerms } from './term-shard-reader.js';
import { memoryReader, type TermShards } from './term-shards.js';

/**
 * The term shards with each shard's `likelier`: the likelier word's key of every term and
 * alias term of a shard that has one, found as a search would ({@link likelierKey}). For
 * the files a reader of files reads ahead: a word spelled as a shard holds it then needs
 * no typo terms read and no scan of them (a first search on the edge). Shards held in
 * memory go without: finding every word's is far slower than the scans a search in
 * memory makes. Made once per set of shards.
 *
 * @example
 * withLikelierKeys(shards).shards.get('banndra')?.likelier // { banndra: 'bandra' }
 */
export const withLikelierKeys = (terms: TermShards): TermShards => getOrCreate(filed, terms, () => findLikelierKeys(terms));

const filed = new WeakMap<TermShards, TermShards>();

function findLikelierKeys(terms: TermShards): TermShards {
  const reader = memoryReader(terms);
  const shards = new Map(
    Array.from(terms.shards, ([key, shard]) => {
      const likelier: Record<string, string> = {};
      for (const word of new Set([...shardTerms(shard), ...shardAliases(shard)])) {
        const found = likelierKey(word, reader);
        if (found !== null) likelier[word] = found;
      }
      return [key, { ...shard, likelier }] as const;
    }),
  );
  return { ...terms, shards };
}
