import { buildIfscFromBranches, type Dataset, metaResponse, NO_CODES, type SiteUrls } from 'india-pincode-ifsc/internal';
import type { DownloadsManifest } from '../model/downloads-manifest.js';
import type { FileKind } from '../model/file-kind.js';
import { type SiteData, siteData } from '../model/site-data.js';
import type { DataFor } from './rendered-site-files.js';
import { FILES } from '../routes.js';

/** How long after the PIN side is read the whole IFSC side is read, unless a request needs it sooner. */
export const WHOLE_SIDE_AFTER_MS = 1000;

const noBranches = () => [];

/**
 * Whether a kind of file is rendered from the PIN side alone: those the edge renders with
 * no branch loaded, and `/api/meta` (its body is the data's summary, which the PIN side
 * carries whole; every answer's `X-Data-Edition` is read from it).
 */
export const pinSideOnly = (kind: FileKind) => (kind.scope === 'pincode' && !kind.branchesOf) || kind.pattern === FILES.meta;

/**
 * What `npm start` renders from, the PIN side first: files of the PIN side alone (its
 * API, its pages, the search over office names) are rendered as soon as the PIN side is
 * read, with the whole dataset's counts; every other file waits for the whole IFSC side,
 * read right after it. The edge renders the same kinds from the same parts
 * (edge-data.ts), and the tests compare both with the static files.
 *
 * @example
 * const files = renderedSiteFiles(generatedKinds(), pinSideFirst(openDataset(reader), urls, null));
 */
export function pinSideFirst(dataset: Dataset<boolean>, urls: SiteUrls, downloads: DownloadsManifest | null): DataFor {
  const pinSide = (async (): Promise<SiteData> => {
    const [pincodes, index, codes, report] = await Promise.all([dataset.pincodes(), dataset.ifscIndex(), dataset.codes(), dataset.report()]);
    // No branch (as at the edge), and `/api/meta`'s counts from the IFSC index and code list: those the whole side gives.
    const ifsc = buildIfscFromBranches([], [], NO_CODES, index.edition);
    const meta = metaResponse(pincodes, ifsc, report).body;
    const counts = { ...meta.counts, banks: index.banks.length, branches: index.banks.reduce((sum, bank) => sum + bank.branches, 0), valid_ifsc: codes.size };
    return { pincodes, ifsc, urls, meta: { ...meta, counts }, sources: report.sources, pinBranches: noBranches, downloads };
  })();
  let whole: Promise<SiteData> | undefined;
  const wholeData = () =>
    (whole ??= (async () => {
      const { pincodes, ifsc, ...dates } = await dataset.whole();
      return siteData(pincodes, ifsc, urls, dates, downloads);
    })());
  // The whole side is read a moment after the PIN side, or by the first request that needs
  // it: indexing every branch holds the thread for about a second, which the first
  // requests after a start should not wait behind. A failure reaches the requests that wait for it.
  pinSide.then(() => setTimeout(() => wholeData().catch(() => {}), WHOLE_SIDE_AFTER_MS)).catch(() => {});
  return async (kind) => (pinSideOnly(kind) ? pinSide : wholeData());
}
