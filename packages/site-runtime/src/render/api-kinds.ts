import {
  ALIAS_GROUPS,
  banksResponse,
  bankDistrictPaths,
  branchesResponse,
  hasBankDistrictPath,
  compatPincodeResponse,
  compatPostOfficeResponse,
  districtsResponse,
  filedShards,
  ifscResponse,
  NEARBY_CELL_DEGREES,
  getOrCreate,
  nearbyCells,
  nearbyGridFile,
  type CellOffice,
  type NearbyLeaf,
  nearbyLeafText,
  type NearbyTreeLayout,
  nearbyTreeLayout,
  type NearbyIndexFile,
  v1PincodeBranchesBody,
  micrIndex,
  micrResponse,
  prefixRange,
  searchByPrefix,
  searchPostOfficesBody,
  officeTermShards,
  type TermShards,
  SEARCH_LIMITS,
  statesResponse,
  v1DistrictResponse,
  v1PincodeResponse,
  v1StateResponse,
  v1StatesResponse,
  searchKey,
  type ApiResponse,
  type PincodeDataset,
  type V1Pincode,
} from 'india-pincode-ifsc/internal';
import {
  BANK_CODES_FILE,
  FILES,
  type FilePattern,
  errorFile,
  UNLISTED_IFSC_FILE,
  unlistedShard,
  FAMILY_NOT_FOUND,
  ROUTES,
  searchFileKey,
  type ErrorFamily,
  type Params,
} from '../routes.js';
import { decodeParam, type FileKind, rememberLast, type Scope } from '../model/file-kind.js';
import { pincodeAnswerKey } from './search-keys.js';
import { chunkText } from './search-chunk.js';
import { hasStoredAnswer, storedAnswerWords } from './v1-answer-words.js';
import { ifscSearchShards, SEARCH_CHUNKS, type SearchFileName } from './search-shards.js';
import type { SiteData } from '../model/site-data.js';

/** What one file pattern of the API holds: which files exist, their data scope, and one file's response. */
interface ApiRenderer {
  readonly scope: Scope;
  /** `edge` for files only the edge build ships, `server` for those only code reads (model/file-kind.ts); else the API's. */
  readonly section?: 'edge' | 'server';
  readonly bank?: (params: Params) => string;
  readonly branchesOf?: (params: Params) => string;
  list(data: SiteData): Iterable<Params>;
  /** The file's response; any status but 200 means there is no such file. */
  render(data: SiteData, params: Params): ApiResponse;
  /** The file's text from the response's body: JSON unless said. */
  readonly text?: (body: never) => string;
}

/** What a renderer answers for a file the data does not have. */
const NO_FILE: ApiResponse = { status: 404, body: null };

/**
 * Whether a name prefix has its own search file: every two-character prefix of a name,
 * and each longer one whose parent matches more than the search's maximum limit (so the
 * parent's file cannot hold all of the child's matches).
 */
function hasSearchFile(pincodes: PincodeDataset, prefix: string): boolean {
  if (prefix.length < 2 || searchKey(prefix) !== prefix) return false;
  const [start, end] = prefixRange(pincodes.names, prefix);
  if (start >= end) return false;
  if (prefix.length === 2) return true;
  const parent = prefix.slice(0, -1);
  const [parentStart, parentEnd] = prefixRange(pincodes.names, parent);
  return parentEnd - parentStart > SEARCH_LIMITS.maxLimit && hasSearchFile(pincodes, parent);
}

/** Every prefix with its own search file, depth first in name order. */
function* searchPrefixes(pincodes: PincodeDataset): Iterable<string> {
  const { sortedIds, keys } = pincodes.names;
  const children = (prefix: string): string[] => {
    const [start, end] = prefixRange(pincodes.names, prefix);
    const next = new Set<string>();
    for (let i = start; i < end; i++) {
      const key = keys[sortedIds[i]!]!;
      if (key.length > prefix.length) next.add(key.slice(0, prefix.length + 1));
    }
    return [...next];
  };
  const twos = new Set<string>();
  for (const id of sortedIds) if (keys[id]!.length >= 2) twos.add(keys[id]!.slice(0, 2));
  const stack = [...twos].reverse();
  while (stack.length) {
    const prefix = stack.pop()!;
    yield prefix;
    const [start, end] = prefixRange(pincodes.names, prefix);
    if (end - start > SEARCH_LIMITS.maxLimit) stack.push(...children(prefix).reverse());
  }
}

const cellsOf = new WeakMap<PincodeDataset, Map<string, CellOffice[]>>();
/** The nearby cells of a dataset, made once for it. */
const cells = (pincodes: PincodeDataset) => getOrCreate(cellsOf, pincodes, () => nearbyCells(pincodes));

const treesOf = new WeakMap<PincodeDataset, NearbyTreeLayout>();
/** The nearby tree of a dataset, made once for it. */
const tree = (pincodes: PincodeDataset) => getOrCreate(treesOf, pincodes, () => nearbyTreeLayout(pincodes));

/** A parameterless file: one instance, from data of the given scope. */
const single = (scope: Scope, render: (data: SiteData) => ApiResponse): ApiRenderer => ({ scope, list: () => [{}], render });

/** One set of the sharded search's files, keyed by the pattern's one parameter (a chunk of a chunked list one item a line). */
const searchFiles = (file: SearchFileName, param: string, section?: 'edge' | 'server'): ApiRenderer => ({
  scope: 'whole',
  section,
  text: Object.hasOwn(SEARCH_CHUNKS, file) ? (chunkText as (body: never) => string) : undefined,
  list: ({ ifsc, urls }) => Array.from(ifscSearchShards(ifsc, urls)[file].keys(), (key) => ({ [param]: key })),
  render: ({ ifsc, urls }, params) => {
    const body = ifscSearchShards(ifsc, urls)[file].get(params[param]!);
    return body ? { status: 200, body } : NO_FILE;
  },
});

/** One file per key of the office names' term shards or typo terms (core `officeTermShards`), the key percent-encoded. */
const officeTermFiles = (of: (terms: TermShards) => ReadonlyMap<string, object>): ApiRenderer => ({
  scope: 'pincode',
  list: ({ pincodes }) => Array.from(of(officeTermShards(pincodes)).keys(), (key) => ({ key: encodeURIComponent(key) })),
  render: ({ pincodes }, { key }) => {
    const decoded = decodeParam(key!);
    const body = decoded === null || encodeURIComponent(decoded) !== key ? undefined : of(officeTermShards(pincodes)).get(decoded);
    return body ? { status: 200, body } : NO_FILE;
  },
});

const bySlug = (params: Params) => params.bank!;

/**
 * The words `/api/postoffice/{NAME}` has a file for: every word of an office name, and
 * each one-word alias (an old place name) no name holds that the lookup's fallback
 * answers (`bangalore`), so that a host without code answers old names too.
 */
const lookupWords = (pincodes: PincodeDataset): ReadonlySet<string> =>
  getOrCreate(lookupWordSets, pincodes, () => {
    const aliases = ALIAS_GROUPS.flat().filter((word) => !word.includes(' ') && !pincodes.names.words.has(word));
    const answered = aliases.filter((word) => compatPostOfficeResponse(pincodes, word).status === 200);
    return new Set([...pincodes.names.words.keys(), ...answered]);
  });
const lookupWordSets = new WeakMap<PincodeDataset, ReadonlySet<string>>();

/** One renderer per file pattern of the route table: a missing or extra one fails the type check. */
export const RENDERERS: { readonly [P in FilePattern]: ApiRenderer } = {
  [FILES.compatPincode]: {
    scope: 'pincode',
    list: ({ pincodes }) => Array.from(pincodes.areas.keys(), (pin) => ({ pin })),
    render: ({ pincodes }, { pin }) => compatPincodeResponse(pincodes, pin!),
  },
  [FILES.compatPostOffice]: {
    scope: 'pincode',
    list: ({ pincodes }) => Array.from(lookupWords(pincodes), (word) => ({ name: encodeURIComponent(word) })),
    render: ({ pincodes }, { name }) => {
      // A file is named by its word percent-encoded: any other spelling names no file.
      const word = decodeParam(name!);
      return word !== null && encodeURIComponent(word) === name && lookupWords(pincodes).has(word) ? compatPostOfficeResponse(pincodes, word) : NO_FILE;
    },
  },
  [FILES.v1Pincode]: {
    scope: 'pincode',
    list: ({ pincodes }) => Array.from(pincodes.areas.keys(), (pin) => ({ pin })),
    render: ({ pincodes, urls }, { pin }) => v1PincodeResponse(pincodes, pin!, urls),
  },
  [FILES.v1PincodeBranches]: {
    scope: 'pincode',
    branchesOf: (params) => params.pin!,
    list: ({ pincodes }) => Array.from(pincodes.areas.keys(), (pin) => ({ pin })),
    render: ({ pincodes, urls, pinBranches }, { pin }) =>
      pincodes.areas.has(pin!) ? { status: 200, body: v1PincodeBranchesBody(pin!, pinBranches(pin!), urls) } : NO_FILE,
  },
  [FILES.nearbyIndex]: single('pincode', ({ pincodes }) => {
    const body: NearbyIndexFile = { cell_degrees: NEARBY_CELL_DEGREES, cells: {} };
    for (const [key, offices] of cells(pincodes)) body.cells[key] = offices.length;
    return { status: 200, body };
  }),
  [FILES.nearbyGrid]: single('pincode', ({ pincodes }) => ({ status: 200, body: nearbyGridFile(cells(pincodes).keys()) })),
  [FILES.nearbyCell]: {
    scope: 'pincode',
    list: ({ pincodes }) => Array.from(cells(pincodes).keys(), (cell) => ({ cell })),
    render: ({ pincodes }, { cell }) => {
      const offices = cells(pincodes).get(cell!);
      return offices ? { status: 200, body: { cell, offices } } : NO_FILE;
    },
  },
  // A static host cannot answer nearby; the edge worker reads these instead of the cells and the PIN code answers.
  [FILES.nearbyTree]: { ...single('pincode', ({ pincodes }) => ({ status: 200, body: tree(pincodes).file })), section: 'edge' },
  [FILES.nearbyLeaf]: {
    scope: 'pincode',
    section: 'edge',
    list: ({ pincodes }) => tree(pincodes).leaves.map((_, leaf) => ({ leaf: String(leaf) })),
    render: ({ pincodes, urls }, { leaf }) => {
      const offices = tree(pincodes).leaves[Number(leaf)];
      if (!offices || String(Number(leaf)) !== leaf) return NO_FILE;
      const areas = new Map<string, V1Pincode>();
      const area = (pin: string) => getOrCreate(areas, pin, () => v1PincodeResponse(pincodes, pin, urls).body as V1Pincode);
      const body: NearbyLeaf = { offices, postOffices: offices.map(([, , pin, at]) => area(pin).post_offices[at]!) };
      return { status: 200, body };
    },
    text: nearbyLeafText,
  },
  [FILES.v1Search]: {
    scope: 'pincode',
    list: function* ({ pincodes }) {
      for (const prefix of searchPrefixes(pincodes)) yield { q: searchFileKey(prefix) };
    },
    render: ({ pincodes, urls }, { q }) => {
      const prefix = decodeParam(q!);
      if (prefix === null || searchFileKey(prefix) !== q || !hasSearchFile(pincodes, prefix)) return NO_FILE;
      return { status: 200, body: searchByPrefix(pincodes, prefix, SEARCH_LIMITS.maxLimit, urls) };
    },
  },
  // As files (core `filedShards`): each word's likelier word found, and in a large shard its typo neighbours, so a first search reads no typo terms, and scans no large shard, for a word spelled as a shard holds it.
  [FILES.v1SearchTerms]: officeTermFiles((terms) => filedShards(terms).shards),
  [FILES.v1SearchTermKeys]: single('pincode', ({ pincodes }) => ({ status: 200, body: officeTermShards(pincodes).keys })),
  [FILES.v1SearchTypos]: officeTermFiles((terms) => terms.typos),
  // A query that is one split key or alias word costs a first request many reads and merges
  // (v1-answer-words.ts): the edge stores its whole answer (a static host cannot search).
  [FILES.v1SearchAnswers]: {
    scope: 'pincode',
    section: 'edge',
    list: ({ pincodes }) => storedAnswerWords(officeTermShards(pincodes).keys).map((word) => ({ key: encodeURIComponent(word) })),
    render: ({ pincodes, urls }, { key }) => {
      const word = decodeParam(key!);
      if (word === null || encodeURIComponent(word) !== key || !hasStoredAnswer(word, officeTermShards(pincodes).keys)) return NO_FILE;
      return { status: 200, body: searchPostOfficesBody(pincodes, word, SEARCH_LIMITS.maxLimit, urls) };
    },
  },
  [FILES.v1States]: single('pincode', ({ pincodes, urls }) => v1StatesResponse(pincodes, urls)),
  [FILES.v1State]: {
    scope: 'pincode',
    list: ({ pincodes }) => pincodes.states.map((state) => ({ state: state.slug })),
    render: ({ pincodes, urls }, { state }) => (pincodes.statesBySlug.has(state!) ? v1StateResponse(pincodes, state!, urls) : NO_FILE),
  },
  [FILES.v1District]: {
    scope: 'pincode',
    list: ({ pincodes }) => pincodes.states.flatMap((state) => state.districts.map((district) => ({ state: state.slug, district: district.slug }))),
    render: ({ pincodes, urls }, { state, district }) =>
      pincodes.statesBySlug.get(state!)?.districtsBySlug.has(district!) ? v1DistrictResponse(pincodes, state!, district!, urls) : NO_FILE,
  },
  [FILES.ifsc]: {
    scope: 'bank',
    bank: (params) => params.ifsc!.slice(0, 4),
    list: ({ ifsc }) => Array.from(ifsc.branches.keys(), (code) => ({ ifsc: code })),
    render: ({ ifsc, urls }, { ifsc: code }) => (ifsc.branches.has(code!) ? ifscResponse(ifsc, code!, urls) : NO_FILE),
  },
  [FILES.micr]: {
    scope: 'micr',
    list: ({ ifsc }) => Array.from(micrIndex(ifsc).keys(), (micr) => ({ micr })),
    render: ({ ifsc, urls }, { micr }) => (micrIndex(ifsc).has(micr!) ? micrResponse(ifsc, micr!, urls) : NO_FILE),
  },
  [FILES.banks]: single('whole', ({ ifsc, urls }) => banksResponse(ifsc, urls)),
  [FILES.states]: single('whole', ({ ifsc, urls }) => statesResponse(ifsc, null, urls)),
  [FILES.bankStates]: {
    scope: 'bank',
    bank: bySlug,
    list: ({ ifsc }) => ifsc.banks.map((bank) => ({ bank: bank.slug })),
    render: ({ ifsc, urls }, { bank }) => (ifsc.banksBySlug.has(bank!) ? statesResponse(ifsc, bank!, urls) : NO_FILE),
  },
  [FILES.stateDistricts]: {
    scope: 'whole',
    list: ({ ifsc }) => ifsc.states.map((state) => ({ state: state.slug })),
    render: ({ ifsc, urls }, { state }) => (ifsc.statesBySlug.has(state!) ? districtsResponse(ifsc, null, state!, urls) : NO_FILE),
  },
  [FILES.bankDistricts]: {
    scope: 'bank',
    bank: bySlug,
    list: ({ ifsc }) => ifsc.banks.flatMap((bank) => bank.states.map((state) => ({ bank: bank.slug, state: state.slug }))),
    render: ({ ifsc, urls }, { bank, state }) =>
      ifsc.banksBySlug.get(bank!)?.statesBySlug.has(state!) ? districtsResponse(ifsc, bank!, state!, urls) : NO_FILE,
  },
  [FILES.branches]: {
    scope: 'bank',
    bank: bySlug,
    // Old paths of the browse too (their districts' answers): a static host cannot redirect them.
    list: ({ ifsc }) => bankDistrictPaths(ifsc).map((path) => ({ ...path })),
    render: ({ ifsc, urls }, { bank, state, district }) =>
      hasBankDistrictPath(ifsc, bank!, state!, district!) ? branchesResponse(ifsc, bank!, state!, district!, urls) : NO_FILE,
  },
  [FILES.meta]: single('whole', ({ meta }) => ({ status: 200, body: meta })),
  [FILES.ifscSearchLists]: single('whole', ({ ifsc, urls }) => ({ status: 200, body: ifscSearchShards(ifsc, urls).lists })),
  [FILES.ifscSearchWords]: searchFiles('words', 'key'),
  [FILES.ifscSearchDistricts]: searchFiles('districts', 'chunk'),
  [FILES.ifscSearchBranches]: searchFiles('branches', 'chunk'),
  // A second copy of the branch items, for speed alone: a client without it finds each item by its `ref` in the name-order chunks.
  [FILES.ifscSearchRanked]: searchFiles('ranked', 'chunk', 'server'),
  [FILES.ifscSearchPincodes]: searchFiles('pincodes', 'prefix'),
  // Also for speed alone: a client without them reads the word shards under a short word.
  [FILES.ifscSearchStarts]: searchFiles('starts', 'key', 'server'),
  // Likewise: a client without them finds a typo's words in the word shards under its key.
  [FILES.ifscSearchTypoWords]: searchFiles('typoWords', 'key', 'server'),
  // The stored answers (one word, a PIN code, a bank with one place word): a static host cannot search, and they would take the API past GitHub Pages' 1 GB.
  [FILES.ifscSearchPrefixes]: searchFiles('prefixes', 'key', 'edge'),
  [FILES.ifscSearchAnswers]: {
    ...searchFiles('answers', 'prefix', 'edge'),
    // Also each PIN code of India Post's that no branch has: its search answers no branch, from one read.
    list: (data) => {
      const keys = new Set(ifscSearchShards(data.ifsc, data.urls).answers.keys());
      for (const pincode of data.pincodes.areas.keys()) keys.add(pincodeAnswerKey(pincode));
      return Array.from(keys, (prefix) => ({ prefix }));
    },
  },
  [FILES.ifscSearchTerms]: searchFiles('terms', 'key'),
  [FILES.ifscSearchTermKeys]: searchFiles('termKeys', 'bank'),
  [FILES.ifscSearchTypos]: searchFiles('typos', 'key'),
};

/** The distinct file patterns of the route table, in table order. */
export function filePatterns(): FilePattern[] {
  return [...new Set(ROUTES.flatMap((route) => [...route.variants.map((variant) => variant.file), ...(route.reads ?? [])]))];
}

/** A renderer as a kind of file at `path` (its own pattern, or another URL path of a parameterless file). */
function apiKind(path: string, renderer: ApiRenderer): FileKind {
  return {
    pattern: path,
    scope: renderer.scope,
    section: renderer.section ?? 'api',
    bank: renderer.bank,
    branchesOf: renderer.branchesOf,
    list: renderer.list,
    render: (data, params) => {
      const response = renderer.render(data, params);
      if (response.status !== 200) return null;
      return renderer.text ? renderer.text(response.body as never) : JSON.stringify(response.body);
    },
  };
}

/** A file the whole dataset renders once. */
const wholeFile = (path: string, render: (data: SiteData) => unknown): FileKind => ({
  pattern: path,
  scope: 'whole',
  section: 'api',
  list: () => [{}],
  render: (data) => JSON.stringify(render(data)),
});

/** The shards of the valid codes without a branch record, each listing its codes in order. */
function unlistedKind(): FileKind {
  const shards = rememberLast((data) => {
    const byShard = new Map<string, string[]>();
    for (const code of [...data.ifsc.validCodes].filter((valid) => !data.ifsc.branches.has(valid)).sort())
      getOrCreate(byShard, unlistedShard(code).shard!, () => []).push(code);
    return byShard;
  });
  return {
    pattern: UNLISTED_IFSC_FILE,
    scope: 'whole',
    section: 'api',
    list: (data) => [...shards(data, '').keys()].map((shard) => ({ shard })),
    render: (data, { shard }) => {
      const codes = shards(data, '').get(shard!);
      return codes ? JSON.stringify(codes) : null;
    },
  };
}

/**
 * Every kind of API file: each route's responses at the paths the route table gives,
 * a copy of each parameterless response at its other URL paths (`/ifsc/api/banks.php`,
 * for hosts that cannot rewrite), the code lists the handler reads, and each family's
 * 404 body.
 *
 * @example
 * for (const entry of kindEntries(API_KINDS, data)) console.log(entry.path);
 */
export const API_KINDS: readonly FileKind[] = [
  ...filePatterns().map((pattern) => apiKind(pattern, RENDERERS[pattern])),
  ...ROUTES.flatMap((route) =>
    route.variants.flatMap((variant) =>
      variant.query.length || variant.file.includes(':')
        ? []
        : route.paths.filter((path) => path !== variant.file && !path.includes(':')).map((path) => apiKind(path, RENDERERS[variant.file])),
    ),
  ),
  unlistedKind(),
  wholeFile(BANK_CODES_FILE, ({ ifsc }) => Object.fromEntries(ifsc.banks.map((bank) => [bank.code, bank.slug]))),
  ...(Object.keys(FAMILY_NOT_FOUND) as ErrorFamily[]).map((family) => wholeFile(errorFile(family), () => FAMILY_NOT_FOUND[family].body)),
];
