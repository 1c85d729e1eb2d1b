import { describe, expect, it } from 'vitest';
import { createHandler } from '../handler/handler.js';
import { kindEntries } from '../model/file-kind.js';
import { renderedSiteFiles } from '../handler/rendered-site-files.js';
import { SITE_KINDS } from '../site-kinds.js';
import { edgeTestAssets } from '../testing/edge-assets.js';
import { testSiteData } from '../testing/site-data.js';
import { createSiteUrls } from 'india-pincode-ifsc';
import { createEdgeHandler } from './edge-handler.js';
import { EDGE_ASSETS } from './edge-assets.js';

const data = testSiteData();
const bases = ['https://pin.example.org', 'https://other.example.net'];
/** Packs of a few hundred bytes, so that the synthetic files fill many. */
const assets = edgeTestAssets(data, null, 300);
const edge = createEdgeHandler({ readAsset: async (path) => assets.get(path) ?? null });
/** Every packed file's URL path (a page's folder, not its index.html). */
const packedPaths = SITE_KINDS.flatMap((kind) => [...kindEntries([kind], data)].map((entry) => entry.path.replace(/\/index\.html$/, '/')));

describe('the edge handler over packed files', () => {
  it('serves API answers, pages and searches from the packs alone: it reads no dataset asset', async () => {
    const read: string[] = [];
    const fresh = createEdgeHandler({
      readAsset: async (path) => {
        read.push(path);
        return assets.get(path) ?? null;
      },
    });
    for (const path of ['/api/pincode/110001', '/pincode/110001/', `/ifsc/${[...data.ifsc.branches.keys()][0]}/`, '/api/search.php?q=main']) {
      expect((await fresh(new Request(`${bases[0]}${path}`))).status).toBe(200);
    }
    expect(read.filter((path) => path.startsWith(EDGE_ASSETS.dataset))).toEqual([]);
  });

  it('renders a page under a base URL with a path (the packed page printed the host alone), as npm start does', async () => {
    const base = 'https://example.github.io/pin';
    const atPath = createEdgeHandler({ siteUrl: base, readAsset: async (path) => assets.get(path) ?? null });
    const local = createHandler(renderedSiteFiles(SITE_KINDS, async () => ({ ...data, urls: createSiteUrls(base) })));
    for (const path of ['/pincode/110001/', '/api/v1/pincode/110001', '/about/', '/api/v1/nearby?lat=28.6&lon=77.2&limit=3']) {
      const [fromEdge, fromLocal] = await Promise.all([atPath, local].map((handle) => handle(new Request(`https://any.example${path}`))));
      expect(await fromEdge!.text()).toBe(await fromLocal!.text());
    }
  });

  it.each(bases)('answers every packed file as npm start renders it, with %s put in', async (base) => {
    const local = createHandler(renderedSiteFiles(SITE_KINDS, async () => ({ ...data, urls: createSiteUrls(base) })));
    for (const path of packedPaths) {
      const [fromEdge, fromLocal] = await Promise.all([edge, local].map((handle) => handle(new Request(`${base}${path}`))));
      expect({ path, status: fromEdge!.status, body: await fromEdge!.text() }).toEqual({ path, status: fromLocal!.status, body: await fromLocal!.text() });
    }
  });

  it('answers nearby from the leaves as stored, with each base URL put in the offices found', async () => {
    for (const base of bases) {
      const local = createHandler(renderedSiteFiles(SITE_KINDS, async () => ({ ...data, urls: createSiteUrls(base) })));
      const path = '/api/v1/nearby?lat=28.6&lon=77.2&limit=5';
      const [fromEdge, fromLocal] = await Promise.all([edge, local].map((handle) => handle(new Request(`${base}${path}`))));
      const text = await fromEdge!.text();
      expect(text).toBe(await fromLocal!.text());
      expect(JSON.parse(text).count).toBeGreaterThan(0);
      expect(text).toContain(`"url":"${base}/pincode/`);
    }
  });

  it('gives a file that names the base URL another ETag per base URL, and answers each with 304', async () => {
    const path = packedPaths.find((candidate) => candidate.startsWith('/api/v1/pincode/'))!;
    const etags = [];
    for (const base of bases) {
      const answer = await edge(new Request(`${base}${path}`));
      expect(await answer.text()).toContain(base);
      const etag = answer.headers.get('etag')!;
      expect((await edge(new Request(`${base}${path}`, { headers: { 'If-None-Match': etag } }))).status).toBe(304);
      etags.push(etag);
    }
    expect(new Set(etags).size).toBe(2);
  });

  it('answers a packed kind without such a file as the route table says', async () => {
    const answer = await edge(new Request(`${bases[0]}/api/pincode/999999`));
    expect(answer.status).toBe(404);
  });
});
