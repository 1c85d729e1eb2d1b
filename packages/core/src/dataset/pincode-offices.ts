import type { BranchCode, DeliveryStatus } from '../pincode/branch-type.js';
import type { PostOffice } from '../pincode/types.js';
import { plainSlug } from '../text/slug.js';
import { decodeDeltas, decodeFixed, splitLines } from './columns.js';
import type { PincodeDataFile } from './format.js';

/** Fields of a unit: branch type, delivery status, circle, division, region, district, state. */
const UNIT_FIELDS = 7;

/** Makes one office of `pincode.json` from what its PIN code's columns gave for it. */
export type OfficeMaker = (id: number, name: string, latitude: number | null, longitude: number | null, pincode: string) => PostOffice;

/** The slugs `plainSlug` does not give, by office id. */
function readSlugs(file: PincodeDataFile): Map<number, string> {
  const ids = decodeDeltas(file.slugIds);
  const slugs = splitLines(file.slugs, ids.length);
  return new Map(Array.from(ids, (id, i) => [id, slugs[i]!]));
}

/**
 * The unit columns. Their ids are checked when an office is made, not here: checking
 * them all would be a loop over every office at load.
 */
function readUnits(file: PincodeDataFile): { units: Uint16Array; unitOf: Uint16Array } {
  const units = decodeFixed(file.units, Uint16Array);
  if (units.length % UNIT_FIELDS !== 0) throw new Error(`pincode dataset: units hold ${units.length} string ids, not a multiple of ${UNIT_FIELDS}`);
  return { units, unitOf: decodeFixed(file.unitOf, Uint16Array, file.offices) };
}

function brokenUnit(id: number): never {
  throw new Error(`pincode dataset: office ${id} refers to a unit or string that is not in the file`);
}

/**
 * Reads the slug and unit columns of `pincode.json` and gives the function that makes
 * an office from its id, name, coordinates and PIN code: the per-lookup work.
 *
 * @example
 * officeMaker(file)(0, 'Baroda House', 28.6174167, 77.2129167, '110001').branchType // 'SO'
 */
export function officeMaker(file: PincodeDataFile): OfficeMaker {
  const otherSlugs = readSlugs(file);
  const { units, unitOf } = readUnits(file);
  const text = file.strings;
  return (id, name, latitude, longitude, pincode) => {
    const unit = unitOf[id]! * UNIT_FIELDS;
    const office: PostOffice = {
      id,
      name,
      slug: otherSlugs.get(id) ?? plainSlug(name),
      pincode,
      branchType: text[units[unit]!] as BranchCode,
      deliveryStatus: text[units[unit + 1]!] as DeliveryStatus,
      circle: text[units[unit + 2]!]!,
      division: text[units[unit + 3]!]!,
      region: text[units[unit + 4]!]!,
      district: text[units[unit + 5]!]!,
      state: text[units[unit + 6]!]!,
      latitude,
      longitude,
    };
    // A unit or string id outside its table reads as undefined.
    if (unit >= units.length || office.branchType === undefined || office.circle === undefined || office.division === undefined) brokenUnit(id);
    if (office.region === undefined || office.district === undefined || office.state === undefined || office.deliveryStatus === undefined) brokenUnit(id);
    return office;
  };
}
