import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  DATASET_PATHS,
  DataReport,
  expandIfscCodes,
  normalizeIfscRows,
  normalizePincodeRows,
  openDataset,
  openFiles,
  readPincodeData,
  writeIfscData,
  writeIfscValid,
  withBranchCounts,
  withDistrictBanks,
  writePincodeData,
  writeReportFile,
  writeIfscMicr,
  type Dataset,
  type SyncDatasetReader,
} from 'india-pincode-ifsc/internal';
import { DISTRICT_RENAMES } from './district-renames.js';
import { editionWarnings, readEditionsFile, sourceEditions } from './editions.js';
import { checkSourceFile } from './guard-rails.js';
import { datasetSources, SOURCES, type SourceFile } from './registry.js';
import { readBankMetadata, readIfscRows } from './load-ifsc.js';
import { readPincodeRows } from './load.js';
import { replaceFolder } from './replace-folder.js';

/** The dataset folder the package ships and every build reads: `packages/core/data`. */
export const DEFAULT_DATASET_DIR = resolve(import.meta.dirname, '..', 'packages', 'core', 'data');

/** The dataset's files by path inside the dataset folder, as JSON-ready objects. */
export type DatasetFiles = Map<string, object>;

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
  const offices = normalizePincodeRows(await readPincodeRows(sourcesDir, report), report);
  const pincodeFile = writePincodeData(offices, editions.pincode);
  const pincodes = readPincodeData(pincodeFile);
  const [rows, meta] = await Promise.all([readIfscRows(sourcesDir, report), readBankMetadata(sourcesDir)]);
  const { branches, banks, placement } = normalizeIfscRows(rows, meta, pincodes, report, DISTRICT_RENAMES);
  const branchCounts = new Map<string, number>();
  for (const branch of branches) if (branch.pincodeKnown) branchCounts.set(branch.pincode, (branchCounts.get(branch.pincode) ?? 0) + 1);
  const { index, shards } = writeIfscData(branches, banks, editions.ifsc);
  const files: DatasetFiles = new Map<string, object>([
    [DATASET_PATHS.pincode, withDistrictBanks(withBranchCounts(pincodeFile, branchCounts), branches, banks)],
    [DATASET_PATHS.ifscIndex, index],
    [DATASET_PATHS.ifscValid, writeIfscValid(expandIfscCodes(meta.codes), editions.ifsc)],
  ]);
  for (const [name, shard] of shards) files.set(`${DATASET_PATHS.ifscFolder}/${name}`, shard);
  files.set(DATASET_PATHS.micr, writeIfscMicr(branches, index, editions.ifsc));
  const refreshed = (await readEditionsFile(sourcesDir)).refreshed ?? '';
  files.set(DATASET_PATHS.report, writeReportFile(report, { editions, built: new Date().toISOString(), refreshed, sources: datasetSources(), placement }));
  return { files, report };
}

/**
 * Writes the dataset folder whole: into a fresh folder beside it, then put in its
 * place ({@link replaceFolder}), so that a reader never sees half of two editions.
 *
 * @example
 * await writeDatasetDir('packages/core/data', files);
 */
export async function writeDatasetDir(dir: string, files: DatasetFiles, extra: Record<string, string> = {}): Promise<void> {
  const staging = `${dir}.staging`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, DATASET_PATHS.ifscFolder), { recursive: true });
  for (const [path, file] of files) await writeFile(join(staging, path), JSON.stringify(file));
  for (const [path, text] of Object.entries(extra)) await writeFile(join(staging, path), text);
  await replaceFolder(staging, dir);
}

/**
 * A reader over a dataset folder (the opener's `path → bytes`): `null` for a file that
 * is not there.
 *
 * @example
 * openDataset(datasetDirReader('packages/core/data')).pincodes()
 */
export function datasetDirReader(dir: string): SyncDatasetReader {
  return (path) => {
    try {
      return readFileSync(join(dir, path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}

/**
 * The dataset in a folder, opened with asynchronous reads (see `openDataset`): reading
 * the whole of it leaves the event loop free between files (what `npm start` reads).
 *
 * @example
 * const pincodes = await openDatasetDirAsync('packages/core/data').pincodes();
 */
export function openDatasetDirAsync(dir: string): Dataset<false> {
  return openDataset(
    (path) =>
      readFile(join(dir, path)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      }),
    { where: `${dir}/` },
  );
}

/**
 * The dataset in a folder, opened (see `openDataset`): what the generator, `npm start`
 * and the refresh read.
 *
 * @example
 * const { pincodes, ifsc, report } = openDatasetDir('packages/core/data').whole();
 */
export function openDatasetDir(dir: string): Dataset<true> {
  return openDataset(datasetDirReader(dir), { where: `${dir}/` });
}

/**
 * A dataset built in memory (see {@link buildDataset}), opened.
 *
 * @example
 * const { pincodes, ifsc } = openDatasetFiles((await buildDataset('../shared/data')).files).whole();
 */
export function openDatasetFiles(files: DatasetFiles): Dataset<true> {
  return openDataset((path) => files.get(path) ?? null, { where: 'dataset: ' });
}

/**
 * Reads the dataset's files from a dataset folder, as the build made them (to write them back).
 *
 * @example
 * const files = await readDatasetFiles('packages/core/data');
 */
export async function readDatasetFiles(dir: string): Promise<DatasetFiles> {
  const files: DatasetFiles = new Map();
  const { read } = openFiles(datasetDirReader(dir), { kept: 1, where: `${dir}/` });
  const paths: string[] = [DATASET_PATHS.pincode, DATASET_PATHS.report, DATASET_PATHS.ifscIndex, DATASET_PATHS.ifscValid, DATASET_PATHS.micr];
  for (const name of (await readdir(join(dir, DATASET_PATHS.ifscFolder))).sort())
    if (!paths.includes(`${DATASET_PATHS.ifscFolder}/${name}`) && name.endsWith('.json')) paths.push(`${DATASET_PATHS.ifscFolder}/${name}`);
  for (const path of paths) files.set(path, read(path, (file: object) => file) as object);
  return files;
}
