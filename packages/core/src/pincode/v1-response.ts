import { SEARCH_LIMITS } from '../limits.js';
import type { ApiResponse } from '../api-response.js';
import { mapUrl, type SiteUrls } from '../site-urls.js';
import { MESSAGES } from '../messages.js';
import { BRANCH_TYPE_LABELS, type BranchCode, type DeliveryStatus } from './branch-type.js';
import { findPincodeDistrict, findPincodeState, PINCODE_PATTERN } from './lookup.js';
import type { MatchKind } from '../search/match-query.js';
import { memoryReader } from '../search/term-shards.js';
import { officePlace, officeTermShards, prefixOffices, wordMatches } from './office-search.js';
import type { PincodeDistrict, PincodeDataset, PostOffice, PincodeState } from './types.js';

/** The v1 error body, sent with the same status code. */
export interface V1Error {
  status: 'error';
  code: number;
  message: string;
}

/**
 * A v1 error response.
 *
 * @example
 * v1Error(404, 'PIN code not found: 999999').body // { status: 'error', code: 404, message: 'PIN code not found: 999999' }
 */
export function v1Error(code: number, message: string): ApiResponse<V1Error> {
  return { status: code, body: { status: 'error', code, message } };
}

/** A post office in v1 form: the spec's fields first, then the extra slugs, units and map link. */
export interface V1PostOffice {
  name: string;
  slug: string;
  branch_type: BranchCode;
  branch_type_full: string;
  delivery_status: DeliveryStatus;
  latitude: number | null;
  longitude: number | null;
  url: string;
  pincode: string;
  district: string;
  district_slug: string;
  state: string;
  state_slug: string;
  circle: string;
  division: string;
  region: string;
  map_url: string;
}

function placeSlugs(dataset: PincodeDataset, office: PostOffice) {
  const state = dataset.statesByName.get(office.state);
  return { state_slug: state?.slug ?? '', district_slug: state?.districtsByName.get(office.district)?.slug ?? '' };
}

/**
 * One office in v1 form.
 *
 * @example
 * toV1PostOffice(dataset, office, urls).branch_type_full // 'Sub Post Office'
 */
export function toV1PostOffice(dataset: PincodeDataset, office: PostOffice, urls: SiteUrls): V1PostOffice {
  const { state_slug, district_slug } = placeSlugs(dataset, office);
  return {
    name: office.name,
    slug: office.slug,
    branch_type: office.branchType,
    branch_type_full: BRANCH_TYPE_LABELS[office.branchType],
    delivery_status: office.deliveryStatus,
    latitude: office.latitude,
    longitude: office.longitude,
    url: urls.postOffice(office.pincode, office.slug),
    pincode: office.pincode,
    district: office.district,
    district_slug,
    state: office.state,
    state_slug,
    circle: office.circle,
    division: office.division,
    region: office.region,
    map_url: mapUrl(office.latitude, office.longitude),
  };
}

/** The v1 PIN code response. */
export interface V1Pincode {
  status: 'success';
  count: number;
  pincode: string;
  state: string;
  state_slug: string;
  districts: string[];
  url: string;
  /** Bank branches whose address gives the PIN code. */
  branch_count: number;
  /** Where they are listed: `/api/v1/pincode/{PIN}/branches`. */
  branches_url: string;
  post_offices: V1PostOffice[];
}

/**
 * `/api/v1/pincode/{PIN}`: the PIN code, its state and districts, and its offices
 * sorted by name. 404 for an unknown PIN code, 400 for a malformed one.
 *
 * @example
 * v1PincodeResponse(dataset, '110001', urls).body.post_offices[0].name // 'Baroda House'
 */
export function v1PincodeResponse(dataset: PincodeDataset, pincode: string, urls: SiteUrls): ApiResponse<V1Pincode | V1Error> {
  const pin = pincode.trim();
  if (!PINCODE_PATTERN.test(pin)) return v1Error(400, MESSAGES.malformedPincode(pincode));
  const area = dataset.areas.get(pin);
  if (!area) return v1Error(404, MESSAGES.pincode(pin));
  return {
    status: 200,
    body: {
      status: 'success',
      count: area.offices.length,
      pincode: pin,
      state: area.state,
      state_slug: dataset.statesByName.get(area.state)?.slug ?? '',
      districts: [...area.districts],
      url: urls.pincode(pin),
      branch_count: area.branchCount,
      branches_url: urls.pincodeBranches(pin),
      post_offices: area.offices.map((office) => toV1PostOffice(dataset, office, urls)),
    },
  };
}

/**
 * Checks and normalises the v1 search parameters: `q` white space collapsed, at
 * least 2 characters; `limit` a positive whole number, default 10, capped at 100.
 * Gives the 400 response for anything else.
 *
 * @example
 * parseSearchParams('baroda', '500') // { q: 'baroda', limit: 100 }
 */
export function parseSearchParams(query: string | null, limit: string | null): { q: string; limit: number } | ApiResponse<V1Error> {
  const q = (query ?? '').replace(/\s+/g, ' ').trim();
  if (q.length < SEARCH_LIMITS.minQueryLength) return v1Error(400, MESSAGES.shortQuery(SEARCH_LIMITS.minQueryLength));
  if (limit === null || limit.trim() === '') return { q, limit: SEARCH_LIMITS.defaultLimit };
  if (!/^\d+$/.test(limit.trim()) || Number(limit) < 1) return v1Error(400, `limit must be a whole number from 1 to ${SEARCH_LIMITS.maxLimit}`);
  return { q, limit: Math.min(Number(limit), SEARCH_LIMITS.maxLimit) };
}

/** A post office a search found, and how it matched (search/match-query.ts). */
export interface V1SearchItem extends V1PostOffice {
  match: MatchKind;
}

/** The v1 search response. */
export interface V1Search {
  status: 'success';
  query: string;
  /** How many offices the search finds in all. */
  total: number;
  count: number;
  post_offices: V1SearchItem[];
}

/**
 * `/api/v1/search?q=&limit=`: the offices whose name starts with `q` first (the name
 * that is `q` first, then by rank: head, sub, branch office; delivery first; bigger
 * place first), then those holding every word of `q` in any order, as the start of a
 * word, through an alias or with a typo forgiven (best match, then rank). `q` needs 2
 * characters; `limit` defaults to 10 and is capped at 100; a `limit` that is not a
 * positive whole number is a 400.
 *
 * @example
 * v1SearchResponse(dataset, 'baroda h', '5', urls).body.post_offices[0].name // 'Baroda House'
 * v1SearchResponse(dataset, 'conaught place', null, urls).body.post_offices[0].match // 'typo'
 */
export function v1SearchResponse(dataset: PincodeDataset, query: string | null, limit: string | null, urls: SiteUrls): ApiResponse<V1Search | V1Error> {
  const params = parseSearchParams(query, limit);
  if ('status' in params) return params;
  return { status: 200, body: searchPostOfficesBody(dataset, params.q, params.limit, urls) };
}

/**
 * The whole v1 search over the dataset in memory (the query already checked): the
 * prefix part of {@link searchByPrefix}, then {@link wordMatches} over the term shards.
 *
 * @example
 * searchPostOfficesBody(dataset, 'bangalore', 10, urls).post_offices[0].match // 'alias'
 */
export function searchPostOfficesBody(dataset: PincodeDataset, query: string, limit: number, urls: SiteUrls): V1Search {
  const prefix = searchByPrefix(dataset, query, limit, urls);
  const words = wordMatches(query, memoryReader(officeTermShards(dataset)), wordsLimit(prefix, limit));
  const more = words.found.map(({ item, match }) => {
    const { pincode, index } = officePlace(item[1]);
    return { ...toV1PostOffice(dataset, dataset.areas.get(pincode)!.offices[index]!, urls), match };
  });
  return v1SearchBody(query, prefix.total + words.total, [...prefix.post_offices, ...more]);
}

/**
 * How many word matches a search shows after its prefix part: what the limit leaves.
 *
 * @example
 * wordsLimit({ count: 8 }, 10) // 2
 */
export const wordsLimit = (prefix: Pick<V1Search, 'count'>, limit: number): number => Math.max(0, limit - prefix.count);

/**
 * The prefix part of the v1 search for a prefix taken as it is (no checks, no
 * trimming): the offices whose name starts with it, the name that is the prefix first,
 * then by rank. The generator writes it as the prefix files, also for prefixes such as
 * `ram ` that no query spells alone.
 *
 * @example
 * searchByPrefix(dataset, 'andheri', 1, urls).post_offices[0].branch_type // 'HO'
 */
export function searchByPrefix(dataset: PincodeDataset, prefix: string, limit: number, urls: SiteUrls): V1Search {
  const { total, offices } = prefixOffices(dataset, prefix, limit);
  return v1SearchBody(
    prefix,
    total,
    offices.map(({ office, match }) => ({ ...toV1PostOffice(dataset, office, urls), match })),
  );
}

/**
 * The v1 search body around the offices found: built in one place, so that the
 * handler answering from files says exactly what the core says.
 *
 * @example
 * v1SearchBody('baroda', 27, offices.slice(0, 10)).count // 10
 */
export function v1SearchBody(query: string, total: number, postOffices: V1SearchItem[]): V1Search {
  return { status: 'success', query, total, count: postOffices.length, post_offices: postOffices };
}

/** A state in a v1 listing. */
export interface V1StateItem {
  name: string;
  slug: string;
  district_count: number;
  pincode_count: number;
  post_office_count: number;
  url: string;
}

/**
 * `/api/v1/states`: every state and union territory with its counts, sorted by name.
 *
 * @example
 * v1StatesResponse(dataset, urls).body.count // 36
 */
export function v1StatesResponse(dataset: PincodeDataset, urls: SiteUrls): ApiResponse<{ status: 'success'; count: number; states: V1StateItem[] }> {
  const states = dataset.states.map(
    (state): V1StateItem => ({
      name: state.name,
      slug: state.slug,
      district_count: state.districts.length,
      pincode_count: state.pincodeCount,
      post_office_count: state.officeCount,
      url: urls.state(state.slug),
    }),
  );
  return { status: 200, body: { status: 'success', count: states.length, states } };
}

/** A district in a v1 listing. */
export interface V1DistrictItem {
  name: string;
  slug: string;
  pincode_count: number;
  post_office_count: number;
  url: string;
}

function districtItem(state: PincodeState, district: PincodeDistrict, urls: SiteUrls): V1DistrictItem {
  return {
    name: district.name,
    slug: district.slug,
    pincode_count: district.pincodes.length,
    post_office_count: district.officeCount,
    url: urls.district(state.slug, district.slug),
  };
}

/** The v1 state response. */
export interface V1State {
  status: 'success';
  state: string;
  state_slug: string;
  pincode_count: number;
  post_office_count: number;
  url: string;
  count: number;
  districts: V1DistrictItem[];
}

/**
 * `/api/v1/state/{STATE}`: the districts of a state (slug or name, any letter case).
 *
 * @example
 * v1StateResponse(dataset, 'DELHI', urls).body.districts.map((d) => d.name)
 */
export function v1StateResponse(dataset: PincodeDataset, stateKey: string, urls: SiteUrls): ApiResponse<V1State | V1Error> {
  const state = findPincodeState(dataset, stateKey);
  if (!state) return v1Error(404, MESSAGES.state(stateKey));
  return {
    status: 200,
    body: {
      status: 'success',
      state: state.name,
      state_slug: state.slug,
      pincode_count: state.pincodeCount,
      post_office_count: state.officeCount,
      url: urls.state(state.slug),
      count: state.districts.length,
      districts: state.districts.map((district) => districtItem(state, district, urls)),
    },
  };
}

/** The v1 district response. */
export interface V1District {
  status: 'success';
  state: string;
  state_slug: string;
  district: string;
  district_slug: string;
  post_office_count: number;
  /** The bank branches placed in the district (docs/data.md, "Where a branch is"). */
  branch_count: number;
  url: string;
  count: number;
  pincodes: { pincode: string; post_office_count: number; url: string }[];
}

/**
 * `/api/v1/district/{STATE}/{DISTRICT}`: the PIN codes with offices in a district,
 * with how many of the PIN code's offices lie in it.
 *
 * @example
 * v1DistrictResponse(dataset, 'delhi', 'new-delhi', urls).body.pincodes[0].pincode // '110001'
 */
export function v1DistrictResponse(dataset: PincodeDataset, stateKey: string, districtKey: string, urls: SiteUrls): ApiResponse<V1District | V1Error> {
  const state = findPincodeState(dataset, stateKey);
  if (!state) return v1Error(404, MESSAGES.state(stateKey));
  const district = findPincodeDistrict(state, districtKey);
  if (!district) return v1Error(404, MESSAGES.district(districtKey));
  return {
    status: 200,
    body: {
      status: 'success',
      state: state.name,
      state_slug: state.slug,
      district: district.name,
      district_slug: district.slug,
      post_office_count: district.officeCount,
      branch_count: district.banks.reduce((sum, bank) => sum + bank.branches, 0),
      url: urls.district(state.slug, district.slug),
      count: district.pincodes.length,
      pincodes: district.pincodes.map((pincode) => ({
        pincode,
        post_office_count: dataset.areas.get(pincode)!.offices.filter((o) => o.state === state.name && o.district === district.name).length,
        url: urls.pincode(pincode),
      })),
    },
  };
}
