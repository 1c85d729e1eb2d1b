/**
 * `npm run build:data`: builds the dataset (packages/core/data) from the sources,
 * unless it is already up to date with the same sources and code.
 * Options: --sources DIR (else SOURCES_DIR, else ../shared/data), --out DIR, --force.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDataset, DEFAULT_DATASET_DIR, writeDatasetDir } from './dataset.js';
import { EDITIONS_FILE } from './editions.js';
import { sourceNotFound } from './read-csv.js';
import { SOURCES, sourcesDir } from './registry.js';

const root = resolve(import.meta.dirname, '..');
const INPUTS_FILE = 'inputs.txt';

async function* codeFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

/**
 * A digest of what the dataset is made from: the source files and the code that reads
 * and encodes them.
 *
 * @example
 * await datasetInputs('../shared/data')
 */
export async function datasetInputs(sources: string): Promise<string> {
  const hash = createHash('sha1');
  for (const source of Object.values(SOURCES)) {
    const path = join(sources, source.file);
    const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw sourceNotFound(path);
      throw error;
    });
    hash.update(source.file).update(bytes);
  }
  hash.update(await readFile(join(sources, EDITIONS_FILE)).catch(() => ''));
  for (const dir of ['packages/core/src', 'sources']) {
    const paths: string[] = [];
    for await (const path of codeFiles(join(root, dir))) paths.push(path);
    for (const path of paths.sort()) hash.update(path.slice(root.length)).update(await readFile(path));
  }
  return hash.digest('hex');
}

/**
 * Makes sure the dataset folder holds the dataset of these sources; builds it if not.
 *
 * @example
 * await ensureDataset({ sources: '../shared/data', out: 'packages/core/data' });
 */
export async function ensureDataset(options: {
  sources: string;
  out?: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ built: boolean; dir: string }> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const dir = resolve(options.out ?? DEFAULT_DATASET_DIR);
  const inputs = await datasetInputs(options.sources);
  const current = await readFile(join(dir, INPUTS_FILE), 'utf8').catch(() => '');
  if (!options.force && current.trim() === inputs) return { built: false, dir };
  const started = performance.now();
  const { files } = await buildDataset(options.sources);
  await writeDatasetDir(dir, files, { [INPUTS_FILE]: `${inputs}\n` });
  log(`dataset: ${files.size} files written to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { built: true, dir };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { sources: { type: 'string' }, out: { type: 'string' }, force: { type: 'boolean' } } });
  const { built, dir } = await ensureDataset({ sources: values.sources ?? sourcesDir(), out: values.out, force: values.force });
  if (!built) console.error(`dataset in ${dir} is up to date (same sources and code)`);
}
