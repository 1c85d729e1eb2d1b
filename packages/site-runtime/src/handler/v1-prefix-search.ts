import { type ApiResponse, parseSearchParams, searchKey, type V1Search, v1SearchBody } from 'india-pincode-ifsc/internal';
import { FILES, fillPattern, searchFileKey } from '../routes.js';
import type { SiteReader } from './site-reader.js';

/**
 * `/api/v1/search?q=&limit=` from the prefix files: the file of the query itself when
 * the generator wrote one (prefixes with over 100 matches in their parent), else the
 * longest shorter prefix's file, which then holds every match, filtered here.
 *
 * @example
 * await v1PrefixSearch(site.readJson, 'baroda h', '5') // { status: 200, body: { status: 'success', … } }
 */
export async function v1PrefixSearch(readJson: SiteReader['readJson'], q: string | null, limit: string | null): Promise<ApiResponse> {
  const params = parseSearchParams(q, limit);
  if ('status' in params) return params;
  const key = searchKey(params.q);
  for (let length = key.length; length >= 2; length--) {
    const prefix = key.slice(0, length);
    // Never cut a character outside the BMP in half: no file is named by half of one.
    if (/[\uD800-\uDBFF]$/.test(prefix)) continue;
    const stored = await readJson<V1Search>(fillPattern(FILES.v1Search, { q: searchFileKey(prefix) }));
    if (!stored) continue;
    const matches = length === key.length ? stored.post_offices : stored.post_offices.filter((o) => searchKey(o.name).startsWith(key));
    const total = length === key.length ? stored.total : matches.length;
    return { status: 200, body: v1SearchBody(params.q, total, matches.slice(0, params.limit)) };
  }
  return { status: 200, body: v1SearchBody(params.q, 0, []) };
}
