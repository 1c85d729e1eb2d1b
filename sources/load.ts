import { join } from 'node:path';
import { buildPincodeDataset, DataReport, PINCODE_REPORT, type PincodeDataset, type PincodeSourceRow } from 'india-pincode-ifsc/internal';
import { readCsv } from './read-csv.js';
import { SOURCES, sourcesDir } from './registry.js';

/**
 * Streams India Post's directory from the sources folder into raw rows.
 *
 * @example
 * const rows = await loadPincodeRows('../shared/data', new DataReport());
 */
export async function loadPincodeRows(dir: string, report: DataReport): Promise<PincodeSourceRow[]> {
  const source = SOURCES.pincodeDirectory;
  const rows: PincodeSourceRow[] = [];
  for await (const row of readCsv(join(dir, source.file), source.columns, report, PINCODE_REPORT)) rows.push(row);
  return rows;
}

/**
 * Loads and indexes the PIN code directory.
 *
 * @example
 * const { pincodes, report } = await loadPincodeDataset();
 */
export async function loadPincodeDataset(dir = sourcesDir()): Promise<{ pincodes: PincodeDataset; report: DataReport }> {
  const report = new DataReport();
  const pincodes = buildPincodeDataset(await loadPincodeRows(dir, report), report);
  return { pincodes, report };
}
