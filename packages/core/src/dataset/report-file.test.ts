import { describe, expect, it } from 'vitest';
import { DataReport } from '../report.js';
import type { DataSource } from './format.js';
import { readReportFile, writeReportFile } from './report-file.js';

const sources: DataSource[] = [
  {
    id: 'pincodeDirectory',
    title: 'All India Pincode Directory',
    publisher: 'Department of Posts',
    homepage: 'https://example.org/pincode',
    licence: { name: 'GODL-India', url: 'https://example.org/godl' },
    attribution: 'PIN code data: Department of Posts',
  },
];
const dates = { editions: { pincode: '2025-10-03', ifsc: '2026-05-01' }, built: '2026-11-22T18:00:00.000Z', refreshed: '', sources };

describe('report.json', () => {
  it('carries the report, the dates and the sources the data credits', () => {
    const report = new DataReport();
    report.add('pincode', 'bad-pincode', 'dropped', 12, '00001');
    report.add('pincode', 'bad-pincode', 'dropped', 40);
    const read = readReportFile(JSON.parse(JSON.stringify(writeReportFile(report, dates))));
    expect(read.report.toJSON()).toEqual(report.toJSON());
    expect({ editions: read.editions, built: read.built, refreshed: read.refreshed, sources: read.sources }).toEqual(dates);
  });

  it('refuses a report made before it named its sources, saying how to make it again', () => {
    const { sources: _, ...old } = writeReportFile(new DataReport(), dates);
    expect(() => readReportFile(old as never)).toThrow(
      'india-pincode-ifsc/report: names no sources (attribution and licences): rebuild the dataset with npm run build:data',
    );
  });
});
