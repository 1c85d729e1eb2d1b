import type { ApiResponse } from '../api-response.js';
import type { SiteUrls } from '../site-urls.js';
import type { BankItem, PlaceItem } from './hierarchy-response.js';
import { toIfscBranchItem, type IfscBranchItem, type IfscError } from './record.js';
import { searchIfscSource, type IfscSearchTotals } from './search-hits.js';
import { searchSourceFromDataset, type SearchDistrictItem } from './search-source.js';
import type { IfscDataset } from './types.js';

/** The search response. */
export interface IfscSearch {
  success: true;
  query: string;
  banks: BankItem[];
  states: PlaceItem[];
  districts: SearchDistrictItem[];
  branches: IfscBranchItem[];
  /** How many matches each list has in all: the lists are capped. */
  total: IfscSearchTotals;
}

/**
 * `/api/search.php?q=`: the search of {@link searchIfscSource} over a dataset, with
 * each branch as its record.
 *
 * @example
 * ifscSearchResponse(ifsc, 'hdfc', urls).body.banks[0].code // 'HDFC'
 * ifscSearchResponse(ifsc, '700001', urls).body.branches.every((b) => b.PINCODE === '700001') // true
 */
export function ifscSearchResponse(dataset: IfscDataset, q: string | null, urls: SiteUrls): ApiResponse<IfscSearch | IfscError> {
  const hits = searchIfscSource(searchSourceFromDataset(dataset, urls), q);
  if ('status' in hits) return hits;
  const { branchCodes, total, ...lists } = hits;
  return { status: 200, body: { success: true, ...lists, branches: branchCodes.map((code) => toIfscBranchItem(dataset.branches.get(code)!, urls)), total } };
}
