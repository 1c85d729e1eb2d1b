import { getOrCreate } from 'india-pincode-ifsc/internal';
import { onceSettled, sharedLoads } from './settled.js';
import { createHandler, type Handler } from '../handler/handler.js';
import type { SiteFile, SiteFiles } from '../handler/site-files.js';
import { bodyEtag, hashedFile } from '../handler/rendered-site-files.js';
import { EDGE_ASSETS, type ReadAsset } from './edge-assets.js';
import { type PackedFile, type PackList, packReader } from './edge-packs.js';
import { withMcp } from '../mcp/with-mcp.js';

/**
 * The base URL the edge build renders its pre-rendered files with; the worker puts the
 * deployment's base URL in its place when it serves them. A reserved name (RFC 2606),
 * so it can be nothing else.
 */
export const EDGE_BUILD_BASE = 'https://edge-base.invalid';

/** Pre-rendered files kept per base URL are those under this size. */
const KEEP_BELOW_BYTES = 2 ** 20;

/** Files served as built, whatever the base URL. */
const STATIC_ASSET = /\.(js|css)$/;

/** The host of the placeholder base URL: pages print it (with the base URL's path) beside their links. */
const EDGE_BUILD_HOST = new URL(EDGE_BUILD_BASE).host;

/**
 * A text rendered with the build's placeholder base URL, with the request's put in: the
 * URL, then the host that pages print. `null` when the text prints the host and the base
 * URL has a path, which the placeholder had not: such a file is rendered instead.
 *
 * @example
 * withBase('<a href="https://edge-base.invalid/">edge-base.invalid</a>', 'https://pin.example.org') // '<a href="https://pin.example.org/">pin.example.org</a>'
 */
function withBase(text: string, baseUrl: string): string | null {
  if (!text.includes(EDGE_BUILD_HOST)) return text;
  const swapped = text.replaceAll(EDGE_BUILD_BASE, baseUrl);
  if (!swapped.includes(EDGE_BUILD_HOST)) return swapped;
  return hasPath(baseUrl) ? null : swapped.replaceAll(EDGE_BUILD_HOST, new URL(baseUrl).host);
}

/** Whether a base URL has a path (`https://example.github.io/pin`), which the build's placeholder has not. */
const hasPath = (baseUrl: string) => new URL(baseUrl).pathname.replace(/\/+$/, '') !== '';

/** No files: what the renderers would answer under a base URL without a path, where the packs hold every file they render. */
const NO_FILES: SiteFiles = { read: async () => null };

/**
 * The files the edge build packed (edge-packs.ts), with the request's base URL put in;
 * any other path, and a page that cannot take the base URL ({@link withBase}), is read
 * from `others`. A file that names the base URL keeps the ETag the build gave it with
 * the base URL's hash added: its body is the build's and that URL's, so the pair tells
 * one body from another without hashing the body again.
 */
function packedFiles(readPacked: ReturnType<typeof packReader>, baseUrl: string, others: SiteFiles): SiteFiles {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const baseTag = bodyEtag(encoder.encode(baseUrl)).slice(1, -1);
  // A packed file stays the same object while its pack is kept: so does its swapped copy,
  // and what the handler parses of it (kept by body) is found again.
  const swapped = new WeakMap<PackedFile, SiteFile | null>();
  const swap = (found: PackedFile): SiteFile | null => {
    const text = decoder.decode(found.body);
    const based = withBase(text, baseUrl);
    if (based === null) return null;
    if (based === text) return found;
    return { body: encoder.encode(based), etag: `${found.etag.slice(0, -1)}-${baseTag}"` };
  };
  // A base URL with a path cannot be put in everywhere (withBase): each file is then read whole, or rendered; any other can.
  const rebase = hasPath(baseUrl) ? null : (text: string) => withBase(text, baseUrl)!;
  return {
    read: async (path) => {
      const found = await readPacked(path);
      if (found === null) return others.read(path);
      if (!found) return null;
      return getOrCreate(swapped, found, () => swap(found)) ?? others.read(path);
    },
    readStored: async (path) => {
      const found = rebase && (await readPacked(path));
      return found ? { body: found.body, rebase } : null;
    },
  };
}

/**
 * The files the edge build rendered, with the request's base URL put in: each read
 * once per base URL and kept (they are few); any other path is read from `others`.
 */
function prebuiltFiles(readAsset: ReadAsset, baseUrl: string, others: SiteFiles): SiteFiles {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const files = new Map<string, SiteFile>();
  const load = async (path: string): Promise<SiteFile | null> => {
    const bytes = await readAsset(EDGE_ASSETS.site + path);
    if (!bytes) return null;
    // Scripts and stylesheets link relatively and never hold the base URL: decoding the
    // reference page's 1.7 MB Swagger UI bundle to look would cost about 7 ms of CPU.
    if (STATIC_ASSET.test(path)) return hashedFile(bytes);
    const text = decoder.decode(bytes);
    const based = withBase(text, baseUrl);
    return hashedFile(based === null || based === text ? bytes : encoder.encode(based));
  };
  const shared = sharedLoads(load);
  return {
    read: async (path) => {
      if (path.startsWith(EDGE_ASSETS.root)) return null;
      const kept = files.get(path);
      if (kept) return kept;
      // Kept once read (settled.ts says why not sooner); a miss is asked again, and a
      // large file (the search index, parsed once by the handler) is not held twice. Scripts
      // and stylesheets are kept whatever their size: hashing the bundle's ETag again costs about 3 ms.
      const file = await shared(path, undefined);
      if (!file) return others.read(path);
      if (file.body.byteLength <= KEEP_BELOW_BYTES || STATIC_ASSET.test(path)) files.set(path, file);
      return file;
    },
  };
}

export interface EdgeOptions {
  /** Reads a file of the edge build's assets (`/_edge/…`). */
  readonly readAsset: ReadAsset;
  /** The site's base URL; without it, each request's origin. */
  readonly siteUrl?: string;
  /** The pack list, when the worker's bundle holds it ({@link bundledPackList}); else it is read from the assets. */
  readonly packList?: PackList;
}

/**
 * The site on an edge runtime: every URL the static site serves, from the files the
 * edge build packed and rendered (and, under a base URL with a path, pages rendered on
 * request from the dataset in the deployment's assets by the same renderers as the
 * static build), through the same request handler, and the MCP endpoint over it
 * (mcp/with-mcp.ts). A new domain needs no rebuild: the base URL is the setting or the
 * request's origin.
 *
 * @example
 * const handle = createEdgeHandler({ readAsset: (path) => assets.get(path) ?? null });
 * await handle(new Request('https://pin.example.org/api/pincode/110001'));
 */
export function createEdgeHandler(options: EdgeOptions): Handler {
  const readPacked = packReader(options.readAsset, options.packList);
  // Imported on the first request that needs a file rendered (edge-render.ts says why).
  const renderer = onceSettled(async () => (await import('./edge-render.js')).edgeRenderer(options.readAsset));
  const handlers = new Map<string, Handler>();
  return withMcp((request) => {
    const baseUrl = (options.siteUrl || new URL(request.url).origin).replace(/\/+$/, '');
    const handle = getOrCreate(handlers, baseUrl, () => {
      const rendered = onceSettled(async () => (await renderer())(baseUrl));
      const render: SiteFiles = hasPath(baseUrl) ? { read: async (path) => (await rendered()).read(path) } : NO_FILES;
      return createHandler(packedFiles(readPacked, baseUrl, prebuiltFiles(options.readAsset, baseUrl, render)));
    });
    return handle(request);
  });
}
