import { readPincodeData } from '../dataset/read-pincode.js';
import { writePincodeData } from '../dataset/write-pincode.js';
import type { DataReport } from '../report.js';
import { normalizePincodeRows } from './normalize-offices.js';
import type { PincodeSourceRow } from './source-row.js';
import type { PincodeDataset } from './types.js';

/**
 * Builds the PIN code dataset straight from directory rows: the row rules, then the
 * dataset file in memory, then its reader, so that it answers exactly as the
 * published dataset does. Everything the rules drop or repair goes into the report.
 *
 * @example
 * const report = new DataReport();
 * const pincodes = buildPincodeDataset(rows, report);
 * pincodes.areas.get('110001')?.offices.length;
 */
export function buildPincodeDataset(rows: Iterable<PincodeSourceRow>, report: DataReport, edition = ''): PincodeDataset {
  return readPincodeData(writePincodeData(normalizePincodeRows(rows, report), edition));
}
