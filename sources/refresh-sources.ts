/**
 * The sources half of a refresh: download every source into a staging folder, see
 * which files changed, date the new editions, and swap the changed files into the
 * sources folder (or back out again).
 */
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fetchSource, sourceUrl, upstreamEditions } from './download.js';
import { EDITIONS_FILE, readEditionsFile, recordEdition } from './editions.js';
import { SOURCES, type SourceFile, type SourceId } from './registry.js';
import type { UpstreamEdition } from './upstream-edition.js';

/** What staging did with each source: a fresh download (with the edition its publisher named, `null` when it did not) or the current file kept. */
export type Staged = Map<SourceId, { fetched: boolean; edition: UpstreamEdition | null }>;

const ids = () => Object.keys(SOURCES) as SourceId[];

/** A hard link where the filesystem allows it, else a copy: the current file, unchanged. */
async function keep(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * Downloads every source into `staging` (laid out like the sources folder). A source
 * without an address (the India Post file without its API key) keeps its current
 * file. Any failed download or check throws before anything else happens. Each
 * download's edition is its publisher's (see sources/upstream-edition.ts).
 *
 * @example
 * const staged = await stageSources('../shared/data', '/tmp/refresh', process.env, console.error);
 */
export async function stageSources(sources: string, staging: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<Staged> {
  const staged: Staged = new Map();
  const editionOf = upstreamEditions(env, log);
  for (const id of ids()) {
    const source: SourceFile = SOURCES[id];
    const edition = await editionOf(id);
    const url = sourceUrl(id, env, edition?.release);
    const target = join(staging, source.file);
    if (!url) {
      log(`${id}: no address (set ${source.apiKeyVariable}); keeping the current file`);
      await keep(join(sources, source.file), target);
      staged.set(id, { fetched: false, edition: null });
      continue;
    }
    await fetchSource(id, url, target);
    staged.set(id, { fetched: true, edition });
  }
  return staged;
}

/**
 * The sources whose staged file differs from the current one, byte for byte.
 *
 * @example
 * await changedSources('../shared/data', '/tmp/refresh') // ['ifscBranches', 'ifscCodes']
 */
export async function changedSources(sources: string, staging: string): Promise<SourceId[]> {
  const changed: SourceId[] = [];
  for (const id of ids()) {
    const [current, next] = await Promise.all([readFile(join(sources, SOURCES[id].file)).catch(() => null), readFile(join(staging, SOURCES[id].file))]);
    if (!current?.equals(next)) changed.push(id);
  }
  return changed;
}

/**
 * Writes the staged editions file: the current one, with the changed sources' new
 * editions (as their publishers named them; unknown when they did not) and the time
 * of this refresh.
 *
 * @example
 * await writeStagedEditions('../shared/data', '/tmp/refresh', staged, ['banks'], new Date());
 */
export async function writeStagedEditions(sources: string, staging: string, staged: Staged, changed: readonly SourceId[], now: Date): Promise<void> {
  const editions = await readEditionsFile(sources);
  for (const id of changed) recordEdition(editions, id, staged.get(id)?.edition ?? null);
  editions.refreshed = now.toISOString();
  await writeFile(join(staging, EDITIONS_FILE), `${JSON.stringify(editions, null, 2)}\n`);
}

/** The files a swap moves: the changed sources and the editions file. */
const swapped = (changed: readonly SourceId[]) => [...changed.map((id) => SOURCES[id].file), EDITIONS_FILE];

/**
 * Moves the changed files (and the editions file) from staging into the sources
 * folder, each with one rename; the replaced files go to `backup`. Returns the files
 * moved, for {@link restoreSources}; a failure half-way puts back what was moved.
 *
 * @example
 * const moved = await swapSources('../shared/data', '/tmp/refresh', '/tmp/refresh-previous', ['banks']);
 */
export async function swapSources(sources: string, staging: string, backup: string, changed: readonly SourceId[]): Promise<string[]> {
  const moved: string[] = [];
  try {
    for (const file of swapped(changed)) {
      await mkdir(dirname(join(backup, file)), { recursive: true });
      await rename(join(sources, file), join(backup, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      moved.push(file);
      await mkdir(dirname(join(sources, file)), { recursive: true });
      await rename(join(staging, file), join(sources, file));
    }
  } catch (error) {
    await restoreSources(sources, backup, moved);
    throw error;
  }
  return moved;
}

/**
 * Undoes {@link swapSources} for the files it moved: each backed-up file goes back,
 * and one that did not exist before is removed.
 *
 * @example
 * await restoreSources('../shared/data', '/tmp/refresh-previous', moved);
 */
export async function restoreSources(sources: string, backup: string, moved: readonly string[]): Promise<void> {
  for (const file of moved) {
    await rename(join(backup, file), join(sources, file)).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await rm(join(sources, file), { force: true });
    });
  }
}
