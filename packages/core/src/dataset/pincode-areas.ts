import type { PostOffice } from '../pincode/types.js';
import { decodeBytes, decodeFixed, unzigzag, VarintCursor } from './columns.js';
import { COORDINATE_SCALE, type PincodeDataFile } from './format.js';
import { type OfficeMaker, officeMaker } from './pincode-offices.js';

/** The PIN codes of `pincode.json` and the offices of each, decoded one PIN code at a time. */
export interface PincodeAreas {
  /** PIN codes as numbers, ascending. */
  readonly numbers: Uint32Array;
  /** The offices of the PIN code at position `i`, in id order. */
  offices(i: number): PostOffice[];
  /** The office with this id, made alone. */
  office(id: number): PostOffice;
  /** The position of the PIN code an office belongs to. */
  areaOf(id: number): number;
  /** The name of an office, without making the office. */
  nameOf(id: number): string;
  /** Visits every office with coordinates in id order, reading the coordinates column alone. */
  eachLocated(visit: LocatedVisitor): void;
}

/** Receives an office with coordinates: its id, PIN code, place among its PIN code's offices, and coordinates. */
export type LocatedVisitor = (id: number, pincode: string, index: number, latitude: number, longitude: number) => void;

const LOWEST_PIN = 100000;
const HIGHEST_PIN = 999999;

/**
 * Where each PIN code's offices, names and coordinates start: the one loop of the
 * load, over PIN codes (the columns hold lengths, which compress better than starts).
 * It also refuses PIN codes that are not six digits in ascending order, which the
 * binary search relies on.
 */
function areaStarts(file: PincodeDataFile, numbers: Uint32Array) {
  const count = numbers.length;
  const sizes = decodeFixed(file.areaSizes, Uint16Array, count);
  const nameLengths = decodeFixed(file.nameLengths, Uint16Array, count);
  const coordinateLengths = decodeFixed(file.coordinateLengths, Uint16Array, count);
  const offices = new Uint32Array(count + 1);
  const names = new Uint32Array(count + 1);
  const coordinates = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) {
    const pin = numbers[i]!;
    if (pin < LOWEST_PIN || pin > HIGHEST_PIN || (i > 0 && pin <= numbers[i - 1]!)) {
      throw new Error(`pincode dataset: PIN code ${pin} at ${i} is not six digits in ascending order`);
    }
    offices[i + 1] = offices[i]! + sizes[i]!;
    names[i + 1] = names[i]! + nameLengths[i]!;
    coordinates[i + 1] = coordinates[i]! + coordinateLengths[i]!;
  }
  return { offices, names, coordinates };
}

type AreaStarts = ReturnType<typeof areaStarts>;

function checkTotals(file: PincodeDataFile, starts: AreaStarts, coordinateBytes: Uint8Array, count: number): void {
  const totals = [
    ['offices', starts.offices[count], file.offices],
    // The last name has no line break after it; an empty file has no names at all.
    ['name characters', starts.names[count], count === 0 ? 0 : file.names.length + 1],
    ['coordinate bytes', starts.coordinates[count], coordinateBytes.length],
  ] as const;
  for (const [what, sum, expected] of totals) {
    if (sum !== expected) throw new Error(`pincode dataset: PIN codes hold ${sum} ${what}, expected ${expected}`);
  }
}

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

/**
 * Reads one PIN code's coordinates office by office (see `PincodeDataFile.coordinates`):
 * after {@link next}, `latitude` and `longitude` are the office's, or both null.
 */
class CoordinateReader {
  latitude: number | null = null;
  longitude: number | null = null;
  #cursor: VarintCursor;
  #latitude = 0;
  #longitude = 0;
  constructor(bytes: Uint8Array, at: number) {
    this.#cursor = new VarintCursor(bytes, at);
  }
  get at(): number {
    return this.#cursor.at;
  }
  next(): void {
    const first = this.#cursor.next();
    if (first === 0) {
      this.latitude = this.longitude = null;
      return;
    }
    this.#latitude += unzigzag(first - 1);
    this.#longitude += unzigzag(this.#cursor.next());
    this.latitude = this.#latitude / COORDINATE_SCALE;
    this.longitude = this.#longitude / COORDINATE_SCALE;
  }
}

/** The columns of one PIN code, and the offices made from them. */
class AreaColumns {
  constructor(
    private readonly file: PincodeDataFile,
    private readonly numbers: Uint32Array,
    private readonly starts: AreaStarts,
    private readonly coordinateBytes: Uint8Array,
    private readonly makeOffice: OfficeMaker,
  ) {}

  names(i: number): string[] {
    const names = this.file.names.slice(this.starts.names[i], this.starts.names[i + 1]! - 1).split('\n');
    const size = this.starts.offices[i + 1]! - this.starts.offices[i]!;
    if (names.length !== size) throw new Error(`pincode dataset: PIN code ${this.numbers[i]} has ${names.length} names for ${size} offices`);
    return names;
  }

  /** The offices of PIN code `i` from its `from`-th to before its `to`-th, coordinates read from its first. */
  offices(i: number, names: readonly string[], from: number, to: number): PostOffice[] {
    const first = this.starts.offices[i]!;
    const pincode = String(this.numbers[i]);
    const coordinates = new CoordinateReader(this.coordinateBytes, this.starts.coordinates[i]!);
    const made: PostOffice[] = [];
    for (let k = 0; k < to; k++) {
      coordinates.next();
      if (k >= from) made.push(this.makeOffice(first + k, names[k]!, coordinates.latitude, coordinates.longitude, pincode));
    }
    if (to === names.length && coordinates.at !== this.starts.coordinates[i + 1]) {
      throw new Error(`pincode dataset: PIN code ${pincode} has coordinates for other than its offices`);
    }
    return made;
  }
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
  const starts = areaStarts(file, numbers);
  const coordinateBytes = decodeBytes(file.coordinates);
  checkTotals(file, starts, coordinateBytes, numbers.length);
  const columns = new AreaColumns(file, numbers, starts, coordinateBytes, officeMaker(file));
  const areaOf = (id: number) => areaOfOffice(starts.offices, id);
  // Names are read in id order (the name index, search results): the last PIN code's are kept.
  let last = { area: -1, names: [] as string[] };
  const namesOf = (area: number) => {
    if (area !== last.area) last = { area, names: columns.names(area) };
    return last.names;
  };
  return {
    numbers,
    offices: (i) => {
      const names = columns.names(i);
      return columns.offices(i, names, 0, names.length);
    },
    office: (id) => {
      const i = areaOf(id);
      const k = id - starts.offices[i]!;
      return columns.offices(i, namesOf(i), k, k + 1)[0]!;
    },
    areaOf,
    nameOf: (id) => {
      const i = areaOf(id);
      return namesOf(i)[id - starts.offices[i]!]!;
    },
    eachLocated: (visit) => {
      for (let i = 0; i < numbers.length; i++) {
        const pincode = String(numbers[i]);
        const coordinates = new CoordinateReader(coordinateBytes, starts.coordinates[i]!);
        for (let id = starts.offices[i]!, k = 0; id < starts.offices[i + 1]!; id++, k++) {
          coordinates.next();
          if (coordinates.latitude !== null) visit(id, pincode, k, coordinates.latitude, coordinates.longitude!);
        }
      }
    },
  };
}
