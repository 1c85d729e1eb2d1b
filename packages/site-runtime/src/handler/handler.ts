import { type ApiResponse, getOrCreate, ifscError, isApiResponse, isGiven, MESSAGES, v1Error } from 'india-pincode-ifsc/internal';
import { CACHE_CONTROL, contentType, CORS_HEADERS, JSON_TYPE, SECURITY_HEADERS } from '../headers.js';
import { type ApiRoute, type FileVariant, fillPattern, type Miss, matchRoute, type Params, type SearchKind } from '../routes.js';
import { MAX_URL_LENGTH, pathSegments } from './safe-path.js';
import type { SiteFile, SiteFiles } from './site-files.js';
import type { Encoded } from '../render/search-answers.js';
import { answerWordRun } from './word-run.js';
import { createSiteReader, type SiteReader } from './site-reader.js';

/** A fetch-style request handler: what edge hosts run and what tests can call directly. */
export type Handler = (request: Request) => Promise<Response>;

/** What the handler needs of a request; any server's request can be read this way. */
export interface PlainRequest {
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  header(name: string): string | null;
}

/** What the handler answers, ready for any server to send. */
export interface PlainResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array | null;
}

/** The handler without fetch objects: the node server calls it directly, to spare a Request and a Response per request. */
export interface PlainHandler {
  (request: PlainRequest): Promise<PlainResponse>;
  /**
   * The answer kept for this request, found without waiting; `undefined` when it has to
   * be made (then call the handler). Shared by every request it answers: read, never
   * change it. A server that sends it at once spares each repeated URL a promise chain.
   */
  kept?(request: PlainRequest): PlainResponse | undefined;
}

const encoder = new TextEncoder();

function respond(request: PlainRequest, status: number, body: Uint8Array | null, headers: Record<string, string>): PlainResponse {
  const all: Record<string, string> = { ...CORS_HEADERS, ...SECURITY_HEADERS, ...headers };
  if (body && status === 200) {
    const etag = headers.ETag;
    if (
      etag &&
      request
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return { status: 304, headers: all, body: null };
  }
  if (body) all['Content-Length'] = String(body.byteLength);
  return { status, headers: all, body: request.method === 'HEAD' ? null : body };
}

const encoded = (response: ApiResponse | Encoded): Encoded =>
  response.body instanceof Uint8Array ? (response as Encoded) : { status: response.status, body: encoder.encode(JSON.stringify(response.body)) };

function sendJson(request: PlainRequest, { status, body }: Encoded): PlainResponse {
  return respond(request, status, body, { 'Content-Type': JSON_TYPE, 'Cache-Control': status < 500 ? CACHE_CONTROL : 'no-store' });
}

function json(request: PlainRequest, response: ApiResponse): PlainResponse {
  return sendJson(request, encoded(response));
}

function file(request: PlainRequest, path: string, found: SiteFile, status = 200): PlainResponse {
  return respond(request, status, found.body, { 'Content-Type': contentType(path), 'Cache-Control': CACHE_CONTROL, ETag: found.etag });
}

/** The first variant whose query parameters are all given. */
function pickVariant(route: ApiRoute, query: URLSearchParams): FileVariant | undefined {
  return route.variants.find((variant) => variant.query.every((name) => isGiven(query.get(name))));
}

/**
 * The fetch-style handler over a generated site: {@link createPlainHandler} with
 * `Request` in and `Response` out.
 *
 * @example
 * const handle = createHandler(nodeSiteFiles('dist-site'));
 * const response = await handle(new Request('http://localhost/api/pincode/110001'));
 */
export function createHandler(files: SiteFiles): Handler {
  return fetchHandler(createPlainHandler(files));
}

/**
 * A plain handler with `Request` in and `Response` out.
 *
 * @example
 * const handle = fetchHandler(createPlainHandler(files));
 * (await handle(new Request('http://localhost/api/v1/states'))).status // 200
 */
export function fetchHandler(plain: PlainHandler): Handler {
  return async (request) => {
    const plainAnswer = await plain({ method: request.method, url: request.url, header: (name) => request.headers.get(name) });
    return new Response(plainAnswer.body as Uint8Array<ArrayBuffer> | null, { status: plainAnswer.status, headers: plainAnswer.headers });
  };
}

/**
 * Creates the request handler over a generated site. It answers every API URL of
 * the route table (path and query forms, any letter case in names and codes), the
 * pages and assets, OPTIONS (204), HEAD, `If-None-Match` (304) and other methods
 * (405); it never reads a path outside the site.
 *
 * @example
 * const handle = createPlainHandler(nodeSiteFiles('dist-site'));
 * await handle({ method: 'GET', url: 'http://localhost/api/pincode/110001', header: () => null });
 */
export function createPlainHandler(files: SiteFiles): PlainHandler {
  // One reader per build: a request reads one build only (SiteFiles.pin), and what is
  // derived from a build's files is made once for it.
  const readers = new WeakMap<SiteFiles, SiteReader>();
  const servedBy = async (): Promise<Served> => {
    const build = (await files.pin?.()) ?? files;
    return { files: build, site: getOrCreate(readers, build, () => createSiteReader(build)) };
  };
  const handle = async (request: PlainRequest): Promise<PlainResponse> => {
    const served = await servedBy();
    const key = keptKey(request);
    const recent = getOrCreate(keptAnswers, served.site, (): Kept => ({ answers: new Map(), bytes: 0 }));
    const kept = touch(recent, key);
    if (kept) return { ...kept, headers: { ...kept.headers } };
    const response = await answer(request, served);
    const edition = await served.site.edition();
    if (edition) response.headers['X-Data-Edition'] = edition;
    if (key !== undefined && response.status < 500 && bodyBytes(response) <= KEPT_ANSWERS.below) keep(recent, key, response);
    return response;
  };
  return Object.assign(handle, {
    kept(request: PlainRequest): PlainResponse | undefined {
      const build = files.pin ? files.pinNow?.() : files;
      const site = build && readers.get(build);
      const recent = site && keptAnswers.get(site);
      return recent && touch(recent, keptKey(request));
    },
  });
}

/** A request's key among the kept answers; none for a conditional request, whose answer depends on its If-None-Match. */
const keptKey = (request: PlainRequest) => (request.header('If-None-Match') === null ? `${request.method} ${request.url}` : undefined);

/**
 * Answers kept per build: a URL asked again (same method and URL, no If-None-Match) is
 * sent as it was, without matching, reading or searching anew. Files do not change within
 * a build, so neither do their answers; a server error is never kept, nor a large answer.
 * Bounded by count and by bytes, so that a few hundred URLs asked in turn stay kept (with
 * fewer kept than asked in turn, every answer would be made, copied and dropped again),
 * within a small part of an isolate's memory. The oldest answer not asked again since it
 * was kept or passed over goes first (a second chance: nearly least recently used, and a
 * hit only sets a flag, where reordering the map cost a repeated URL more than the rest
 * of its answer on the node server).
 */
export const KEPT_ANSWERS = { count: 1024, bytes: 8 * 2 ** 20, below: 128 * 1024 } as const;

/** The kept answers of a build, by key, and their bodies' bytes. */
interface Kept {
  readonly answers: Map<string, KeptAnswer>;
  bytes: number;
}
interface KeptAnswer {
  readonly response: PlainResponse;
  /** Asked again since it was kept or last passed over. */
  asked: boolean;
}
const keptAnswers = new WeakMap<SiteReader, Kept>();

const bodyBytes = (response: PlainResponse) => response.body?.byteLength ?? 0;

/** The kept answer to a key, marked as asked again; none without a key. */
function touch(kept: Kept, key: string | undefined): PlainResponse | undefined {
  const entry = key === undefined ? undefined : kept.answers.get(key);
  if (entry === undefined) return undefined;
  entry.asked = true;
  return entry.response;
}

function keep(kept: Kept, key: string, response: PlainResponse): void {
  // A file sliced out of a pack is copied: kept as a view, it would keep its whole pack.
  const body = response.body && response.body.byteLength < response.body.buffer.byteLength ? response.body.slice() : response.body;
  // Two requests for one URL may both miss and both keep: the first one's bytes go with it.
  const earlier = kept.answers.get(key);
  if (earlier) kept.bytes -= bodyBytes(earlier.response);
  // Not frozen, though the same object answers every request for its URL (PlainHandler.kept):
  // node writes the headers of a frozen object several microseconds slower.
  kept.answers.set(key, { response: { ...response, body, headers: { ...response.headers } }, asked: false });
  kept.bytes += bodyBytes(response);
  while (kept.answers.size > KEPT_ANSWERS.count || kept.bytes > KEPT_ANSWERS.bytes) {
    const [oldest, entry] = kept.answers.entries().next().value!;
    kept.answers.delete(oldest);
    if (entry.asked) {
      entry.asked = false;
      kept.answers.set(oldest, entry);
    } else kept.bytes -= bodyBytes(entry.response);
  }
}

/** The build a request is answered from: its files and what is derived from them. */
interface Served {
  readonly files: SiteFiles;
  readonly site: SiteReader;
}

/**
 * One answer per search kind of the route table: its type makes a missing one an error
 * (exported for the route table test). The run of words (`/api/postoffice/{NAME}`) is part
 * of the handler; the others are imported on their first use, as chunks of the edge
 * worker: each isolate compiles the handler before its first request, and most requests
 * search nothing. (A chunk costs its first request no more than the same code compiled
 * with the handler, less the module's own load; bench:edge weighs both.) The IFSC search
 * beyond one plain word is imported likewise (handler/site-reader.ts).
 */
export const SEARCHES: { readonly [K in SearchKind]: (served: Served, pathParams: Params, query: URLSearchParams) => Promise<ApiResponse | Encoded> } = {
  'v1-prefix': async ({ site }, _params, query) => (await import('./v1-search.js')).v1Search(site, query.get('q'), query.get('limit')),
  'ifsc-index': ({ site }, _params, query) => site.ifscSearch(query.get('q')),
  'word-run': ({ site }, params) => answerWordRun(params.name ?? '', site.readJson),
  nearby: async ({ site, files }, _params, query) => (await import('./geo.js')).nearbyAnswer(site.readJson, files, query),
  distance: async ({ site }, params) => (await import('./geo.js')).distanceAnswer(site.readJson, params.from ?? '', params.to ?? ''),
};

async function answer(request: PlainRequest, served: Served): Promise<PlainResponse> {
  if (request.method === 'OPTIONS') return respond(request, 204, null, { 'Cache-Control': 'public, max-age=86400' });
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request);
  if (request.url.length > MAX_URL_LENGTH) return json(request, v1Error(414, `URL longer than ${MAX_URL_LENGTH} characters`));
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return json(request, v1Error(400, 'Malformed URL'));
  }
  const segments = pathSegments(url.pathname);
  if (!segments) return json(request, v1Error(400, 'Malformed path'));
  const match = matchRoute(segments);
  if (match?.route.search) return searched(request, served, match.route.search, match.params, url);
  if (match) return api(request, served, match.route, match.params, url.searchParams);
  return page(request, segments, served.files);
}

/** A search's answer, serialised. */
async function searched(request: PlainRequest, served: Served, search: SearchKind, pathParams: Params, url: URL): Promise<PlainResponse> {
  return sendJson(request, encoded(await SEARCHES[search](served, pathParams, url.searchParams)));
}

async function api(request: PlainRequest, served: Served, route: ApiRoute, pathParams: Params, query: URLSearchParams): Promise<PlainResponse> {
  const variant = pickVariant(route, query);
  if (!variant) return json(request, ifscError(400, MESSAGES.missing((route.required ?? []).filter((name) => !isGiven(query.get(name))))));
  const raw: Params = { ...pathParams };
  for (const name of variant.query) raw[name] = query.get(name)!;
  const params = await normalizeParams(route, raw, served.site);
  if (isApiResponse(params)) return json(request, params);
  const path = fillPattern(variant.file, params);
  const found = await served.files.read(path);
  if (found) return file(request, path, found);
  for (const miss of variant.misses) {
    if (await missApplies(miss, params, served.files, served.site)) return json(request, miss.response(params, raw));
  }
  return json(request, v1Error(404, MESSAGES.notFound));
}

function methodNotAllowed(request: PlainRequest): PlainResponse {
  return respond(request, 405, encoder.encode(JSON.stringify(v1Error(405, `Method ${request.method} not allowed`).body)), {
    'Content-Type': JSON_TYPE,
    Allow: 'GET, HEAD, OPTIONS',
    'Cache-Control': 'no-store',
  });
}

/** Each parameter normalised to its file key (a 4-letter `bank` code first to its slug), or the 400/404 answer. */
async function normalizeParams(route: ApiRoute, raw: Params, site: SiteReader): Promise<Params | ApiResponse> {
  const params: Params = {};
  for (const [name, value] of Object.entries(raw)) {
    const bank = name === 'bank' && /^[a-z]{4}$/i.test(value.trim()) ? ((await site.bankCodes())[value.trim().toUpperCase()] ?? value) : value;
    const normalized = route.normalize[name]?.(bank) ?? bank;
    if (isApiResponse(normalized)) return normalized;
    params[name] = normalized;
  }
  return params;
}

async function missApplies(miss: Miss, params: Params, files: SiteFiles, site: SiteReader): Promise<boolean> {
  if (miss.file) return !(await files.read(fillPattern(miss.file, params)));
  if (miss.listed) {
    const value = params[miss.listed.param] ?? '';
    return (await site.listed(fillPattern(miss.listed.file, miss.listed.shard?.(value) ?? {}))).has(value);
  }
  return true;
}

/** A page or asset; a page URL without its trailing slash is sent to the canonical one. */
async function page(request: PlainRequest, segments: string[], files: SiteFiles): Promise<PlainResponse> {
  const path = `/${segments.join('/')}`;
  const candidate = path.endsWith('/') ? `${path}index.html` : path;
  const found = await files.read(candidate);
  if (found) return file(request, candidate, found);
  if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path) && (await files.read(`${path}/index.html`))) {
    return respond(request, 308, null, { Location: `${path}/`, 'Cache-Control': CACHE_CONTROL });
  }
  const notFound = await files.read('/404.html');
  if (notFound) return file(request, '/404.html', notFound, 404);
  return json(request, v1Error(404, MESSAGES.notFound));
}
