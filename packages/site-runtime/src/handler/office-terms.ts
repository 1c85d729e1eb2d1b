import { planQuery, readAhead, type TermReader, type TermShard, type TermShardKeys, type TypoTerms } from 'india-pincode-ifsc/internal';
import { FILES, fillPattern } from '../routes.js';

type ReadJson = <T>(path: string) => Promise<T | null>;

/**
 * The office names' term shards a query needs, read from the site's files (its words'
 * shards, and those of the words they may be typos of): a reader for the core's word
 * search (`wordMatches`, and with `wholeWords` as it plans, `nameFallback`); `null` when
 * the site has no search index.
 *
 * @example
 * const reader = await officeTermReader(site.readJson, 'conaught place', { wholeWords: true });
 * nameFallback('conaught place', reader!)[0][2] // 'Connaught Place'
 */
export async function officeTermReader(readJson: ReadJson, query: string, options: { wholeWords?: boolean } = {}): Promise<TermReader | null> {
  const keys = await readJson<TermShardKeys>(FILES.v1SearchTermKeys);
  if (!keys) return null;
  return readAhead(keys, planQuery(query, keys, options), {
    shard: (key) => readJson<TermShard>(fillPattern(FILES.v1SearchTerms, { key: encodeURIComponent(key) })),
    typos: (base) => readJson<TypoTerms>(fillPattern(FILES.v1SearchTypos, { key: encodeURIComponent(base) })),
  });
}
