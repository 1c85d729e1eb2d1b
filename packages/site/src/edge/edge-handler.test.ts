import { describe, expect, it } from 'vitest';
import { createHandler } from '../handler/handler.js';
import { kindEntries } from '../render/file-kind.js';
import { renderedSiteFiles } from '../render/rendered-site-files.js';
import { SITE_KINDS } from '../render/site-kinds.js';
import { edgeTestAssets } from '../testing/edge-assets.js';
import { testSiteData } from '../testing/site-data.js';
import { createSiteUrls } from 'india-pincode-ifsc';
import { createEdgeHandler } from './edge-handler.js';
import { isPacked } from './edge-packs.js';

const data = testSiteData();
const bases = ['https://pin.example.org', 'https://other.example.net'];
/** Packs of a few hundred bytes, so that the synthetic files fill many. */
const assets = edgeTestAssets(data, null, 300);
const edge = createEdgeHandler({ readAsset: async (path) => assets.get(path) ?? null });
const packedPaths = SITE_KINDS.filter(isPacked).flatMap((kind) => [...kindEntries([kind], data)].map((entry) => entry.path));

describe('the edge handler over packed files', () => {
  it.each(bases)('answers every packed file as npm start renders it, with %s put in', async (base) => {
    const local = createHandler(renderedSiteFiles(SITE_KINDS, async () => ({ ...data, urls: createSiteUrls(base) })));
    for (const path of packedPaths) {
      const [fromEdge, fromLocal] = await Promise.all([edge, local].map((handle) => handle(new Request(`${base}${path}`))));
      expect({ path, status: fromEdge!.status, body: await fromEdge!.text() }).toEqual({ path, status: fromLocal!.status, body: await fromLocal!.text() });
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
