import type { DownloadsManifest } from '../model/downloads-manifest.js';
import { createSiteUrls } from 'india-pincode-ifsc';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../handler/handler.js';
import { RELEASE_ASSETS, releaseTag } from '../pages/downloads.js';
import { renderedSiteFiles } from '../handler/rendered-site-files.js';
import type { SiteData } from '../model/site-data.js';
import { SITE_KINDS } from '../site-kinds.js';
import { edgeTestAssets } from '../testing/edge-assets.js';
import { testSiteData } from '../testing/site-data.js';
import { createEdgeHandler } from './edge-handler.js';

const base = 'https://pin.example.org';
const data = testSiteData();
const tag = releaseTag(data.meta.editions);
const downloads: DownloadsManifest = {
  editions: { pincode: data.meta.editions.pincode, ifsc: data.meta.editions.ifsc },
  release: { tag, url: `https://github.com/o/r/releases/tag/${tag}` },
  files: RELEASE_ASSETS.map(([name]) => ({ name, bytes: 1234, sha256: 'a'.repeat(64), url: `https://github.com/o/r/releases/download/${tag}/${name}` })),
};
const withBase = (baseUrl: string, manifest: DownloadsManifest | null): SiteData => ({ ...data, urls: createSiteUrls(baseUrl), downloads: manifest });

async function aboutPages(manifest: DownloadsManifest | null): Promise<[string, string]> {
  const assets = edgeTestAssets(data, manifest);
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
