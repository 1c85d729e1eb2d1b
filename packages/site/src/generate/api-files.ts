import {
  banksResponse,
  branchesResponse,
  compatPincodeResponse,
  compatPostOfficeResponse,
  districtsResponse,
  ifscResponse,
  ifscSearchIndexFile,
  metaResponse,
  prefixRange,
  searchByPrefix,
  SEARCH_LIMITS,
  statesResponse,
  v1DistrictResponse,
  v1PincodeResponse,
  v1StateResponse,
  v1StatesResponse,
  type ApiResponse,
  type DataDates,
  type IfscDataset,
  type PincodeDataset,
  type SiteUrls,
} from 'india-pincode-ifsc';
import {
  BANK_CODES_FILE,
  FILES,
  type FilePattern,
  errorFile,
  UNLISTED_IFSC_FILE,
  FAMILY_NOT_FOUND,
  fillPattern,
  ROUTES,
  searchFileKey,
  type ErrorFamily,
  type Params,
} from '../routes.js';
import type { SiteEntry } from './write-site.js';

/** What the renderers read. */
export interface SiteData {
  readonly pincodes: PincodeDataset;
  readonly ifsc: IfscDataset;
  readonly urls: SiteUrls;
  /** The editions, the build and the last refresh: `/api/meta` and the about page. */
  readonly dates: DataDates;
}

/** Every instance of one file pattern: its parameters and its (200) response. */
type Renderer = (data: SiteData) => Iterable<[Params, ApiResponse]>;

/** Every distinct word of every office name: the files `/api/postoffice/{NAME}` reads. */
function nameWordSet(pincodes: PincodeDataset): Set<string> {
  return new Set(pincodes.names.words.keys());
}

/**
 * The name prefixes that get their own search file: every two-character prefix, and
 * each longer one whose parent matches more than the search's maximum limit (so the
 * parent's file cannot hold all of the child's matches).
 */
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

/** One renderer per file pattern of the route table: a missing or extra one fails the type check. */
export const RENDERERS: { readonly [P in FilePattern]: Renderer } = {
  [FILES.compatPincode]: function* ({ pincodes }) {
    for (const pin of pincodes.pincodes.keys()) yield [{ pin }, compatPincodeResponse(pincodes, pin)];
  },
  [FILES.postOffice]: function* ({ pincodes }) {
    for (const word of nameWordSet(pincodes)) yield [{ name: encodeURIComponent(word) }, compatPostOfficeResponse(pincodes, word)];
  },
  [FILES.v1Pincode]: function* ({ pincodes, urls }) {
    for (const pin of pincodes.pincodes.keys()) yield [{ pin }, v1PincodeResponse(pincodes, pin, urls)];
  },
  [FILES.v1Search]: function* ({ pincodes, urls }) {
    for (const prefix of searchPrefixes(pincodes))
      yield [{ q: searchFileKey(prefix) }, { status: 200, body: searchByPrefix(pincodes, prefix, SEARCH_LIMITS.maxLimit, urls) }];
  },
  [FILES.v1States]: function* ({ pincodes, urls }) {
    yield [{}, v1StatesResponse(pincodes, urls)];
  },
  [FILES.v1State]: function* ({ pincodes, urls }) {
    for (const state of pincodes.states) yield [{ state: state.slug }, v1StateResponse(pincodes, state.slug, urls)];
  },
  [FILES.v1District]: function* ({ pincodes, urls }) {
    for (const state of pincodes.states) {
      for (const district of state.districts)
        yield [{ state: state.slug, district: district.slug }, v1DistrictResponse(pincodes, state.slug, district.slug, urls)];
    }
  },
  [FILES.ifsc]: function* ({ ifsc, urls }) {
    for (const code of ifsc.branches.keys()) yield [{ ifsc: code }, ifscResponse(ifsc, code, urls)];
  },
  [FILES.banks]: function* ({ ifsc, urls }) {
    yield [{}, banksResponse(ifsc, urls)];
  },
  [FILES.states]: function* ({ ifsc, urls }) {
    yield [{}, statesResponse(ifsc, null, urls)];
  },
  [FILES.bankStates]: function* ({ ifsc, urls }) {
    for (const bank of ifsc.banks) yield [{ bank: bank.slug }, statesResponse(ifsc, bank.slug, urls)];
  },
  [FILES.stateDistricts]: function* ({ ifsc, urls }) {
    for (const state of ifsc.states) yield [{ state: state.slug }, districtsResponse(ifsc, null, state.slug, urls)];
  },
  [FILES.bankDistricts]: function* ({ ifsc, urls }) {
    for (const bank of ifsc.banks) {
      for (const state of bank.states) yield [{ bank: bank.slug, state: state.slug }, districtsResponse(ifsc, bank.slug, state.slug, urls)];
    }
  },
  [FILES.branches]: function* ({ ifsc, urls }) {
    for (const bank of ifsc.banks) {
      for (const state of bank.states) {
        for (const district of state.districts) {
          yield [{ bank: bank.slug, state: state.slug, district: district.slug }, branchesResponse(ifsc, bank.slug, state.slug, district.slug, urls)];
        }
      }
    }
  },
  [FILES.meta]: function* ({ pincodes, ifsc, dates }) {
    yield [{}, metaResponse(pincodes, ifsc, dates)];
  },
  [FILES.ifscSearchIndex]: function* ({ ifsc, urls }) {
    yield [{}, { status: 200, body: ifscSearchIndexFile(ifsc, urls) }];
  },
};

/** The distinct file patterns of the route table, in table order. */
export function filePatterns(): FilePattern[] {
  return [...new Set(ROUTES.flatMap((route) => route.variants.map((variant) => variant.file)))];
}

/**
 * Every API file of the site: each route's responses at the paths the route table
 * gives, each family's 404 body, and a copy of each parameterless response at its
 * other URL paths (`/ifsc/api/banks.php`), for hosts that cannot rewrite.
 *
 * @example
 * for (const entry of apiFiles(data)) console.log(entry.path);
 */
export function* apiFiles(data: SiteData): Generator<SiteEntry> {
  for (const pattern of filePatterns()) {
    for (const [params, response] of RENDERERS[pattern](data)) {
      if (response.status !== 200) throw new Error(`${fillPattern(pattern, params)}: renderer gave status ${response.status}`);
      yield { path: fillPattern(pattern, params), body: JSON.stringify(response.body) };
    }
  }
  for (const route of ROUTES) {
    for (const variant of route.variants) {
      if (variant.query.length || variant.file.includes(':')) continue;
      for (const path of route.paths) {
        if (path === variant.file || path.includes(':')) continue;
        for (const [, response] of RENDERERS[variant.file](data)) yield { path, body: JSON.stringify(response.body) };
      }
    }
  }
  yield { path: UNLISTED_IFSC_FILE, body: JSON.stringify([...data.ifsc.validCodes].filter((code) => !data.ifsc.branches.has(code)).sort()) };
  yield { path: BANK_CODES_FILE, body: JSON.stringify(Object.fromEntries(data.ifsc.banks.map((bank) => [bank.code, bank.slug]))) };
  for (const family of Object.keys(FAMILY_NOT_FOUND) as ErrorFamily[]) yield { path: errorFile(family), body: JSON.stringify(FAMILY_NOT_FOUND[family].body) };
}
