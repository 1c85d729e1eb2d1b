import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  DataReport,
  expandIfscCodes,
  normalizeIfscRows,
  normalizePincodeRows,
  readIfscDataset,
  readPincodeData,
  readReportFile,
  writeIfscData,
  writeIfscValid,
  withBranchCounts,
  writePincodeData,
  writeReportFile,
  writeIfscMicr,
  type IfscDataset,
  type IfscIndexFile,
  type IfscShardFile,
  type IfscValidFile,
  type PincodeDataFile,
  type PincodeDataset,
  type ReportFile,
  type DataDates,
} from 'india-pincode-ifsc';
import { editionWarnings, readEditionsFile, sourceEditions } from './editions.js';
import { checkSourceFile } from './guard-rails.js';
import { datasetSources, SOURCES, type SourceFile } from './registry.js';
import { loadBankMetadata, loadIfscRows } from './load-ifsc.js';
import { loadPincodeRows } from './load.js';

/** The dataset folder the package ships and every build reads: `packages/core/data`. */
export const DEFAULT_DATASET_DIR = resolve(import.meta.dirname, '..', 'packages', 'core', 'data');

/** The dataset's files by path inside the dataset folder, as JSON-ready objects. */
export type DatasetFiles = Map<string, object>;

/** The paths of the dataset's fixed files. */
export const DATASET_PATHS = {
  pincode: 'pincode.json',
  report: 'report.json',
  ifscIndex: 'ifsc/index.json',
  ifscValid: 'ifsc/valid.json',
  micr: 'micr.json',
  ifscShards: 'ifsc',
} as const;

/**
 * Builds the dataset from a sources folder: loads and normalises both sides, then
 * encodes them. The one place that turns sources into the dataset. Each source's
 * edition comes from the folder's editions.json; one it does not date is `unknown`,
 * with a warning.
 *
 * @example
 * const { files, report } = await buildDataset('../shared/data');
 */
export async function buildDataset(
  sourcesDir: string,
  warn: (line: string) => void = (line) => process.stderr.write(`warning: ${line}\n`),
): Promise<{ files: DatasetFiles; report: DataReport }> {
  // Every file is checked before any is read as data: a bad one fails the build at once.
  for (const source of Object.values(SOURCES) as SourceFile[]) await checkSourceFile(join(sourcesDir, source.file), source);
  const report = new DataReport();
  const editions = await sourceEditions(sourcesDir);
  for (const line of editionWarnings(editions)) warn(line);
  const offices = normalizePincodeRows(await loadPincodeRows(sourcesDir, report), report);
  const pincodeFile = writePincodeData(offices, editions.pincode);
  const pincodes = readPincodeData(pincodeFile);
  const [rows, meta] = await Promise.all([loadIfscRows(sourcesDir, report), loadBankMetadata(sourcesDir)]);
  const { branches, banks } = normalizeIfscRows(rows, meta, pincodes, report);
  const branchCounts = new Map<string, number>();
  for (const branch of branches) if (branch.pincodeKnown) branchCounts.set(branch.pincode, (branchCounts.get(branch.pincode) ?? 0) + 1);
  const { index, shards } = writeIfscData(branches, banks, editions.ifsc);
  const files: DatasetFiles = new Map<string, object>([
    [DATASET_PATHS.pincode, withBranchCounts(pincodeFile, branchCounts)],
    [DATASET_PATHS.ifscIndex, index],
    [DATASET_PATHS.ifscValid, writeIfscValid(expandIfscCodes(meta.codes), editions.ifsc)],
  ]);
  for (const [name, shard] of shards) files.set(`${DATASET_PATHS.ifscShards}/${name}`, shard);
  files.set(DATASET_PATHS.micr, writeIfscMicr(branches, index, editions.ifsc));
  const refreshed = (await readEditionsFile(sourcesDir)).refreshed ?? '';
  files.set(DATASET_PATHS.report, writeReportFile(report, { editions, built: new Date().toISOString(), refreshed, sources: datasetSources() }));
  return { files, report };
}

/**
 * Writes the dataset folder whole: into a fresh folder beside it, then one rename, so
 * that a reader never sees half of two editions.
 *
 * @example
 * await writeDatasetDir('packages/core/data', files);
 */
export async function writeDatasetDir(dir: string, files: DatasetFiles, extra: Record<string, string> = {}): Promise<void> {
  const staging = `${dir}.staging`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, DATASET_PATHS.ifscShards), { recursive: true });
  for (const [path, file] of files) await writeFile(join(staging, path), JSON.stringify(file));
  for (const [path, text] of Object.entries(extra)) await writeFile(join(staging, path), text);
  await rm(`${dir}.old`, { recursive: true, force: true });
  await rename(dir, `${dir}.old`).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, dir);
  await rm(`${dir}.old`, { recursive: true, force: true });
}

async function readJsonFile<T>(dir: string, path: string): Promise<T> {
  const full = join(dir, path);
  try {
    return JSON.parse(await readFile(full, 'utf8')) as T;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(code === 'ENOENT' ? `${full}: dataset file not found (run npm run build:data)` : `${full}: ${(error as Error).message}`);
  }
}

/**
 * Reads the dataset's files from a dataset folder.
 *
 * @example
 * const files = await readDatasetFiles('packages/core/data');
 */
export async function readDatasetFiles(dir: string): Promise<DatasetFiles> {
  const files: DatasetFiles = new Map();
  for (const path of [DATASET_PATHS.pincode, DATASET_PATHS.report, DATASET_PATHS.ifscIndex, DATASET_PATHS.ifscValid, DATASET_PATHS.micr])
    files.set(path, await readJsonFile(dir, path));
  for (const name of (await readdir(join(dir, DATASET_PATHS.ifscShards))).sort()) {
    if (name === 'index.json' || name === 'valid.json' || !name.endsWith('.json')) continue;
    files.set(`${DATASET_PATHS.ifscShards}/${name}`, await readJsonFile(dir, `${DATASET_PATHS.ifscShards}/${name}`));
  }
  return files;
}

/** A dataset opened: both sides indexed, the report and the dates. */
export interface OpenDataset extends DataDates {
  pincodes: PincodeDataset;
  ifsc: IfscDataset;
  report: DataReport;
}

/**
 * Both sides of the dataset, indexed, and its report: what the site generator renders from.
 *
 * @example
 * const { pincodes, ifsc, report } = openDataset(await readDatasetFiles('packages/core/data'));
 */
export function openDataset(files: DatasetFiles): OpenDataset {
  const get = <T>(path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`dataset: ${path} is missing`);
    return file as T;
  };
  const pincodes = readPincodeData(get<PincodeDataFile>(DATASET_PATHS.pincode));
  const shards = new Map<string, IfscShardFile>();
  const prefix = `${DATASET_PATHS.ifscShards}/`;
  for (const [path, file] of files)
    if (path.startsWith(prefix) && path !== DATASET_PATHS.ifscIndex && path !== DATASET_PATHS.ifscValid)
      shards.set(path.slice(prefix.length), file as IfscShardFile);
  const ifsc = readIfscDataset({ index: get<IfscIndexFile>(DATASET_PATHS.ifscIndex), shards, valid: get<IfscValidFile>(DATASET_PATHS.ifscValid) }, pincodes);
  return { pincodes, ifsc, ...readReportFile(get<ReportFile>(DATASET_PATHS.report)) };
}
