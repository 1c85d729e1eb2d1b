import { createNameIndex } from '../pincode/name-index.js';
import { mostCommon, officeSlugs, buildPincodeState } from '../pincode/normalize-offices.js';
import type { BranchCode, DeliveryStatus } from '../pincode/branch-type.js';
import type { NameIndex, PincodeArea, PincodeDataset, PostOffice, PincodeState } from '../pincode/types.js';
import { decodeDeltas, decodeUints, lineReader } from './columns.js';
import { checkHeader, DATASET_FILES, type PincodeDataFile } from './format.js';

const SCALE = 1e7;
const UNIT_FIELDS = 7;

/** PIN code → area, decoding an area the first time it is asked for. */
class AreaMap implements ReadonlyMap<string, PincodeArea> {
  constructor(
    private readonly index: ReadonlyMap<string, number>,
    private readonly area: (i: number) => PincodeArea,
  ) {}
  get size() {
    return this.index.size;
  }
  get(pin: string) {
    const i = this.index.get(pin);
    return i === undefined ? undefined : this.area(i);
  }
  has(pin: string) {
    return this.index.has(pin);
  }
  *entries(): MapIterator<[string, PincodeArea]> {
    for (const [pin, i] of this.index) yield [pin, this.area(i)];
  }
  keys() {
    return this.index.keys();
  }
  *values(): MapIterator<PincodeArea> {
    for (const i of this.index.values()) yield this.area(i);
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

/** Position of each office in the coordinate columns, -1 for none. */
function coordinateSlots(count: number, runs: Uint32Array): { slots: Int32Array; located: number } {
  const slots = new Int32Array(count).fill(-1);
  let id = 0;
  let slot = 0;
  runs.forEach((length, i) => {
    if (i % 2 === 1) for (let k = 0; k < length; k++) slots[id + k] = slot++;
    id += length;
  });
  if (id !== count) throw new Error(`pincode dataset: coordinate runs cover ${id} offices, expected ${count}`);
  return { slots, located: slot };
}

function readStates(file: PincodeDataFile, pinAt: (i: number) => string): PincodeState[] {
  return file.states.map((state) =>
    buildPincodeState(
      state.name,
      state.slug,
      state.districts.map((d) => ({
        name: d.name,
        slug: d.slug,
        stateSlug: state.slug,
        officeCount: d.offices,
        pincodes: Array.from(decodeDeltas(d.pincodes), pinAt),
      })),
    ),
  );
}

/**
 * Reads the PIN code dataset file (`pincode.json`): the one reader of that format.
 * Only the PIN code list, the states and the columns are read at once; an office is
 * made into an object the first time its PIN code is asked for, and the name indexes
 * the first time a search needs them.
 *
 * @example
 * const pincodes = readPincodeData(JSON.parse(readFileSync('data/pincode.json', 'utf8')));
 * pincodes.pincodes.get('110001')?.offices[0].name // 'Baroda House'
 */
export function readPincodeData(file: PincodeDataFile): PincodeDataset {
  checkHeader(file, DATASET_FILES.pincode);
  const count = file.offices;
  const nameOf = lineReader(file.names, count);
  const areaCount = file.pincodes.length / 6;
  const starts = cumulative(decodeUints(file.areaSizes, areaCount));
  const pinAt = (i: number) => file.pincodes.slice(i * 6, i * 6 + 6);
  const areaIndex = new Map<string, number>();
  for (let i = 0; i < areaCount; i++) areaIndex.set(pinAt(i), i);
  const units = decodeUints(file.units);
  const unitOf = decodeUints(file.unitOf, count);
  const { slots, located } = coordinateSlots(count, decodeUints(file.located));
  const latitudes = decodeDeltas(file.latitudes, located);
  const longitudes = decodeDeltas(file.longitudes, located);
  const field = (id: number, k: number) => file.strings[units[unitOf[id]! * UNIT_FIELDS + k]!]!;
  const areas: (PincodeArea | undefined)[] = new Array(areaCount);

  const decodeArea = (i: number): PincodeArea => {
    const pincode = pinAt(i);
    const names: string[] = [];
    for (let id = starts[i]!; id < starts[i + 1]!; id++) names.push(nameOf(id));
    const slugs = officeSlugs(names);
    const offices: PostOffice[] = [];
    for (let id = starts[i]!; id < starts[i + 1]!; id++) {
      const slot = slots[id]!;
      offices.push({
        id,
        name: names[id - starts[i]!]!,
        slug: slugs[id - starts[i]!]!,
        pincode,
        branchType: field(id, 0) as BranchCode,
        deliveryStatus: field(id, 1) as DeliveryStatus,
        circle: field(id, 2),
        division: field(id, 3),
        region: field(id, 4),
        district: field(id, 5),
        state: field(id, 6),
        latitude: slot < 0 ? null : latitudes[slot]! / SCALE,
        longitude: slot < 0 ? null : longitudes[slot]! / SCALE,
      });
    }
    return {
      pincode,
      offices,
      state: mostCommon(offices.map((o) => o.state)),
      districts: [...new Set(offices.map((o) => o.district).filter(Boolean))].sort(),
    };
  };
  const area = (i: number) => (areas[i] ??= decodeArea(i));
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
    const i = areaOfOffice(id);
    return area(i).offices[id - starts[i]!]!;
  };
  const states = readStates(file, pinAt);
  const namesIndex: NameIndex = createNameIndex(count, nameOf, (id) => pinAt(areaOfOffice(id)));
  return {
    edition: file.edition,
    officeCount: count,
    office,
    pincodes: new AreaMap(areaIndex, area),
    states,
    statesBySlug: new Map(states.map((s) => [s.slug, s])),
    statesByName: new Map(states.map((s) => [s.name, s])),
    names: namesIndex,
  };
}
