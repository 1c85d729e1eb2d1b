import type { DataReport } from '../report.js';
import { memoize } from '../text/memoize.js';
import { cleanField } from '../text/missing.js';
import { toTitleCase } from '../text/title-case.js';
import { parseBranchType, parseDeliveryStatus, type BranchCode, type DeliveryStatus } from './branch-type.js';
import { resolveCoordinates } from './coordinates.js';
import { cleanOfficeName } from './office-name.js';
import { cleanCircleName, cleanDivisionName, cleanRegionName } from './postal-units.js';
import type { PincodeSourceRow } from './source-row.js';

/** The report section that PIN code findings go to. */
export const PINCODE_REPORT = 'pincode';

// Cleaners of the columns that repeat a few hundred values over the whole file.
const circleOf = memoize((raw) => cleanCircleName(cleanField(raw)));
const divisionOf = memoize((raw) => cleanDivisionName(cleanField(raw)));
const placeOf = memoize((raw) => toTitleCase(cleanField(raw)));
const regionOf = memoize((rawAndCircle) => {
  const [raw = '', circle = ''] = rawAndCircle.split('\u0000');
  const region = cleanField(raw);
  return region ? cleanRegionName(region, circle) : '';
});

/** A post office after the row rules, before the dataset gives it a slug and fills gaps. */
export interface PostOfficeDraft {
  name: string;
  pincode: string;
  branchType: BranchCode;
  deliveryStatus: DeliveryStatus;
  circle: string;
  division: string;
  region: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  /** The row's line in the source file (1 = header). */
  line: number;
}

const PIN_PATTERN = /^[1-9][0-9]{5}$/;

/**
 * Applies the row rules of DESIGN.md to one directory row: white space, office-type
 * suffixes, branch type and delivery labels, postal unit words, title case, coordinates.
 * A row that cannot become an office (bad PIN, unknown office type or delivery, no
 * name) is reported as dropped and gives `null`; repairs are reported as fixed.
 *
 * @example
 * normalizePostOfficeRow({ line: 2, officename: 'Baroda House SO', pincode: '110001', officetype: 'PO', … }, report)
 * // { name: 'Baroda House', branchType: 'SO', deliveryStatus: 'Non-Delivery', state: 'Delhi', … }
 */
export function normalizePostOfficeRow(row: PincodeSourceRow, report: DataReport): PostOfficeDraft | null {
  const drop = (kind: string, example: string) => {
    report.add(PINCODE_REPORT, kind, 'dropped', row.line, example);
    return null;
  };
  const pincode = cleanField(row.pincode);
  if (!PIN_PATTERN.test(pincode)) return drop('unparseable-pin', row.pincode);
  const branchType = parseBranchType(row.officetype);
  if (!branchType) return drop('unknown-office-type', row.officetype);
  const deliveryStatus = parseDeliveryStatus(row.delivery);
  if (!deliveryStatus) return drop('unknown-delivery-status', row.delivery);
  const name = cleanOfficeName(cleanField(row.officename));
  if (!name) return drop('missing-office-name', row.officename);

  const circle = circleOf(row.circlename);
  const region = regionOf(`${row.regionname}\u0000${circle}`);
  if (!region) report.add(PINCODE_REPORT, 'region-missing', 'noted', row.line, row.divisionname);
  const coordinates = resolveCoordinates(row.latitude, row.longitude);
  for (const finding of coordinates.findings) {
    const action = finding === 'degree-string' || finding === 'swapped' ? 'fixed' : 'noted';
    report.add(PINCODE_REPORT, `coordinates-${finding}`, action, row.line, `${row.latitude}, ${row.longitude}`);
  }
  return {
    name,
    pincode,
    branchType,
    deliveryStatus,
    circle,
    division: divisionOf(row.divisionname),
    region,
    district: placeOf(row.district),
    state: placeOf(row.statename),
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    line: row.line,
  };
}
