import { typoBasesToRead, typoShardKeys } from './likelier-word.js';
import type { QueryPlan } from './match-query.js';
import type { TermReader, TermShard, TermShardKeys, TypoTerms } from './term-shards.js';

/** How a reader of files reads one set of term shards: a shard by key, a split base key's typo terms (`null` when there is none). */
export interface TermFiles {
  shard(key: string): Promise<TermShard | null>;
  typos(base: string): Promise<TypoTerms | null>;
}

/**
 * A term reader holding what one plan needs, read ahead from files: its shards, then the
 * typo terms of the split base keys where a word may have a likelier word, then the
 * shard of each word's likelier word (match-query.ts). {@link matchQuery}
 * reads synchronously; a reader of files (the site's handler, the edge) reads first.
 *
 * @example
 * const reader = await readAhead(keys, planQuery('sbi banglore', keys), files);
 * matchQuery(planQuery('sbi banglore', keys), reader, 50).total
 */
export async function readAhead(keys: TermShardKeys, plan: QueryPlan, files: TermFiles): Promise<TermReader> {
  const shards = new Map<string, TermShard | null>();
  const typos = new Map<string, TypoTerms | null>();
  const readShards = (list: readonly string[]) => Promise.all(list.map(async (key) => shards.set(key, await files.shard(key))));
  const reader: TermReader = { keys, shardOf: (key) => shards.get(key) ?? undefined, typosOf: (base) => typos.get(base) ?? undefined };
  await readShards(plan.shardKeys);
  // Typo terms only where a word may have a likelier word: a common word reads none.
  await Promise.all(typoBasesToRead(plan.words, reader).map(async (base) => typos.set(base, await files.typos(base))));
  await readShards(typoShardKeys(plan, reader));
  return reader;
}
