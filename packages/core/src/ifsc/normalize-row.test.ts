import { describe, expect, it } from 'vitest';
import type { PincodeDataset } from '../pincode/types.js';
import { DataReport } from '../report.js';
import { createRowNormalizer, IFSC_REPORT } from './normalize-row.js';
import { canonicalStates } from './state-mapping.js';
import { type IfscSourceRow, PAYMENT_FLAGS } from './types.js';

// A PIN side with one PIN code in Delhi: just what the row rules read.
const pincodes = {
  areas: new Map([['110007', { pincode: '110007', state: 'Delhi', districts: ['North Delhi'], offices: [{ state: 'Delhi' }] }]]),
} as unknown as PincodeDataset;
const meta = {
  names: { YESB: 'Yes Bank', SBIN: 'State Bank of India', DNSB: 'Delhi Nagrik Sehkari Bank' },
  banks: { YESB: { type: 'Private' }, SBIN: { type: 'PSB' } },
  sublets: { YESB0DNB003: 'DNSB' },
  codes: {},
};
const canonical = canonicalStates(['Delhi', 'Maharashtra', 'West Bengal']);
const listed = new Set(['YESB0DNB002', 'YESB0DNB003', 'ADBK0000001', 'SBIN0000009']);

const row = (values: Partial<IfscSourceRow>, line = 2): IfscSourceRow => ({
  line,
  BANK: 'Delhi Nagrik Sehkari Bank',
  IFSC: 'YESB0DNB002',
  BRANCH: 'Delhi  Nagrik Sehkari Bank IMPS',
  CENTRE: 'DELHI',
  DISTRICT: 'NORTH DELHI',
  STATE: 'MAHARASHTRA',
  ADDRESS: '720, NEAR GHANTAGHAR, SUBZI MANDI, DELHI - 110 007',
  CONTACT: '+919560344685',
  IMPS: 'true',
  RTGS: 'NA',
  CITY: 'MUMBAI',
  ISO3166: 'IN-MH',
  NEFT: 'false',
  MICR: 'NA',
  UPI: '',
  SWIFT: '',
  ...values,
});

describe('createRowNormalizer', () => {
  it('applies the row rules and reports the cross-links', () => {
    const report = new DataReport();
    const branch = createRowNormalizer({ meta, pincodes, canonical, listed }, report)(row({}))!;
    expect(branch).toMatchObject({
      ifsc: 'YESB0DNB002',
      bank: 'Delhi Nagrik Sehkari Bank',
      bankCode: 'YESB',
      name: 'Delhi Nagrik Sehkari Bank IMPS',
      district: 'North Delhi',
      state: 'Maharashtra',
      publishedState: 'MAHARASHTRA',
      placedBy: 'unplaced',
      pincode: '110007',
      pincodeKnown: true,
      category: 'Private Sector Bank',
      imps: true,
      rtgs: false,
      neft: false,
      upi: false,
      unstated: PAYMENT_FLAGS.RTGS | PAYMENT_FLAGS.UPI,
      listed: true,
      micr: '',
      swift: '',
    });
    expect(report.count(IFSC_REPORT, 'pincode-found')).toBe(1);
    expect(report.count(IFSC_REPORT, 'flag-unknown')).toBe(1);
    expect(report.count(IFSC_REPORT, 'flag-unknown:RTGS:YESB')).toBe(1);
    expect(report.count(IFSC_REPORT, 'flag-unknown:UPI:YESB')).toBe(1);
    expect(report.count(IFSC_REPORT, 'flag-unknown:NEFT:YESB')).toBe(0);
    expect(report.count(IFSC_REPORT, 'ifsc-withdrawn')).toBe(0);
  });

  it('marks a code missing from the RBI list as withdrawn, and reports it', () => {
    const report = new DataReport();
    const branch = createRowNormalizer({ meta, pincodes, canonical, listed: new Set<string>() }, report)(row({ RTGS: 'true', UPI: 'false' }, 7))!;
    expect(branch).toMatchObject({ listed: false, unstated: 0 });
    expect(report.lines(IFSC_REPORT, 'ifsc-withdrawn')).toEqual([7]);
    expect(report.count(IFSC_REPORT, 'flag-unknown')).toBe(0);
  });

  it('fills an empty BANK from sublet.json, keeps unknown bank codes, and drops bad IFSCs', () => {
    const report = new DataReport();
    const normalize = createRowNormalizer({ meta, pincodes, canonical, listed }, report);
    expect(normalize(row({ IFSC: 'yesb0dnb003', BANK: 'NA' }, 2))).toMatchObject({ ifsc: 'YESB0DNB003', bank: 'Delhi Nagrik Sehkari Bank' });
    expect(report.count(IFSC_REPORT, 'ifsc-normalised')).toBe(1);
    expect(report.count(IFSC_REPORT, 'bank-name-from-code')).toBe(1);
    expect(normalize(row({ IFSC: 'YESB0DNB003' }, 3))).toBeNull();
    expect(report.lines(IFSC_REPORT, 'duplicate-ifsc')).toEqual([3]);
    expect(normalize(row({ IFSC: 'YESB1DNB004' }, 4))).toBeNull();
    expect(report.lines(IFSC_REPORT, 'malformed-ifsc')).toEqual([4]);
    expect(normalize(row({ IFSC: 'ADBK0000001', BANK: '', STATE: 'NA', ISO3166: 'NA', ADDRESS: 'NA' }, 5))).toMatchObject({
      bank: '',
      bankCode: 'ADBK',
      category: '',
      state: '',
      address: '',
      pincode: '',
    });
    expect(report.lines(IFSC_REPORT, 'unknown-bank-code')).toEqual([5]);
    expect(report.lines(IFSC_REPORT, 'state-unmapped')).toEqual([5]);
    expect(report.dropped(IFSC_REPORT)).toBe(2);
  });

  it('cleans white space and placeholders exactly as cleanField does', () => {
    const normalize = createRowNormalizer({ meta, pincodes, canonical, listed }, new DataReport());
    const branch = normalize(row({ IFSC: 'SBIN0000009', BRANCH: ' KOLKATA\u00a0MAIN ', CONTACT: 'NULL', CITY: ' n/a ', CENTRE: 'A\tB', MICR: 'N/A' }))!;
    expect(branch).toMatchObject({ name: 'KOLKATA MAIN', contact: '', city2: '', city1: 'A B', micr: '' });
  });
});
