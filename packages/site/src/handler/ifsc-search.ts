import { readIfscSearchFile, searchIfscSource, type ApiResponse, type IfscRecord, type IfscSearchSource } from 'india-pincode-ifsc';
import { FILES, fillPattern } from '../routes.js';

type ReadJson = <T>(path: string) => Promise<T | null>;

/**
 * `/api/search.php?q=`: the one API answer files cannot hold (any words, any order).
 * The returned function reads the search index once, finds the matches with the
 * core's search, and takes each branch's record from its own file, so the answer
 * equals the core's.
 *
 * @example
 * const search = createIfscSearch(readJson);
 * await search('kolkata main'); // { status: 200, body: { success: true, … } }
 */
export function createIfscSearch(readJson: ReadJson): (q: string | null) => Promise<ApiResponse> {
  let source: Promise<IfscSearchSource | null> | undefined;
  return async (q) => {
    source ??= readJson<unknown>(FILES.ifscSearchIndex).then((json) => (json === null ? null : readIfscSearchFile(json)));
    const loaded = await source;
    if (!loaded) {
      source = undefined;
      return { status: 503, body: { success: false, error: 'Search index missing: rebuild the site' } };
    }
    const found = searchIfscSource(loaded, q);
    if ('status' in found) return found;
    const records = await Promise.all(found.branchCodes.map((code) => readJson<IfscRecord>(fillPattern(FILES.ifsc, { ifsc: code }))));
    const branches = records.filter((record) => record !== null).map(({ success: _success, ...item }) => item);
    const { query, banks, states, districts, total } = found;
    return { status: 200, body: { success: true, query, banks, states, districts, branches, total } };
  };
}
