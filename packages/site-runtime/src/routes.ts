/**
 * The route table: every API URL family of DESIGN.md, named once. The generator
 * writes each family's files at `file`, the handler resolves requests through it,
 * and the host files (serve.json, Netlify, Vercel) are generated from it.
 */
import {
  compatError,
  ifscError,
  ifscNotFound,
  micrError,
  normalizeIfsc,
  normalizeMicr,
  MESSAGES,
  PINCODE_PATTERN,
  searchKey,
  toSlug,
  v1Error,
  type ApiResponse,
} from 'india-pincode-ifsc/internal';
import { fnv1a } from './fnv1a.js';

/** Which error body a family answers with: the compatible envelope, v1 or IFSC. */
export type ErrorFamily = 'compat' | 'v1' | 'ifsc';

/** Parameters by name, after normalisation: the file-name keys. */
export type Params = Record<string, string>;

/**
 * One way to name a miss. With `file`: applies when that file is absent too. With
 * `listed`: applies when the `param` is in that file's JSON list (the file its `shard`
 * names, for a pattern). With neither: always.
 */
export interface Miss {
  readonly file?: string;
  readonly listed?: { readonly file: string; readonly param: string; readonly shard?: (value: string) => Params };
  readonly response: (params: Params, raw: Params) => ApiResponse;
}

/**
 * Every file pattern of the API, named once: the route table maps URLs onto them, the
 * generator renders one renderer per pattern (its table is keyed by this type, so a
 * missing or extra renderer fails the type check), and the handler and pages build
 * paths from them with {@link fillPattern}.
 */
export const FILES = {
  compatPincode: '/api/pincode/:pin',
  compatPostOffice: '/api/postoffice/:name',
  v1Pincode: '/api/v1/pincode/:pin',
  // Not under /api/v1/pincode/{PIN}/: that is a file, and a static host cannot hold a file and a folder at one path.
  v1PincodeBranches: '/api/v1/pincode-branches/:pin',
  v1Search: '/api/v1/search/:q',
  // The office names' term shards the search reads past the prefix files (core search/term-shards.ts); beside, not under, the prefix files, whose names are any prefix.
  v1SearchTerms: '/api/v1/search-terms/:key.json',
  // Which term shards there are, and which keys are split into longer ones.
  v1SearchTermKeys: '/api/v1/search-term-keys.json',
  // Per split two-letter key, the terms under it by length: a typo's word may lie in any of its shards.
  v1SearchTypos: '/api/v1/search-typos/:key.json',
  // The edge's stored answer of a query that is one split key (`ba`, `cha`): the words it starts lie in many shards.
  v1SearchAnswers: '/api/v1/search-answers/:key.json',
  v1States: '/api/v1/states',
  v1State: '/api/v1/state/:state',
  v1District: '/api/v1/district/:state/:district',
  nearbyIndex: '/api/v1/nearby/index.json',
  // The same cells as a grid of bits: what the handler reads over a site (the core's NearbyGridFile says why).
  nearbyGrid: '/api/v1/nearby/grid.json',
  nearbyCell: '/api/v1/nearby/:cell',
  // The offices as a tree of boxes, and each leaf's offices as nearby answers them (edge build only: handler/geo.ts).
  nearbyTree: '/api/v1/nearby/tree.json',
  nearbyLeaf: '/api/v1/nearby/leaves/:leaf',
  meta: '/api/meta',
  ifsc: '/ifsc/api/ifsc/:ifsc',
  micr: '/ifsc/api/micr/:micr',
  banks: '/api/banks.php',
  states: '/api/states.php',
  bankStates: '/api/ifsc/states/:bank',
  stateDistricts: '/api/ifsc/state-districts/:state',
  bankDistricts: '/api/ifsc/districts/:bank/:state',
  branches: '/api/ifsc/branches/:bank/:state/:district',
  // search.php's files, split for point reads (written by render/search-shards.ts, searched by render/shard-search.ts).
  ifscSearchLists: '/api/ifsc/search/lists.json',
  ifscSearchWords: '/api/ifsc/search/words/:key.json',
  ifscSearchDistricts: '/api/ifsc/search/districts/:chunk.json',
  ifscSearchBranches: '/api/ifsc/search/branches/:chunk.json',
  ifscSearchRanked: '/api/ifsc/search/ranked/:chunk.json',
  ifscSearchPincodes: '/api/ifsc/search/pincodes/:prefix.json',
  ifscSearchStarts: '/api/ifsc/search/starts/:key.json',
  ifscSearchTypoWords: '/api/ifsc/search/typo-words/:key.json',
  ifscSearchPrefixes: '/api/ifsc/search/prefixes/:key.json',
  ifscSearchAnswers: '/api/ifsc/search/answers/:prefix.json',
  // The branches' term shards of "bank + place" queries (core ifsc/bank-place.ts).
  ifscSearchTerms: '/api/ifsc/search/terms/:key.json',
  ifscSearchTermKeys: '/api/ifsc/search/term-keys/:bank.json',
  ifscSearchTypos: '/api/ifsc/search/typos/:key.json',
} as const;

/** One of the API's file patterns. */
export type FilePattern = (typeof FILES)[keyof typeof FILES];

/** One way a route maps to a file: used when all its query parameters are given. */
export interface FileVariant {
  /** Query parameters that must be present (non-empty) for this variant. */
  readonly query: readonly string[];
  /** The file in the site, `:name` placeholders filled with normalised parameters. */
  readonly file: FilePattern;
  /**
   * Which miss it is, when the file is absent: the first probe whose file is also
   * absent names the missing level (bank, state, …); the last entry has no file.
   */
  readonly misses: readonly Miss[];
}

/** Turns a raw parameter into its file key, or gives the 400/404 answer for it. */
export type Normalizer = (raw: string) => string | ApiResponse;

/** The answers files cannot hold: each has one function in the handler. */
export type SearchKind = 'v1-prefix' | 'ifsc-index' | 'word-run' | 'nearby' | 'distance';

/** One URL family. */
export interface ApiRoute {
  readonly name: string;
  readonly family: ErrorFamily;
  /** URL paths; `:name` segments are parameters. All of them serve the same files. */
  readonly paths: readonly string[];
  /** Tried in order; the first whose query parameters are all given is used. */
  readonly variants: readonly FileVariant[];
  readonly normalize: Readonly<Record<string, Normalizer>>;
  /** Query parameters without which no variant applies: missing ones give a 400 naming them. */
  readonly required?: readonly string[];
  /** Search routes check their own parameters and read their files in the handler (one answer per kind there). */
  readonly search?: SearchKind;
  /** Further files a search reads besides its variants' (they are written like the others). */
  readonly reads?: readonly FilePattern[];
  /** An example URL, for the about page, docs/api.md and the tests. */
  readonly example: string;
}

/** The 404 body of each family, written to `/_errors/{family}.json` for static hosts. */
export const FAMILY_NOT_FOUND: Readonly<Record<ErrorFamily, ApiResponse>> = /* @__PURE__ */ familyNotFound();

function familyNotFound(): Record<ErrorFamily, ApiResponse> {
  return { compat: compatError(404), v1: v1Error(404, MESSAGES.notFound), ifsc: ifscError(404, MESSAGES.notFound) };
}

/**
 * Bank code → bank slug, for `bank` parameters given as a 4-letter code (`SBIN`):
 * the one fact the handler needs from the data to find a bank's files.
 */
export const BANK_CODES_FILE = '/api/ifsc/bank-codes.json';

/**
 * The RBI's valid IFSCs that have no branch record in this edition, in shards
 * ({@link unlistedShard}): a lookup of one answers `valid: true`, and reads one shard.
 */
export const UNLISTED_IFSC_FILE = '/api/ifsc/unlisted/:shard.json';

/** Shards of {@link UNLISTED_IFSC_FILE}: small files, evenly filled whatever the banks' sizes. */
export const UNLISTED_SHARDS = 64;

/**
 * The shard of {@link UNLISTED_IFSC_FILE} that would list an IFSC: a hash of the code
 * (FNV-1a) modulo {@link UNLISTED_SHARDS}, as a parameter.
 *
 * @example
 * unlistedShard('SBIN0000001') // { shard: '…' } (two hex digits)
 */
export function unlistedShard(ifsc: string): Params {
  return { shard: (fnv1a(ifsc) % UNLISTED_SHARDS).toString(16).padStart(2, '0') };
}

/** Path of a family's static 404 body. */
export const errorFile = (family: ErrorFamily) => `${ERRORS_FOLDER}${family}.json`;

/** The OpenAPI 3.1 document of every API URL family (packages/site-runtime/src/openapi/). */
export const OPENAPI_FILE = '/api/openapi.json';

/**
 * MCP over HTTP (Streamable HTTP, stateless, JSON answers): POST only, answered by the
 * servers that run code (`npm start`, the edge worker); a static host cannot answer it.
 */
export const MCP_PATH = '/mcp';

/** The folder of the API's reference page, rendered from {@link OPENAPI_FILE}. */
export const DOCS_FOLDER = '/docs/';

/** The folder of the families' 404 bodies. */
export const ERRORS_FOLDER = '/_errors/';

const pin: Normalizer = (raw) => raw.trim();
const slug: Normalizer = (raw) => toSlug(raw);
const ifscCode =
  (family: 'ifsc'): Normalizer =>
  (raw) =>
    normalizeIfsc(raw) ?? (family === 'ifsc' ? ifscError(400, MESSAGES.malformedIfsc, raw.trim()) : compatError(400));

/** Parses a PIN parameter for a family: malformed gives that family's 400. */
const pinFor =
  (family: 'compat' | 'v1'): Normalizer =>
  (raw) => {
    const value = pin(raw) as string;
    if (PINCODE_PATTERN.test(value)) return value;
    return family === 'compat' ? compatError(400) : v1Error(400, MESSAGES.malformedPincode(raw));
  };

/** A file key for a search prefix: the lower-case key, safe as one path segment. */
export const searchFileKey = (prefix: string) => encodeURIComponent(searchKey(prefix));

const single = (file: FilePattern, response: (params: Params, raw: Params) => ApiResponse): FileVariant[] => [{ query: [], file, misses: [{ response }] }];
/** The folders the API's URLs live under (the IFSC endpoints answer under both). */
export const API_ROOTS = ['/api/', '/ifsc/api/'] as const;
const bothPrefixes = (endpoint: string) => API_ROOTS.map((root) => `${root}${endpoint}`);

const IFSC_MISSES: readonly Miss[] = [
  { listed: { file: UNLISTED_IFSC_FILE, param: 'ifsc', shard: unlistedShard }, response: (p) => ifscNotFound(p.ifsc!, true) },
  { response: (p) => ifscNotFound(p.ifsc!, false) },
];

/**
 * Every URL family. Made by a call marked pure, as {@link FILES} is read alone by the
 * edge worker's search chunks: bundled without a use of the table, they leave it out,
 * and with it the normalisers' slug library. The call is of a function in parentheses,
 * which V8 compiles with the module instead of scanning it once then compiling it again
 * when called: the table is made in every edge isolate's first moments.
 */
export const ROUTES: readonly ApiRoute[] = /* @__PURE__ */ (function routeTable(): ApiRoute[] {
  return [
    {
      name: 'compat-pincode',
      family: 'compat',
      paths: [FILES.compatPincode],
      variants: single(FILES.compatPincode, () => compatError(404)),
      normalize: { pin: pinFor('compat') },
      example: '/api/pincode/110001',
    },
    {
      name: 'compat-postoffice',
      family: 'compat',
      paths: [FILES.compatPostOffice],
      // One file per name word; the handler answers a run of several words from the
      // file of its rarest word (handler/word-run.ts).
      variants: single(FILES.compatPostOffice, () => compatError(404)),
      normalize: {},
      search: 'word-run',
      example: '/api/postoffice/Baroda%20House',
    },
    {
      name: 'v1-pincode',
      family: 'v1',
      paths: [FILES.v1Pincode],
      variants: single(FILES.v1Pincode, (p) => v1Error(404, MESSAGES.pincode(p.pin!))),
      normalize: { pin: pinFor('v1') },
      example: '/api/v1/pincode/110001',
    },
    {
      name: 'v1-pincode-branches',
      family: 'v1',
      paths: ['/api/v1/pincode/:pin/branches'],
      // A file for every PIN code India Post has, with or without branches: a miss is an unknown PIN code.
      variants: single(FILES.v1PincodeBranches, (p) => v1Error(404, MESSAGES.pincode(p.pin!))),
      normalize: { pin: pinFor('v1') },
      example: '/api/v1/pincode/110001/branches',
    },
    {
      name: 'v1-nearby',
      family: 'v1',
      paths: ['/api/v1/nearby'],
      // The handler checks the point and reads the cells or leaves nearest to it (handler/geo.ts); the cells are files too.
      variants: [{ query: ['lat', 'lon'], file: FILES.nearbyIndex, misses: [] }],
      normalize: {},
      search: 'nearby',
      reads: [FILES.nearbyGrid, FILES.nearbyCell, FILES.nearbyTree, FILES.nearbyLeaf, FILES.v1Pincode],
      example: '/api/v1/nearby?lat=28.6315&lon=77.2167&limit=5',
    },
    {
      name: 'v1-distance',
      family: 'v1',
      paths: ['/api/v1/distance/:from/:to'],
      // The handler reads both PIN codes' answers and measures between their centres (handler/geo.ts).
      variants: [{ query: [], file: FILES.v1Pincode, misses: [] }],
      normalize: {},
      search: 'distance',
      example: '/api/v1/distance/110001/400001',
    },
    {
      name: 'v1-search',
      family: 'v1',
      paths: ['/api/v1/search'],
      // The query is checked and matched to a prefix file, then to the term shards of its words, by the handler (handler/v1-search.ts).
      variants: [{ query: ['q'], file: FILES.v1Search, misses: [] }],
      normalize: {},
      search: 'v1-prefix',
      reads: [FILES.v1SearchTermKeys, FILES.v1SearchTerms, FILES.v1SearchTypos, FILES.v1Pincode, FILES.v1SearchAnswers],
      example: '/api/v1/search?q=baroda&limit=5',
    },
    {
      name: 'v1-states',
      family: 'v1',
      paths: [FILES.v1States],
      variants: single(FILES.v1States, () => v1Error(404, MESSAGES.notFound)),
      normalize: {},
      example: '/api/v1/states',
    },
    {
      name: 'v1-state',
      family: 'v1',
      paths: [FILES.v1State],
      variants: single(FILES.v1State, (_p, raw) => v1Error(404, MESSAGES.state(raw.state!))),
      normalize: { state: slug },
      example: '/api/v1/state/delhi',
    },
    {
      name: 'v1-district',
      family: 'v1',
      paths: [FILES.v1District],
      variants: [
        {
          query: [],
          file: FILES.v1District,
          misses: [
            { file: FILES.v1State, response: (_p, raw) => v1Error(404, MESSAGES.state(raw.state!)) },
            { response: (_p, raw) => v1Error(404, MESSAGES.district(raw.district!)) },
          ],
        },
      ],
      normalize: { state: slug, district: slug },
      example: '/api/v1/district/delhi/new-delhi',
    },
    {
      name: 'meta',
      family: 'v1',
      paths: [FILES.meta],
      variants: single(FILES.meta, () => v1Error(404, MESSAGES.notFound)),
      normalize: {},
      example: FILES.meta,
    },
    {
      name: 'ifsc',
      family: 'ifsc',
      paths: [FILES.ifsc],
      variants: [{ query: [], file: FILES.ifsc, misses: IFSC_MISSES }],
      normalize: { ifsc: ifscCode('ifsc') },
      example: '/ifsc/api/ifsc/SBIN0000001',
    },
    {
      name: 'ifsc-query',
      family: 'ifsc',
      paths: ['/ifsc/api/ifsc.php'],
      variants: [{ query: ['ifsc'], file: FILES.ifsc, misses: IFSC_MISSES }],
      normalize: { ifsc: ifscCode('ifsc') },
      required: ['ifsc'],
      example: '/ifsc/api/ifsc.php?ifsc=SBIN0000001',
    },
    {
      name: 'micr',
      family: 'ifsc',
      paths: [FILES.micr],
      variants: single(FILES.micr, (p) => micrError(404, p.micr!)),
      normalize: { micr: (raw) => normalizeMicr(raw) ?? micrError(400, raw.trim()) },
      example: '/ifsc/api/micr/700002021',
    },
    {
      name: 'banks',
      family: 'ifsc',
      paths: bothPrefixes('banks.php'),
      variants: single(FILES.banks, () => ifscError(404, MESSAGES.notFound)),
      normalize: {},
      example: '/api/banks.php',
    },
    {
      name: 'states',
      family: 'ifsc',
      paths: bothPrefixes('states.php'),
      variants: [
        { query: ['bank'], file: FILES.bankStates, misses: [{ response: (_p, raw) => ifscError(404, MESSAGES.bank(raw.bank!)) }] },
        { query: [], file: FILES.states, misses: [{ response: () => ifscError(404, MESSAGES.notFound) }] },
      ],
      normalize: { bank: slug },
      example: '/api/states.php?bank=state-bank-of-india',
    },
    {
      name: 'districts',
      family: 'ifsc',
      paths: bothPrefixes('districts.php'),
      variants: [
        {
          query: ['bank', 'state'],
          file: FILES.bankDistricts,
          misses: [
            { file: FILES.bankStates, response: (_p, raw) => ifscError(404, MESSAGES.bank(raw.bank!)) },
            { response: (_p, raw) => ifscError(404, MESSAGES.state(raw.state!)) },
          ],
        },
        { query: ['state'], file: FILES.stateDistricts, misses: [{ response: (_p, raw) => ifscError(404, MESSAGES.state(raw.state!)) }] },
      ],
      normalize: { bank: slug, state: slug },
      required: ['state'],
      example: '/api/districts.php?bank=state-bank-of-india&state=delhi',
    },
    {
      name: 'branches',
      family: 'ifsc',
      paths: bothPrefixes('branches.php'),
      variants: [
        {
          query: ['bank', 'state', 'district'],
          file: FILES.branches,
          misses: [
            { file: FILES.bankStates, response: (_p, raw) => ifscError(404, MESSAGES.bank(raw.bank!)) },
            { file: FILES.bankDistricts, response: (_p, raw) => ifscError(404, MESSAGES.state(raw.state!)) },
            { response: (_p, raw) => ifscError(404, MESSAGES.district(raw.district!)) },
          ],
        },
      ],
      normalize: { bank: slug, state: slug, district: slug },
      required: ['bank', 'state', 'district'],
      example: '/api/branches.php?bank=state-bank-of-india&state=delhi&district=new-delhi',
    },
    {
      name: 'search',
      family: 'ifsc',
      paths: bothPrefixes('search.php'),
      // The query is checked and searched by the handler over these files (handler/ifsc-search.ts).
      variants: [{ query: ['q'], file: FILES.ifscSearchLists, misses: [] }],
      normalize: {},
      search: 'ifsc-index',
      reads: [
        FILES.ifscSearchPrefixes,
        FILES.ifscSearchAnswers,
        FILES.ifscSearchWords,
        FILES.ifscSearchDistricts,
        FILES.ifscSearchBranches,
        FILES.ifscSearchRanked,
        FILES.ifscSearchPincodes,
        FILES.ifscSearchStarts,
        FILES.ifscSearchTypoWords,
        FILES.ifscSearchTermKeys,
        FILES.ifscSearchTerms,
        FILES.ifscSearchTypos,
        FILES.ifsc,
      ],
      example: '/api/search.php?q=kolkata%20main',
    },
  ];
})();

/** Whether a character code continues a placeholder's name: a lower-case letter, or a digit after the first. */
const isNameCode = (code: number, first: boolean) => (code >= 97 && code <= 122) || (!first && code >= 48 && code <= 57);

/**
 * Fills a file pattern's `:name` placeholders (a name is a lower-case letter, then
 * letters or digits: the one placeholder syntax of file patterns, routes and pages).
 *
 * @example
 * fillPattern('/api/pincode/:pin', { pin: '110001' }) // '/api/pincode/110001'
 */
export function fillPattern(pattern: string, params: Params): string {
  // A scan, not a regular expression: each edge chunk compiles its own copy on its first request.
  let filled = '';
  let at = 0;
  for (let colon = pattern.indexOf(':'); colon >= 0; colon = pattern.indexOf(':', at)) {
    let end = colon + 1;
    while (end < pattern.length && isNameCode(pattern.charCodeAt(end), end === colon + 1)) end++;
    const name = pattern.slice(colon + 1, end);
    const value = params[name];
    if (value === undefined) throw new Error(`pattern ${pattern} needs parameter ${name}`);
    filled += pattern.slice(at, colon) + value;
    at = end;
  }
  return filled + pattern.slice(at);
}

/** Search kinds no file can stand for: the IFSC search, and the answers computed from a point or two PIN codes. */
const CODE_ONLY_KINDS: ReadonlySet<SearchKind> = new Set(['ifsc-index', 'nearby', 'distance']);
const codeOnly = (route: (typeof ROUTES)[number]) => route.search !== undefined && CODE_ONLY_KINDS.has(route.search);

/** The routes a static host cannot answer without code: the IFSC search, nearby and distance. */
export const CODE_ONLY_ROUTES: readonly string[] = /* @__PURE__ */ ROUTES.filter(codeOnly).map((route) => route.name);

/** A request matched to a route: its path parameters (raw, decoded). */
export interface RouteMatch {
  readonly route: ApiRoute;
  readonly params: Params;
}

/** A pattern's segment: a literal, or a placeholder and the literal text after it (`:shard.json`: `shard`, `.json`). */
export type PatternPart = { readonly literal: string } | { readonly name: string; readonly suffix: string };

/**
 * A path pattern split at its slashes, each segment a literal or a placeholder: the
 * placeholder syntax {@link fillPattern} fills, read back for matching.
 *
 * @example
 * patternParts('/api/ifsc/unlisted/:shard.json').at(-1) // { name: 'shard', suffix: '.json' }
 */
export function patternParts(pattern: string): PatternPart[] {
  return pattern.split('/').map((segment) => {
    // A scan, as in fillPattern: no regular expression to compile in each chunk.
    if (segment.charCodeAt(0) !== 58 || !isNameCode(segment.charCodeAt(1), true)) return { literal: segment };
    let end = 2;
    while (end < segment.length && isNameCode(segment.charCodeAt(end), false)) end++;
    return { name: segment.slice(1, end), suffix: segment.slice(end) };
  });
}

/**
 * The one path matcher: the parameters of `segments` that match a pattern's parts, or
 * `undefined`. A placeholder takes a whole segment less its suffix; an empty one only
 * where `emptyAllowed` (a request's `/api/pincode/` is the family's, with an empty PIN
 * code to refuse; a file's name is never empty).
 *
 * @example
 * matchParts(patternParts('/api/pincode/:pin'), '/api/pincode/110001'.split('/'), false) // { pin: '110001' }
 */
export function matchParts(parts: readonly PatternPart[], segments: readonly string[], emptyAllowed: boolean): Params | undefined {
  if (parts.length !== segments.length) return undefined;
  const params: Params = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if ('literal' in part) {
      if (part.literal !== segment) return undefined;
    } else {
      const length = segment.length - part.suffix.length;
      if (length < (emptyAllowed ? 0 : 1) || !segment.endsWith(part.suffix)) return undefined;
      params[part.name] = segment.slice(0, length);
    }
  }
  return params;
}

/** A pattern matcher's entry: the pattern's parts after its leading slash, split on first use. */
interface IndexedPattern<T> {
  readonly at: number;
  readonly pattern: string;
  readonly value: T;
  parts?: PatternPart[];
}

/**
 * The one way to match paths against many patterns (routes, file kinds): the value of
 * the first pattern, in the order given, whose parts match `segments` (a path after its
 * leading slash, split at slashes), with its parameters. The patterns are grouped by
 * segment count and first segment, and a group's are split only when a path reaches
 * it: a fresh isolate answers one path, and splitting every pattern cost it about half
 * a millisecond before its first answer.
 *
 * @example
 * const match = patternMatcher([['/api/pincode/:pin', 'compat']], true);
 * match(['api', 'pincode', '110001']) // { value: 'compat', params: { pin: '110001' } }
 */
export function patternMatcher<T>(
  entries: readonly (readonly [pattern: string, value: T])[],
  emptyAllowed: boolean,
): (segments: readonly string[]) => { value: T; params: Params } | undefined {
  const groups = new Map<string, IndexedPattern<T>[]>();
  entries.forEach(([pattern, value], at) => {
    const segments = pattern.slice(1).split('/');
    // A pattern that starts with a placeholder is a candidate for any first segment.
    const first = segments[0]!.startsWith(':') ? '' : segments[0]!;
    const key = `${segments.length}/${first}`;
    const group = groups.get(key);
    if (group) group.push({ at, pattern, value });
    else groups.set(key, [{ at, pattern, value }]);
  });
  return (segments) => {
    const named = groups.get(`${segments.length}/${segments[0]}`) ?? [];
    const any = groups.get(`${segments.length}/`) ?? [];
    const candidates = any.length ? [...named, ...any].sort((a, b) => a.at - b.at) : named;
    for (const candidate of candidates) {
      candidate.parts ??= patternParts(candidate.pattern).slice(1);
      const params = matchParts(candidate.parts, segments, emptyAllowed);
      if (params) return { value: candidate.value, params };
    }
    return undefined;
  };
}

const routeMatcher = /* @__PURE__ */ patternMatcher(
  /* @__PURE__ */ ROUTES.flatMap((route) => route.paths.map((path) => [path, route] as const)),
  true,
);

/**
 * Finds the route of a decoded URL path (segments already split and decoded).
 *
 * @example
 * matchRoute(['api', 'pincode', '110001'])?.route.name // 'compat-pincode'
 */
export function matchRoute(segments: readonly string[]): RouteMatch | undefined {
  const match = routeMatcher(segments);
  return match && { route: match.value, params: match.params };
}
