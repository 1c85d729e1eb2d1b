/**
 * `npm run download [-- --to DIR] [-- --only ID]`: fetches a fresh copy of every source
 * from its upstream address into the sources folder (SOURCES_DIR, default
 * ../shared/data). Each file is downloaded beside its target, checked (not empty, not
 * an HTML page, CSV header columns, JSON syntax), and only then renamed over the old
 * copy, so a failed or partial download never replaces good data. The India Post
 * file needs a data.gov.in API key in DATA_GOV_IN_API_KEY; without it that source is
 * skipped. Addresses can be pointed elsewhere (tests, mirrors): SOURCES_MIRROR=URL
 * serves every file at URL/{its path in the sources folder}, SOURCE_URL_{ID} (e.g.
 * SOURCE_URL_IFSC_BRANCHES) one file.
 *
 * Each source's edition is what its publisher says (sources/upstream-edition.ts: the
 * data portal's update date, the IFSC files' GitHub release tag and date; the mirror
 * serves the same records under `_editions/`), recorded in the folder's editions.json;
 * the IFSC files are fetched at that release's tag. A publisher that does not say
 * leaves the source's edition unknown.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { getOrCreate } from 'india-pincode-ifsc/internal';
import { checkSourceFile } from './guard-rails.js';
import { SourceError } from './read-csv.js';
import { EDITIONS_FILE, readEditionsFile, recordEdition } from './editions.js';
import { SOURCES, type SourceFile, type SourceId, sourcesDir } from './registry.js';
import { fetchUpstreamEdition, pinnedToRelease, type UpstreamEdition } from './upstream-edition.js';

/** The variable that overrides one source's address: `ifscBranches` → `SOURCE_URL_IFSC_BRANCHES`. */
export const urlVariable = (id: SourceId) => `SOURCE_URL_${id.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * Where to fetch a source: its own override, else the mirror, else upstream (with the
 * API key filled in, at `release` when one is given); `null` when upstream needs a key
 * that is not set.
 *
 * @example
 * sourceUrl('banks', { SOURCES_MIRROR: 'http://127.0.0.1:8080' }) // 'http://127.0.0.1:8080/ifsc/banks.json'
 */
export function sourceUrl(id: SourceId, env: NodeJS.ProcessEnv = process.env, release?: string): string | null {
  const source: SourceFile = SOURCES[id];
  const own = env[urlVariable(id)];
  if (own) return own;
  if (env.SOURCES_MIRROR) return `${env.SOURCES_MIRROR.replace(/\/+$/, '')}/${source.file}`;
  if (!source.apiKeyVariable) return release ? pinnedToRelease(source.downloadUrl, release) : source.downloadUrl;
  const key = env[source.apiKeyVariable];
  return key ? source.downloadUrl.replace('{API_KEY}', encodeURIComponent(key)) : null;
}

const hideKey = (url: string) => url.replace(/api-key=[^&]+/, 'api-key=…');

/**
 * Downloads a source to `path` and checks it; the file is left only when it checks out.
 *
 * @example
 * await fetchSource('banks', 'https://…/banks.json', 'staging/ifsc/banks.json');
 */
export async function fetchSource(id: SourceId, url: string, path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'User-Agent': 'india-pincode-ifsc data refresh' } });
  } catch (error) {
    throw new SourceError(`${id}: ${hideKey(url)}: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) throw new SourceError(`${id}: ${hideKey(url)} answered ${response.status}`);
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(path));
    await checkSourceFile(path, SOURCES[id]);
  } catch (error) {
    await rm(path, { force: true });
    const message = error instanceof SourceError ? error.message : `${hideKey(url)}: download broke off (${(error as Error).message})`;
    throw new SourceError(`${id}: ${message}`);
  }
}

/**
 * Each publisher's edition, asked once per publisher however many of its files are fetched.
 *
 * @example
 * const editionOf = upstreamEditions(process.env, console.error);
 * await editionOf('banks') // { date: '2026-05-04', release: 'v2.0.59' }
 */
export function upstreamEditions(env: NodeJS.ProcessEnv, log: (line: string) => void): (id: SourceId) => Promise<UpstreamEdition | null> {
  const asked = new Map<string, Promise<UpstreamEdition | null>>();
  return (id) => {
    const source: SourceFile = SOURCES[id];
    return getOrCreate(asked, source.edition.url, () => fetchUpstreamEdition(source, env, log));
  };
}

/**
 * Downloads one source into `dir`, replacing the old copy only when the new one checks out.
 *
 * @example
 * await downloadSource('banks', '../shared/data');
 */
export async function downloadSource(
  id: SourceId,
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
  editionOf = upstreamEditions(env, console.error),
): Promise<'updated' | 'skipped'> {
  const source: SourceFile = SOURCES[id];
  const edition = await editionOf(id);
  const url = sourceUrl(id, env, edition?.release);
  if (!url) {
    console.error(`${id}: skipped, set ${source.apiKeyVariable} (a free key from ${source.homepage})`);
    return 'skipped';
  }
  const target = join(dir, source.file);
  const partial = `${target}.download`;
  try {
    await fetchSource(id, url, partial);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  // Read and written per file, so that the record matches the files whatever fails later.
  const editions = await readEditionsFile(dir);
  recordEdition(editions, id, edition);
  await writeFile(join(dir, EDITIONS_FILE), `${JSON.stringify(editions, null, 2)}\n`);
  const dated = edition ? `edition ${edition.date}${edition.release ? ` (${edition.release})` : ''}` : 'edition unknown';
  console.error(`${id}: updated ${target}, ${dated}`);
  return 'updated';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { to: { type: 'string' }, only: { type: 'string', multiple: true } } });
  const dir = values.to ?? sourcesDir();
  const ids = (values.only ?? Object.keys(SOURCES)) as SourceId[];
  const editionOf = upstreamEditions(process.env, console.error);
  for (const id of ids) {
    if (!(id in SOURCES)) throw new SourceError(`unknown source ${id}; known: ${Object.keys(SOURCES).join(', ')}`);
    try {
      await downloadSource(id, dir, process.env, editionOf);
    } catch (error) {
      console.error(`${id}: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
}
