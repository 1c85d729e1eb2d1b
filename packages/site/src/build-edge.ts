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
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BranchSummary, branchesByPincode, createSiteUrls, getOrCreate } from 'india-pincode-ifsc';
import { DEFAULT_DATASET_DIR, openDataset, readDatasetFiles, sourcesDir } from '@india-pincode-ifsc/sources';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { DOWNLOADS_ASSET, EDGE_ASSETS, pinBranchesAsset, SOURCES_ASSET } from './edge/edge-data.js';
import { EDGE_BUILD_BASE } from './edge/edge-handler.js';
import { downloadsPath, readDownloadsFile } from './generate/downloads-file.js';
import { createShapeCounter } from './generate/site-shape.js';
import { bundleEdgeModule } from './hosts/edge-bundle.js';
import { hostSummary } from './hosts/host-limits.js';
import { ASSET_KINDS } from './pages/assets.js';
import { kindEntries } from './render/file-kind.js';
import { siteData } from './render/site-data.js';
import { SITE_KINDS } from './render/site-kinds.js';

/** The `compatibility_date` of the worker: the newest the pinned wrangler's workerd runs. */
export const COMPATIBILITY_DATE = '2026-04-01';

/** Where each host's files go inside the edge build. */
export const EDGE_LAYOUT = {
  assets: 'public',
  cloudflare: 'worker.js',
  netlify: 'netlify/edge-functions/site.js',
  vercel: '.vercel/output',
} as const;

/** One adapter bundled for edge runtimes. */
const bundle = (source: string) => bundleEdgeModule(`edge/${source}`, 'npm run build:edge');

async function write(path: string, body: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, body);
}

/** The files that need every bank at once, rendered with the placeholder base URL, and the dataset the worker reads. */
async function writeAssets(out: string, datasetDir: string, downloads: string | undefined): Promise<ReturnType<typeof createShapeCounter>> {
  const { pincodes, ifsc, editions, built, refreshed, sources } = openDataset(await readDatasetFiles(datasetDir));
  const manifest = await readDownloadsFile(downloadsPath(downloads));
  const data = siteData(pincodes, ifsc, createSiteUrls(EDGE_BUILD_BASE), { editions, built, refreshed, sources }, manifest);
  const shape = createShapeCounter();
  const assets = join(out, EDGE_LAYOUT.assets);
  const wholeKinds = [...SITE_KINDS.filter((kind) => kind.scope === 'whole'), ...ASSET_KINDS];
  for (const { path, body } of kindEntries(wholeKinds, data)) {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    await write(join(assets, EDGE_ASSETS.site, path), bytes);
    shape.add(EDGE_ASSETS.site + path, bytes.byteLength);
  }
  // Each PIN code page and branch list reads its group's branches (edge-data.ts); a group
  // with no branches is not written, and reads as none.
  const groups = new Map<string, Record<string, readonly BranchSummary[]>>();
  for (const [pin, branches] of branchesByPincode(data.ifsc)) {
    getOrCreate(groups, pinBranchesAsset(pin), (): Record<string, readonly BranchSummary[]> => ({}))[pin] = branches;
  }
  for (const [path, group] of groups) {
    const bytes = Buffer.from(JSON.stringify(group));
    await write(join(assets, path), bytes);
    shape.add(path, bytes.byteLength);
  }
  // The about page, rendered at the edge, lists the downloads from the same manifest;
  // every page credits the dataset's sources.
  const small: [string, unknown][] = [[SOURCES_ASSET, sources]];
  if (manifest) small.push([DOWNLOADS_ASSET, manifest]);
  for (const [path, value] of small) {
    const bytes = Buffer.from(JSON.stringify(value));
    await write(join(assets, path), bytes);
    shape.add(path, bytes.byteLength);
  }
  // The code list only serves the all-banks files rendered above.
  const shards = (await readdir(join(datasetDir, 'ifsc'))).filter((name) => name !== 'valid.json').map((name) => `ifsc/${name}`);
  for (const name of ['pincode.json', 'micr.json', ...shards]) {
    const bytes = await readFile(join(datasetDir, name));
    await write(join(assets, EDGE_ASSETS.dataset, name), bytes);
    shape.add(EDGE_ASSETS.dataset + name, bytes.byteLength);
  }
  return shape;
}

/** Cloudflare's, Netlify's and Vercel's files around the worker and the assets. */
async function writeHostFiles(out: string, siteUrl: string | undefined): Promise<{ worker: string }> {
  const worker = await bundle('cloudflare.ts');
  await write(join(out, EDGE_LAYOUT.cloudflare), worker);
  const wrangler = {
    name: 'india-pincode-ifsc',
    main: EDGE_LAYOUT.cloudflare,
    compatibility_date: COMPATIBILITY_DATE,
    assets: { directory: EDGE_LAYOUT.assets, binding: 'ASSETS', run_worker_first: true, html_handling: 'none', not_found_handling: 'none' },
    ...(siteUrl ? { vars: { SITE_URL: siteUrl } } : {}),
  };
  await write(join(out, 'wrangler.json'), `${JSON.stringify(wrangler, null, 2)}\n`);
  await write(join(out, EDGE_LAYOUT.netlify), await bundle('netlify.ts'));
  await write(
    join(out, 'netlify.toml'),
    `# Generated by npm run build:edge: do not edit.\n[build]\n  publish = "${EDGE_LAYOUT.assets}"\n  edge_functions = "netlify/edge-functions"\n`,
  );
  const vercel = join(out, EDGE_LAYOUT.vercel);
  await write(join(vercel, 'functions', 'site.func', 'index.js'), await bundle('vercel.ts'));
  await write(join(vercel, 'functions', 'site.func', '.vc-config.json'), `${JSON.stringify({ runtime: 'edge', entrypoint: 'index.js' }, null, 2)}\n`);
  await write(join(vercel, 'config.json'), `${JSON.stringify({ version: 3, routes: [{ handle: 'filesystem' }, { src: '/(.*)', dest: '/site' }] }, null, 2)}\n`);
  await cp(join(out, EDGE_LAYOUT.assets), join(vercel, 'static'), { recursive: true });
  return { worker };
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
 * Builds `dist-edge/` (into a fresh folder, then one rename over the old one).
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
  const shape = (await writeAssets(staging, datasetDir, settings.downloads)).shape();
  const { worker } = await writeHostFiles(staging, settings.siteUrl);
  await rm(out, { recursive: true, force: true });
  await rename(staging, out);
  const seconds = (performance.now() - started) / 1000;
  const workerBytes = Buffer.byteLength(worker);
  const workerGzip = gzipSync(worker).byteLength;
  log(`build:edge: ${seconds.toFixed(1)} s; worker ${(workerBytes / 1024).toFixed(0)} KiB (${(workerGzip / 1024).toFixed(0)} KiB gzipped)`);
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
