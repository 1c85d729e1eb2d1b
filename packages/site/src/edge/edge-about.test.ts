import { createSiteUrls, writeIfscData, writePincodeData } from 'india-pincode-ifsc';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../handler/handler.js';
import { type DownloadsManifest, RELEASE_ASSETS, releaseTag } from '../pages/downloads.js';
import { kindEntries } from '../render/file-kind.js';
import { renderedSiteFiles } from '../render/rendered-site-files.js';
import type { SiteData } from '../render/site-data.js';
import { SITE_KINDS } from '../render/site-kinds.js';
import { testSiteData } from '../testing/site-data.js';
import { DOWNLOADS_ASSET, EDGE_ASSETS, SOURCES_ASSET } from './edge-data.js';
import { createEdgeHandler, EDGE_BUILD_BASE } from './edge-handler.js';

const base = 'https://pin.example.org';
const data = testSiteData();
const tag = releaseTag(data.meta.editions);
const downloads: DownloadsManifest = {
  editions: { pincode: data.meta.editions.pincode, ifsc: data.meta.editions.ifsc },
  release: { tag, url: `https://github.com/o/r/releases/tag/${tag}` },
  files: RELEASE_ASSETS.map(([name]) => ({ name, bytes: 1234, sha256: 'a'.repeat(64), url: `https://github.com/o/r/releases/download/${tag}/${name}` })),
};
const withBase = (baseUrl: string, manifest: DownloadsManifest | null): SiteData => ({ ...data, urls: createSiteUrls(baseUrl), downloads: manifest });
const encode = (body: string | Uint8Array) => (typeof body === 'string' ? new TextEncoder().encode(body) : body);

/** The assets build:edge writes for the synthetic data: the dataset files the about page needs, the files rendered whole, the sources and the manifest when there is one. */
function edgeAssets(manifest: DownloadsManifest | null): Map<string, Uint8Array> {
  const assets = new Map<string, Uint8Array>();
  const offices = [...data.pincodes.pincodes.values()].flatMap((area) => area.offices).sort((a, b) => a.id - b.id);
  assets.set(`${EDGE_ASSETS.dataset}pincode.json`, encode(JSON.stringify(writePincodeData(offices, data.meta.editions.pincode))));
  const branches = [...data.ifsc.branches.values()].sort((a, b) => (a.ifsc < b.ifsc ? -1 : 1));
  const { index } = writeIfscData(branches, data.ifsc.banks, data.meta.editions.ifsc);
  assets.set(`${EDGE_ASSETS.dataset}ifsc/index.json`, encode(JSON.stringify(index)));
  for (const { path, body } of kindEntries(
    SITE_KINDS.filter((kind) => kind.scope === 'whole'),
    withBase(EDGE_BUILD_BASE, manifest),
  ))
    assets.set(EDGE_ASSETS.site + path, encode(body));
  assets.set(SOURCES_ASSET, encode(JSON.stringify(data.sources)));
  if (manifest) assets.set(DOWNLOADS_ASSET, encode(JSON.stringify(manifest)));
  return assets;
}

async function aboutPages(manifest: DownloadsManifest | null): Promise<[string, string]> {
  const assets = edgeAssets(manifest);
  const edge = createEdgeHandler({ readAsset: async (path) => assets.get(path) ?? null });
  const local = createHandler(renderedSiteFiles(SITE_KINDS, async () => withBase(base, manifest)));
  const answers = await Promise.all([edge, local].map((handle) => handle(new Request(`${base}/about/`))));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  return [await answers[0]!.text(), await answers[1]!.text()];
}

describe('the about page at the edge', () => {
  it('lists the downloads from the manifest the edge build shipped, byte for byte as the generator and npm start render it', async () => {
    const [edge, renderer] = await aboutPages(downloads);
    expect(edge).toBe(renderer);
    expect(edge).toContain(`<a href="https://github.com/o/r/releases/download/${tag}/india-pincode-ifsc.sqlite">`);
  });

  it('names the release without a manifest, as the generator does', async () => {
    const [edge, renderer] = await aboutPages(null);
    expect(edge).toBe(renderer);
    expect(edge).toContain(`release <code>${tag}</code>`);
  });
});
