import type { ApiResponse, IfscRecord } from 'india-pincode-ifsc';
import type { Encoded } from '../render/search-answers.js';
import { readSearchLists, type SearchLists } from '../render/search-lists.js';
import { chunkItems } from '../render/search-chunk.js';
import { SEARCH_CHUNKS, type SearchFileName } from '../render/search-shards.js';
import { searchIfscShards } from '../render/shard-search.js';
import { FILES, fillPattern } from '../routes.js';

type ReadJson = <T>(path: string) => Promise<T | null>;
type ReadStored = (path: string) => Promise<{ readonly body: Uint8Array; rebase(text: string): string } | null>;

/** Each file of the sharded search as the route table names it, with its one parameter. */
const SEARCH_FILES: Readonly<Record<SearchFileName, { pattern: string; param: string }>> = {
  // The banks listing, one file: the one key is ''.
  banks: { pattern: FILES.banks, param: 'key' },
  words: { pattern: FILES.ifscSearchWords, param: 'key' },
  districts: { pattern: FILES.ifscSearchDistricts, param: 'chunk' },
  branches: { pattern: FILES.ifscSearchBranches, param: 'chunk' },
  ranked: { pattern: FILES.ifscSearchRanked, param: 'chunk' },
  pincodes: { pattern: FILES.ifscSearchPincodes, param: 'prefix' },
  starts: { pattern: FILES.ifscSearchStarts, param: 'key' },
  typoWords: { pattern: FILES.ifscSearchTypoWords, param: 'key' },
  prefixes: { pattern: FILES.ifscSearchPrefixes, param: 'key' },
  answers: { pattern: FILES.ifscSearchAnswers, param: 'prefix' },
  terms: { pattern: FILES.ifscSearchTerms, param: 'key' },
  termKeys: { pattern: FILES.ifscSearchTermKeys, param: 'bank' },
  typos: { pattern: FILES.ifscSearchTypos, param: 'key' },
};

/**
 * `/api/search.php?q=`: the one API answer files cannot hold (any words, any order).
 * The returned function reads the search's lists file once; per query the sharded
 * search reads the word shards and list chunks it needs (an IFSC query, the branch's
 * own record), so the answer equals the core's search over the whole dataset. The
 * chunks are read as stored: the answer holds the items it lists as they are, each
 * decoded and given the base URL alone.
 *
 * @example
 * const search = createIfscSearch(readJson, readStored);
 * await search('kolkata main'); // { status: 200, body: Uint8Array [ '{"success":true,…' ] }
 */
export function createIfscSearch(readJson: ReadJson, readStored: ReadStored): (q: string | null) => Promise<ApiResponse | Encoded> {
  // Kept once read; never a promise another request awaits (edge/settled.ts says why).
  let kept: SearchLists | undefined;
  const read = async (file: SearchFileName, key: string) => {
    const { pattern, param } = SEARCH_FILES[file];
    const path = fillPattern(pattern, { [param]: key });
    if (!Object.hasOwn(SEARCH_CHUNKS, file)) return readJson<unknown>(path);
    const found = await readStored(path);
    if (!found) return null;
    const items = chunkItems(found.body, path);
    return (at: number) => {
      const item = items(at);
      return item === undefined ? undefined : found.rebase(item);
    };
  };
  const branchItem = async (code: string) => {
    const record = await readJson<IfscRecord>(fillPattern(FILES.ifsc, { ifsc: code }));
    if (!record) return null;
    const { success: _success, ...item } = record;
    return item;
  };
  return async (q) => {
    const json = kept ? null : await readJson<unknown>(FILES.ifscSearchLists);
    kept ??= json === null ? undefined : readSearchLists(json, FILES.ifscSearchLists);
    if (!kept) return { status: 503, body: { success: false, error: 'Search index missing: rebuild the site' } };
    return searchIfscShards(read, kept, q, branchItem);
  };
}
