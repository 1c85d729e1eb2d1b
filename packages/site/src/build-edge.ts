/**
 * `npm run build:edge`: the site for edge runtimes, in `dist-edge/`: one worker that
 * renders every page and API answer on request from the dataset shards, the shards
 * themselves and the few files that need every bank at once (rendered here), as static
 * assets; with the Cloudflare (`wrangler.jsonc`), Netlify (`netlify.toml`) and Vercel
 * (`.vercel/output`) files around them. Prints the assets' shape against the hosts'
 * limits and the worker's size.
 * Options: --out DIR (default dist-edge), --site-url URL (else SITE_URL; else each
 * request's origin), --sources DIR, --dataset DIR, --downloads FILE (else DOWNLOADS_MANIFEST, as npm run build).
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createSiteUrls, DATASET_PATHS } from 'india-pincode-ifsc/internal';
import { DEFAULT_DATASET_DIR, openDatasetDir, replaceFolder, sourcesDir } from '@india-pincode-ifsc/sources';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { EDGE_ASSETS } from '@india-pincode-ifsc/site-runtime/edge/edge-assets';
import { DOWNLOADS_ASSET, pinBranchGroups, SOURCES_ASSET } from '@india-pincode-ifsc/site-runtime/edge/edge-data';
import { EDGE_BUILD_BASE } from '@india-pincode-ifsc/site-runtime/edge/edge-handler';
import { PACK_LIST_ASSET, packAssets } from '@india-pincode-ifsc/site-runtime/edge/edge-packs';
import { downloadsPath, readDownloadsFile } from './generate/downloads-file.js';
import { createShapeCounter } from '@india-pincode-ifsc/site-runtime/model/site-shape';
import { contentType } from '@india-pincode-ifsc/site-runtime/headers';
import { bundleEdgeModule, bundleEdgeModules, CHUNKS_FOLDER } from './hosts/edge-bundle.js';
import { wranglerJson } from './hosts/cloudflare/wrangler.js';
import { netlifyHeaders, netlifyToml } from './hosts/netlify/files.js';
import { VERCEL_FUNCTION_CONFIG, vercelOutputConfig } from './hosts/vercel/files.js';
import { hostSummary } from './hosts/host-limits.js';
import { ASSET_KINDS } from './assets/assets.js';
import { kindEntries } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { type SiteData, siteData } from '@india-pincode-ifsc/site-runtime/model/site-data';
import { SITE_KINDS } from '@india-pincode-ifsc/site-runtime/site-kinds';

/** Where each host's files go inside the edge build. */
export const EDGE_LAYOUT = {
  assets: 'public',
  cloudflare: 'worker.js',
  netlify: 'netlify/edge-functions/site.js',
  vercel: '.vercel/output',
} as const;

async function write(path: string, body: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, body);
}

/** Writes one asset file at its path under the assets folder, counting it against the hosts' limits. */
type PutAsset = (path: string, bytes: Uint8Array) => Promise<void>;

/** Files a CDN can serve as they are: stylesheets, scripts, images, sitemaps, robots.txt, licence texts. */
const PLAIN_FILE = /\.(css|js|svg|xml|txt)$/;

/**
 * A plain file's body as the CDN serves it, or `null` when the Worker must: one that names
 * the base URL can be served as a file only when the deployment's URL is known (put in here,
 * as the Worker would).
 */
function plainBody(path: string, bytes: Uint8Array, siteUrl: string | undefined): Uint8Array | null {
  if (!PLAIN_FILE.test(path)) return null;
  const text = Buffer.from(bytes).toString('utf8');
  if (!text.includes(EDGE_BUILD_BASE)) return bytes;
  return siteUrl ? Buffer.from(text.replaceAll(EDGE_BUILD_BASE, siteUrl.replace(/\/+$/, ''))) : null;
}

/**
 * The plain files rendered at build time at their own paths, for a CDN to serve alone
 * (hosts that run the function first still find them in the packs), and the assets
 * (stylesheets, scripts) also in the Worker's folder. Returns the paths at which the
 * CDN serves plain files.
 */
async function writeRenderedFiles(data: SiteData, siteUrl: string | undefined, put: PutAsset): Promise<string[]> {
  const plain: string[] = [];
  // Single plain files rendered from the PIN side (robots.txt): as files only when the URL is known.
  const single = SITE_KINDS.filter((kind) => kind.scope !== 'whole' && !kind.pattern.includes(':'));
  const plainKinds = [...SITE_KINDS.filter((kind) => kind.scope === 'whole'), ...single].filter((kind) => PLAIN_FILE.test(kind.pattern));
  for (const kind of [...plainKinds, ...ASSET_KINDS]) {
    for (const { path, body } of kindEntries([kind], data)) {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const asFile = plainBody(path, bytes, siteUrl);
      if (asFile) {
        plain.push(path);
        await put(path, asFile);
      }
      if (ASSET_KINDS.includes(kind)) await put(EDGE_ASSETS.site + path, bytes);
    }
  }
  return plain.sort();
}

/**
 * The `_headers` the CDN sends with the plain files: the site's headers (CORS, security,
 * caching) and each file's content type as the handler gives it.
 */
function plainHeaders(paths: readonly string[]): string {
  return [netlifyHeaders(), ...paths.map((path) => `${path}\n  Content-Type: ${contentType(path)}\n`)].join('\n');
}

/** The dataset the worker reads, the files rendered at build time and the Worker's routes. */
async function writeAssets(out: string, datasetDir: string, downloads: string | undefined, siteUrl: string | undefined) {
  const dataset = openDatasetDir(datasetDir);
  const { pincodes, ifsc, editions, built, refreshed, sources } = dataset.whole();
  const manifest = await readDownloadsFile(downloadsPath(downloads));
  const data = siteData(pincodes, ifsc, createSiteUrls(EDGE_BUILD_BASE), { editions, built, refreshed, sources }, manifest);
  const shape = createShapeCounter();
  const assets = join(out, EDGE_LAYOUT.assets);
  const put: PutAsset = async (path, bytes) => {
    await write(join(assets, path), bytes);
    shape.add(path, bytes.byteLength);
  };
  const plain = await writeRenderedFiles(data, siteUrl, put);
  // Every file of the site, which the worker serves from packs (edge-packs.ts).
  for (const [path, bytes] of packAssets(SITE_KINDS, data)) await put(path, bytes);
  await write(join(assets, '_headers'), plainHeaders(plain));
  // Each PIN code page and branch list reads its group's branches (edge-data.ts); a group
  // with no branches is not written, and reads as none.
  for (const [path, text] of pinBranchGroups(data.ifsc)) await put(path, Buffer.from(text));
  // The about page, rendered at the edge, lists the downloads from the same manifest;
  // every page credits the dataset's sources.
  const small: [string, unknown][] = [[SOURCES_ASSET, sources]];
  if (manifest) small.push([DOWNLOADS_ASSET, manifest]);
  for (const [path, value] of small) await put(path, Buffer.from(JSON.stringify(value)));
  // The code list only serves the all-banks files rendered above.
  const shards = dataset.ifscIndex().banks.flatMap((bank) => bank.shards.map((_, n) => DATASET_PATHS.ifscShard(bank.code, n)));
  for (const path of [DATASET_PATHS.pincode, DATASET_PATHS.micr, DATASET_PATHS.ifscIndex, ...shards])
    await put(EDGE_ASSETS.dataset + path, await readFile(join(datasetDir, path)));
  return { shape, plain };
}

/**
 * Cloudflare's, Netlify's and Vercel's files around the worker and the assets. Cloudflare
 * runs the Worker first for every path but the plain files, which its CDN serves alone.
 */
async function writeHostFiles(out: string, siteUrl: string | undefined, plain: readonly string[]): Promise<{ worker: string; chunks: number }> {
  // Each bundle holds the pack list (edge/bundled-pack-list.ts says why).
  const packList = await readFile(join(out, EDGE_LAYOUT.assets, PACK_LIST_ASSET), 'utf8');
  /** One adapter bundled for edge runtimes. */
  const bundle = (source: string) => bundleEdgeModule(`hosts/${source}`, 'npm run build:edge', packList);
  const modules = await bundleEdgeModules('hosts/cloudflare/worker.ts', EDGE_LAYOUT.cloudflare, 'npm run build:edge', packList);
  for (const module of modules) await write(join(out, module.path), module.text);
  // Tells Node (bench:edge, anyone importing the worker) that these modules are ES modules, as Cloudflare knows.
  await write(join(out, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
  const worker = modules.find((module) => module.path === EDGE_LAYOUT.cloudflare)!.text;
  await write(join(out, 'wrangler.json'), wranglerJson({ main: EDGE_LAYOUT.cloudflare, chunks: CHUNKS_FOLDER, assets: EDGE_LAYOUT.assets }, plain, siteUrl));
  await write(join(out, EDGE_LAYOUT.netlify), await bundle('netlify/edge-function.ts'));
  await write(join(out, 'netlify.toml'), netlifyToml(EDGE_LAYOUT.assets, dirname(EDGE_LAYOUT.netlify)));
  const vercel = join(out, EDGE_LAYOUT.vercel);
  await write(join(vercel, 'functions', 'site.func', 'index.js'), await bundle('vercel/edge-function.ts'));
  await write(join(vercel, 'functions', 'site.func', '.vc-config.json'), VERCEL_FUNCTION_CONFIG);
  await write(join(vercel, 'config.json'), vercelOutputConfig(plain));
  await cp(join(out, EDGE_LAYOUT.assets), join(vercel, 'static'), { recursive: true });
  const chunks = modules.reduce((bytes, module) => bytes + (module.path === EDGE_LAYOUT.cloudflare ? 0 : Buffer.byteLength(module.text)), 0);
  return { worker, chunks };
}

export interface EdgeBuildSettings {
  out: string;
  sources: string;
  dataset?: string;
  siteUrl?: string;
  /** The data downloads' release manifest the about page lists (default `DOWNLOADS_MANIFEST`; none without). */
  downloads?: string;
  log?: (line: string) => void;
}

/**
 * Builds `dist-edge/` (into a fresh folder, then put in place of the old one: replaceFolder).
 *
 * @example
 * await buildEdge({ out: 'dist-edge', sources: '../shared/data' });
 */
export async function buildEdge(settings: EdgeBuildSettings) {
  const log = settings.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const started = performance.now();
  const out = resolve(settings.out);
  const { dir: datasetDir } = await ensureDataset({ sources: settings.sources, out: settings.dataset ?? DEFAULT_DATASET_DIR, log });
  const staging = `${out}.staging`;
  await rm(staging, { recursive: true, force: true });
  const assets = await writeAssets(staging, datasetDir, settings.downloads, settings.siteUrl);
  const shape = assets.shape.shape();
  const { worker, chunks } = await writeHostFiles(staging, settings.siteUrl, assets.plain);
  await replaceFolder(staging, out);
  const seconds = (performance.now() - started) / 1000;
  const workerBytes = Buffer.byteLength(worker);
  const workerGzip = gzipSync(worker).byteLength;
  const kib = (bytes: number) => (bytes / 1024).toFixed(0);
  log(
    `build:edge: ${seconds.toFixed(1)} s; worker ${kib(workerBytes)} KiB (${kib(workerGzip)} KiB gzipped), and ${kib(chunks)} KiB of chunks it imports when it renders`,
  );
  log(`assets: ${hostSummary(shape)}`);
  return { seconds, shape, workerBytes, workerGzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'dist-edge' },
      'site-url': { type: 'string' },
      sources: { type: 'string' },
      dataset: { type: 'string' },
      downloads: { type: 'string' },
    },
  });
  await buildEdge({
    out: values.out!,
    sources: values.sources ?? sourcesDir(),
    dataset: values.dataset,
    downloads: values.downloads,
    siteUrl: values['site-url'] ?? process.env.SITE_URL,
  });
}
