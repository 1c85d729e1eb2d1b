import type { DownloadsManifest } from './downloads-manifest.js';
import {
  type BranchSummary,
  branchesByPincode,
  type DataDates,
  type DataMeta,
  type DataSource,
  type IfscDataset,
  metaResponse,
  type PincodeDataset,
  type SiteUrls,
} from 'india-pincode-ifsc/internal';

/** What the renderers read: both sides of the dataset, the page URLs and the data's summary. */
export interface SiteData {
  readonly pincodes: PincodeDataset;
  /** The IFSC side: every bank (the generator, `npm start`), or only the bank a file needs (the edge). */
  readonly ifsc: IfscDataset;
  readonly urls: SiteUrls;
  /**
   * `/api/meta`'s body: editions, dates and counts of the whole dataset. Pages that show
   * counts read them here, so they render the same wherever only part of the IFSC side is loaded.
   */
  readonly meta: DataMeta;
  /** The upstream sources with their licences and credit lines, as the dataset carries them (pages print them). */
  readonly sources: readonly DataSource[];
  /**
   * The bank branches of a PIN code, whichever banks are loaded: from the whole IFSC side
   * here, from the PIN code's group of the edge build at the edge (kinds with `branchesOf`).
   */
  readonly pinBranches: (pin: string) => readonly BranchSummary[];
  /** The data downloads' release manifest (sizes, sums, links) when the build was given one; the about page lists them. */
  readonly downloads?: DownloadsManifest | null;
}

const NONE: readonly BranchSummary[] = [];

/**
 * A PIN code's branches from a whole IFSC side, grouped on first use.
 *
 * @example
 * pinBranchesOf(ifsc)('110001').length
 */
export function pinBranchesOf(ifsc: IfscDataset): (pin: string) => readonly BranchSummary[] {
  let byPin: Map<string, BranchSummary[]> | undefined;
  return (pin) => {
    byPin ??= branchesByPincode(ifsc);
    return byPin.get(pin) ?? NONE;
  };
}

/**
 * The renderers' input from a whole dataset.
 *
 * @example
 * siteData(pincodes, ifsc, createSiteUrls('http://localhost:3000'), dates).meta.counts.pincodes
 */
export function siteData(pincodes: PincodeDataset, ifsc: IfscDataset, urls: SiteUrls, dates: DataDates, downloads: DownloadsManifest | null = null): SiteData {
  return { pincodes, ifsc, urls, meta: metaResponse(pincodes, ifsc, dates).body, sources: dates.sources, pinBranches: pinBranchesOf(ifsc), downloads };
}
