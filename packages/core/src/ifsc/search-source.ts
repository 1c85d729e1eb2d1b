import { getOrCreate } from '../util/get-or-create.js';
import { bankPlaceBranches, bankTerms, readPlace } from './bank-place.js';
import { startsNameWord } from './keyword-typos.js';
import type { SiteUrls } from '../site-urls.js';
import { districtPageUrl, toBankItem, type BankItem, type PlaceItem } from './hierarchy-response.js';
import { IFSC_SEARCH_LIMITS } from './search-hits.js';
import type { IfscDataset } from './types.js';
import type { WordIndex } from './word-index.js';

/** A district in the search results: a listing item plus the state it lies in. */
export interface SearchDistrictItem extends PlaceItem {
  state: string;
  state_slug: string;
}

/**
 * Everything the IFSC search reads, as listing items with word indexes over their
 * names, built from a dataset ({@link searchSourceFromDataset}); the site's sharded
 * search files are written from it and answer the same.
 */
export interface IfscSearchSource {
  readonly banks: readonly BankItem[];
  readonly bankIndex: WordIndex;
  readonly states: readonly PlaceItem[];
  readonly stateIndex: WordIndex;
  readonly districts: readonly SearchDistrictItem[];
  readonly districtIndex: WordIndex;
  /** IFSCs in branch-name order; {@link branchIndex} ids are positions here. */
  readonly branchCodes: readonly string[];
  readonly branchIndex: WordIndex;
  readonly codes: ReadonlySet<string>;
  /** PIN code → its branches' IFSCs, in IFSC order, at most `IFSC_SEARCH_LIMITS.branches`, and how many it has. */
  readonly pincodes: ReadonlyMap<string, PincodeBranches>;
  /**
   * The branches of some banks that a place's words match (ifsc/bank-place.ts), those in
   * the `districts` the words name (indexes in {@link districts}) first: the first IFSCs and
   * how many there are.
   */
  bankPlace(words: readonly string[], codes: readonly string[], limit: number, districts: ReadonlySet<number>): PincodeBranches;
  /**
   * A place's words as the branches of some banks read them: a typo as the likeliest word
   * of theirs (ifsc/bank-place.ts `readPlace`); a source without it reads every word as typed.
   */
  readPlace?(words: readonly string[], codes: readonly string[]): string[];
}

/** The branches of one PIN code in the search: the first IFSCs and their total. */
export interface PincodeBranches {
  readonly codes: readonly string[];
  readonly total: number;
}

const sources = new WeakMap<IfscDataset, Map<string, IfscSearchSource>>();

/**
 * The search source of a dataset, reusing its word indexes; made once per dataset
 * and base URL.
 *
 * @example
 * searchIfscSource(searchSourceFromDataset(ifsc, urls), 'kolkata main');
 */
export function searchSourceFromDataset(dataset: IfscDataset, urls: SiteUrls): IfscSearchSource {
  const byBase = getOrCreate(sources, dataset, () => new Map<string, IfscSearchSource>());
  const cached = byBase.get(urls.baseUrl);
  if (cached) return cached;
  const { search } = dataset;
  const pincodes = new Map<string, PincodeBranches>();
  for (const [pin, codes] of dataset.branchesByPincode) pincodes.set(pin, { codes: codes.slice(0, IFSC_SEARCH_LIMITS.branches), total: codes.length });
  const source: IfscSearchSource = {
    banks: dataset.banks.map((bank) => toBankItem(bank, urls)),
    bankIndex: search.bankNames,
    states: dataset.states.map((state) => ({ name: state.name, slug: state.slug, branches: state.branchCount, url: urls.state(state.slug) })),
    stateIndex: search.stateNames,
    districts: search.districtList.map(({ state, district }) => ({
      name: district.name,
      slug: district.slug,
      branches: district.branchCount,
      url: districtPageUrl(state, district, urls),
      state: state.name,
      state_slug: state.slug,
    })),
    districtIndex: search.districtNames,
    branchCodes: search.branchList,
    branchIndex: search.branchNames,
    codes: new Set(dataset.branches.keys()),
    pincodes,
    bankPlace: (words, codes, limit, districts) => {
      const { found, total } = bankPlaceBranches(words, codes, (code) => bankTerms(dataset, code), limit, districts);
      return { codes: found.map(({ item }) => search.branchList[item[1]]!), total };
    },
    readPlace: (words, codes) =>
      readPlace(
        words,
        codes,
        (code) => bankTerms(dataset, code),
        (word) => startsNameWord(source, word),
      ),
  };
  byBase.set(urls.baseUrl, source);
  return source;
}
