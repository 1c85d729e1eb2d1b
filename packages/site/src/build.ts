/**
 * `npm run build`: brings the dataset up to date with the sources, generates the site
 * from it into dist-site/, and prints
 * what it did and what the sources' data report found.
 * Options: --base-url URL (else SITE_URL, else http://localhost:3000), --out DIR,
 * --sources DIR (else SOURCES_DIR), --dataset DIR (else packages/core/data), --profile NAME (full, github-pages, bucket,
 * api-only: generate/profiles.ts), --api-only (the same as --profile api-only), --force, --check (compare, write
 * nothing; exit 1 on a difference), --downloads FILE (else DOWNLOADS_MANIFEST: the data downloads' release manifest
 * the about page lists, from npm run exports:release).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createSiteUrls, DEFAULT_SITE_URL } from 'india-pincode-ifsc';
import { siteData } from '@india-pincode-ifsc/site-runtime/model/site-data';
import { DEFAULT_DATASET_DIR, openDatasetDir, SourceError, sourcesDir } from '@india-pincode-ifsc/sources';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { type BuildFs, nodeBuildFs } from './generate/build-fs.js';
import { lockSite } from './generate/build-lock.js';
import { hostSummary } from './hosts/host-limits.js';
import { diskFault } from './generate/disk-faults.js';
import { generateSite } from './generate/generate-site.js';
import { type ProfileName, profileOption } from './generate/profiles.js';
import { DownloadsManifestError, downloadsPath, readDownloadsFile } from './generate/downloads-file.js';
import { inputsDigest } from './generate/inputs.js';
import { readManifest } from './generate/manifest.js';
import { createProgress } from './generate/progress.js';
import { removeStaleBuilds } from './generate/site-builds.js';

const root = resolve(import.meta.dirname, '..', '..', '..');

/** Whether the live build's recorded inputs name a base URL other than this one (an older manifest's name none). */
function baseUrlChanged(recordedInputs: string, baseUrl: string): boolean {
  const recorded = /^[0-9a-f]+ (\S+)$/.exec(recordedInputs)?.[1];
  return recorded !== undefined && recorded !== baseUrl;
}

export interface BuildSettings {
  baseUrl: string;
  outDir: string;
  sources: string;
  /** The dataset folder (default packages/core/data), built from `sources` when out of date. */
  dataset?: string;
  force?: boolean;
  check?: boolean;
  /** Which files to write (default `full`). */
  profile?: ProfileName;
  /** The data downloads' release manifest the about page lists (default `DOWNLOADS_MANIFEST`; none without). */
  downloads?: string;
  log?: (line: string) => void;
}

/** The profile a build's settings ask for: `profile`, else `full`. */
const profileOf = (settings: BuildSettings): ProfileName => settings.profile ?? 'full';

/**
 * Builds the site from the dataset (built first from the sources when out of date).
 *
 * @example
 * await buildSite({ baseUrl: 'http://localhost:3000', outDir: 'dist-site', sources: '../shared/data' });
 */
export async function buildSite(settings: BuildSettings) {
  const log = settings.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const started = performance.now();
  const outDir = resolve(settings.outDir);
  // The dataset is rebuilt only when the sources or its code changed; the site reads nothing else.
  const { dir: datasetDir } = await ensureDataset({ sources: settings.sources, out: settings.dataset ?? DEFAULT_DATASET_DIR, log });
  const downloads = downloadsPath(settings.downloads);
  const digest = await inputsDigest({
    files: [join(datasetDir, 'inputs.txt'), ...(downloads ? [downloads] : [])],
    codeDirs: ['packages/core/src', 'packages/site-runtime/src', 'packages/site/src'].map((dir) => join(root, dir)),
    settings: { baseUrl: settings.baseUrl, profile: profileOf(settings) },
  });
  // The base URL is recorded in the clear beside the digest: the next build sees when it changed.
  const inputs = `${digest} ${settings.baseUrl}`;
  const fs = nodeBuildFs();
  const release = settings.check ? async () => {} : await lockSite(outDir, { log });
  try {
    return await buildLocked(settings, { fs, outDir, inputs, datasetDir, started, log });
  } finally {
    await release();
  }
}

/** The build proper, while this process holds the site's lock. */
async function buildLocked(
  settings: BuildSettings,
  {
    fs,
    outDir,
    inputs,
    datasetDir,
    started,
    log,
  }: { fs: BuildFs; outDir: string; inputs: string; datasetDir: string; started: number; log: (line: string) => void },
) {
  const live = await readManifest(fs, outDir);
  if (!settings.force && !settings.check && live.inputs === inputs) {
    // Up to date; what a killed build left is still removed.
    await removeStaleBuilds(fs, outDir);
    log(`dist-site is up to date (same sources, settings and code): nothing written, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { unchanged: true, seconds: (performance.now() - started) / 1000 };
  }
  const { pincodes, ifsc, report, editions, built, refreshed, sources } = openDatasetDir(datasetDir).whole();
  const downloads = await readDownloadsFile(downloadsPath(settings.downloads));
  const loaded = performance.now();
  log(`loaded ${pincodes.officeCount} post offices and ${ifsc.branches.size} branches in ${((loaded - started) / 1000).toFixed(1)} s`);
  // For the progress line: the last build's file count, else an estimate from the data
  // (the API's per-PIN and per-branch files and the rest of the API; pages per office,
  // branch and PIN code, and the place pages). The constants only steer the progress bar.
  const lastCount = live.hashes.size;
  const profile = profileOf(settings);
  const pages = profile === 'api-only' ? 0 : pincodes.officeCount + ifsc.branches.size + pincodes.areas.size + 63_000;
  const planned = lastCount || 2 * pincodes.areas.size + ifsc.branches.size + 220_000 + pages;
  const notes: string[] = [];
  const result = await generateSite({
    fs,
    outDir,
    data: siteData(pincodes, ifsc, createSiteUrls(settings.baseUrl), { editions, built, refreshed, sources }, downloads),
    inputs,
    // Another base URL changes most files: comparing each with the live build's and
    // linking the few unchanged ones costs more than writing them all afresh.
    fresh: baseUrlChanged(live.inputs, settings.baseUrl),
    check: settings.check,
    profile,
    notes,
    progress: createProgress({ total: planned, interactive: Boolean(process.stderr.isTTY) && !process.env.CI, write: (text) => process.stderr.write(text) }),
  });
  const seconds = (performance.now() - started) / 1000;
  log(`build: ${seconds.toFixed(1)} s (load ${((loaded - started) / 1000).toFixed(1)} s)`);
  for (const note of notes) log(note);
  if (result.shape) log(hostSummary(result.shape, profile));
  return { ...result, seconds, report };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      out: { type: 'string', default: 'dist-site' },
      sources: { type: 'string' },
      dataset: { type: 'string' },
      force: { type: 'boolean' },
      check: { type: 'boolean' },
      'api-only': { type: 'boolean' },
      profile: { type: 'string' },
      downloads: { type: 'string' },
    },
  });
  let profile: ProfileName | undefined;
  try {
    profile = profileOption(values.profile, values['api-only']);
  } catch (error) {
    console.error(`npm run build: ${(error as Error).message}`);
    process.exit(2);
  }
  const result = await buildSite({
    baseUrl: values['base-url'] ?? process.env.SITE_URL ?? DEFAULT_SITE_URL,
    outDir: values.out!,
    sources: values.sources ?? sourcesDir(),
    dataset: values.dataset,
    force: values.force,
    check: values.check,
    profile,
    downloads: values.downloads,
  }).catch((error: Error) => {
    // A missing or unreadable source, a full or read-only disk: one line that says
    // which file and what is wrong; the live site is left as it was.
    const fault = error instanceof SourceError || error instanceof DownloadsManifestError ? error.message : diskFault(error, values.out!);
    if (fault === null) throw error;
    console.error(`npm run build: ${fault}`);
    process.exit(2);
  });
  if (values.check && 'differences' in result && result.differences.length) {
    console.error(`dist-site differs from a fresh build:\n  ${result.differences.join('\n  ')}`);
    process.exitCode = 1;
  }
}
