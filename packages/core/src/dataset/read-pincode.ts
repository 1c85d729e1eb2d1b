import { createNameIndex } from '../pincode/name-index.js';
import { mostCommon, buildPincodeState } from '../pincode/normalize-offices.js';
import type { DistrictBank, NameIndex, PincodeArea, PincodeDataset, PincodeDistrict, PostOffice, PincodeState } from '../pincode/types.js';
import { decodeDeltas, decodeFixed } from './columns.js';
import { checkHeader, DATASET_FILES, DATASET_FORMAT_VERSION, type PincodeDataFile } from './format.js';
import { readPincodeAreas } from './pincode-areas.js';

/**
 * The position of a PIN code in the ascending list of PIN codes (as numbers), -1 for
 * none: a binary search, so that the reader builds no map of all PIN codes.
 */
function pinIndex(numbers: Uint32Array, pin: string): number {
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
    private readonly numbers: Uint32Array,
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
  #bankAt: (i: number) => Omit<DistrictBank, 'branches'>;
  #banks: DistrictBank[] | undefined;
  constructor(
    stored: StoredDistrict,
    readonly stateSlug: string,
    pinAt: (i: number) => string,
    bankAt: (i: number) => Omit<DistrictBank, 'branches'>,
  ) {
    this.name = stored.name;
    this.slug = stored.slug;
    this.officeCount = stored.offices;
    this.#stored = stored;
    this.#pinAt = pinAt;
    this.#bankAt = bankAt;
  }
  get pincodes(): readonly string[] {
    this.#pincodes ??= Array.from(decodeDeltas(this.#stored.pincodes), this.#pinAt);
    return this.#pincodes;
  }
  get banks(): readonly DistrictBank[] {
    this.#banks ??= readDistrictBanks(this.#stored.banks ?? '', this.#bankAt);
    return this.#banks;
  }
}

/** A district's `banks` pairs, read against the file's bank list. */
function readDistrictBanks(pairs: string, bankAt: (i: number) => Omit<DistrictBank, 'branches'>): DistrictBank[] {
  if (!pairs) return [];
  const numbers = pairs.split(' ').map(Number);
  const banks: DistrictBank[] = [];
  for (let k = 0; k + 1 < numbers.length; k += 2) banks.push({ ...bankAt(numbers[k]!), branches: numbers[k + 1]! });
  return banks;
}

/** The file's bank list, each entry split the first time it is read. */
function bankRefs(file: PincodeDataFile): (i: number) => Omit<DistrictBank, 'branches'> {
  const made = new Map<number, Omit<DistrictBank, 'branches'>>();
  return (i) => {
    let bank = made.get(i);
    if (!bank) {
      const entry = file.bankRefs?.[i];
      if (entry === undefined) throw new Error(`pincode dataset: a district names bank ${i}, which the file does not list`);
      const [code, slug, name] = entry.split('\t') as [string, string, string];
      bank = { code, slug, name };
      made.set(i, bank);
    }
    return bank;
  };
}

function readStates(file: PincodeDataFile, pinAt: (i: number) => string): PincodeState[] {
  const bankAt = bankRefs(file);
  return file.states.map((state) =>
    buildPincodeState(
      state.name,
      state.slug,
      state.districts.map((d) => new LazyDistrict(d, state.slug, pinAt, bankAt)),
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

/** The columns the reader turns into typed arrays at once, and no longer reads as text. */
const DECODED_COLUMNS = [
  'pincodes',
  'areaSizes',
  'nameLengths',
  'units',
  'unitOf',
  'coordinates',
  'coordinateLengths',
  'slugIds',
  'slugs',
  'branchCounts',
] as const;

/**
 * Where a file object keeps the dataset read from it. Both entries of the package may
 * read the one JSON module, from separate bundles (the CommonJS build has no shared
 * chunk), so the key is a global symbol rather than a map inside one bundle.
 */
const DATASET_READ = Symbol.for(`india-pincode-ifsc/pincode-dataset@${DATASET_FORMAT_VERSION}`);

type ReadFile = PincodeDataFile & { [DATASET_READ]?: PincodeDataset };

function readOnce(file: ReadFile): PincodeDataset {
  const kept = file[DATASET_READ];
  if (kept) return kept;
  checkHeader(file, DATASET_FILES.pincode);
  const released = DECODED_COLUMNS.filter((column) => typeof file[column] !== 'string');
  if (released.length > 0) throw new Error(`pincode dataset: no ${released.join(', ')} column (released by another reader, or not a complete file)`);
  const dataset = readColumns(file);
  Object.defineProperty(file, DATASET_READ, { value: dataset });
  return dataset;
}

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
 * pincodes.areas.get('110001')?.offices[0].name // 'Baroda House'
 */
export function readPincodeData(file: PincodeDataFile, options: { release?: boolean } = {}): PincodeDataset {
  const dataset = readOnce(file);
  if (options.release) for (const column of DECODED_COLUMNS) delete (file as Partial<PincodeDataFile>)[column];
  return dataset;
}

function readColumns(file: PincodeDataFile): PincodeDataset {
  const areas = readPincodeAreas(file);
  const pinAt = (i: number) => String(areas.numbers[i]);
  const branchCounts = decodeFixed(file.branchCounts, Uint16Array, areas.numbers.length);
  // Not cached: making a PIN code's offices again costs little, and whoever asks (the
  // /pincode entry, the site generator) keeps the answers it builds from them.
  const area = (i: number): PincodeArea => {
    const offices = areas.offices(i);
    return { pincode: pinAt(i), offices, state: mostCommon(offices.map((o) => o.state)), districts: areaDistricts(offices), branchCount: branchCounts[i]! };
  };
  const office = (id: number): PostOffice => {
    if (!(Number.isInteger(id) && id >= 0 && id < file.offices)) throw new RangeError(`no office with id ${id}`);
    return areas.office(id);
  };
  const states = readStates(file, pinAt);
  const names: NameIndex = createNameIndex(file.offices, areas.nameOf, (id) => pinAt(areas.areaOf(id)));
  return {
    edition: file.edition,
    officeCount: file.offices,
    office,
    eachLocated: areas.eachLocated,
    areas: new AreaMap(areas.numbers, pinAt, area),
    states,
    statesBySlug: new Map(states.map((s) => [s.slug, s])),
    statesByName: new Map(states.map((s) => [s.name, s])),
    names,
  };
}
