/**
 * The static deploy profiles on the real data, against the limits the README claims
 * for them. `full` is the test site itself; `github-pages` is built in memory by the
 * generator `npm run build -- --profile github-pages` runs (the same files, manifest.txt
 * included, without a second copy of the site on disk); `bucket`, the full site plus one
 * file, is made in memory by the build's generator and compared with the test site.
 */
import { hash as digest } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSiteUrls } from 'india-pincode-ifsc';
import { DEFAULT_DATASET_DIR, openDataset, readDatasetFiles } from '@india-pincode-ifsc/sources';
import { memoryBuildFs } from '../packages/site/src/generate/build-fs.js';
import { generateSite, profileEntries } from '../packages/site/src/generate/generate-site.js';
import { pageKind } from '../packages/site/src/generate/page-budget.js';
import { siteData } from '../packages/site/src/render/site-data.js';
import { UPLOAD_MANIFEST } from '../packages/site/src/generate/profiles.js';
import { HOST_LIMITS } from '../packages/site/src/hosts/host-limits.js';
import { type RunningServer, startSiteServer } from './servers.js';

const siteDir = inject('siteDir');
const baseUrl = inject('baseUrl');
const limit = (host: string) => HOST_LIMITS.find((h) => h.host.startsWith(host))!;

/** The data and the extra file `npm run build` renders the test site from. */
async function buildInputs() {
  const { pincodes, ifsc, editions, built, refreshed } = openDataset(await readDatasetFiles(DEFAULT_DATASET_DIR));
  const data = siteData(pincodes, ifsc, createSiteUrls(baseUrl), { editions, built, refreshed });
  return { data, worker: { path: '/_worker.js', body: readFileSync(join(siteDir, '_worker.js')) } };
}

/** A profile's files as the build writes them (manifest.txt included), path → body, made in memory. */
async function buildInMemory(profile: 'github-pages'): Promise<Map<string, Uint8Array>> {
  const { data, worker } = await buildInputs();
  const fs = memoryBuildFs();
  await generateSite({ fs, outDir: '/site', data, extraFiles: [worker], profile });
  const build = `${await fs.readLink('/site')}/`;
  return new Map([...fs.files].filter(([path]) => path.startsWith(build)).map(([path, body]) => [path.slice(build.length - 1), body]));
}

/** A site's manifest: path → content hash. */
function manifest(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) if (line && !line.startsWith('#')) entries.set(line.slice(41), line.slice(0, 40));
  return entries;
}

const isSitemap = (path: string) => path.endsWith('.xml');
const full = manifest(readFileSync(join(siteDir, 'manifest.txt'), 'utf8'));

describe('the full profile (the test site)', () => {
  it('leaves an API (api-only) within GitHub Pages and Deno Deploy: its files and their manifest lines under 1 GB', () => {
    // What pageFiles adds besides the pages: the assets, the 404 page, robots.txt, the sitemaps.
    const api = [...full.keys()].filter((path) => !pageKind(path) && !isSitemap(path) && !/^\/(assets\/.*|404\.html|robots\.txt)$/.test(path));
    const bytes = api.reduce((sum, path) => sum + statSync(join(siteDir, path)).size + 42 + Buffer.byteLength(path), 0);
    expect(api.length).toBeGreaterThan(390_000);
    expect(bytes).toBeLessThanOrEqual(limit('GitHub Pages').maxBytes!);
  });
});

describe('the github-pages profile', () => {
  let files: Map<string, Uint8Array>;
  let site: Map<string, string>;
  beforeAll(async () => {
    files = await buildInMemory('github-pages');
    site = manifest(new TextDecoder().decode(files.get('/manifest.txt')));
  });

  it("stays within GitHub Pages' 1 GB, manifest.txt included", () => {
    const bytes = [...files.values()].reduce((sum, body) => sum + body.byteLength, 0);
    expect(files.size).toBe(site.size + 1);
    expect(bytes).toBeLessThanOrEqual(limit('GitHub Pages').maxBytes!);
    const changed = [...site].filter(([path, hash]) => digest('sha1', files.get(path)!, 'hex') !== hash);
    expect(changed.slice(0, 5)).toEqual([]);
    console.log(`github-pages: ${files.size} files, ${bytes} bytes`);
  });

  it('has the whole API of the full site byte for byte, and every page kind but post offices and branches whole', () => {
    const api = [...full].filter(([path]) => !pageKind(path) && !isSitemap(path));
    expect(api.filter(([path, hash]) => site.get(path) !== hash).slice(0, 5)).toEqual([]);
    const pages = [...site].filter(([path]) => pageKind(path));
    expect(pages.filter(([path, hash]) => full.get(path) !== hash).slice(0, 5)).toEqual([]);
    const count = (listed: Map<string, string>, kind: string) => [...listed.keys()].filter((path) => pageKind(path) === kind).length;
    for (const kind of ['home', 'about', 'ifscHome', 'state', 'district', 'pincode', 'bank', 'bankState', 'bankDistrict']) {
      expect([kind, count(site, kind)]).toEqual([kind, count(full, kind)]);
    }
    expect(count(site, 'postOffice')).toBeGreaterThan(0);
  });

  it('lists in its sitemaps exactly the pages it has', () => {
    const decoder = new TextDecoder();
    const listed = [...site.keys()]
      .filter((path) => isSitemap(path) && path !== '/sitemap.xml')
      .flatMap((path) => [...decoder.decode(files.get(path)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    const pages = [...site.keys()].filter((path) => pageKind(path)).map((path) => baseUrl + path.slice(0, -'index.html'.length));
    expect(listed.sort()).toEqual(pages.sort());
  });
});

describe("the bucket profile (made in memory by the build's generator, against the test site)", () => {
  let uploadManifest = '';
  const differing: string[] = [];
  let made = 0;
  let largest = 0;
  let server: RunningServer;
  beforeAll(async () => {
    // The full site plus one file: rendering it here spares a second copy of the site on disk.
    const { data, worker } = await buildInputs();
    for (const entry of profileEntries('bucket', data, [worker])) {
      if (entry.path === UPLOAD_MANIFEST) {
        uploadManifest = String(entry.body);
        continue;
      }
      if (full.get(entry.path) !== digest('sha1', entry.body, 'hex')) differing.push(entry.path);
      else made++;
      largest = Math.max(largest, Buffer.byteLength(entry.body));
    }
    server = await startSiteServer(siteDir, baseUrl);
  });
  afterAll(() => server?.stop());

  const upload = () =>
    uploadManifest
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t') as [string, string, string]);

  it('is the full site byte for byte, plus an upload manifest listing every file once', () => {
    expect(differing.slice(0, 5)).toEqual([]);
    expect(made).toBe(full.size);
    const listed = upload().map(([path]) => `/${path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual([...full.keys()].sort());
  });

  it('uploads no file over 25 MiB, so any bucket or edge store takes each file', () => {
    // The files listed are the files made (checked above).
    expect(largest).toBeGreaterThan(2 ** 20);
    expect(largest).toBeLessThanOrEqual(limit('Cloudflare Workers').maxFileBytes!);
  });

  it('gives each file the Content-Type and Cache-Control that npm start sends for it', async () => {
    const firstOfEachType = [...new Map(upload().map((line) => [line[1], line])).values()];
    expect(firstOfEachType.length).toBeGreaterThanOrEqual(5);
    for (const [path, type, cache] of firstOfEachType) {
      const url = `/${path}`.replace(/\/index\.html$/, '/');
      const response = await fetch(server.origin + url);
      await response.arrayBuffer();
      expect([url, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([url, type, cache]);
    }
  });
});
