export { DataReport, type DataReportJson, type ReportEntry } from './report.js';
export { collapseWhitespace } from './text/collapse-whitespace.js';
export { cleanField } from './text/missing.js';
export { toTitleCase } from './text/title-case.js';
export { toSlug, uniqueSlugs } from './text/slug.js';

export type { PincodeSourceRow } from './pincode/source-row.js';
export { BRANCH_TYPE_LABELS, parseBranchType, parseDeliveryStatus, type BranchCode, type DeliveryStatus } from './pincode/branch-type.js';
export { cleanOfficeName } from './pincode/office-name.js';
export { cleanCircleName, cleanDivisionName, cleanRegionName } from './pincode/postal-units.js';
export {
  COORDINATE_DECIMALS,
  INDIA_BOUNDS,
  parseCoordinate,
  roundCoordinate,
  resolveCoordinates,
  type CoordinateFinding,
  type ResolvedCoordinates,
} from './pincode/coordinates.js';
export { normalizePostOfficeRow, PINCODE_REPORT, type PostOfficeDraft } from './pincode/normalize-row.js';
export { buildPincodeDataset } from './pincode/build-dataset.js';
export { buildStates, mostCommon, normalizePincodeRows, officeSlugs } from './pincode/normalize-offices.js';
export { nameWords, searchKey } from './pincode/name-words.js';
export { containsRun, createNameIndex, findOfficeIdsByPrefix, findOfficeIdsByWords, prefixRange } from './pincode/name-index.js';
export type { PincodeDistrict, NameIndex, PincodeArea, PincodeDataset, PostOffice, PostOfficeRecord, PincodeState } from './pincode/types.js';
export { findDistrict, findState, PINCODE_PATTERN } from './pincode/lookup.js';
export {
  compatError,
  compatPincodeResponse,
  compatSuccess,
  compatPostOfficeResponse,
  findPostOfficesByName,
  type CompatEnvelope,
  type CompatPostOffice,
} from './pincode/compat-response.js';
export {
  parseSearchParams,
  SEARCH_LIMITS,
  searchByPrefix,
  toV1PostOffice,
  v1DistrictResponse,
  v1Error,
  v1PincodeResponse,
  v1SearchBody,
  v1SearchResponse,
  v1StateResponse,
  v1StatesResponse,
  type V1District,
  type V1DistrictItem,
  type V1Error,
  type V1Pincode,
  type V1PostOffice,
  type V1Search,
  type V1State,
  type V1StateItem,
} from './pincode/v1-response.js';
export { type ApiResponse, isApiResponse, isGiven } from './api-response.js';
export { MESSAGES } from './messages.js';
export { API_PATHS, createSiteUrls, DEFAULT_SITE_URL, mapUrl, PAGE_PATHS, type SiteUrls } from './site-urls.js';
export * from './ifsc/index.js';
export * from './dataset/index.js';
export { buildOfficeGrid, greatCircleKm, nearestOffices, type OfficeGrid } from './pincode/nearest.js';
export {
  CENTRE_DEFINITION,
  DISTANCE_METHOD,
  NEARBY_LIMITS,
  nearestV1PostOffices,
  parseNearbyParams,
  pincodeCentre,
  roundKm,
  v1DistanceResponse,
  type NearbyPostOffice,
  type NearbyQuery,
  type PincodeCentre,
  type V1Distance,
  type V1Nearby,
} from './pincode/geo.js';
export {
  NEARBY_CELL_DEGREES,
  nearbyCellKey,
  nearbyCells,
  nearbyGrid,
  nearbyGridFile,
  nearestInCells,
  v1NearbyResponse,
  type CellOffice,
  type NearbyCellFile,
  type NearbyGrid,
  type NearbyGridFile,
  type NearbyIndexFile,
  type NearbyOfficesFile,
} from './pincode/nearby-cells.js';
export { editionHeader, metaResponse, type DataMeta } from './meta-response.js';
export { getOrCreate } from './util/get-or-create.js';
export { sharedLoads } from './util/shared-loads.js';
