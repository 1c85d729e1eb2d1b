import { join } from 'node:path';
import { buildPincodeDataset, DataReport, PINCODE_REPORT, type PincodeDataset, type PincodeSourceRow } from 'india-pincode-ifsc/internal';
import { readCsv } from './read-csv.js';
import { SOURCES, sourcesDir } from './registry.js';

/**
 * Streams India Post's directory from the sources folder into raw rows.
 *
 * @example
 * const rows = await readPincodeRows('../shared/data', new DataReport());
 */
export async function readPincodeRows(dir: string, report: DataReport): Promise<PincodeSourceRow[]> {
  const source = SOURCES.pincodeDirectory;
  const rows: PincodeSourceRow[] = [];
  for await (const row of readCsv(join(dir, source.file), source.columns, report, PINCODE_REPORT)) rows.push(row);
  return rows;
}

/**
 * Reads the PIN code directory and builds its dataset.
 *
 * @example
 * const { pincodes, report } = await buildPincodeFromSources();
 */
export async function buildPincodeFromSources(dir = sourcesDir()): Promise<{ pincodes: PincodeDataset; report: DataReport }> {
  const report = new DataReport();
  const pincodes = buildPincodeDataset(await readPincodeRows(dir, report), report);
  return { pincodes, report };
}
