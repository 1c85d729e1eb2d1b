import { type DataDates, type DataMeta, type IfscDataset, metaResponse, type PincodeDataset, type SiteUrls } from 'india-pincode-ifsc';

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
}

/**
 * The renderers' input from a whole dataset.
 *
 * @example
 * siteData(pincodes, ifsc, createSiteUrls('http://localhost:3000'), dates).meta.counts.pincodes
 */
export function siteData(pincodes: PincodeDataset, ifsc: IfscDataset, urls: SiteUrls, dates: DataDates): SiteData {
  return { pincodes, ifsc, urls, meta: metaResponse(pincodes, ifsc, dates).body };
}
