import { describe, expect, it } from 'vitest';
import { normalizePincodeRows } from '../pincode/normalize-offices.js';
import type { PincodeSourceRow } from '../pincode/source-row.js';
import { DataReport } from '../report.js';
import type { PostOffice } from '../pincode/types.js';
import { plainSlug } from '../text/slug.js';
import { encodeFixed } from './columns.js';
import type { PincodeDataFile } from './format.js';
import { readPincodeData } from './read-pincode.js';
import { withDistrictBanks, writePincodeData } from './write-pincode.js';

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
  it("carries each district's banks, most branches first, and none where no branch is placed", () => {
    const file = writePincodeData(normalizePincodeRows(rows, new DataReport()), '2025-10-03');
    const branch = (bankCode: string, district: string, placedBy: 'pincode' | 'unplaced' = 'pincode') => ({ bankCode, state: 'Delhi', district, placedBy });
    const banks = [
      { code: 'HDFC', slug: 'hdfc-bank', name: 'HDFC Bank' },
      { code: 'SBIN', slug: 'state-bank-of-india', name: 'State Bank of India' },
    ];
    const branches = [branch('HDFC', 'New Delhi'), branch('SBIN', 'New Delhi'), branch('SBIN', 'New Delhi'), branch('SBIN', 'South Delhi', 'unplaced')];
    const delhi = readPincodeData(withDistrictBanks(file, branches, banks)).statesBySlug.get('delhi')!;
    expect(delhi.districtsBySlug.get('new-delhi')!.banks).toEqual([
      { code: 'SBIN', slug: 'state-bank-of-india', name: 'State Bank of India', branches: 2 },
      { code: 'HDFC', slug: 'hdfc-bank', name: 'HDFC Bank', branches: 1 },
    ]);
    expect(delhi.districtsBySlug.get('south-delhi')!.banks).toEqual([]);
    expect(readPincodeData(file).statesBySlug.get('delhi')!.districtsBySlug.get('new-delhi')!.banks).toEqual([]);
  });

  it('round-trips every office, its slug and coordinates included, and the states', () => {
    const offices = normalizePincodeRows(rows, new DataReport());
    const read = readPincodeData(writePincodeData(offices, '2025-10-03'));
    const back = Array.from({ length: read.officeCount }, (_, id) => read.office(id));
    expect(back).toEqual(offices.map(({ line, ...office }) => office));
    expect(read.areas.get('110002')!.offices.map((o) => o.slug)).toEqual(['rampur', 'rampur-2', 'rampur-3']);
    expect(read.areas.get('110001')!.offices.map((o) => o.slug)).toEqual(['old-fort', 'cafe-road']);
    expect(read.areas.get('110002')!.districts).toEqual(['New Delhi', 'South Delhi']);
    expect([...read.areas.keys()]).toEqual(['110001', '110002', '131001']);
    expect([read.areas.has('131001'), read.areas.has('131000'), read.areas.has(' 131001'), read.areas.has('13100')]).toEqual([true, false, false, false]);
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
    expect(read.areas.get('131001')!.offices[0]).toMatchObject({ latitude: 28.9, longitude: 77, division: expect.any(String) });
  });
});

describe('format 3 edge cases', () => {
  let nextId = 0;
  const office = (pincode: string, name: string, latitude: number | null, longitude: number | null): PostOffice => ({
    id: nextId++,
    name,
    slug: plainSlug(name) || 'office',
    pincode,
    branchType: 'BO',
    deliveryStatus: 'Delivery',
    circle: 'Circle',
    division: 'Division',
    region: 'Region',
    district: 'District',
    state: 'State',
    latitude,
    longitude,
  });
  const offices = (specs: [string, string, number | null, number | null][]) => {
    nextId = 0;
    return specs.map(([pin, name, lat, lon]) => office(pin, name, lat, lon));
  };
  const readBack = (list: PostOffice[]) => {
    const read = readPincodeData(JSON.parse(JSON.stringify(writePincodeData(list, '2025-10-03'))) as PincodeDataFile);
    return { read, back: Array.from({ length: read.officeCount }, (_, id) => read.office(id)) };
  };

  it('round-trip PIN codes without located offices, negative deltas, two-byte and astral names, an empty dataset', () => {
    const list = offices([
      ['110001', 'Alpha', null, null],
      ['110001', 'Beta', null, null],
      ['110002', 'गांधी नगर', 28.5, 77.5],
      ['110002', 'Gamma', null, null],
      ['110002', 'Delta 😀', 8.0765432, 68.1],
      ['110002', '', -1.5, -0.0000001],
      ['110003', 'Epsilon', 37.1, 97.4],
    ]);
    const { read, back } = readBack(list);
    expect(back).toEqual(list);
    expect([...read.areas.values()].flatMap((area) => area.offices)).toEqual(list);
    expect(readBack([]).read.officeCount).toBe(0);
  });

  it('refuse at write time what the format cannot hold', () => {
    const long = 'x'.repeat(40_000);
    expect(() =>
      writePincodeData(
        offices([
          ['110001', long, null, null],
          ['110001', long, null, null],
        ]),
        '',
      ),
    ).toThrow(/the nameLengths Uint16Array column/);
    expect(() => writePincodeData(offices([['110001', 'A', 28.5, null]]), '')).toThrow(/only one of latitude and longitude/);
    expect(() => writePincodeData(offices([['011001', 'A', null, null]]), '')).toThrow(/not six digits/);
  });

  it('refuse a corrupt file with a message that says what is wrong', () => {
    const file = writePincodeData(
      offices([
        ['110001', 'A', 28.5, 77.5],
        ['110002', 'B', null, null],
      ]),
      '',
    );
    const twice = JSON.parse(JSON.stringify(file)) as PincodeDataFile;
    twice.pincodes = encodeFixed([110002, 110001], Uint32Array);
    expect(() => readPincodeData(twice)).toThrow(/not six digits in ascending order/);
    const shortNames = { ...file, names: 'A' };
    expect(() => readPincodeData(shortNames)).toThrow(/PIN codes hold 4 name characters, expected 2/);
    const badUnit = { ...file, unitOf: encodeFixed([0, 9], Uint16Array) };
    expect(() => readPincodeData(badUnit).office(1)).toThrow(/office 1 refers to a unit or string that is not in the file/);
    const released = JSON.parse(JSON.stringify(file)) as PincodeDataFile;
    for (const column of ['coordinates', 'unitOf'] as const) delete (released as Partial<PincodeDataFile>)[column];
    expect(() => readPincodeData(released)).toThrow(/no unitOf, coordinates column/);
  });
});
