import { getOrCreate } from 'india-pincode-ifsc/internal';
import { contentType, JSON_TYPE } from '../headers.js';
import { type FileKind, kindMatcher } from '../model/file-kind.js';
import { bodyEtag, hashedFile } from '../handler/rendered-site-files.js';
import type { SiteData } from '../model/site-data.js';
import { FILES, fillPattern, type Params } from '../routes.js';
import { fnv1a } from '../fnv1a.js';
import { EDGE_ASSETS, type ReadAsset } from './edge-assets.js';
import { keptRecent, onceSettled } from './settled.js';

/**
 * JSON files that one request reads several of: the PIN code answers nearby reads (one
 * per office found), and the search's word shards and chunks (a several-word search
 * reads a score, scattered).
 */
const READ_SEVERAL: readonly string[] = [FILES.v1Pincode, FILES.ifscSearchWords, FILES.ifscSearchDistricts, FILES.ifscSearchBranches];

/**
 * Kinds whose packs differ from the rule: the stored search answers, one read per
 * search and many (a pack's header of paths grows with it, a few KB to parse), in the
 * largest packs (fewer assets); the canonical prefixes files, tiny and
 * many, in small ones, since a pack's header names each of its files and a large pack of
 * them would make a header to parse far larger than the file a search needs.
 */
const PACK_KIB: Readonly<Record<string, number>> = {
  [FILES.ifscSearchAnswers]: 512,
  [FILES.ifscSearchPrefixes]: 16,
  // The bank browse's branch lists and their old paths (each branch listed twice, once where
  // it is placed and once under the district the RBI list gives), and the MICR answers, whose
  // records grew with their placement: in larger packs, so that the edge build stays
  // within Vercel's 15,000 files.
  [FILES.branches]: 256,
  [FILES.micr]: 256,
  // The search's term shards, a few thousand files kept under 64 KB each (core search/term-shards.ts):
  // in larger packs, so that the edge build stays within Vercel's 15,000 files.
  [FILES.v1SearchTerms]: 256,
  [FILES.v1SearchAnswers]: 256,
  [FILES.ifscSearchTerms]: 256,
  // A bank's term keys, a few KB, read by every "bank + place" query: in small packs, whose
  // headers are small to parse (in one pack, every bank's paths made a header of 20 KB).
  [FILES.ifscSearchTermKeys]: 16,
};

/**
 * A kind's files are spread over packs of about this many bytes ({@link packNumber}).
 * A first request's CPU grows with the bytes of the packs it reads, and the hosts limit
 * the count of files: JSON answers, asked for one at a time, 128 KiB; JSON read several
 * per request ({@link READ_SEVERAL}) 64 KiB; pages, larger and sent as they are, 512 KiB
 * (a page's pack costs its request a header of paths to parse, not its bytes);
 * {@link PACK_KIB} apart.
 *
 * @example
 * packSize({ pattern: '/api/pincode/:pin' }) // 131072
 */
export const packSize = (kind: Pick<FileKind, 'pattern'>): number =>
  (PACK_KIB[kind.pattern] ?? (contentType(kind.pattern) !== JSON_TYPE ? 512 : READ_SEVERAL.includes(kind.pattern) ? 64 : 128)) * 1024;

/** The name and version of the packs' format (list and packs); a worker reads only this one. */
export const PACKS_FORMAT = { format: 'india-pincode-ifsc/edge-packs', version: 3 } as const;

/** A packed kind: its pattern, and how many packs its files are spread over ({@link packNumber}). */
export interface PackedKind {
  pattern: string;
  packs: number;
}

/**
 * The packed kinds and the files the worker holds whole: the build bundles this list
 * into the worker, so that a first request reads its pack and nothing else (it is also
 * an asset, for handlers built without it), and serving a packed file loads none of
 * the renderers.
 */
export interface PackList {
  format: typeof PACKS_FORMAT.format;
  version: typeof PACKS_FORMAT.version;
  kinds: PackedKind[];
  /** Small files by path, as text ({@link LISTED_FILES}). */
  files: Record<string, string>;
}

/**
 * Files the pack list carries whole: every response's edition header reads `/api/meta`,
 * which would otherwise be a first request's second asset. (Nearby's tree is not among
 * them: bundled, its text cost every first request more than reading it costs nearby's.)
 */
export const LISTED_FILES: readonly string[] = [FILES.meta];

/**
 * A pack's first line: its files' paths, ascending (in code units), where each file's
 * bytes end after that line, and each file's ETag. The files' bytes follow as they are,
 * so a read slices one file out of the pack without parsing or hashing the others.
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

/** Files rendered per kind to estimate how many packs its files fill, spread over its list. */
const SAMPLED = 256;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Kinds whose files are numbered and read with their neighbours, packed by number: file
 * `n` in pack `floor(n / per)`. By their paths' hashes each would share its pack with
 * files read for nothing. A nearby search reads the tree's leaf its point lies in and a
 * few beside it (a pack each); a search reads district and branch chunks that lie close in
 * their order (eight and twelve to a pack, about 40 and 84 KB).
 */
const NUMBERED_PACKS: Readonly<Record<string, { param: string; per: number }>> = {
  [FILES.nearbyLeaf]: { param: 'leaf', per: 1 },
  [FILES.ifscSearchDistricts]: { param: 'chunk', per: 8 },
  [FILES.ifscSearchBranches]: { param: 'chunk', per: 12 },
  [FILES.ifscSearchRanked]: { param: 'chunk', per: 12 },
};

/**
 * The pack that holds a file among its kind's `packs`: by its number
 * ({@link NUMBERED_PACKS}), else the hash of its path; so the worker finds it from the
 * path and the count alone, with no index to read. `null` for a path that names no pack.
 *
 * @example
 * packNumber('/api/pincode/:pin', { pin: '110001' }, '/api/pincode/110001', 334) // a number from 0 to 333
 * packNumber('/api/v1/nearby/leaves/:leaf', { leaf: '13' }, '/api/v1/nearby/leaves/13', 1024) // 13
 * packNumber('/api/ifsc/search/ranked/:chunk.json', { chunk: '25' }, '/api/ifsc/search/ranked/25.json', 2000) // 2
 */
export function packNumber(pattern: string, params: Params, path: string, packs: number): number | null {
  const numbered = NUMBERED_PACKS[pattern];
  if (!numbered) return fnv1a(path) % packs;
  const file = Number(params[numbered.param]);
  const n = Math.floor(file / numbered.per);
  return Number.isInteger(file) && n >= 0 && n < packs ? n : null;
}

const folders = new Map<string, string>();

/**
 * A kind's folder among the packs: its pattern's segments, each parameter as `_`
 * (`/ifsc/index.html` is not `/ifsc/:ifsc/index.html`); kept, as every request asks.
 */
const folder = (pattern: string) =>
  getOrCreate(
    folders,
    pattern,
    () =>
      `${EDGE_ASSETS.root}packs/${pattern
        .split('/')
        .filter(Boolean)
        .map((segment) => (segment.startsWith(':') ? '_' : segment))
        .join('-')}`,
  );

/**
 * The asset of a kind's pack `n`.
 *
 * @example
 * packAsset('/api/postoffice/:name', 3) // '/_edge/packs/api-postoffice-_/3.pack'
 */
export const packAsset = (pattern: string, n: number) => `${folder(pattern)}/${n}.pack`;

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

/** One file of a kind rendered, as bytes; the error names a listed file that renders none. */
function rendered(kind: FileKind, data: SiteData, params: Params, path: string): Uint8Array {
  const body = kind.render(data, params);
  if (body === null) throw new Error(`${path}: listed, but rendered no file`);
  return typeof body === 'string' ? encoder.encode(body) : body;
}

/** A kind's listed files, each with its path and pack, in pack order (then path order), and the packs' count. */
interface PackPlan {
  readonly packs: number;
  readonly files: { params: Params; path: string; n: number }[];
  /** The sample rendered to estimate the count, kept so that it is not rendered twice. */
  readonly sample: Map<string, Uint8Array>;
}

/**
 * How a kind's files spread over packs of about `size` bytes: the count from the bytes
 * of a sample rendered across the list (a kind is never rendered whole in memory).
 */
function planPacks(kind: FileKind, data: SiteData, size: number): PackPlan {
  const listed = Array.from(kind.list(data), (params) => ({ params, path: fillPattern(kind.pattern, params) }));
  const sample = new Map<string, Uint8Array>();
  let sampled = 0;
  const step = Math.max(1, Math.floor(listed.length / SAMPLED));
  for (let i = 0; i < listed.length; i += step) {
    const { params, path } = listed[i]!;
    const bytes = rendered(kind, data, params, path);
    sample.set(path, bytes);
    sampled += path.length + bytes.byteLength;
  }
  const estimate = sample.size ? (sampled / sample.size) * listed.length : 0;
  const numbered = NUMBERED_PACKS[kind.pattern];
  const packs = numbered ? Math.ceil(listed.length / numbered.per) : Math.max(1, Math.min(listed.length, Math.ceil(estimate / size)));
  const files = listed.map((file) => {
    const n = packNumber(kind.pattern, file.params, file.path, packs);
    if (n === null) throw new Error(`${file.path}: its kind gives each file a pack, and this one names none`);
    return { ...file, n };
  });
  files.sort((a, b) => a.n - b.n || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { packs, files, sample };
}

/**
 * One kind's packs: how many, and their assets (path and bytes), each rendered as the
 * pack before it is written and let go; a pack no file hashes to is written empty, so
 * that a missing pack is a broken build.
 *
 * @example
 * const { packs, assets } = packKind(kind, data);
 * new Map(assets).get('/_edge/packs/api-postoffice-_/0.pack') // bytes: a header line, then files
 */
export function packKind(kind: FileKind, data: SiteData, size = packSize(kind)): { packs: number; assets: Generator<[string, Uint8Array]> } {
  const plan = planPacks(kind, data, size);
  function* assets(): Generator<[string, Uint8Array]> {
    let at = 0;
    for (let n = 0; n < plan.packs; n++) {
      const pack: Packed[] = [];
      for (; at < plan.files.length && plan.files[at]!.n === n; at++) {
        const { params, path } = plan.files[at]!;
        pack.push({ path, bytes: plan.sample.get(path) ?? rendered(kind, data, params, path) });
      }
      yield [packAsset(kind.pattern, n), packBytes(pack)];
    }
  }
  return { packs: plan.packs, assets: assets() };
}

/**
 * Every asset of the packs of these kinds, then the {@link PackList}'s, with the
 * {@link LISTED_FILES} rendered into it. The edge build packs every kind of the site,
 * so that the worker serves each of its files as rendered at build time with an ETag
 * computed then, reading one pack and no dataset: rendered on request, the first file
 * of a kind would read and index a whole side of the dataset (tens to hundreds of
 * milliseconds of CPU), and there are too many files to ship one asset each.
 *
 * @example
 * for (const [path, bytes] of packAssets(SITE_KINDS, data)) await put(path, bytes);
 */
export function* packAssets(kinds: readonly FileKind[], data: SiteData, size?: number): Generator<[string, Uint8Array]> {
  const packed: PackedKind[] = [];
  for (const kind of kinds) {
    const { packs, assets } = packKind(kind, data, size);
    packed.push({ pattern: kind.pattern, packs });
    yield* assets;
  }
  const files: Record<string, string> = {};
  for (const kind of kinds.filter((candidate) => LISTED_FILES.includes(candidate.pattern))) {
    files[kind.pattern] = decoder.decode(rendered(kind, data, {}, kind.pattern));
  }
  yield [PACK_LIST_ASSET, encoder.encode(JSON.stringify({ ...PACKS_FORMAT, kinds: packed, files } satisfies PackList))];
}

/** The position of `path` in an ascending list, -1 when it is not there. */
function indexOf(sorted: readonly string[], path: string): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle]!;
    if (at === path) return middle;
    if (at < path) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * Checks the pack list's format; the error names where it came from.
 *
 * @example
 * checkedPackList(JSON.parse(text), PACK_LIST_ASSET).kinds
 */
export function checkedPackList(json: unknown, from: string): PackList {
  const read = json as Partial<PackList> | null;
  if (!read || read.format !== PACKS_FORMAT.format || read.version !== PACKS_FORMAT.version || !read.kinds || !read.files)
    throw new Error(`${from}: not an edge pack list of version ${PACKS_FORMAT.version}: run npm run build:edge`);
  return read as PackList;
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
  const header = newline < 0 ? null : (JSON.parse(decoder.decode(bytes.subarray(0, newline))) as Partial<PackHeader>);
  if (!header?.paths || !header.ends || !header.etags) throw new Error(`${path}: not an edge pack (no header line): run npm run build:edge`);
  return { header: header as PackHeader, files: bytes.subarray(newline + 1), sliced: new Map() };
}

/** A packed file as the edge build rendered it: its bytes and their ETag. */
export interface PackedFile {
  readonly body: Uint8Array;
  readonly etag: string;
}

/** The pack list made ready for reads: the kinds' matcher and the listed files. */
function listReader(list: PackList) {
  const made = new Map<string, PackedFile>();
  // Each listed file is encoded when first asked for: a request that reads one pays for no other.
  const files = {
    get: (path: string): PackedFile | undefined =>
      Object.hasOwn(list.files, path) ? getOrCreate(made, path, () => hashedFile(encoder.encode(list.files[path]!))) : undefined,
  };
  return { match: kindMatcher(list.kinds), files };
}

/**
 * Reads packed files from the edge build's assets: the pack list (given, as the worker's
 * bundle holds it, or read once), then the pack of each asked path (the most recently
 * used ones kept), sliced. Answers the file as rendered at build time (with the build's
 * base URL), `undefined` when its kind has no such file, and `null` for a path of no
 * packed kind.
 *
 * @example
 * const read = packReader(readAsset, bundledPackList());
 * (await read('/api/postoffice/kolkata'))?.body // the file's bytes
 */
export function packReader(readAsset: ReadAsset, bundled?: PackList): (path: string) => Promise<PackedFile | undefined | null> {
  const asset = async (path: string): Promise<Uint8Array> => {
    const bytes = await readAsset(path);
    if (!bytes) throw new Error(`edge assets: ${path} is missing (run npm run build:edge)`);
    return bytes;
  };
  const list = onceSettled(async () =>
    listReader(
      bundled ? checkedPackList(bundled, 'the bundled pack list') : checkedPackList(JSON.parse(decoder.decode(await asset(PACK_LIST_ASSET))), PACK_LIST_ASSET),
    ),
  );
  const packs = keptRecent(PACKS_KEPT, async (path: string) => readPack(await asset(path), path));
  return async (path) => {
    const { match, files } = await list();
    const listed = files.get(path);
    if (listed) return listed;
    const found = match(path);
    if (!found) return null;
    const { kind, params } = found;
    const n = packNumber(kind.pattern, params, path, kind.packs);
    if (n === null) return undefined;
    const { header, files: bytes, sliced } = await packs(packAsset(kind.pattern, n), undefined);
    const i = indexOf(header.paths, path);
    if (i < 0) return undefined;
    return getOrCreate(sliced, i, () => ({ body: bytes.subarray(i === 0 ? 0 : header.ends[i - 1]!, header.ends[i]!), etag: header.etags[i]! }));
  };
}
