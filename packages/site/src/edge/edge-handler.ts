import { getOrCreate } from 'india-pincode-ifsc';
import { sharedLoads } from './settled.js';
import { createHandler, type Handler } from '../handler/handler.js';
import type { SiteFile, SiteFiles } from '../handler/site-files.js';
import { hashedFile, renderedSiteFiles } from '../render/rendered-site-files.js';
import { SITE_KINDS } from '../render/site-kinds.js';
import { EDGE_ASSETS, edgeData, type ReadAsset } from './edge-data.js';
import { isPacked, packReader } from './edge-packs.js';

/**
 * The base URL the edge build renders its pre-rendered files with; the worker puts the
 * deployment's base URL in its place when it serves them. A reserved name (RFC 2606),
 * so it can be nothing else.
 */
export const EDGE_BUILD_BASE = 'https://edge-base.invalid';

/** Rendered answers an isolate keeps: the CDN in front keeps the rest, and isolates have little memory. */
const EDGE_CACHE_BYTES = 4 * 2 ** 20;

/** Pre-rendered files kept per base URL are those under this size. */
const KEEP_BELOW_BYTES = 2 ** 20;

/** Files served as built, whatever the base URL. */
const STATIC_ASSET = /\.(js|css)$/;

/** The kinds the edge renders on request: all but those that need every bank at once and those it packs. */
const EDGE_KINDS = SITE_KINDS.filter((kind) => kind.scope !== 'whole' && !isPacked(kind));

/** A text rendered with the build's placeholder base URL, with the request's put in. */
const withBase = (text: string, baseUrl: string) => (text.includes(EDGE_BUILD_BASE) ? text.replaceAll(EDGE_BUILD_BASE, baseUrl) : text);

/**
 * The files the edge build packed (edge-packs.ts), with the request's base URL put in;
 * any other path is read from `others`.
 */
function packedFiles(readPacked: ReturnType<typeof packReader>, baseUrl: string, others: SiteFiles): SiteFiles {
  const encoder = new TextEncoder();
  return {
    read: async (path) => {
      const text = await readPacked(path);
      if (text === null) return others.read(path);
      return text === undefined ? null : hashedFile(encoder.encode(withBase(text, baseUrl)));
    },
  };
}

/**
 * The files the edge build rendered, with the request's base URL put in: each read
 * once per base URL and kept (they are few).
 */
function prebuiltFiles(readAsset: ReadAsset, baseUrl: string): SiteFiles {
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
    return hashedFile(text.includes(EDGE_BUILD_BASE) ? encoder.encode(withBase(text, baseUrl)) : bytes);
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
      if (file && (file.body.byteLength <= KEEP_BELOW_BYTES || STATIC_ASSET.test(path))) files.set(path, file);
      return file;
    },
  };
}

export interface EdgeOptions {
  /** Reads a file of the edge build's assets (`/_edge/…`). */
  readonly readAsset: ReadAsset;
  /** The site's base URL; without it, each request's origin. */
  readonly siteUrl?: string;
}

/**
 * The site on an edge runtime: every URL the static site serves, rendered on request
 * from the dataset shards in the deployment's assets by the same renderers as the
 * static build, through the same request handler. A new domain needs no rebuild: the
 * base URL is the setting or the request's origin.
 *
 * @example
 * const handle = createEdgeHandler({ readAsset: (path) => assets.get(path) ?? null });
 * await handle(new Request('https://pin.example.org/api/pincode/110001'));
 */
export function createEdgeHandler(options: EdgeOptions): Handler {
  const dataFor = edgeData(options.readAsset);
  const readPacked = packReader(options.readAsset, SITE_KINDS);
  const handlers = new Map<string, Handler>();
  return (request) => {
    const baseUrl = (options.siteUrl || new URL(request.url).origin).replace(/\/+$/, '');
    const handle = getOrCreate(handlers, baseUrl, () => {
      const fallback = packedFiles(readPacked, baseUrl, prebuiltFiles(options.readAsset, baseUrl));
      return createHandler(renderedSiteFiles(EDGE_KINDS, dataFor(baseUrl), { fallback, cacheBytes: EDGE_CACHE_BYTES }));
    });
    return handle(request);
  };
}
