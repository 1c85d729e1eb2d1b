import type { SiteEntry } from '../generate/write-site.js';
import { contentType, JSON_TYPE } from '../headers.js';
import { type FileKind, kindMatcher } from '../render/file-kind.js';
import { EDGE_ASSETS, type ReadAsset } from './edge-data.js';
import { keptRecent } from './settled.js';

/**
 * Whether the edge build renders a kind's files into packs for the worker to serve as
 * they are: every kind of JSON answer it would otherwise render. Rendered on request, the
 * first file of a kind would read and index a whole side of the dataset (tens to
 * hundreds of milliseconds of CPU), and there are too many files to ship one asset each.
 * Not pages: they print the site's host name, which the base URL swap does not reach.
 *
 * @example
 * isPacked({ pattern: '/api/pincode/:pin', scope: 'pincode', section: 'api' }) // true
 */
export const isPacked = (kind: Pick<FileKind, 'pattern' | 'scope' | 'section'>): boolean =>
  kind.section === 'api' && kind.scope !== 'whole' && contentType(kind.pattern) === JSON_TYPE;

/** A pack holds consecutive files of one kind (in path order) up to about this many characters. */
export const PACK_SIZE = 128 * 1024;

/** The name and version of the packs' index; a worker reads only this one. */
export const PACKS_FORMAT = { format: 'india-pincode-ifsc/edge-packs', version: 1 } as const;

/** The packs of one kind: the path of each pack's first file, ascending (in code units). */
export interface PackIndex {
  format: typeof PACKS_FORMAT.format;
  version: typeof PACKS_FORMAT.version;
  firsts: string[];
}

/** One pack: each file's path → its text. */
export type Pack = Record<string, string>;

/** Packs kept parsed per isolate (each up to {@link PACK_SIZE} characters and one file). */
const PACKS_KEPT = 8;

/** A kind's folder among the packs: its pattern's literal segments. */
const folder = (pattern: string) =>
  `${EDGE_ASSETS.root}packs/${pattern
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('-')}`;

/**
 * The asset of a kind's pack index, and of its pack `n`.
 *
 * @example
 * packAsset('/api/postoffice/:name') // '/_edge/packs/api-postoffice/index.json'
 * packAsset('/api/postoffice/:name', 3) // '/_edge/packs/api-postoffice/3.json'
 */
export const packAsset = (pattern: string, n?: number) => `${folder(pattern)}/${n === undefined ? 'index' : n}.json`;

const byPath = (a: readonly [string, string], b: readonly [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The assets of one kind's files packed: its index and its packs, by asset path.
 *
 * @example
 * packFiles(kind, kindEntries([kind], data)).get('/_edge/packs/api-postoffice/index.json') // '{"format":…,"firsts":["a",…]}'
 */
export function packFiles(kind: FileKind, files: Iterable<SiteEntry>, size = PACK_SIZE): Map<string, string> {
  const entries = Array.from(files, ({ path, body }) => [path, typeof body === 'string' ? body : new TextDecoder().decode(body)] as const).sort(byPath);
  const assets = new Map<string, string>();
  const firsts: string[] = [];
  let pack: Pack = {};
  let filled = 0;
  const close = () => assets.set(packAsset(kind.pattern, firsts.length - 1), JSON.stringify(pack));
  for (const [name, text] of entries) {
    if (filled > 0 && filled + text.length > size) {
      close();
      pack = {};
      filled = 0;
    }
    if (filled === 0) firsts.push(name);
    pack[name] = text;
    filled += name.length + text.length;
  }
  if (filled > 0) close();
  const index: PackIndex = { ...PACKS_FORMAT, firsts };
  assets.set(packAsset(kind.pattern), JSON.stringify(index));
  return assets;
}

/** The pack that would hold a path: the last whose first path is not after it, -1 for none. */
function packOf(firsts: readonly string[], path: string): number {
  let low = 0;
  let high = firsts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (firsts[middle]! <= path) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Reads and checks a pack index; the error names the asset. */
function readIndex(json: unknown, path: string): PackIndex {
  const index = json as Partial<PackIndex> | null;
  if (!index || index.format !== PACKS_FORMAT.format || index.version !== PACKS_FORMAT.version)
    throw new Error(`${path}: not an edge pack index of version ${PACKS_FORMAT.version}: run npm run build:edge`);
  return index as PackIndex;
}

/**
 * Reads packed files from the edge build's assets: per kind its index once, then the
 * pack of each asked path (the most recently used ones kept). Answers the file's text as
 * rendered at build time, `undefined` when there is no such file, and `null` for a path
 * of no packed kind.
 *
 * @example
 * const read = packReader(readAsset, SITE_KINDS);
 * await read('/api/postoffice/kolkata') // '{"Message":…}' (with the build's base URL)
 */
export function packReader(readAsset: ReadAsset, kinds: readonly FileKind[]): (path: string) => Promise<string | undefined | null> {
  const packed = kinds.filter(isPacked);
  const match = kindMatcher(packed);
  const decoder = new TextDecoder();
  const json = async (path: string): Promise<unknown> => {
    const bytes = await readAsset(path);
    if (!bytes) throw new Error(`edge assets: ${path} is missing (run npm run build:edge)`);
    return JSON.parse(decoder.decode(bytes));
  };
  const indexes = keptRecent(packed.length, async (path: string) => readIndex(await json(path), path));
  const packs = keptRecent(PACKS_KEPT, async (path: string) => (await json(path)) as Pack);
  return async (path) => {
    const kind = match(path)?.kind;
    if (!kind) return null;
    const n = packOf((await indexes(packAsset(kind.pattern), undefined)).firsts, path);
    if (n < 0) return undefined;
    const pack = await packs(packAsset(kind.pattern, n), undefined);
    return Object.hasOwn(pack, path) ? pack[path] : undefined;
  };
}
