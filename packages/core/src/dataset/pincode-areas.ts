import type { BranchCode, DeliveryStatus } from '../pincode/branch-type.js';
import type { PostOffice } from '../pincode/types.js';
import { plainSlug } from '../text/slug.js';
import { decodeBytes, decodeDeltas, decodeFixed, splitLines, VarintCursor } from './columns.js';
import type { PincodeDataFile } from './format.js';

const SCALE = 1e7;
const UNIT_FIELDS = 7;

/** The PIN codes of `pincode.json` and the offices of each, decoded one PIN code at a time. */
export interface PincodeAreas {
  /** PIN codes as numbers, ascending. */
  readonly numbers: Uint32Array;
  /** The offices of the PIN code at position `i`, in id order. */
  offices(i: number): PostOffice[];
  /** The office with this id. */
  office(id: number): PostOffice;
  /** The position of the PIN code an office belongs to. */
  areaOf(id: number): number;
  /** The name of an office, without making the office. */
  nameOf(id: number): string;
}

/**
 * Where each PIN code's offices, names and coordinates start: the one loop of the
 * load, over PIN codes (the columns hold lengths, which compress better than starts).
 */
function areaStarts(file: PincodeDataFile, count: number) {
  const sizes = decodeFixed(file.areaSizes, Uint16Array, count);
  const nameLengths = decodeFixed(file.nameLengths, Uint16Array, count);
  const coordinateLengths = decodeFixed(file.coordinateLengths, Uint16Array, count);
  const offices = new Uint32Array(count + 1);
  const names = new Uint32Array(count + 1);
  const coordinates = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) {
    offices[i + 1] = offices[i]! + sizes[i]!;
    names[i + 1] = names[i]! + nameLengths[i]!;
    coordinates[i + 1] = coordinates[i]! + coordinateLengths[i]!;
  }
  return { offices, names, coordinates };
}

const unzigzag = (n: number) => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

function checkTotals(file: PincodeDataFile, starts: AreaStarts, coordinateBytes: Uint8Array, count: number): void {
  const totals = [
    ['offices', starts.offices[count], file.offices],
    ['name characters', starts.names[count], file.names.length + 1],
    ['coordinate bytes', starts.coordinates[count], coordinateBytes.length],
  ] as const;
  for (const [what, sum, expected] of totals) {
    if (count > 0 && sum !== expected) throw new Error(`pincode dataset: PIN codes hold ${sum} ${what}, expected ${expected}`);
  }
}

type AreaStarts = ReturnType<typeof areaStarts>;

/** The position of the PIN code whose offices include `id`: a binary search of the starts. */
function areaOfOffice(officeStarts: Uint32Array, id: number): number {
  let low = 0;
  let high = officeStarts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (officeStarts[mid]! <= id) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Makes the offices of one PIN code: its names cut out and split, its coordinates read. */
function areaOffices(file: PincodeDataFile, numbers: Uint32Array, starts: AreaStarts, namesOf: (i: number) => string[]) {
  const coordinateBytes = decodeBytes(file.coordinates);
  checkTotals(file, starts, coordinateBytes, numbers.length);
  const makeOffice = officeMaker(file);
  return (i: number): PostOffice[] => {
    const first = starts.offices[i]!;
    const names = namesOf(i);
    if (names.length !== starts.offices[i + 1]! - first) throw new Error(`pincode dataset: PIN code ${numbers[i]} has ${names.length} names`);
    const pincode = String(numbers[i]);
    const cursor = new VarintCursor(coordinateBytes, starts.coordinates[i]!);
    let latitude = 0;
    let longitude = 0;
    const offices = names.map((name, k) => {
      const lat = cursor.next();
      if (lat === 0) return makeOffice(first + k, name, null, null, pincode);
      latitude += unzigzag(lat - 1);
      longitude += unzigzag(cursor.next());
      return makeOffice(first + k, name, latitude / SCALE, longitude / SCALE, pincode);
    });
    if (cursor.at !== starts.coordinates[i + 1]) throw new Error(`pincode dataset: PIN code ${numbers[i]} has coordinates for other than its offices`);
    return offices;
  };
}

/**
 * Reads the PIN code columns of `pincode.json`. Loading makes typed-array views of the
 * fixed-width columns and sums the per-PIN-code lengths; a PIN code's names and
 * coordinates are decoded when its offices are asked for.
 *
 * @example
 * readPincodeAreas(file).offices(0)[0].pincode // the lowest PIN code
 */
export function readPincodeAreas(file: PincodeDataFile): PincodeAreas {
  const numbers = decodeFixed(file.pincodes, Uint32Array);
  const starts = areaStarts(file, numbers.length);
  const namesOf = (i: number) => file.names.slice(starts.names[i], starts.names[i + 1]! - 1).split('\n');
  const offices = areaOffices(file, numbers, starts, namesOf);
  const areaOf = (id: number) => areaOfOffice(starts.offices, id);
  // The name index reads every name in id order: the last PIN code's names are kept.
  let last = { area: -1, names: [] as string[] };
  const nameOf = (id: number) => {
    const area = areaOf(id);
    if (area !== last.area) last = { area, names: namesOf(area) };
    return last.names[id - starts.offices[area]!]!;
  };
  const office = (id: number) => {
    const i = areaOf(id);
    return offices(i)[id - starts.offices[i]!]!;
  };
  return { numbers, offices, office, areaOf, nameOf };
}

/** The slugs `plainSlug` does not give, by office id. */
function readSlugs(file: PincodeDataFile): Map<number, string> {
  const ids = decodeDeltas(file.slugIds);
  const slugs = splitLines(file.slugs, ids.length);
  return new Map(Array.from(ids, (id, i) => [id, slugs[i]!]));
}

/** Makes one office from its name, coordinates and the unit columns: the per-lookup work. */
function officeMaker(file: PincodeDataFile): (id: number, name: string, latitude: number | null, longitude: number | null, pincode: string) => PostOffice {
  const otherSlugs = readSlugs(file);
  const units = decodeFixed(file.units, Uint16Array);
  if (units.length % UNIT_FIELDS !== 0) throw new Error(`pincode dataset: units hold ${units.length} string ids, not a multiple of ${UNIT_FIELDS}`);
  const unitOf = decodeFixed(file.unitOf, Uint16Array, file.offices);
  const text = file.strings;
  return (id, name, latitude, longitude, pincode) => {
    const unit = unitOf[id]! * UNIT_FIELDS;
    return {
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
  };
}
