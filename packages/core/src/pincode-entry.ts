/**
 * `india-pincode-ifsc/pincode`: offline PIN code and post office lookups over the
 * bundled dataset. Synchronous; every answer is the object the matching API endpoint
 * returns (no HTTP envelope), `null` on a miss. The answers of the PIN codes asked for
 * most recently are kept ({@link KEPT_ANSWERS}), and a kept answer is returned again
 * as the same object: treat answers as read-only.
 */
import pincodeFile from '../data/pincode.json' with { type: 'json' };
import { openFiles } from './dataset/dataset-files.js';
import { DATASET_PATHS, type PincodeDataFile } from './dataset/format.js';
import { readPincodeData } from './dataset/read-pincode.js';
import { findPostOfficesByName } from './pincode/compat-response.js';
import { cappedLimit, NEARBY_LIMITS, SEARCH_LIMITS } from './limits.js';
import { CENTRE_DEFINITION, nearestV1PostOffices, type NearbyPostOffice, v1DistanceResponse, type V1Distance } from './pincode/geo.js';
import { buildOfficeGrid, type OfficeGrid } from './pincode/nearest.js';
import type { PincodeDataset } from './pincode/types.js';
import {
  searchPostOfficesBody,
  toV1PostOffice,
  v1DistrictResponse,
  v1PincodeResponse,
  v1StateResponse,
  v1StatesResponse,
  type V1District,
  type V1Pincode,
  type V1PostOffice,
  type V1Search,
  type V1State,
  type V1StateItem,
} from './pincode/v1-response.js';
import { createSiteUrls, DEFAULT_SITE_URL, type SiteUrls } from './site-urls.js';
import { RecentCache } from './util/recent-cache.js';

export { CENTRE_DEFINITION };
export type { NearbyPostOffice, V1Distance, V1District, V1Pincode, V1PostOffice, V1Search, V1State, V1StateItem };

// Released: the JSON module keeps its object for good, and the decoded columns are not needed as text.
// Through the dataset opener's file layer alone (not openDataset), so that this entry's bundle holds no IFSC code.
const dataset = openFiles((path) => (path === DATASET_PATHS.pincode ? (pincodeFile as PincodeDataFile) : null), {
  kept: 1,
  where: 'india-pincode-ifsc/data/',
}).file(DATASET_PATHS.pincode, (file: PincodeDataFile) => readPincodeData(file, { release: true })) as PincodeDataset;
let urls: SiteUrls = createSiteUrls(DEFAULT_SITE_URL);
/**
 * `pincode()` keeps the answers of at least this many of the PIN codes asked for last
 * (at most twice as many): repeated lookups cost one map lookup, and memory stays
 * bounded however many PIN codes, or strings that are none, a process looks up.
 */
export const KEPT_ANSWERS = 4096;
const answers = new RecentCache<string, V1Pincode | null>(KEPT_ANSWERS);
let grid: OfficeGrid | undefined;

/**
 * The bundled PIN code dataset, for the core's functions (`compatPincodeResponse`,
 * `v1StateResponse`, …) when the full API answer with its status is wanted. Read-only.
 *
 * @example
 * compatPincodeResponse(pincodeDataset, '110001').status // 200
 */
export const pincodeDataset: PincodeDataset = dataset;

/** The edition date of the India Post directory the data was built from. */
export const edition: string = dataset.edition;

/**
 * Sets the base URL of the `url` fields (default `http://localhost:3000`).
 *
 * @example
 * setBaseUrl('https://pin.example.org');
 * pincode('110001')?.url // 'https://pin.example.org/pincode/110001/'
 */
export function setBaseUrl(baseUrl: string): void {
  urls = createSiteUrls(baseUrl);
  answers.clear();
}

const bodyOf = <T>(response: { status: number; body: unknown }): T | null => (response.status === 200 ? (response.body as T) : null);
const answerOf = (pin: string) => bodyOf<V1Pincode>(v1PincodeResponse(dataset, pin, urls));

/**
 * A PIN code with its offices, as `/api/v1/pincode/{PIN}` returns it; `null` for an
 * unknown or malformed PIN code.
 *
 * @example
 * pincode('110001')?.post_offices[0].name // 'Baroda House'
 */
export function pincode(pin: string): V1Pincode | null {
  // Only six-character keys are kept, so that long junk strings are never held.
  return pin.length === 6 ? answers.get(pin, answerOf) : answerOf(pin);
}

/**
 * The offices whose name holds `name` as whole words (any letter case), as
 * `/api/postoffice/{NAME}` finds them, in v1 form; when no name does, those its
 * fallback finds (words in any order, old names, abbreviations, typos); `[]` for none.
 *
 * @example
 * postOffices('Kolkata').some((o) => o.name === 'Bowbazar (Kolkata)') // true
 * postOffices('calcutta gpo')[0].name // 'KOLKATA GPO'
 */
export function postOffices(name: string): V1PostOffice[] {
  return findPostOfficesByName(dataset, name).map((office) => toV1PostOffice(dataset, office, urls));
}

/**
 * The post office search of `/api/v1/search` (`limit` 1 to 100, default 10): offices
 * whose name starts with the query first, then those holding its words in any order,
 * through an alias or with a typo forgiven; each says how it `match`ed. `null` for a
 * query under 2 characters.
 *
 * @example
 * searchPostOffices('baroda h', { limit: 5 })?.post_offices[0].name // 'Baroda House'
 * searchPostOffices('conaught place')?.post_offices[0].name // 'Connaught Place'
 */
export function searchPostOffices(prefix: string, options: { limit?: number } = {}): V1Search | null {
  const q = prefix.replace(/\s+/g, ' ').trim();
  if (q.length < SEARCH_LIMITS.minQueryLength) return null;
  return searchPostOfficesBody(dataset, q, cappedLimit(options.limit, SEARCH_LIMITS), urls);
}

/**
 * Every state and union territory with its counts, as `/api/v1/states` lists them.
 *
 * @example
 * states().find((s) => s.slug === 'delhi')?.district_count
 */
export function states(): V1StateItem[] {
  return v1StatesResponse(dataset, urls).body.states;
}

/**
 * A state (slug or name, any letter case) with its districts, as `/api/v1/state/{STATE}`.
 *
 * @example
 * state('DELHI')?.districts.map((d) => d.name)
 */
export function state(slugOrName: string): V1State | null {
  return bodyOf<V1State>(v1StateResponse(dataset, slugOrName, urls));
}

/**
 * A district's PIN codes, as `/api/v1/district/{STATE}/{DISTRICT}`.
 *
 * @example
 * district('delhi', 'New Delhi')?.pincodes[0].pincode // '110001'
 */
export function district(stateKey: string, districtKey: string): V1District | null {
  return bodyOf<V1District>(v1DistrictResponse(dataset, stateKey, districtKey, urls));
}

/**
 * The offices nearest to a point, nearest first, each in v1 form with `distance_km`
 * (great-circle). Offices without coordinates are left out; a point outside India
 * gets the nearest offices in India.
 *
 * @example
 * nearestPostOffices(28.6315, 77.2167, { limit: 3 })[0].pincode // '110001'
 */
export function nearestPostOffices(lat: number, lon: number, options: { limit?: number } = {}): NearbyPostOffice[] {
  grid ??= buildOfficeGrid(dataset);
  return nearestV1PostOffices(dataset, grid, lat, lon, cappedLimit(options.limit, NEARBY_LIMITS), urls);
}

/**
 * The great-circle distance between two PIN codes' centres, as
 * `/api/v1/distance/{A}/{B}` answers it: each centre is the mean of the PIN code's
 * located offices ({@link CENTRE_DEFINITION}). `null` when either PIN code is
 * malformed, unknown or has no office with coordinates.
 *
 * @example
 * distance('110001', '400001')?.distance_km // about 1150
 */
export function distance(a: string, b: string): V1Distance | null {
  return bodyOf<V1Distance>(v1DistanceResponse(a, b, pincode));
}
