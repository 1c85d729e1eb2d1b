import { getOrCreate, readIfscSearchFile, searchIfscSource, type ApiResponse, type IfscRecord, type IfscSearchSource } from 'india-pincode-ifsc';
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
  // Kept once parsed; never a promise another request awaits (edge/settled.ts says why).
  let kept: IfscSearchSource | undefined;
  return async (q) => {
    const json = kept ? null : await readJson<unknown>(FILES.ifscSearchIndex);
    kept ??= json === null ? undefined : readIfscSearchFile(json);
    if (!kept) return { status: 503, body: { success: false, error: 'Search index missing: rebuild the site' } };
    const found = searchIfscSource(kept, q);
    if ('status' in found) return found;
    const records = await readRecords(readJson, found.branchCodes);
    const branches = records.filter((record) => record !== null).map(({ success: _success, ...item }) => item);
    const { query, banks, states, districts, total } = found;
    return { status: 200, body: { success: true, query, banks, states, districts, branches, total } };
  };
}

/**
 * The branches' records in the order given, one bank at a time: at the edge a bank's
 * branches are loaded to answer them, so its first record is read alone (loading the
 * bank once) and the rest together, and a search across many banks never holds them all.
 */
async function readRecords(readJson: ReadJson, codes: readonly string[]): Promise<(IfscRecord | null)[]> {
  const read = (code: string) => readJson<IfscRecord>(fillPattern(FILES.ifsc, { ifsc: code }));
  const byBank = new Map<string, string[]>();
  for (const code of codes) getOrCreate(byBank, code.slice(0, 4), (): string[] => []).push(code);
  const records = new Map<string, IfscRecord | null>();
  for (const [first, ...rest] of byBank.values()) {
    records.set(first!, await read(first!));
    const found = await Promise.all(rest.map(read));
    for (const [i, code] of rest.entries()) records.set(code, found[i]!);
  }
  return codes.map((code) => records.get(code)!);
}
