/** The assets `npm run build:edge` writes, made from synthetic site data for the edge's unit tests. */
import type { DownloadsManifest } from '../model/downloads-manifest.js';
import { createSiteUrls, writeIfscData, writePincodeData } from 'india-pincode-ifsc/internal';
import { EDGE_ASSETS } from '../edge/edge-assets.js';
import { DOWNLOADS_ASSET, pinBranchGroups, SOURCES_ASSET } from '../edge/edge-data.js';
import { EDGE_BUILD_BASE } from '../edge/edge-handler.js';
import { packAssets } from '../edge/edge-packs.js';

import type { SiteData } from '../model/site-data.js';
import { SITE_KINDS } from '../site-kinds.js';

const encode = (body: string | Uint8Array) => (typeof body === 'string' ? new TextEncoder().encode(body) : body);

/** The data as the edge build renders it: with its placeholder base URL and this downloads manifest. */
export const edgeBuildData = (data: SiteData, downloads: DownloadsManifest | null): SiteData => ({
  ...data,
  urls: createSiteUrls(EDGE_BUILD_BASE),
  downloads,
});

/**
 * The edge build's assets for this data: the dataset files and branches by PIN code, the files rendered whole,
 * the packs and their list, the sources and the downloads manifest when there is one.
 *
 * @example
 * const assets = edgeTestAssets(testSiteData(), null);
 * createEdgeHandler({ readAsset: async (path) => assets.get(path) ?? null });
 */
export function edgeTestAssets(data: SiteData, downloads: DownloadsManifest | null, packBytes?: number): Map<string, Uint8Array> {
  const built = edgeBuildData(data, downloads);
  const assets = new Map<string, Uint8Array>();
  const offices = [...data.pincodes.areas.values()].flatMap((area) => area.offices).sort((a, b) => a.id - b.id);
  assets.set(`${EDGE_ASSETS.dataset}pincode.json`, encode(JSON.stringify(writePincodeData(offices, data.meta.editions.pincode))));
  const branches = [...data.ifsc.branches.values()].sort((a, b) => (a.ifsc < b.ifsc ? -1 : 1));
  const { index } = writeIfscData(branches, data.ifsc.banks, data.meta.editions.ifsc);
  assets.set(`${EDGE_ASSETS.dataset}ifsc/index.json`, encode(JSON.stringify(index)));
  for (const [path, bytes] of packAssets(SITE_KINDS, built, packBytes)) assets.set(path, bytes);
  for (const [path, text] of pinBranchGroups(data.ifsc)) assets.set(path, encode(text));
  assets.set(SOURCES_ASSET, encode(JSON.stringify(data.sources)));
  if (downloads) assets.set(DOWNLOADS_ASSET, encode(JSON.stringify(downloads)));
  return assets;
}
