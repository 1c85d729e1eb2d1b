/** Synthetic site data for the unit tests, made by the same pipeline as the real site. */
import { buildIfscDataset, buildPincodeDataset, createSiteUrls, DataReport, type IfscSourceRow, type PincodeSourceRow } from 'india-pincode-ifsc';
import { datasetSources } from '@india-pincode-ifsc/sources/registry';
import { type SiteData, siteData } from '../model/site-data.js';

/** Markup in names: every page must escape it. */
export const EVIL = '<script>alert(1)</script>';

function office(line: number, officename: string, pincode: string, extra: Partial<PincodeSourceRow> = {}): PincodeSourceRow {
  return {
    line,
    circlename: 'Delhi Circle',
    regionname: 'Delhi Region',
    divisionname: 'New Delhi Central Division',
    officename,
    pincode,
    officetype: 'SO',
    delivery: 'Delivery',
    district: 'New Delhi',
    statename: 'Delhi',
    latitude: '28.6',
    longitude: '77.2',
    ...extra,
  };
}

function branch(line: number, IFSC: string, BRANCH: string, extra: Partial<IfscSourceRow> = {}): IfscSourceRow {
  return {
    line,
    BANK: 'State Bank of India',
    IFSC,
    BRANCH,
    CENTRE: 'NEW DELHI',
    DISTRICT: 'New Delhi',
    STATE: 'Delhi',
    ADDRESS: `11 Parliament Street ${EVIL}, New Delhi 110001`,
    CONTACT: '',
    IMPS: 'true',
    RTGS: 'true',
    CITY: 'NEW DELHI',
    ISO3166: 'IN-DL',
    NEFT: 'true',
    MICR: '110002087',
    UPI: 'true',
    SWIFT: '',
    ...extra,
  };
}

/**
 * A small site's data: three offices in two PIN codes of New Delhi and two State Bank
 * branches with one MICR code (one of them withdrawn, its RTGS flag unknown), names holding markup, built
 * through the real pipeline.
 *
 * @example
 * testSiteData().pincodes.areas.has('110001') // true
 */
export function testSiteData(): SiteData {
  const report = new DataReport();
  const pincodes = buildPincodeDataset(
    [office(2, 'Baroda House', '110001'), office(3, `Evil ${EVIL} Nagar`, '110001', { officetype: 'BO' }), office(4, 'Janpath', '110002')],
    report,
  );
  const ifsc = buildIfscDataset(
    [branch(2, 'SBIN0000691', 'New Delhi Main'), branch(3, 'SBIN0000692', `Evil ${EVIL} Branch`, { RTGS: 'NA' })],
    // SBIN0000692 is not in the code list: a withdrawn code's record.
    { names: { SBIN: 'State Bank of India' }, banks: { SBIN: { type: 'PSB' } }, sublets: {}, codes: { SBIN: [691] } },
    pincodes,
    report,
    // No rename table: the test branches are published under India Post's own district names.
    [],
  );
  const dates = { editions: { pincode: '2025-10-03', ifsc: '2026-05-01' }, built: '2026-11-22T18:00:00.000Z', refreshed: '', sources: datasetSources() };
  return siteData(pincodes, ifsc, createSiteUrls('https://x.test/pins'), dates);
}
