/**
 * `npm run data:diff -- OLD NEW [--json FILE] [--limit N]`: what changed between two
 * editions, each a sources folder (laid out like ../shared/data) or a built dataset
 * folder (packages/core/data). Prints the Markdown; --json writes everything.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DATASET_PATHS, type WholeDataset } from 'india-pincode-ifsc/internal';
import { buildDataset, openDatasetDir, openDatasetFiles } from './dataset.js';
import { diffEditions, diffMarkdown } from './edition-diff.js';

/**
 * Opens an edition from a dataset folder, or builds it in memory from a sources folder.
 *
 * @example
 * const old = await openEdition('packages/core/data');
 */
export async function openEdition(dir: string): Promise<WholeDataset> {
  if (existsSync(join(dir, DATASET_PATHS.pincode))) return openDatasetDir(dir).whole();
  return openDatasetFiles((await buildDataset(dir)).files).whole();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'string' }, limit: { type: 'string', default: '20' } } });
  if (positionals.length !== 2) {
    console.error('usage: npm run data:diff -- OLD NEW [--json FILE] [--limit N] (each a sources folder or a dataset folder)');
    process.exit(2);
  }
  const [from, to] = await Promise.all(positionals.map(openEdition));
  const diff = diffEditions(from!, to!);
  process.stdout.write(diffMarkdown(diff, Number(values.limit)));
  if (values.json) await writeFile(values.json, `${JSON.stringify(diff, null, 2)}\n`);
}
