/**
 * The static deploy profiles on the real data, against the limits docs/deploy.md claims
 * for them. `full` is the test site itself; `github-pages` is built in memory by the
 * generator `npm run build -- --profile github-pages` runs (the same files, manifest.txt
 * included, without a second copy of the site on disk); `bucket`'s upload manifest is made
 * over the test site's files.
 */
import { hash as digest } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSiteUrls } from 'india-pincode-ifsc';
import { DEFAULT_DATASET_DIR, openDatasetDir } from '@india-pincode-ifsc/sources';
import { memoryBuildFs } from '../packages/site/src/generate/build-fs.js';
import { generateSite } from '../packages/site/src/generate/generate-site.js';
import { pageKind } from '../packages/site/src/generate/page-budget.js';
import { siteData } from '@india-pincode-ifsc/site-runtime/model/site-data';
import { kindMatcher } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { SITE_KINDS } from '@india-pincode-ifsc/site-runtime/site-kinds';
import { withUploadManifest } from '../packages/site/src/hosts/bucket/upload-manifest.js';
import { HOST_LIMITS } from '../packages/site/src/hosts/host-limits.js';
import { type RunningServer, startSiteServer } from './servers.js';

const siteDir = inject('siteDir');
const baseUrl = inject('baseUrl');
const limit = (host: string) => HOST_LIMITS.find((h) => h.host.startsWith(host))!;

/** A file a build wrote: its size and content hash, and its body when the checks read it. */
interface WrittenFile {
  bytes: number;
  hash: string;
  body?: Uint8Array;
}

/** The files the checks read: the sitemaps and manifest.txt (written as manifest.txt.new, then renamed). */
const readBack = (path: string) => /\.xml$|\/manifest\.txt(\.new)?$/.test(path);

/**
 * A profile as the build writes it (manifest.txt included), made in memory from the test
 * site's data by the generator `npm run build` runs, path → file. Only the bodies the
 * checks read are held: a gigabyte of them would make the build mostly garbage collection.
 */
async function buildInMemory(profile: 'github-pages'): Promise<Map<string, WrittenFile>> {
  const { pincodes, ifsc, editions, built, refreshed, sources } = openDatasetDir(DEFAULT_DATASET_DIR).whole();
  const data = siteData(pincodes, ifsc, createSiteUrls(baseUrl), { editions, built, refreshed, sources });
  const fs = memoryBuildFs();
  const written = new Map<string, WrittenFile>();
  const writeFile = (path: string, contents: Uint8Array | string) => {
    const body = typeof contents === 'string' ? Buffer.from(contents) : contents;
    written.set(path, { bytes: body.byteLength, hash: digest('sha1', body, 'hex') });
    return fs.writeFile(path, readBack(path) ? body : new Uint8Array());
  };
  await generateSite({ fs: { ...fs, writeFile }, outDir: '/site', data, profile });
  const build = `${await fs.readLink('/site')}/`;
  const file = (path: string, body: Uint8Array): WrittenFile =>
    readBack(path) ? { bytes: body.byteLength, hash: digest('sha1', body, 'hex'), body } : written.get(path)!;
  return new Map([...fs.files].filter(([path]) => path.startsWith(build)).map(([path, body]) => [path.slice(build.length - 1), file(path, body)]));
}

/** A site's manifest: path → content hash. */
function manifest(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) if (line && !line.startsWith('#')) entries.set(line.slice(41), line.slice(0, 40));
  return entries;
}

const isSitemap = (path: string) => path.endsWith('.xml');
/** A file only code that searches reads (section `server`): the full site's, not a static profile's. */
const serverFile = (() => {
  const match = kindMatcher(SITE_KINDS.filter((kind) => kind.section === 'server'));
  return (path: string) => match(path) !== undefined;
})();
const full = manifest(readFileSync(join(siteDir, 'manifest.txt'), 'utf8'));

describe('the full profile (the test site)', () => {
  it('leaves an API (api-only) within GitHub Pages and Deno Deploy: its files and their manifest lines under 1 GB', () => {
    // What pageFiles adds besides the pages: the assets, the 404 page, robots.txt, the sitemaps.
    const api = [...full.keys()].filter(
      (path) => !pageKind(path) && !isSitemap(path) && !serverFile(path) && !/^\/(assets\/.*|404\.html|robots\.txt)$/.test(path),
    );
    const bytes = api.reduce((sum, path) => sum + statSync(join(siteDir, path)).size + 42 + Buffer.byteLength(path), 0);
    expect(api.length).toBeGreaterThan(390_000);
    expect(bytes).toBeLessThanOrEqual(limit('GitHub Pages').maxBytes!);
  });
});

describe('the github-pages profile', () => {
  let files: Map<string, WrittenFile>;
  let site: Map<string, string>;
  beforeAll(async () => {
    files = await buildInMemory('github-pages');
    site = manifest(new TextDecoder().decode(files.get('/manifest.txt')!.body));
  });

  it("stays within GitHub Pages' 1 GB, manifest.txt included", () => {
    const bytes = [...files.values()].reduce((sum, file) => sum + file.bytes, 0);
    expect(files.size).toBe(site.size + 1);
    expect(bytes).toBeLessThanOrEqual(limit('GitHub Pages').maxBytes!);
    const changed = [...site].filter(([path, hash]) => files.get(path)?.hash !== hash);
    expect(changed.slice(0, 5)).toEqual([]);
    console.log(`github-pages: ${files.size} files, ${bytes} bytes`);
  });

  it('has the whole API of the full site byte for byte, and every page kind but post offices, branches and old browse paths whole', () => {
    const api = [...full].filter(([path]) => !pageKind(path) && !isSitemap(path) && !serverFile(path));
    expect(api.filter(([path, hash]) => site.get(path) !== hash).slice(0, 5)).toEqual([]);
    const pages = [...site].filter(([path]) => pageKind(path));
    expect(pages.filter(([path, hash]) => full.get(path) !== hash).slice(0, 5)).toEqual([]);
    const count = (listed: Map<string, string>, kind: string) => [...listed.keys()].filter((path) => pageKind(path) === kind).length;
    for (const kind of ['home', 'about', 'ifscHome', 'state', 'district', 'pincode', 'bank', 'bankState']) {
      expect([kind, count(site, kind)]).toEqual([kind, count(full, kind)]);
    }
    // Every bank district page the full site's sitemaps list (the browse's old paths, never listed, come last of all).
    const sitemapPaths = readdirSync(join(siteDir, 'sitemaps')).flatMap((file) =>
      [...readFileSync(join(siteDir, 'sitemaps', file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => `${m[1]!.slice(baseUrl.length)}index.html`),
    );
    const districtPages = sitemapPaths.filter((path) => pageKind(path) === 'bankDistrict');
    expect(districtPages.length).toBeGreaterThan(15_000);
    expect(districtPages.filter((path) => !site.has(path)).slice(0, 5)).toEqual([]);
    expect(count(site, 'postOffice')).toBeGreaterThan(0);
  });

  it('lists in its sitemaps exactly the pages it has', () => {
    const decoder = new TextDecoder();
    const listed = [...site.keys()]
      .filter((path) => isSitemap(path) && path !== '/sitemap.xml')
      .flatMap((path) => [...decoder.decode(files.get(path)!.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    const pages = [...site.keys()].filter((path) => pageKind(path)).map((path) => baseUrl + path.slice(0, -'index.html'.length));
    expect(listed.sort()).toEqual(pages.sort());
  });
});

describe("the bucket profile (the test site's files through the build's upload manifest)", () => {
  // `bucket` is the full site with the upload manifest appended (profileEntries; its unit
  // test checks the files pass through unchanged), and check mode re-renders the full site
  // against the test site byte for byte (site-build.test.ts): so the manifest is made here
  // over the test site's files rather than by rendering every file a second time.
  let uploadManifest = '';
  let largest = 0;
  let server: RunningServer;
  beforeAll(async () => {
    const files = [...withUploadManifest([...full.keys()].map((path) => ({ path, body: '' })))];
    uploadManifest = String(files.at(-1)!.body);
    for (const path of full.keys()) largest = Math.max(largest, statSync(join(siteDir, path)).size);
    server = await startSiteServer(siteDir, baseUrl);
  });
  afterAll(() => server?.stop());

  const upload = () =>
    uploadManifest
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t') as [string, string, string]);

  it('lists every file of the full site once in its upload manifest', () => {
    const listed = upload().map(([path]) => `/${path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual([...full.keys()].sort());
  });

  it('uploads no file over 25 MiB, so any bucket or edge store takes each file', () => {
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
