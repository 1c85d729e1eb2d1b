import { describe, expect, it } from 'vitest';
import { normalizePincodeRows } from '../pincode/normalize-offices.js';
import type { PincodeSourceRow } from '../pincode/source-row.js';
import { DataReport } from '../report.js';
import { readPincodeData } from './read-pincode.js';
import { writePincodeData } from './write-pincode.js';

const row = (line: number, officename: string, pincode: string, more: Partial<PincodeSourceRow> = {}): PincodeSourceRow => ({
  line,
  circlename: 'Delhi Circle',
  regionname: 'DivReportingCircle',
  divisionname: 'New Delhi Central Division',
  officename,
  pincode,
  officetype: 'BO',
  delivery: 'Delivery',
  district: 'NEW DELHI',
  statename: 'DELHI',
  latitude: '28.6174167',
  longitude: '77.2129167',
  ...more,
});

/** Slugs that need more than `plainSlug`: repeated names, a transliterated one, punctuation at the ends. */
const rows = [
  row(2, 'Rampur BO', '110002'),
  row(3, 'Rampur BO', '110002', { latitude: '', longitude: '' }),
  row(4, 'Rampur BO', '110002', { district: 'SOUTH DELHI' }),
  row(5, 'Café Road BO', '110001'),
  row(6, '(Old) Fort BO', '110001', { officetype: 'HO', delivery: 'Non Delivery' }),
  row(7, 'Sonipat BO', '131001', { statename: 'HARYANA', district: 'SONIPAT', circlename: 'Haryana Circle', latitude: '28.9', longitude: '77.0' }),
];

describe('the PIN code file', () => {
  it('round-trips every office, its slug and coordinates included, and the states', () => {
    const offices = normalizePincodeRows(rows, new DataReport());
    const read = readPincodeData(writePincodeData(offices, '2025-10-03'));
    const back = Array.from({ length: read.officeCount }, (_, id) => read.office(id));
    expect(back).toEqual(offices.map(({ line, ...office }) => office));
    expect(read.pincodes.get('110002')!.offices.map((o) => o.slug)).toEqual(['rampur', 'rampur-2', 'rampur-3']);
    expect(read.pincodes.get('110001')!.offices.map((o) => o.slug)).toEqual(['old-fort', 'cafe-road']);
    expect(read.pincodes.get('110002')!.districts).toEqual(['New Delhi', 'South Delhi']);
    expect([...read.pincodes.keys()]).toEqual(['110001', '110002', '131001']);
    expect([read.pincodes.has('131001'), read.pincodes.has('131000'), read.pincodes.has(' 131001'), read.pincodes.has('13100')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const delhi = read.statesBySlug.get('delhi')!;
    expect([delhi.pincodeCount, delhi.officeCount, delhi.districtsBySlug.get('south-delhi')!.pincodes]).toEqual([2, 5, ['110002']]);
  });

  it('refuses a file of another format version', () => {
    const file = writePincodeData(normalizePincodeRows(rows, new DataReport()), '2025-10-03');
    expect(() => readPincodeData({ ...file, version: 1 })).toThrow(/format version 1/);
  });

  it('releases the decoded columns on request, and a released file still reads', () => {
    const file = writePincodeData(normalizePincodeRows(rows, new DataReport()), '2025-10-03');
    const read = readPincodeData(file, { release: true });
    expect(Object.keys(file).filter((key) => ['coordinates', 'nameLengths', 'unitOf', 'units'].includes(key))).toEqual([]);
    expect(Object.keys(file)).toContain('names');
    expect(readPincodeData(file)).toBe(read);
    expect(read.pincodes.get('131001')!.offices[0]).toMatchObject({ latitude: 28.9, longitude: 77, division: expect.any(String) });
  });
});
