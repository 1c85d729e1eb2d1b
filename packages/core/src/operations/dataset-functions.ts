import { banksResponse, branchesResponse, type BankItem } from '../ifsc/hierarchy-response.js';
import { normalizeIfsc } from '../ifsc/ifsc-code.js';
import { micrResponse } from '../ifsc/micr.js';
import { ifscResponse, type IfscBranchItem } from '../ifsc/record.js';
import { ifscSearchResponse } from '../ifsc/search-response.js';
import type { IfscDataset } from '../ifsc/types.js';
import { cappedLimit, NEARBY_LIMITS, SEARCH_LIMITS } from '../limits.js';
import { findPostOfficesByName } from '../pincode/compat-response.js';
import { nearestV1PostOffices, v1DistanceResponse } from '../pincode/geo.js';
import { buildOfficeGrid, type OfficeGrid } from '../pincode/nearest.js';
import type { PincodeDataset } from '../pincode/types.js';
import {
  searchPostOfficesBody,
  toV1PostOffice,
  v1DistrictResponse,
  v1PincodeResponse,
  v1StateResponse,
  v1StatesResponse,
  type V1Pincode,
} from '../pincode/v1-response.js';
import type { SiteUrls } from '../site-urls.js';
import { collapseWhitespace } from '../text/collapse-whitespace.js';
import type { LookupFunctions } from './functions.js';

// biome-ignore lint/suspicious/noExplicitAny: each caller names the body it expects
const bodyOf = (response: { status: number; body: any }) => (response.status === 200 ? response.body : null);

/**
 * The lookup functions over datasets in memory (a sources folder read afresh, a test's
 * fixture), answering what the offline entries answer over the packaged dataset. The
 * IFSC side is asked for only when a function needs it.
 *
 * @example
 * const f = datasetFunctions(pincodes, async () => ifsc, createSiteUrls('https://pin.example.org'));
 * f.pincode('110001')?.url // 'https://pin.example.org/pincode/110001/'
 */
export function datasetFunctions(pincodes: PincodeDataset, ifsc: () => Promise<IfscDataset>, urls: SiteUrls): LookupFunctions {
  let grid: OfficeGrid | undefined;
  const pincode = (pin: string): V1Pincode | null => bodyOf(v1PincodeResponse(pincodes, pin, urls));
  return {
    pincode,
    postOffices: (name) => findPostOfficesByName(pincodes, name).map((office) => toV1PostOffice(pincodes, office, urls)),
    searchPostOffices: (prefix, options = {}) => {
      const q = collapseWhitespace(prefix);
      return q.length < SEARCH_LIMITS.minQueryLength ? null : searchPostOfficesBody(pincodes, q, cappedLimit(options.limit, SEARCH_LIMITS), urls);
    },
    nearestPostOffices: (lat, lon, options = {}) => {
      grid ??= buildOfficeGrid(pincodes);
      return nearestV1PostOffices(pincodes, grid, lat, lon, cappedLimit(options.limit, NEARBY_LIMITS), urls);
    },
    distance: (a, b) => bodyOf(v1DistanceResponse(a, b, pincode)),
    states: () => v1StatesResponse(pincodes, urls).body.states,
    state: (key) => bodyOf(v1StateResponse(pincodes, key, urls)),
    district: (stateKey, districtKey) => bodyOf(v1DistrictResponse(pincodes, stateKey, districtKey, urls)),
    ifsc: async (code) => (normalizeIfsc(code) ? bodyOf(ifscResponse(await ifsc(), code, urls)) : null),
    isValidIfsc: async (code) => {
      const normalized = normalizeIfsc(code);
      return normalized !== null && (await ifsc()).validCodes.has(normalized);
    },
    micr: async (code) => bodyOf(micrResponse(await ifsc(), code, urls)),
    banks: async (): Promise<BankItem[]> => banksResponse(await ifsc(), urls).body.banks,
    branches: async (bank, state, district): Promise<IfscBranchItem[] | null> =>
      bodyOf(branchesResponse(await ifsc(), bank, state, district, urls))?.branches ?? null,
    searchBranches: async (q) => bodyOf(ifscSearchResponse(await ifsc(), q, urls)),
  };
}
