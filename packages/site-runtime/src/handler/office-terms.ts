import { planQuery, type TermReader, type TermShard, type TermShardKeys } from 'india-pincode-ifsc/internal';
import { FILES, fillPattern } from '../routes.js';

type ReadJson = <T>(path: string) => Promise<T | null>;

/**
 * The office names' term shards a query needs, read from the site's files: a reader for
 * the core's word search (`wordMatches`, `nameFallback`); `null` when the site has no
 * search index.
 *
 * @example
 * const reader = await officeTermReader(site.readJson, 'conaught place');
 * nameFallback('conaught place', reader!)[0][2] // 'Connaught Place'
 */
export async function officeTermReader(readJson: ReadJson, query: string): Promise<TermReader | null> {
  const keys = await readJson<TermShardKeys>(FILES.v1SearchTermKeys);
  if (!keys) return null;
  const shards = new Map<string, TermShard | null>();
  const read = planQuery(query, keys).shardKeys;
  await Promise.all(read.map(async (key) => shards.set(key, await readJson<TermShard>(fillPattern(FILES.v1SearchTerms, { key: encodeURIComponent(key) })))));
  return { keys, shardOf: (key) => shards.get(key) ?? undefined };
}
