/**
 * `npm run build:exports [-- --out DIR]`: the data downloads from the built dataset
 * (`packages/core/data`, read through the package's /pincode and /ifsc entries):
 * one SQLite database, a CSV and a Parquet file per table, the data dictionary and
 * SHA-256 sums, in `dist-exports/` (the folder is replaced whole).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ifscDataset } from 'india-pincode-ifsc/ifsc';
import { pincodeDataset } from 'india-pincode-ifsc/pincode';
import { dataDictionary, type ExportFile } from './dictionary.js';
import { exportTables } from './tables.js';
import { writeCsv, writeParquet } from './write-flat.js';
import { writeSqlite } from './write-sqlite.js';

export const DATABASE_FILE = 'india-pincode-ifsc.sqlite';
export const DICTIONARY_FILE = 'DATA-DICTIONARY.md';
export const SUMS_FILE = 'SHA256SUMS';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();

/** Writes every download into `dir` and returns the files with their sizes and sums. */
export async function buildExports(dir: string): Promise<ExportFile[]> {
  const started = performance.now();
  const ifsc = await ifscDataset();
  const tables = exportTables(pincodeDataset, ifsc);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'csv'), { recursive: true });
  mkdirSync(join(dir, 'parquet'));
  writeSqlite(join(dir, DATABASE_FILE), tables);
  for (const table of tables) {
    await writeCsv(join(dir, 'csv', `${table.name}.csv`), table);
    writeParquet(join(dir, 'parquet', `${table.name}.parquet`), table);
  }
  const files = filesUnder(dir).map((name) => {
    const bytes = readFileSync(join(dir, name));
    return { name, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  writeFileSync(join(dir, DICTIONARY_FILE), dataDictionary(tables, { pincode: pincodeDataset.edition, ifsc: ifsc.edition }, files));
  const dictionary = readFileSync(join(dir, DICTIONARY_FILE));
  files.push({ name: DICTIONARY_FILE, bytes: dictionary.length, sha256: createHash('sha256').update(dictionary).digest('hex') });
  writeFileSync(join(dir, SUMS_FILE), files.map((f) => `${f.sha256}  ${f.name}\n`).join(''));
  writeFileSync(join(dir, 'files.json'), `${JSON.stringify({ editions: { pincode: pincodeDataset.edition, ifsc: ifsc.edition }, files }, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `exports: ${files.length} files, ${(files.reduce((n, f) => n + f.bytes, 0) / 2 ** 20).toFixed(1)} MiB in ${relative(process.cwd(), dir) || '.'} (${seconds} s)`,
  );
  for (const f of files) console.log(`  ${f.name.padEnd(32)} ${(f.bytes / 2 ** 20).toFixed(2).padStart(8)} MiB`);
  return files;
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist-exports' } } });
  await buildExports(values.out!);
}
