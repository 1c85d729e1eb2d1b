import { createNameIndex } from '../pincode/name-index.js';
import { mostCommon, buildPincodeState } from '../pincode/normalize-offices.js';
import type { BranchCode, DeliveryStatus } from '../pincode/branch-type.js';
import type { NameIndex, PincodeArea, PincodeDataset, PincodeDistrict, PostOffice, PincodeState } from '../pincode/types.js';
import { plainSlug } from '../text/slug.js';
import { decodeDeltas, decodeUints, lineReader, splitLines } from './columns.js';
import { checkHeader, DATASET_FILES, type PincodeDataFile } from './format.js';

const SCALE = 1e7;
const UNIT_FIELDS = 7;
/** No coordinate: outside the range of any longitude in 1e-7 degrees. */
const NONE = -0x80000000;

/**
 * The position of a PIN code in the ascending list of PIN codes (as numbers), -1 for
 * none: a binary search, so that the reader builds no map of all PIN codes.
 */
function pinIndex(numbers: Int32Array, pin: string): number {
  if (pin.length !== 6) return -1;
  let n = 0;
  for (let k = 0; k < 6; k++) {
    const digit = pin.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  let low = 0;
  let high = numbers.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = numbers[mid]!;
    if (at === n) return mid;
    if (at < n) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** PIN code → area, decoding an area the first time it is asked for. */
class AreaMap implements ReadonlyMap<string, PincodeArea> {
  constructor(
    private readonly numbers: Int32Array,
    private readonly pinAt: (i: number) => string,
    private readonly area: (i: number) => PincodeArea,
  ) {}
  get size() {
    return this.numbers.length;
  }
  get(pin: string) {
    const i = pinIndex(this.numbers, pin);
    return i < 0 ? undefined : this.area(i);
  }
  has(pin: string) {
    return pinIndex(this.numbers, pin) >= 0;
  }
  *entries(): MapIterator<[string, PincodeArea]> {
    for (let i = 0; i < this.numbers.length; i++) yield [this.pinAt(i), this.area(i)];
  }
  *keys(): MapIterator<string> {
    for (let i = 0; i < this.numbers.length; i++) yield this.pinAt(i);
  }
  *values(): MapIterator<PincodeArea> {
    for (let i = 0; i < this.numbers.length; i++) yield this.area(i);
  }
  forEach(callback: (value: PincodeArea, key: string, map: ReadonlyMap<string, PincodeArea>) => void) {
    for (const [pin, area] of this.entries()) callback(area, pin, this);
  }
  [Symbol.iterator]() {
    return this.entries();
  }
}

function cumulative(sizes: Uint32Array): Uint32Array {
  const starts = new Uint32Array(sizes.length + 1);
  for (let i = 0; i < sizes.length; i++) starts[i + 1] = starts[i]! + sizes[i]!;
  return starts;
}

function pinNumbers(pincodes: string): Int32Array {
  const numbers = new Int32Array(pincodes.length / 6);
  for (let i = 0; i < numbers.length; i++) {
    let n = 0;
    for (let k = i * 6; k < i * 6 + 6; k++) n = n * 10 + pincodes.charCodeAt(k) - 48;
    if (i > 0 && n <= numbers[i - 1]!) throw new Error(`pincode dataset: PIN codes not ascending at ${pincodes.slice(i * 6, i * 6 + 6)}`);
    numbers[i] = n;
  }
  return numbers;
}

/**
 * Moves the values of the located offices, packed at the start of `column`, to their
 * offices' positions, {@link NONE} elsewhere. From the end backwards, so that a value
 * never overwrites one still to move, and no second array is made.
 */
function spreadLocated(column: Int32Array, runs: Uint32Array, located: number): void {
  let id = column.length;
  let slot = located;
  for (let r = runs.length - 1; r >= 0; r--) {
    const length = runs[r]!;
    if (r % 2 === 1) {
      for (let k = 0; k < length; k++) column[--id] = column[--slot]!;
    } else {
      column.fill(NONE, id - length, id);
      id -= length;
    }
  }
}

/** Each office's latitude and longitude in 1e-7 degrees, {@link NONE} for none. */
function readCoordinates(file: PincodeDataFile): { latitudes: Int32Array; longitudes: Int32Array } {
  const runs = decodeUints(file.located);
  let covered = 0;
  let located = 0;
  runs.forEach((length, r) => {
    covered += length;
    if (r % 2 === 1) located += length;
  });
  if (covered !== file.offices) throw new Error(`pincode dataset: coordinate runs cover ${covered} offices, expected ${file.offices}`);
  const columns = [file.latitudes, file.longitudes].map((text) => {
    const column = new Int32Array(file.offices);
    decodeDeltas(text, located, column.subarray(0, located));
    spreadLocated(column, runs, located);
    return column;
  });
  return { latitudes: columns[0]!, longitudes: columns[1]! };
}

/** The slugs `plainSlug` does not give, by office id. */
function readSlugs(file: PincodeDataFile): Map<number, string> {
  const ids = decodeDeltas(file.slugIds);
  const slugs = splitLines(file.slugs, ids.length);
  return new Map(Array.from(ids, (id, i) => [id, slugs[i]!]));
}

type StoredDistrict = PincodeDataFile['states'][number]['districts'][number];

/**
 * A district whose PIN code list is decoded the first time it is read. A class, not
 * an object literal with a getter: V8 keeps such literals in slow dictionary mode.
 */
class LazyDistrict implements PincodeDistrict {
  readonly name: string;
  readonly slug: string;
  readonly officeCount: number;
  #stored: StoredDistrict;
  #pinAt: (i: number) => string;
  #pincodes: string[] | undefined;
  constructor(
    stored: StoredDistrict,
    readonly stateSlug: string,
    pinAt: (i: number) => string,
  ) {
    this.name = stored.name;
    this.slug = stored.slug;
    this.officeCount = stored.offices;
    this.#stored = stored;
    this.#pinAt = pinAt;
  }
  get pincodes(): readonly string[] {
    this.#pincodes ??= Array.from(decodeDeltas(this.#stored.pincodes), this.#pinAt);
    return this.#pincodes;
  }
}

function readStates(file: PincodeDataFile, pinAt: (i: number) => string): PincodeState[] {
  return file.states.map((state) =>
    buildPincodeState(
      state.name,
      state.slug,
      state.districts.map((d) => new LazyDistrict(d, state.slug, pinAt)),
      state.pincodeCount,
    ),
  );
}

/** The districts of an area's offices, each once, sorted. */
function areaDistricts(offices: readonly PostOffice[]): string[] {
  const districts: string[] = [];
  for (const office of offices) if (office.district && !districts.includes(office.district)) districts.push(office.district);
  return districts.sort();
}

/** Makes one office from the columns: the reader's per-lookup work. */
function officeDecoder(file: PincodeDataFile, nameOf: (id: number) => string): (id: number, pincode: string) => PostOffice {
  const otherSlugs = readSlugs(file);
  const units = decodeUints(file.units);
  // Office → unit is the largest integer column: 16 bits a value whenever they suffice.
  const unitOf = decodeUints(file.unitOf, file.offices, units.length / UNIT_FIELDS <= 0x10000 ? new Uint16Array(file.offices) : undefined);
  const { latitudes, longitudes } = readCoordinates(file);
  const text = file.strings;
  return (id, pincode) => {
    const name = nameOf(id);
    const unit = unitOf[id]! * UNIT_FIELDS;
    const latitude = latitudes[id]!;
    const longitude = longitudes[id]!;
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
      latitude: latitude === NONE ? null : latitude / SCALE,
      longitude: longitude === NONE ? null : longitude / SCALE,
    };
  };
}

/** The columns the reader turns into typed arrays at once, and no longer reads as text. */
const DECODED_COLUMNS = ['areaSizes', 'units', 'unitOf', 'located', 'latitudes', 'longitudes', 'slugIds', 'slugs'] as const;

/** The dataset read from each file object: both entries may read the one JSON module. */
const datasetsRead = new WeakMap<PincodeDataFile, PincodeDataset>();

/**
 * Reads the PIN code dataset file (`pincode.json`): the one reader of that format.
 * Loading decodes only the integer columns and the states; a PIN code's offices are
 * made into objects each time it is asked for, a district's PIN code list the first
 * time it is read, and the name indexes the first time a search needs them.
 *
 * `release: true` deletes the columns it has decoded from `file`, for a caller that
 * cannot drop the file object itself (a JSON module is kept for the life of the
 * process) and so would hold those columns twice. Reading the same file object again
 * gives the same dataset, so a released file still reads.
 *
 * @example
 * const pincodes = readPincodeData(JSON.parse(readFileSync('data/pincode.json', 'utf8')));
 * pincodes.pincodes.get('110001')?.offices[0].name // 'Baroda House'
 */
export function readPincodeData(file: PincodeDataFile, options: { release?: boolean } = {}): PincodeDataset {
  let dataset = datasetsRead.get(file);
  if (!dataset) {
    checkHeader(file, DATASET_FILES.pincode);
    dataset = readColumns(file);
    datasetsRead.set(file, dataset);
  }
  if (options.release) for (const column of DECODED_COLUMNS) delete (file as Partial<PincodeDataFile>)[column];
  return dataset;
}

function readColumns(file: PincodeDataFile): PincodeDataset {
  const count = file.offices;
  const numbers = pinNumbers(file.pincodes);
  const areaCount = numbers.length;
  const starts = cumulative(decodeUints(file.areaSizes, areaCount));
  if (starts[areaCount] !== count) throw new Error(`pincode dataset: PIN codes hold ${starts[areaCount]} offices, expected ${count}`);
  const pinAt = (i: number) => file.pincodes.slice(i * 6, i * 6 + 6);
  const nameOf = lineReader(file.names, count);
  const decodeOffice = officeDecoder(file, nameOf);
  // Not cached: making a PIN code's offices again costs little, and whoever asks (the
  // /pincode entry, the site generator) keeps the answers it builds from them.
  const area = (i: number): PincodeArea => {
    const pincode = pinAt(i);
    const offices: PostOffice[] = [];
    for (let id = starts[i]!; id < starts[i + 1]!; id++) offices.push(decodeOffice(id, pincode));
    return { pincode, offices, state: mostCommon(offices.map((o) => o.state)), districts: areaDistricts(offices) };
  };
  const areaOfOffice = (id: number) => {
    let low = 0;
    let high = areaCount - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (starts[mid]! <= id) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const office = (id: number): PostOffice => {
    if (!(id >= 0 && id < count)) throw new RangeError(`no office with id ${id}`);
    return decodeOffice(id, pinAt(areaOfOffice(id)));
  };
  const states = readStates(file, pinAt);
  const names: NameIndex = createNameIndex(count, nameOf, (id) => pinAt(areaOfOffice(id)));
  return {
    edition: file.edition,
    officeCount: count,
    office,
    pincodes: new AreaMap(numbers, pinAt, area),
    states,
    statesBySlug: new Map(states.map((s) => [s.slug, s])),
    statesByName: new Map(states.map((s) => [s.name, s])),
    names,
  };
}
