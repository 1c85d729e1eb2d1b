/**
 * The data-free core, what an app calls: build a dataset from the publishers' rows or
 * open the dataset files, look things up, and compose any answer of the API, each
 * function taking the dataset as an argument. docs/npm.md ("The library core") names
 * every value exported here; what only this project's own packages need is in
 * `india-pincode-ifsc/internal`.
 */
export { DataReport, type DataReportJson, type ReportEntry } from './report.js';

export type { PincodeSourceRow } from './pincode/source-row.js';
export { buildPincodeDataset } from './pincode/build-dataset.js';
export type { PincodeDistrict, PincodeArea, PincodeDataset, PostOffice, PostOfficeRecord, PincodeState } from './pincode/types.js';
export { findPincodeDistrict, findPincodeState, PINCODE_PATTERN } from './pincode/lookup.js';
export {
  compatPincodeResponse,
  compatPostOfficeResponse,
  findPostOfficesByName,
  type CompatEnvelope,
  type CompatPostOffice,
} from './pincode/compat-response.js';
export { NEARBY_LIMITS, SEARCH_LIMITS } from './limits.js';
export {
  searchByPrefix,
  searchPostOfficesBody,
  v1DistrictResponse,
  v1PincodeResponse,
  v1SearchResponse,
  v1StateResponse,
  v1StatesResponse,
  type V1District,
  type V1DistrictItem,
  type V1Error,
  type V1Pincode,
  type V1PostOffice,
  type V1Search,
  type V1SearchItem,
  type V1State,
  type V1StateItem,
} from './pincode/v1-response.js';
export type { MatchKind } from './search/match-query.js';
export { buildOfficeGrid, greatCircleKm, nearestOffices, type OfficeGrid } from './pincode/nearest.js';
export {
  nearestV1PostOffices,
  pincodeCentre,
  v1DistanceResponse,
  type NearbyPostOffice,
  type NearbyQuery,
  type PincodeCentre,
  type V1Distance,
  type V1Nearby,
} from './pincode/geo.js';

export type {
  IfscSourceRow,
  Bank,
  BankInfo,
  BankMetadata,
  Branch,
  BranchRecord,
  IfscDataset,
  IfscDistrict,
  IfscState,
  OldPath,
  PaymentFlag,
} from './ifsc/types.js';
export { PAYMENT_FLAGS } from './ifsc/types.js';
export { statedFlag } from './ifsc/stated-flag.js';
export { IFSC_PATTERN, normalizeIfsc } from './ifsc/ifsc-code.js';
export { buildIfscDataset } from './ifsc/build-dataset.js';
export { findBank, findIfscDistrict, findIfscState } from './ifsc/lookup.js';
export { MICR_PATTERN, micrResponse, normalizeMicr, type MicrAnswer } from './ifsc/micr.js';
export { ifscResponse, type IfscBranchItem, type IfscError, type IfscRecord } from './ifsc/record.js';
export {
  banksResponse,
  branchesResponse,
  districtsResponse,
  statesResponse,
  type BankItem,
  type IfscListing,
  type PlaceItem,
} from './ifsc/hierarchy-response.js';
export { ifscSearchResponse, type IfscSearch } from './ifsc/search-response.js';
export { IFSC_SEARCH_LIMITS } from './ifsc/search-hits.js';
export {
  branchesByPincode,
  v1PincodeBranchesBody,
  type BranchesByPincode,
  type BranchSummary,
  type V1PincodeBranch,
  type V1PincodeBranches,
} from './ifsc/pincode-branches.js';

export {
  openDataset,
  type AsyncDatasetReader,
  type BankDatasetOptions,
  type Dataset,
  type DatasetContent,
  type DatasetReport,
  type OpenOptions,
  type Read,
  type SyncDatasetReader,
  type WholeDataset,
} from './dataset/open-dataset.js';
export type { ApiResponse } from './api-response.js';
export { createSiteUrls, DEFAULT_SITE_URL, type SiteUrls } from './site-urls.js';
export { metaResponse, type DataMeta } from './meta-response.js';
export type { DataDates } from './dataset/report-file.js';
