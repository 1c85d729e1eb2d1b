import { type ApiResponse, type DataMeta, editionHeader } from 'india-pincode-ifsc/internal';
import { BANK_CODES_FILE, FILES } from '../routes.js';
import type { Encoded } from '../render/search-answers.js';
import { createIfscSearch } from './ifsc-search.js';
import { searchAnswer } from './search-answer.js';
import { readStoredOrServed, type SiteFiles, type StoredOrServed } from './site-files.js';

/** What the handler reads of a site beyond plain files, each made once per build of the site. */
export interface SiteReader {
  /** A file parsed as JSON (shared: callers must not change it), `null` when absent. */
  readJson<T>(path: string): Promise<T | null>;
  /**
   * A file's bytes as stored and what puts the base URL into a text of them, `null` when
   * absent: for a reader that sends parts of a file as they are, and decodes only those.
   */
  readStored(path: string): Promise<{ readonly body: Uint8Array; rebase(text: string): string } | null>;
  /**
   * The text of a file's first `bytes` bytes, as stored (the base URL may not be put in,
   * and the last character may be cut), `null` when absent: for a reader that needs a
   * field at the start of a large file and not the file.
   */
  readHead(path: string, bytes: number): Promise<string | null>;
  /** A JSON list file as a set. */
  listed(path: string): Promise<ReadonlySet<string>>;
  /** Bank code → bank slug. */
  bankCodes(): Promise<Readonly<Record<string, string>>>;
  /** The `X-Data-Edition` value, `null` while the site has no `/api/meta`. */
  edition(): Promise<string | null>;
  /** `/api/search.php?q=`: a plain word from its answer file as stored, else over the sharded search files. */
  ifscSearch(q: string | null): Promise<ApiResponse | Encoded>;
}

/**
 * Reads a generated site for the handler. Parsed files are kept by body (a store that
 * keeps files in memory returns the same body again, so a popular file is parsed once
 * and forgotten with it); what is derived from them is kept for the reader's life, one
 * build's (the handler makes a reader per build a store pins).
 *
 * @example
 * const site = createSiteReader(nodeSiteFiles('dist-site'));
 * await site.bankCodes() // { SBIN: 'state-bank-of-india', … }
 */
export function createSiteReader(files: SiteFiles): SiteReader {
  const parsed = new WeakMap<Uint8Array, unknown>();
  const decoder = new TextDecoder();
  // A file as stored is read as its text with the base URL put in: read as served, it
  // would be decoded, rebased and encoded again only to be decoded here (a search's first
  // request reads a score of files).
  const textOf = (found: StoredOrServed) => {
    const text = decoder.decode(found.body);
    return found.rebase?.(text) ?? text;
  };
  const readJson = async <T>(path: string): Promise<T | null> => {
    const found = await readStoredOrServed(files, path);
    if (!found) return null;
    if (!parsed.has(found.body)) parsed.set(found.body, JSON.parse(textOf(found)));
    return parsed.get(found.body) as T;
  };
  const readStored = async (path: string) => {
    const found = await readStoredOrServed(files, path);
    return found && { body: found.body, rebase: found.rebase ?? ((text: string) => text) };
  };
  const derived = new Map<string, unknown>();
  /** A value derived from the files, kept once made (edge/settled.ts says why not sooner). */
  const once = async <T>(key: string, make: () => Promise<T>): Promise<T> => {
    if (derived.has(key)) return derived.get(key) as T;
    const value = await make();
    derived.set(key, value);
    return value;
  };
  const readHead = async (path: string, bytes: number): Promise<string | null> => {
    const found = await readStoredOrServed(files, path);
    return found && decoder.decode(found.body.subarray(0, bytes));
  };
  return {
    readJson,
    readStored,
    readHead,
    listed: (path) => once(`list ${path}`, async () => new Set((await readJson<string[]>(path)) ?? [])),
    bankCodes: () => once('bank codes', async () => (await readJson<Record<string, string>>(BANK_CODES_FILE)) ?? {}),
    edition: () =>
      once('edition', async () => {
        const meta = await readJson<DataMeta>(FILES.meta);
        return meta ? editionHeader(meta.editions) : null;
      }),
    // The search's modules are imported on their first use (render/shard-search.ts), which a plain word never needs.
    ifscSearch: async (q) => (await searchAnswer(files, readJson, q)) ?? (await once('search', async () => createIfscSearch(readJson, readStored)))(q),
  };
}
