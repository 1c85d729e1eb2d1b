/**
 * `npm run refresh`: downloads every source, checks the new edition against the
 * guard rails, compares it with the current one, and only then replaces the sources,
 * the dataset and the site, all or nothing; the comparison goes to the top of
 * DATA-CHANGELOG.md (Markdown) and to data-diff.json (everything).
 * Exit status: 0 updated, 3 nothing changed, 1 refused or failed (nothing touched).
 * Options: --sources DIR, --dataset DIR, --out DIR (the site; --no-site to skip),
 * --base-url URL, --profile NAME (as npm run build), --api-only, --allow CHECK (repeatable), --changelog FILE,
 * --diff-json FILE. Source addresses: see sources/download.ts (SOURCES_MIRROR,
 * SOURCE_URL_{ID}, DATA_GOV_IN_API_KEY).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IFSC_REPORT, PINCODE_REPORT, type WholeDataset } from 'india-pincode-ifsc/internal';
import {
  buildDataset,
  DEFAULT_DATASET_DIR,
  type DatasetFiles,
  diffEditions,
  diffMarkdown,
  editionProblems,
  isEmptyDiff,
  openDatasetFiles,
  OVERRIDES,
  type Override,
  RefusedEdition,
  readDatasetFiles,
  sourcesDir,
  writeDatasetDir,
  type EditionDiff,
} from '@india-pincode-ifsc/sources';
import { datasetInputs } from '@india-pincode-ifsc/sources/build-data';
import { changedSources, restoreSources, stageSources, swapSources, writeStagedEditions } from '@india-pincode-ifsc/sources/refresh';
import { buildSite } from './build.js';
import { type ProfileName, profileOption } from './generate/profiles.js';

export interface RefreshOptions {
  sources: string;
  dataset?: string;
  /** The site folder to rebuild; none: the site is left alone. */
  site?: string;
  baseUrl: string;
  /** The site's deploy profile (generate/profiles.ts); default `full`. */
  profile?: ProfileName;
  allow?: ReadonlySet<Override>;
  changelog: string;
  diffJson: string;
  env?: NodeJS.ProcessEnv;
  now?: Date;
  log?: (line: string) => void;
}

export type RefreshOutcome = { status: 'updated'; diff: EditionDiff; markdown: string } | { status: 'unchanged'; reason: string };

/** The dataset as it is now: its folder when built, else built from the current sources. */
async function currentDataset(sources: string, datasetDir: string): Promise<{ open: WholeDataset; files: DatasetFiles | null; inputs: string }> {
  if (existsSync(join(datasetDir, 'pincode.json'))) {
    const files = await readDatasetFiles(datasetDir);
    return { open: openDatasetFiles(files).whole(), files, inputs: await readFile(join(datasetDir, 'inputs.txt'), 'utf8').catch(() => '') };
  }
  return { open: openDatasetFiles((await buildDataset(sources)).files).whole(), files: null, inputs: '' };
}

/** Puts the dataset folder back as it was: its old files, or no folder when there was none. */
async function restoreDataset(datasetDir: string, current: { files: DatasetFiles | null; inputs: string }): Promise<void> {
  if (current.files) await writeDatasetDir(datasetDir, current.files, { 'inputs.txt': current.inputs });
  else await rm(datasetDir, { recursive: true, force: true });
}

/** Prepends a section to the changelog, under its title. */
async function prependChangelog(path: string, markdown: string, now: Date): Promise<void> {
  const title = '# Data changelog\n';
  const old = (await readFile(path, 'utf8').catch(() => title)).replace(title, '').trimStart();
  const heading = markdown.replace(/^## /, `## ${now.toISOString().slice(0, 10)}: `);
  await writeFile(path, `${title}\n${heading}${old ? `\n${old}` : ''}`);
}

/**
 * Runs a refresh (see the module comment). Throws on a refusal or a failure, after
 * putting back whatever it had replaced.
 *
 * @example
 * const outcome = await refresh({ sources: '../shared/data', site: 'dist-site', baseUrl, changelog: 'DATA-CHANGELOG.md', diffJson: 'data-diff.json' });
 */
export async function refresh(options: RefreshOptions): Promise<RefreshOutcome> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const now = options.now ?? new Date();
  const sources = resolve(options.sources);
  const datasetDir = resolve(options.dataset ?? DEFAULT_DATASET_DIR);
  // Beside the sources, so that the swap is one rename per file on one filesystem.
  const staging = await mkdtemp(join(dirname(sources), '.refresh-'));
  try {
    const staged = await stageSources(sources, join(staging, 'next'), options.env ?? process.env, log);
    const changed = await changedSources(sources, join(staging, 'next'));
    if (!changed.length) return { status: 'unchanged', reason: 'every upstream file is byte-identical to the current one' };
    await writeStagedEditions(sources, join(staging, 'next'), staged, changed, now);
    const next = await buildDataset(join(staging, 'next'));
    const nextOpen = openDatasetFiles(next.files).whole();
    const current = await currentDataset(sources, datasetDir);
    const rows = next.report.toJSON();
    const counts = { pincode: rows[PINCODE_REPORT]?.rows ?? 0, ifsc: rows[IFSC_REPORT]?.rows ?? 0 };
    const reasons = editionProblems(current.open, nextOpen, counts, options.allow ?? new Set());
    if (reasons.length) throw new RefusedEdition(reasons);
    const diff = diffEditions(current.open, nextOpen);
    if (isEmptyDiff(diff)) return { status: 'unchanged', reason: `${changed.join(', ')} changed, the data did not` };
    log(`changed: ${changed.join(', ')}; replacing sources, dataset${options.site ? ' and site' : ''}`);
    const moved = await swapSources(sources, join(staging, 'next'), join(staging, 'previous'), changed);
    try {
      await writeDatasetDir(datasetDir, next.files, { 'inputs.txt': `${await datasetInputs(sources)}\n` });
      if (options.site)
        await buildSite({
          baseUrl: options.baseUrl,
          outDir: options.site,
          sources,
          dataset: datasetDir,
          profile: options.profile,
          log,
        });
    } catch (error) {
      await restoreSources(sources, join(staging, 'previous'), moved);
      await restoreDataset(datasetDir, current);
      throw error;
    }
    const markdown = diffMarkdown(diff);
    await prependChangelog(options.changelog, markdown, now);
    await writeFile(options.diffJson, `${JSON.stringify(diff, null, 2)}\n`);
    return { status: 'updated', diff, markdown };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The refresh's exit status: 0 updated, 3 nothing changed, 1 refused or failed. */
export const REFRESH_EXIT = { updated: 0, unchanged: 3, failed: 1 } as const;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sources: { type: 'string' },
      dataset: { type: 'string' },
      out: { type: 'string', default: 'dist-site' },
      'no-site': { type: 'boolean' },
      'base-url': { type: 'string' },
      'api-only': { type: 'boolean' },
      profile: { type: 'string' },
      allow: { type: 'string', multiple: true, default: [] },
      changelog: { type: 'string', default: 'DATA-CHANGELOG.md' },
      'diff-json': { type: 'string', default: 'data-diff.json' },
    },
  });
  const unknown = values.allow.filter((name) => !(OVERRIDES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown --allow ${unknown.join(', ')}; known: ${OVERRIDES.join(', ')}`);
  const outcome = await refresh({
    sources: values.sources ?? sourcesDir(),
    dataset: values.dataset,
    site: values['no-site'] ? undefined : values.out,
    baseUrl: values['base-url'] ?? process.env.SITE_URL ?? 'http://localhost:3000',
    profile: profileOption(values.profile, values['api-only']),
    allow: new Set(values.allow as Override[]),
    changelog: values.changelog,
    diffJson: values['diff-json'],
  });
  if (outcome.status === 'unchanged') console.error(`nothing changed: ${outcome.reason}`);
  else process.stdout.write(outcome.markdown);
  process.exitCode = REFRESH_EXIT[outcome.status];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main().catch((error: Error) => {
    console.error(`refresh ${error instanceof RefusedEdition ? 'refused' : 'failed'}: ${error.message}`);
    process.exitCode = REFRESH_EXIT.failed;
  });
}
