import type { SiteEntry } from './site-entry.js';
import { fillPattern, type Params, patternMatcher } from '../routes.js';
import type { SiteData } from './site-data.js';

/**
 * What part of the dataset a kind of file is rendered from: the PIN side alone, one
 * bank's branches (with the PIN side), the branches of one MICR code (found through
 * the dataset's MICR index), or everything. The edge worker renders the first three
 * on request and ships the last pre-rendered.
 */
export type Scope = 'pincode' | 'bank' | 'micr' | 'whole';

/**
 * Which part of the site a kind belongs to: the API-only build leaves the pages out, and
 * only the edge build ships `edge` files (read by the worker's code, of no use to a host
 * without code, and too many bytes for the static hosts' limits). `server` files are read
 * only by code that searches (`npm start`, the edge worker): the full site has them, the
 * profiles for hosts without code (`api-only`, `github-pages`) leave them out.
 */
export type Section = 'api' | 'server' | 'pages' | 'host' | 'edge';

/**
 * One kind of file of the site: where its files are, which exist, and how one is
 * rendered. The generator writes every file of every kind; `npm start` and the edge
 * worker render one on request through the same function, so the two cannot differ.
 */
export interface FileKind {
  /** The file's path; `:name` placeholders (a whole segment, or before a suffix such as `.xml`) are parameters. */
  readonly pattern: string;
  readonly scope: Scope;
  readonly section: Section;
  /** For `bank` kinds: the bank (code or slug) a file's parameters name. */
  readonly bank?: (params: Params) => string;
  /** For files that list a PIN code's bank branches ({@link SiteData.pinBranches}): the PIN code its parameters name. */
  readonly branchesOf?: (params: Params) => string;
  /** The parameters of every file of the kind. */
  list(data: SiteData): Iterable<Params>;
  /** One file's contents, or `null` when the data has no such file. */
  render(data: SiteData, params: Params): string | null;
}

/**
 * Finds the kind of a site path and its parameters (as they appear in the path).
 * Literal paths win over patterns.
 *
 * @example
 * const match = kindMatcher(kinds)('/pincode/110001/index.html'); // { kind, params: { pin: '110001' } }
 */
export function kindMatcher<K extends Pick<FileKind, 'pattern'>>(kinds: readonly K[]): (path: string) => { kind: K; params: Params } | undefined {
  const literal = new Map<string, K>();
  const patterns: [string, K][] = [];
  for (const kind of kinds) {
    if (!kind.pattern.includes(':')) literal.set(kind.pattern, kind);
    else patterns.push([kind.pattern, kind]);
  }
  const match = patternMatcher(patterns, false);
  return (path) => {
    const exact = literal.get(path);
    if (exact) return { kind: exact, params: {} };
    const found = path.startsWith('/') ? match(path.slice(1).split('/')) : undefined;
    return found && { kind: found.value, params: found.params };
  };
}

/**
 * Every file of some kinds, in kind order; when `wanted` is given, only the paths it
 * accepts (the others are not rendered).
 *
 * @example
 * for (const entry of kindEntries(API_KINDS, data)) console.log(entry.path);
 */
export function* kindEntries(kinds: readonly FileKind[], data: SiteData, wanted?: (path: string) => boolean): Generator<SiteEntry> {
  for (const kind of kinds) {
    for (const params of kind.list(data)) {
      const path = fillPattern(kind.pattern, params);
      if (wanted && !wanted(path)) continue;
      const body = kind.render(data, params);
      if (body === null) throw new Error(`${path}: listed, but rendered no file`);
      yield { path, body };
    }
  }
}

/**
 * A path parameter decoded, or `null` when it is not valid percent-encoding.
 *
 * @example
 * decodeParam('baroda%20house') // 'baroda house'
 */
export function decodeParam(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Remembers the last result of a function of a data set and a key: consecutive calls
 * for the same key (a PIN code's page, then each of its offices' pages) compute it once.
 *
 * @example
 * const area = rememberLast((data, pin) => v1PincodeResponse(data.pincodes, pin, data.urls));
 */
export function rememberLast<T>(compute: (data: SiteData, key: string) => T): (data: SiteData, key: string) => T {
  let last: { data: SiteData; key: string; value: T } | undefined;
  return (data, key) => {
    if (last?.data !== data || last.key !== key) last = { data, key, value: compute(data, key) };
    return last.value;
  };
}
