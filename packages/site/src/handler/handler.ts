import {
  type DataMeta,
  editionHeader,
  ifscError,
  notFoundMessages,
  parseSearchParams,
  searchKey,
  v1Error,
  v1SearchBody,
  type ApiResponse,
  type V1Search,
} from 'india-pincode-ifsc';
import { CACHE_CONTROL, contentType, CORS_HEADERS, JSON_TYPE } from '../headers.js';
import {
  BANK_CODES_FILE,
  fillPattern,
  META_FILE,
  isResponse,
  matchRoute,
  searchFileKey,
  type ApiRoute,
  type FileVariant,
  type Miss,
  type Params,
} from '../routes.js';
import { createIfscSearch } from './ifsc-search.js';
import { answerWordRun } from './word-run.js';
import { MAX_URL_LENGTH, pathSegments } from './safe-path.js';
import type { SiteFile, SiteFiles } from './site-files.js';

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
export type PlainHandler = (request: PlainRequest) => Promise<PlainResponse>;

const encoder = new TextEncoder();

function respond(request: PlainRequest, status: number, body: Uint8Array | null, headers: Record<string, string>): PlainResponse {
  const all: Record<string, string> = { ...CORS_HEADERS, 'X-Content-Type-Options': 'nosniff', ...headers };
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

function json(request: PlainRequest, response: ApiResponse): PlainResponse {
  const body = encoder.encode(JSON.stringify(response.body));
  const cache = response.status < 500 ? CACHE_CONTROL : 'no-store';
  return respond(request, response.status, body, { 'Content-Type': JSON_TYPE, 'Cache-Control': cache });
}

function file(request: PlainRequest, path: string, found: SiteFile, status = 200): PlainResponse {
  return respond(request, status, found.body, { 'Content-Type': contentType(path), 'Cache-Control': CACHE_CONTROL, ETag: found.etag });
}

const given = (value: string | null | undefined): value is string => value !== null && value !== undefined && value.trim() !== '';

/** The first variant whose query parameters are all given. */
function pickVariant(route: ApiRoute, query: URLSearchParams): FileVariant | undefined {
  return route.variants.find((variant) => variant.query.every((name) => given(query.get(name))));
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
  const plain = createPlainHandler(files);
  return async (request) => {
    const answer = await plain({ method: request.method, url: request.url, header: (name) => request.headers.get(name) });
    return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
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
  // Parsed JSON, by file body: a file store that keeps files in memory returns the
  // same body again, so a popular search file is parsed once, and forgotten with it.
  // The parsed values are shared: callers must not change them.
  const parsed = new WeakMap<Uint8Array, unknown>();
  const readJson = async <T>(path: string): Promise<T | null> => {
    const found = await files.read(path);
    if (!found) return null;
    if (!parsed.has(found.body)) parsed.set(found.body, JSON.parse(new TextDecoder().decode(found.body)));
    return parsed.get(found.body) as T;
  };
  let ifscSearch = createIfscSearch(readJson);
  let bankCodes: Promise<Record<string, string>> | undefined;
  let lists = new Map<string, Promise<Set<string>>>();
  /** A JSON list file as a set, read once per build of the site. */
  const listed = async (path: string): Promise<Set<string>> => {
    await refreshDerived();
    let list = lists.get(path);
    if (!list) {
      list = readJson<string[]>(path).then((items) => new Set(items ?? []));
      lists.set(path, list);
    }
    return list;
  };
  let derivedGeneration: number | undefined;
  /** Forgets what was derived from the files when the site has been rebuilt since. */
  const refreshDerived = async () => {
    const generation = (await files.generation?.()) ?? 0;
    if (generation === derivedGeneration) return;
    derivedGeneration = generation;
    bankCodes = undefined;
    edition = undefined;
    lists = new Map();
    ifscSearch = createIfscSearch(readJson);
  };
  /** A `bank` given as its 4-letter code becomes the bank's slug; anything else is left as it is. */
  const bankFromCode = async (raw: string) => {
    if (!/^[a-z]{4}$/i.test(raw.trim())) return raw;
    await refreshDerived();
    bankCodes ??= readJson<Record<string, string>>(BANK_CODES_FILE).then((codes) => codes ?? {});
    return (await bankCodes)[raw.trim().toUpperCase()] ?? raw;
  };

  async function missApplies(miss: Miss, params: Params): Promise<boolean> {
    if (miss.file) return !(await files.read(fillPattern(miss.file, params)));
    if (miss.listed) return (await listed(miss.listed.file)).has(params[miss.listed.param] ?? '');
    return true;
  }

  async function api(request: PlainRequest, route: ApiRoute, pathParams: Params, query: URLSearchParams): Promise<PlainResponse> {
    if (route.search === 'v1-prefix') return json(request, await v1PrefixSearch(query.get('q'), query.get('limit')));
    if (route.search === 'ifsc-index') {
      await refreshDerived();
      return json(request, await ifscSearch(query.get('q')));
    }
    if (route.search === 'word-run') return json(request, await answerWordRun(pathParams.name ?? '', readJson));
    const variant = pickVariant(route, query);
    if (!variant) return json(request, ifscError(400, notFoundMessages.missing((route.required ?? []).filter((name) => !given(query.get(name))))));
    const raw: Params = { ...pathParams };
    for (const name of variant.query) raw[name] = query.get(name)!;
    const params: Params = {};
    for (const [name, value] of Object.entries(raw)) {
      const normalized = route.normalize[name]?.(name === 'bank' ? await bankFromCode(value) : value) ?? value;
      if (isResponse(normalized)) return json(request, normalized);
      params[name] = normalized;
    }

    const path = fillPattern(variant.file, params);
    const found = await files.read(path);
    if (found) return file(request, path, found);
    for (const miss of variant.misses) {
      if (await missApplies(miss, params)) return json(request, miss.response(params, raw));
    }
    return json(request, v1Error(404, 'Not found'));
  }

  /**
   * v1 search from the prefix files: the file of the query itself when the generator
   * wrote one (prefixes with over 100 matches in their parent), else the longest
   * shorter prefix's file, which then holds every match, filtered here.
   */
  async function v1PrefixSearch(q: string | null, limit: string | null): Promise<ApiResponse> {
    const params = parseSearchParams(q, limit);
    if ('status' in params) return params;
    const key = searchKey(params.q);
    for (let length = key.length; length >= 2; length--) {
      const prefix = key.slice(0, length);
      // Never cut a character outside the BMP in half: no file is named by half of one.
      if (/[\uD800-\uDBFF]$/.test(prefix)) continue;
      const stored = await readJson<V1Search>(`/api/v1/search/${searchFileKey(prefix)}`);
      if (!stored) continue;
      const matches = length === key.length ? stored.post_offices : stored.post_offices.filter((o) => searchKey(o.name).startsWith(key));
      const total = length === key.length ? stored.total : matches.length;
      return { status: 200, body: v1SearchBody(params.q, total, matches.slice(0, params.limit)) };
    }
    return { status: 200, body: v1SearchBody(params.q, 0, []) };
  }

  async function page(request: PlainRequest, segments: string[]): Promise<PlainResponse> {
    const path = `/${segments.join('/')}`;
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path];
    for (const candidate of candidates) {
      const found = await files.read(candidate);
      if (found) return file(request, candidate, found);
    }
    // A page URL without its trailing slash: send the client to the canonical one.
    if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path) && (await files.read(`${path}/index.html`))) {
      return respond(request, 308, null, { Location: `${path}/`, 'Cache-Control': CACHE_CONTROL });
    }
    const notFound = await files.read('/404.html');
    if (notFound) return file(request, '/404.html', notFound, 404);
    return json(request, v1Error(404, 'Not found'));
  }

  /** `X-Data-Edition` of every answer, from `/api/meta`: absent only while the site has none. */
  let edition: Promise<string | null> | undefined;
  const dataEdition = async () => {
    await refreshDerived();
    edition ??= readJson<DataMeta>(META_FILE).then((meta) => (meta ? editionHeader(meta.editions) : null));
    return edition;
  };

  return async function handle(request: PlainRequest): Promise<PlainResponse> {
    const response = await answer(request);
    const header = await dataEdition();
    if (header) response.headers['X-Data-Edition'] = header;
    return response;
  };

  async function answer(request: PlainRequest): Promise<PlainResponse> {
    if (request.method === 'OPTIONS') return respond(request, 204, null, { 'Cache-Control': 'public, max-age=86400' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return respond(request, 405, encoder.encode(JSON.stringify(v1Error(405, `Method ${request.method} not allowed`).body)), {
        'Content-Type': JSON_TYPE,
        Allow: 'GET, HEAD, OPTIONS',
        'Cache-Control': 'no-store',
      });
    }
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
    if (match) return api(request, match.route, match.params, url.searchParams);
    return page(request, segments);
  }
}
