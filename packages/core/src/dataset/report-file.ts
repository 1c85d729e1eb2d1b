import { DataReport } from '../report.js';
import { decodeDeltas, encodeDeltas } from './columns.js';
import { checkHeader, DATASET_FILES, DATASET_FORMAT_VERSION, type ReportFile } from './format.js';

/** When the data was made (the sources' editions, the dataset's build, the last refresh) and whom it credits. */
export type DataDates = Pick<ReportFile, 'editions' | 'built' | 'refreshed' | 'sources' | 'placement'>;

/**
 * Encodes the data report and its dates as the dataset's report file.
 *
 * @example
 * writeReportFile(report, { editions: { pincode: '2025-10-03', ifsc: '2026-05-01' }, built: '2026-11-22T18:00:00.000Z', refreshed: '', sources: [] }).editions.pincode // '2025-10-03'
 */
export function writeReportFile(report: DataReport, dates: DataDates): ReportFile {
  const sections: ReportFile['report'] = {};
  for (const [name, { rows, kinds }] of Object.entries(report.toJSON())) {
    sections[name] = { rows, kinds: kinds.map((entry) => ({ ...entry, lines: encodeDeltas(entry.lines) })) };
  }
  const { editions, built, refreshed, sources, placement } = dates;
  const file: ReportFile = {
    format: DATASET_FILES.report,
    version: DATASET_FORMAT_VERSION,
    edition: editions.pincode,
    editions,
    built,
    refreshed,
    sources,
    report: sections,
  };
  return placement ? { ...file, placement } : file;
}

/**
 * Reads the report file back into a report, the editions and the sources.
 *
 * @example
 * readReportFile(file).report.toText()
 */
export function readReportFile(file: ReportFile): { report: DataReport } & DataDates {
  checkHeader(file, DATASET_FILES.report);
  const json: ReturnType<DataReport['toJSON']> = {};
  for (const [name, { rows, kinds }] of Object.entries(file.report)) {
    json[name] = { rows, kinds: kinds.map((entry) => ({ ...entry, lines: Array.from(decodeDeltas(entry.lines)) })) };
  }
  if (!Array.isArray(file.sources))
    throw new Error(`${DATASET_FILES.report}: names no sources (attribution and licences): rebuild the dataset with npm run build:data`);
  const dates = { editions: file.editions, built: file.built ?? '', refreshed: file.refreshed ?? '', sources: file.sources };
  return { report: DataReport.fromJSON(json), ...dates, ...(file.placement ? { placement: file.placement } : {}) };
}
