/**
 * `npm run download [-- --to DIR] [-- --only ID]`: fetches a fresh copy of every source
 * from its upstream address into the sources folder (SOURCES_DIR, default
 * ../shared/data). Each file is downloaded beside its target, checked (CSV header
 * columns, JSON syntax), and only then renamed over the old copy, so a failed or
 * partial download never replaces good data. The India Post file needs a
 * data.gov.in API key in DATA_GOV_IN_API_KEY; without it that source is skipped.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { DataReport } from 'india-pincode-ifsc';
import { readCsv, readJson, SourceError } from './read-csv.js';
import { SOURCES, sourcesDir, type SourceFile, type SourceId } from './registry.js';

/** Checks a downloaded file the way the loaders will read it. */
async function verify(path: string, source: SourceFile): Promise<void> {
  if (source.columns) {
    for await (const _row of readCsv(path, source.columns, new DataReport(), 'download')) return;
    throw new SourceError(`${path}: no data rows`);
  }
  await readJson(path);
}

/**
 * Downloads one source into `dir`, replacing the old copy only when the new one checks out.
 *
 * @example
 * await downloadSource('banks', '../shared/data');
 */
export async function downloadSource(id: SourceId, dir: string, env: NodeJS.ProcessEnv = process.env): Promise<'updated' | 'skipped'> {
  const source: SourceFile = SOURCES[id];
  let url = source.downloadUrl;
  if (source.apiKeyVariable) {
    const key = env[source.apiKeyVariable];
    if (!key) {
      console.error(`${id}: skipped, set ${source.apiKeyVariable} (a free key from ${source.homepage})`);
      return 'skipped';
    }
    url = url.replace('{API_KEY}', encodeURIComponent(key));
  }
  const target = join(dir, source.file);
  const partial = `${target}.download`;
  await mkdir(dirname(target), { recursive: true });
  const response = await fetch(url, { headers: { 'User-Agent': 'india-pincode-ifsc data refresh' } });
  if (!response.ok || !response.body) throw new SourceError(`${id}: ${url.replace(/api-key=[^&]+/, 'api-key=…')} answered ${response.status}`);
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(partial));
    await verify(partial, source);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  console.error(`${id}: updated ${target}`);
  return 'updated';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { to: { type: 'string' }, only: { type: 'string', multiple: true } } });
  const dir = values.to ?? sourcesDir();
  const ids = (values.only ?? Object.keys(SOURCES)) as SourceId[];
  for (const id of ids) {
    if (!(id in SOURCES)) throw new SourceError(`unknown source ${id}; known: ${Object.keys(SOURCES).join(', ')}`);
    try {
      await downloadSource(id, dir);
    } catch (error) {
      console.error(`${id}: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
}
