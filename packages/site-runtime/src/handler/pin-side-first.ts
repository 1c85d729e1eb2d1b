import { buildIfscFromBranches, type Dataset, type DataMeta, type IfscCodeList, metaResponse, type SiteUrls } from 'india-pincode-ifsc/internal';
import type { DownloadsManifest } from '../model/downloads-manifest.js';
import type { FileKind } from '../model/file-kind.js';
import { type SiteData, siteData } from '../model/site-data.js';
import type { DataFor } from './rendered-site-files.js';
import { FILES } from '../routes.js';

/** How long after the PIN side is read the whole IFSC side is read, unless a request needs it sooner. */
export const WHOLE_SIDE_AFTER_MS = 1000;

/** No code list and no branches: the IFSC side of files that need none of it (as at the edge). */
const NO_CODES: IfscCodeList = { size: 0, has: () => false, *[Symbol.iterator]() {} };
const noBranches = () => [];

/**
 * Whether a kind of file is rendered from the PIN side alone: those the edge renders with
 * no branch loaded, and `/api/meta` (its body is the data's summary, which the PIN side
 * carries whole; every answer's `X-Data-Edition` is read from it).
 */
export const pinSideOnly = (kind: FileKind) => (kind.scope === 'pincode' && !kind.branchesOf) || kind.pattern === FILES.meta;

/**
 * `/api/meta`'s body from the PIN side and the IFSC side's index and code list: the
 * counts the whole IFSC side would give, before its branches are read.
 */
async function metaOf(dataset: Dataset<boolean>, data: Pick<SiteData, 'pincodes' | 'ifsc'>): Promise<DataMeta> {
  const [index, codes, report] = await Promise.all([dataset.ifscIndex(), dataset.codes(), dataset.report()]);
  const meta = metaResponse(data.pincodes, data.ifsc, report).body;
  const branches = index.banks.reduce((sum, bank) => sum + bank.branches, 0);
  return { ...meta, counts: { ...meta.counts, banks: index.banks.length, branches, valid_ifsc: codes.size } };
}

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
    const [pincodes, index, report] = await Promise.all([dataset.pincodes(), dataset.ifscIndex(), dataset.report()]);
    const ifsc = buildIfscFromBranches([], [], NO_CODES, index.edition);
    return { pincodes, ifsc, urls, meta: await metaOf(dataset, { pincodes, ifsc }), sources: report.sources, pinBranches: noBranches, downloads };
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
