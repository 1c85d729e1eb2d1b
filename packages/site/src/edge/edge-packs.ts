import { getOrCreate } from 'india-pincode-ifsc';
import { contentType, JSON_TYPE } from '../headers.js';
import { type FileKind, kindMatcher } from '../render/file-kind.js';
import { bodyEtag } from '../render/rendered-site-files.js';
import type { SiteData } from '../render/site-data.js';
import { fillPattern } from '../routes.js';
import { EDGE_ASSETS, type ReadAsset } from './edge-assets.js';
import { keptRecent, onceSettled } from './settled.js';

/**
 * Whether the edge build renders a kind's files into packs for the worker to serve as
 * they are: every kind it would otherwise render on request, API answers and pages
 * alike, and every kind of many files built whole (the search's shards). Rendered on
 * request, the first file of a kind would read and index a whole side of the dataset
 * (tens to hundreds of milliseconds of CPU), and there are too many files to ship one
 * asset each.
 *
 * @example
 * isPacked({ pattern: '/pincode/:pin/index.html', scope: 'pincode' }) // true
 * isPacked({ pattern: '/api/meta', scope: 'whole' }) // false
 */
export const isPacked = (kind: Pick<FileKind, 'pattern' | 'scope'>): boolean => kind.scope !== 'whole' || kind.pattern.includes(':');

/**
 * A pack holds consecutive files of one kind (in path order) up to about this many
 * bytes. JSON answers are small and asked for by the million: 128 KiB. The search's
 * shards (built whole) are read a score at a time by one search, scattered: 64 KiB, a
 * few shards each. Pages are larger: 256 KiB, as smaller packs would exceed the hosts'
 * file limits.
 *
 * @example
 * packSize({ pattern: '/api/pincode/:pin', scope: 'pincode' }) // 131072
 */
export const packSize = (kind: Pick<FileKind, 'pattern' | 'scope'>): number =>
  (contentType(kind.pattern) !== JSON_TYPE ? 256 : kind.scope === 'whole' ? 64 : 128) * 1024;

/** The name and version of the packs' format (list, indexes and packs); a worker reads only this one. */
export const PACKS_FORMAT = { format: 'india-pincode-ifsc/edge-packs', version: 2 } as const;

/** The packs of one kind: the path of each pack's first file, ascending (in code units). */
export interface PackIndex {
  format: typeof PACKS_FORMAT.format;
  version: typeof PACKS_FORMAT.version;
  firsts: string[];
}

/**
 * The packed kinds, by pattern: the worker reads this list instead of the kinds
 * themselves, so that serving a packed file loads none of the renderers.
 */
export interface PackList {
  format: typeof PACKS_FORMAT.format;
  version: typeof PACKS_FORMAT.version;
  patterns: string[];
}

/**
 * A pack's first line: its files' paths, ascending, where each file's bytes end after
 * that line, and each file's ETag. The files' bytes follow as they are, so a read
 * slices one file out of the pack without parsing or hashing the others.
 */
export interface PackHeader {
  paths: string[];
  ends: number[];
  etags: string[];
}

/** The asset of the {@link PackList}. */
export const PACK_LIST_ASSET = `${EDGE_ASSETS.root}packs/kinds.json`;

/**
 * Packs kept per isolate (each up to {@link packSize} and one file): a search reads a
 * score of them, and a pack kept keeps the files sliced from it, so the handler's
 * parsed JSON of them (kept by body) is found again.
 */
const PACKS_KEPT = 32;

/** Pack indexes kept parsed per isolate: more than there are packed kinds. */
const INDEXES_KEPT = 32;

const encoder = new TextEncoder();

/**
 * The pack list's asset text for these kinds (those of them that are packed).
 *
 * @example
 * packList(SITE_KINDS) // '{"format":"india-pincode-ifsc/edge-packs","version":2,"patterns":["/api/pincode/:pin",…]}'
 */
export const packList = (kinds: readonly FileKind[]): string =>
  JSON.stringify({ ...PACKS_FORMAT, patterns: kinds.filter(isPacked).map((kind) => kind.pattern) } satisfies PackList);

/** A kind's folder among the packs: its pattern's segments, each parameter as `_` (`/ifsc/index.html` is not `/ifsc/:ifsc/index.html`). */
const folder = (pattern: string) =>
  `${EDGE_ASSETS.root}packs/${pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '_' : segment))
    .join('-')}`;

/**
 * The asset of a kind's pack index, and of its pack `n`.
 *
 * @example
 * packAsset('/api/postoffice/:name') // '/_edge/packs/api-postoffice-_/index.json'
 * packAsset('/api/postoffice/:name', 3) // '/_edge/packs/api-postoffice-_/3.pack'
 */
export const packAsset = (pattern: string, n?: number) => `${folder(pattern)}/${n === undefined ? 'index.json' : `${n}.pack`}`;

/** One file on its way into a pack. */
interface Packed {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** One pack's bytes: its header line, then its files' bytes. */
function packBytes(files: readonly Packed[]): Uint8Array {
  let end = 0;
  const header: PackHeader = {
    paths: files.map((file) => file.path),
    ends: files.map((file) => (end += file.bytes.byteLength)),
    etags: files.map((file) => bodyEtag(file.bytes)),
  };
  const head = encoder.encode(`${JSON.stringify(header)}\n`);
  const pack = new Uint8Array(head.byteLength + end);
  pack.set(head);
  let at = head.byteLength;
  for (const file of files) {
    pack.set(file.bytes, at);
    at += file.bytes.byteLength;
  }
  return pack;
}

/**
 * A kind's files in path order (code units), rendered one at a time: the kind's list is
 * sorted by path first, so that a kind of a million pages is never held whole.
 */
function* inPathOrder(kind: FileKind, data: SiteData): Generator<Packed> {
  const listed = Array.from(kind.list(data), (params) => ({ params, path: fillPattern(kind.pattern, params) }));
  listed.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const { params, path } of listed) {
    const body = kind.render(data, params);
    if (body === null) throw new Error(`${path}: listed, but rendered no file`);
    yield { path, bytes: typeof body === 'string' ? encoder.encode(body) : body };
  }
}

/**
 * The assets of one kind's files packed, each pack as it fills and then the kind's
 * index: asset path and bytes.
 *
 * @example
 * new Map(packFiles(kind, data)).get('/_edge/packs/api-postoffice-_/index.json') // bytes of '{"format":…,"firsts":["a",…]}'
 */
export function* packFiles(kind: FileKind, data: SiteData, size = packSize(kind)): Generator<[string, Uint8Array]> {
  const firsts: string[] = [];
  let pack: Packed[] = [];
  let filled = 0;
  for (const entry of inPathOrder(kind, data)) {
    if (filled > 0 && filled + entry.bytes.byteLength > size) {
      yield [packAsset(kind.pattern, firsts.length - 1), packBytes(pack)];
      pack = [];
      filled = 0;
    }
    if (filled === 0) firsts.push(entry.path);
    pack.push(entry);
    filled += entry.path.length + entry.bytes.byteLength;
  }
  if (filled > 0) yield [packAsset(kind.pattern, firsts.length - 1), packBytes(pack)];
  yield [packAsset(kind.pattern), encoder.encode(JSON.stringify({ ...PACKS_FORMAT, firsts } satisfies PackIndex))];
}

/** The position of the last entry not after `path` in an ascending list, -1 for none. */
function lastNotAfter(sorted: readonly string[], path: string): number {
  let low = 0;
  let high = sorted.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= path) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Checks the format of the pack list or a pack index; the error names the asset. */
function checked<T extends PackIndex | PackList>(json: unknown, path: string): T {
  const read = json as Partial<T> | null;
  if (!read || read.format !== PACKS_FORMAT.format || read.version !== PACKS_FORMAT.version)
    throw new Error(`${path}: not an edge pack file of version ${PACKS_FORMAT.version}: run npm run build:edge`);
  return read as T;
}

/** A pack read: its header, the bytes its files' ends count from, and the files sliced so far. */
interface ReadPack {
  readonly header: PackHeader;
  readonly files: Uint8Array;
  readonly sliced: Map<number, PackedFile>;
}

/** Splits a pack into its header and its files' bytes; the error names the asset. */
function readPack(bytes: Uint8Array, path: string): ReadPack {
  const newline = bytes.indexOf(10);
  const header = newline < 0 ? null : (JSON.parse(new TextDecoder().decode(bytes.subarray(0, newline))) as Partial<PackHeader>);
  if (!header?.paths || !header.ends || !header.etags) throw new Error(`${path}: not an edge pack (no header line): run npm run build:edge`);
  return { header: header as PackHeader, files: bytes.subarray(newline + 1), sliced: new Map() };
}

/** A packed file as the edge build rendered it: its bytes and their ETag. */
export interface PackedFile {
  readonly body: Uint8Array;
  readonly etag: string;
}

/**
 * Reads packed files from the edge build's assets: the pack list once, per kind its
 * index once, then the pack of each asked path (the most recently used ones kept),
 * sliced. Answers the file as rendered at build time (with the build's base URL),
 * `undefined` when its kind has no such file, and `null` for a path of no packed kind.
 *
 * @example
 * const read = packReader(readAsset);
 * (await read('/api/postoffice/kolkata'))?.body // the file's bytes
 */
export function packReader(readAsset: ReadAsset): (path: string) => Promise<PackedFile | undefined | null> {
  const asset = async (path: string): Promise<Uint8Array> => {
    const bytes = await readAsset(path);
    if (!bytes) throw new Error(`edge assets: ${path} is missing (run npm run build:edge)`);
    return bytes;
  };
  const json = async (path: string): Promise<unknown> => JSON.parse(new TextDecoder().decode(await asset(path)));
  const matcher = onceSettled(async () => {
    const { patterns } = checked<PackList>(await json(PACK_LIST_ASSET), PACK_LIST_ASSET);
    return kindMatcher(patterns.map((pattern) => ({ pattern })));
  });
  const indexes = keptRecent(INDEXES_KEPT, async (path: string) => checked<PackIndex>(await json(path), path));
  const packs = keptRecent(PACKS_KEPT, async (path: string) => readPack(await asset(path), path));
  return async (path) => {
    const kind = (await matcher())(path)?.kind;
    if (!kind) return null;
    const n = lastNotAfter((await indexes(packAsset(kind.pattern), undefined)).firsts, path);
    if (n < 0) return undefined;
    const { header, files, sliced } = await packs(packAsset(kind.pattern, n), undefined);
    const i = lastNotAfter(header.paths, path);
    if (i < 0 || header.paths[i] !== path) return undefined;
    return getOrCreate(sliced, i, () => ({ body: files.subarray(i === 0 ? 0 : header.ends[i - 1]!, header.ends[i]!), etag: header.etags[i]! }));
  };
}
