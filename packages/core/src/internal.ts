/**
 * @internal What this project's own packages (the site, the command line, the sources'
 * build) need from the core besides its public root: codecs of the dataset files,
 * text normalisation, indexes, the nearby cells, error bodies. Published for them; no
 * promise to anyone else: names here change without a major version.
 */
export * from './index.js';
export * from './ifsc/index.js';
export * from './dataset/index.js';
export { collapseWhitespace } from './text/collapse-whitespace.js';
export { cleanField } from './text/missing.js';
export { toTitleCase } from './text/title-case.js';
export { toSlug, uniqueSlugs } from './text/slug.js';
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
export { buildStates, mostCommon, normalizePincodeRows, officeSlugs } from './pincode/normalize-offices.js';
export { nameWords, searchKey } from './pincode/name-words.js';
export { isHighSurrogate } from './text/high-surrogate.js';
export { sortedPrefixRange, startsAnyWord } from './text/prefix-range.js';
export { containsRun, createNameIndex, findOfficeIdsByWords, prefixRange } from './pincode/name-index.js';
export type { NameIndex } from './pincode/types.js';
export { compatError, compatSuccess, withPINCode } from './pincode/compat-response.js';
export { parseSearchParams, toV1PostOffice, v1Error, v1SearchBody, wordsLimit } from './pincode/v1-response.js';
export {
  nameFallback,
  officeMatches,
  officePlace,
  officeRanks,
  officeRef,
  officeTermShards,
  prefixFoundByWords,
  prefixOffices,
  wordMatches,
  type FoundOffice,
} from './pincode/office-search.js';
export { ALIAS_GROUPS, aliasMemberWords, aliasWords } from './search/aliases.js';
export { MATCH_KINDS, matchQuery, planQuery, type FoundItem, type QueryMatches, type QueryPlan } from './search/match-query.js';
export { readAhead, type TermFiles } from './search/read-ahead.js';
export { filedShards } from './search/filed-shards.js';
export { searchWords } from './search/search-words.js';
export {
  buildTermShards,
  isCommonKey,
  memoryReader,
  nameTerms,
  LIKELY_HELD,
  SHARD_BYTES,
  TERM_SHARDS_FORMAT,
  TYPO_TARGET_LENGTH,
  termShardKey,
  wordShardKeys,
  type SearchItem,
  type TermReader,
  type TermShard,
  type TermShardKeys,
  type TermShards,
  type TypoTerms,
} from './search/term-shards.js';
export { postingCount, shardAliases, shardItems, shardTerms } from './search/term-shard-reader.js';
export { typoBudget, withinEdits } from './search/typo.js';
export { BANK_ALIASES, bankAliasInQuery, bankInQuery, type BankInQuery } from './search/bank-aliases.js';
export { bankPlaceBranches, bankTerms, branchTerms, readPlace, type BankTerms, type BranchTerms } from './ifsc/bank-place.js';
export { bankCodes } from './ifsc/search-hits.js';
export { isApiResponse, isGiven } from './api-response.js';
export { MESSAGES } from './messages.js';
export { API_PATHS, mapUrl, PAGE_PATHS } from './site-urls.js';
export { CENTRE_DEFINITION, DISTANCE_METHOD, parseNearbyParams, roundKm } from './pincode/geo.js';
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
} from './pincode/nearby-cells.js';
export {
  nearbyLeafReader,
  nearbyLeafText,
  nearbyTree,
  nearbyTreeLayout,
  nearestInTree,
  type NearbyLeaf,
  type NearbyLeafFile,
  type NearbyTree,
  type NearbyTreeFile,
  type NearbyTreeLayout,
} from './pincode/nearby-tree.js';
export { editionHeader } from './meta-response.js';
export { getOrCreate } from './util/get-or-create.js';
export { sharedLoads } from './util/shared-loads.js';
export { datasetFunctions } from './operations/dataset-functions.js';
