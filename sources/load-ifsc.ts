import { join } from 'node:path';
import {
  buildIfscDataset,
  IFSC_REPORT,
  type BankMetadata,
  type DataReport,
  type IfscDataset,
  type IfscSourceRow,
  type PincodeDataset,
} from 'india-pincode-ifsc/internal';
import { DISTRICT_RENAMES } from './district-renames.js';
import { readCsv, readJson, SourceError } from './read-csv.js';
import { SOURCES } from './registry.js';

/** Reads one of the bank JSON files and checks that it is an object (code → value), naming the file if not. */
async function readObject<T>(dir: string, file: string): Promise<Record<string, T>> {
  const path = join(dir, file);
  const value = await readJson<unknown>(path);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SourceError(`${path}: expected a JSON object keyed by bank code or IFSC`);
  return value as Record<string, T>;
}

/**
 * Reads the bank files (`banknames.json`, `banks.json`, `sublet.json`, `IFSC.json`) from the sources folder.
 *
 * @example
 * const meta = await readBankMetadata('../shared/data');
 * meta.names.SBIN; // 'State Bank of India'
 */
export async function readBankMetadata(dir: string): Promise<BankMetadata> {
  const [names, banks, sublets, codes] = await Promise.all([
    readObject<string>(dir, SOURCES.bankNames.file),
    readObject<{ type?: string }>(dir, SOURCES.banks.file),
    readObject<string>(dir, SOURCES.sublets.file),
    readObject<(number | string)[]>(dir, SOURCES.ifscCodes.file),
  ]);
  return { names, banks, sublets, codes };
}

/**
 * Streams the IFSC branch list from the sources folder into raw rows.
 *
 * @example
 * const rows = await readIfscRows('../shared/data', new DataReport());
 */
export async function readIfscRows(dir: string, report: DataReport): Promise<IfscSourceRow[]> {
  const source = SOURCES.ifscBranches;
  const rows: IfscSourceRow[] = [];
  for await (const row of readCsv(join(dir, source.file), source.columns, report, IFSC_REPORT)) rows.push(row);
  return rows;
}

/**
 * Reads the IFSC branch list and builds its dataset against an already loaded PIN side (its
 * canonical states and PIN codes), writing findings into the same report.
 *
 * @example
 * const { pincodes, report } = await buildPincodeFromSources();
 * const ifsc = await buildIfscFromSources(sourcesDir(), pincodes, report);
 */
export async function buildIfscFromSources(dir: string, pincodes: PincodeDataset, report: DataReport): Promise<IfscDataset> {
  const [rows, meta] = await Promise.all([readIfscRows(dir, report), readBankMetadata(dir)]);
  return buildIfscDataset(rows, meta, pincodes, report, DISTRICT_RENAMES);
}
