import {
  type ApiResponse,
  type FoundItem,
  isHighSurrogate,
  officeMatches,
  officePlace,
  parseSearchParams,
  prefixFoundByWords,
  SEARCH_LIMITS,
  searchKey,
  searchWords,
  type TermReader,
  type TermShardKeys,
  v1Error,
  type V1Pincode,
  type V1Search,
  type V1SearchItem,
  v1SearchBody,
  wordMatches,
  wordsLimit,
} from 'india-pincode-ifsc/internal';
import { FILES, fillPattern, searchFileKey } from '../routes.js';
import { hasStoredAnswer } from '../render/v1-answer-words.js';
import { officeTermReader } from './office-terms.js';
import type { SiteReader } from './site-reader.js';

/**
 * `/api/v1/search?q=&limit=` from files, as the core answers it over the whole dataset
 * (`searchPostOfficesBody`): the prefix part from the prefix files, then the word
 * matches from the term shards of the query's words, each office read from its PIN
 * code's answer.
 *
 * @example
 * await v1Search(site, 'conaught place', '5') // { status: 200, body: { status: 'success', … } }
 */
export async function v1Search(site: Pick<SiteReader, 'readJson' | 'readHead'>, q: string | null, limit: string | null): Promise<ApiResponse> {
  const { readJson } = site;
  const params = parseSearchParams(q, limit);
  if ('status' in params) return params;
  const stored = await storedAnswer(readJson, params.q);
  if (stored) return { status: 200, body: v1SearchBody(params.q, stored.total, stored.post_offices.slice(0, params.limit)) };
  // The prefix files are read only where the query's words may not find every name it starts.
  const wordsAlone = prefixFoundByWords(params.q);
  const prefix = wordsAlone ? null : await prefixPart(site, params.q, params.limit);
  const reader = await officeTermReader(readJson, params.q);
  if (!reader) return { status: 503, body: v1Error(503, 'Search index missing: rebuild the site').body };
  if (!prefix) return { status: 200, body: await wordsAloneBody(site, params.q, params.limit, reader) };
  const words = wordMatches(params.q, reader, wordsLimit(prefix, params.limit));
  const more = await officesOf(readJson, words.found);
  return { status: 200, body: v1SearchBody(params.q, prefix.total + words.total, [...prefix.post_offices, ...more]) };
}

/**
 * The answer of a query whose words find every name it starts ({@link prefixFoundByWords}),
 * from one pass over the term shards: each office listed read from its PIN code's answer,
 * but where it lists many names that start with the query (`jaipur`), those come from
 * the prefix files, whose one file holds them all.
 */
async function wordsAloneBody(site: Pick<SiteReader, 'readJson' | 'readHead'>, q: string, limit: number, reader: TermReader): Promise<V1Search> {
  const all = officeMatches(q, reader, limit);
  const leads = Math.min(all.leading, limit);
  const leadAreas = new Set(all.found.slice(0, leads).map(({ item }) => officePlace(item[1]).pincode));
  if (leadAreas.size < PREFIX_FILE_LEADS) return v1SearchBody(q, all.total, await officesOf(site.readJson, all.found));
  const prefix = await prefixPart(site, q, limit);
  if (prefix.total !== all.leading) throw new Error(`search: the prefix files and the term shards of ${JSON.stringify(q)} are not of one build`);
  return v1SearchBody(q, all.total, [...prefix.post_offices, ...(await officesOf(site.readJson, all.found.slice(leads)))]);
}

/**
 * The PIN codes of the listed names that start with the query from which the prefix
 * files are read for them (a walk of a few reads) rather than each PIN code's answer.
 */
const PREFIX_FILE_LEADS = 4;

/** The offices a search found, each read from its PIN code's answer, with how it matched. */
function officesOf(readJson: SiteReader['readJson'], found: readonly FoundItem[]): Promise<V1SearchItem[]> {
  return Promise.all(
    found.map(async ({ item, match }): Promise<V1SearchItem> => {
      const { pincode, index } = officePlace(item[1]);
      const area = await readJson<V1Pincode>(fillPattern(FILES.v1Pincode, { pin: pincode }));
      const office = area?.post_offices[index];
      if (!office) throw new Error(`search: ${item[2]} is not office ${index} of PIN code ${pincode}: the term shards are not of this build`);
      return { ...office, match };
    }),
  );
}

/**
 * The answer the edge build stores for a query that is one word and a split key of the
 * term shards (`ba`, `Cha`), or a word of an alias (`Bombay`): render/v1-answer-words.ts
 * says why. It holds the most a search lists, so any limit is its start. `null` for any
 * other query, and where the site has no such file (a static build: the answer is then
 * made as any other).
 */
async function storedAnswer(readJson: SiteReader['readJson'], q: string): Promise<V1Search | null> {
  const key = searchKey(q);
  const words = searchWords(q);
  if (words.length !== 1 || words[0] !== key) return null;
  const keys = await readJson<TermShardKeys>(FILES.v1SearchTermKeys);
  if (!keys || !hasStoredAnswer(key, keys)) return null;
  return readJson<V1Search>(fillPattern(FILES.v1SearchAnswers, { key: encodeURIComponent(key) }));
}

/**
 * The prefix part from the prefix files, read from the shortest: a file holds every
 * match of its prefix when there are at most 100, and a longer prefix has its own file
 * only when its parent's has more (so no file is asked for that is not there, but for a
 * prefix no name starts with). The matches filtered from a shorter prefix's file keep
 * its rank order, the name that is the query put first. A shorter prefix's file is
 * parsed only when it holds every match: of one with more, its total is all that is
 * needed, read from its start ({@link storedTotal}).
 */
async function prefixPart(site: Pick<SiteReader, 'readJson' | 'readHead'>, q: string, limit: number): Promise<V1Search> {
  const key = searchKey(q);
  for (let length = 2; length <= key.length; length++) {
    // Never cut a character outside the BMP in half: no file is named by half of one.
    if (length < key.length && isHighSurrogate(key.charCodeAt(length - 1))) continue;
    const path = fillPattern(FILES.v1Search, { q: searchFileKey(key.slice(0, length)) });
    if (length < key.length) {
      const head = await site.readHead(path, HEAD_BYTES);
      if (head === null) break;
      if ((storedTotal(head) ?? 0) > SEARCH_LIMITS.maxLimit) continue;
    }
    const stored = await site.readJson<V1Search>(path);
    if (!stored) break;
    if (length === key.length) return v1SearchBody(q, stored.total, stored.post_offices.slice(0, limit));
    if (stored.total > SEARCH_LIMITS.maxLimit) continue;
    const matches = stored.post_offices.filter((o) => searchKey(o.name).startsWith(key));
    const exact = matches.filter((o) => searchKey(o.name) === key).map((o): V1SearchItem => ({ ...o, match: 'exact' }));
    const others = matches.filter((o) => searchKey(o.name) !== key).map((o): V1SearchItem => ({ ...o, match: 'prefix' }));
    return v1SearchBody(q, matches.length, [...exact, ...others].slice(0, limit));
  }
  return v1SearchBody(q, 0, []);
}

/** Enough of a prefix file's start to hold its query and total (a query is at most a few hundred bytes). */
const HEAD_BYTES = 1024;

/**
 * The total at the start of a prefix file, written as {@link v1SearchBody} orders its
 * fields; `null` when the text does not start so (the caller then parses the file).
 *
 * @example
 * storedTotal('{"status":"success","query":"co","total":145,"count":10,…') // 145
 */
export function storedTotal(head: string): number | null {
  const found = /^\{"status":"success","query":"(?:[^"\\]|\\.)*","total":(\d+),/.exec(head);
  return found ? Number(found[1]) : null;
}
