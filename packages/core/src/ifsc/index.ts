/** The IFSC side's names for this project's packages, besides those of the public root (../index.ts); ../internal.ts exports both. */
export type { IfscCodeList, IfscSearchIndex } from './types.js';
export { pincodeFromAddress } from './address-pincode.js';
export { BANK_CATEGORY_LABELS, bankCategory } from './category.js';
export { canonicalStates, ISO3166_STATES, mapBranchState, STATE_ALIASES, type StateEvidence, type StateMatch } from './state-mapping.js';
export { createRowNormalizer, IFSC_REPORT, type BranchDraft, type RowContext } from './normalize-row.js';
export { compareNames } from './compare-names.js';
export { expandIfscCodes, ifscCodeList } from './code-list.js';
export { normalizeIfscRows } from './normalize-rows.js';
export { buildIfscFromBranches } from './build-dataset.js';
export { buildWordIndex, searchWordIndex, type WordIndex, type WordIndexOptions, type WordMatches } from './word-index.js';
export { micrAnswer, micrError, micrIndex } from './micr.js';
export { ifscError, ifscNotFound, ifscRecord, toIfscBranchItem } from './record.js';
export { districtPageUrl, toBankItem } from './hierarchy-response.js';
export { namedBankCodes, searchBankAndStateNames, searchIfscSource, startsFirst, type IfscSearchHits, type IfscSearchTotals } from './search-hits.js';
export { searchSourceFromDataset, type IfscSearchSource, type PincodeBranches, type SearchDistrictItem } from './search-source.js';
export * from './place/index.js';
export { bankDistrictPaths, findOldPath, hasBankDistrictPath, oldBankDistrictPaths, type BankDistrictPath } from './lookup.js';
export { bankDistrict, type BankDistrictAnswer } from './hierarchy-response.js';
