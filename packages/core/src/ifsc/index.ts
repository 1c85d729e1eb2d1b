export type {
  IfscCodeList,
  BankInfo,
  BankMetadata,
  Bank,
  Branch,
  BranchRecord,
  IfscDistrict,
  IfscState,
  IfscDataset,
  IfscSearchIndex,
  IfscSourceRow,
  PaymentFlag,
} from './types.js';
export { PAYMENT_FLAGS } from './types.js';
export { statedFlag } from './stated-flag.js';
export { IFSC_PATTERN, normalizeIfsc } from './ifsc-code.js';
export { pincodeFromAddress } from './address-pincode.js';
export { BANK_CATEGORY_LABELS, bankCategory } from './category.js';
export { canonicalStates, ISO3166_STATES, mapBranchState, STATE_ALIASES, type StateEvidence, type StateMatch } from './state-mapping.js';
export { createRowNormalizer, IFSC_REPORT, type BranchDraft, type RowContext } from './normalize-row.js';
export {
  buildIfscDataset,
  compareNames,
  expandIfscCodes,
  ifscCodeList,
  indexIfscDataset,
  normalizeIfscRows,
  pincodeDistrictPages,
  type DistrictPages,
} from './build-dataset.js';
export { buildWordIndex, searchWordIndex, type WordIndex, type WordMatches } from './word-index.js';
export { findBank, findIfscDistrict, findIfscState } from './lookup.js';
export { MICR_PATTERN, micrAnswer, micrError, micrIndex, micrResponse, normalizeMicr, type MicrAnswer } from './micr.js';
export { ifscError, ifscNotFound, ifscRecord, ifscResponse, toIfscBranchItem, type IfscBranchItem, type IfscError, type IfscRecord } from './record.js';
export {
  banksResponse,
  branchesResponse,
  districtsResponse,
  statesResponse,
  districtPageUrl,
  toBankItem,
  type BankItem,
  type IfscListing,
  type PlaceItem,
} from './hierarchy-response.js';
export { ifscSearchResponse, type IfscSearch } from './search-response.js';
export {
  IFSC_SEARCH_LIMITS,
  searchBankAndStateNames,
  searchIfscSource,
  searchSourceFromDataset,
  type IfscSearchHits,
  type IfscSearchSource,
  type IfscSearchTotals,
  type PincodeBranches,
  type SearchDistrictItem,
} from './search-source.js';
export {
  branchesByPincode,
  v1PincodeBranchesBody,
  type BranchesByPincode,
  type BranchSummary,
  type V1PincodeBranch,
  type V1PincodeBranches,
} from './pincode-branches.js';
