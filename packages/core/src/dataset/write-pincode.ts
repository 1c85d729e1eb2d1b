import { PINCODE_PATTERN } from '../pincode/lookup.js';
import { buildStates } from '../pincode/normalize-offices.js';
import type { BankInfo, Branch } from '../ifsc/types.js';
import type { PostOffice } from '../pincode/types.js';
import { getOrCreate } from '../util/get-or-create.js';
import { plainSlug } from '../text/slug.js';
import { decodeFixed, encodeDeltas, encodeFixed, encodeVarintGroups, internStrings, joinLines, zigzag } from './columns.js';
import { COORDINATE_SCALE, DATASET_FILES, DATASET_FORMAT_VERSION, type PincodeDataFile } from './format.js';

function toScaled(value: number): number {
  const scaled = Math.round(value * COORDINATE_SCALE);
  if (scaled / COORDINATE_SCALE !== value) throw new Error(`coordinate ${value} has more than 7 decimals`);
  return scaled;
}

function encodeUnits(offices: readonly PostOffice[]) {
  const keys = offices.map((o) => [o.branchType, o.deliveryStatus, o.circle, o.division, o.region, o.district, o.state].join('\n'));
  const tuples = internStrings(keys);
  const strings = internStrings(tuples.table.flatMap((key) => key.split('\n')));
  return { strings: strings.table, units: encodeFixed(strings.ids, Uint16Array, 'the units'), unitOf: encodeFixed(tuples.ids, Uint16Array, 'the unitOf') };
}

/** The offices of each PIN code, in id order; throws unless the offices come in PIN code order. */
function groupByPincode(offices: readonly PostOffice[]): PostOffice[][] {
  const areas: PostOffice[][] = [];
  for (const office of offices) {
    if (!PINCODE_PATTERN.test(office.pincode)) throw new Error(`office ${office.id} has PIN code ${JSON.stringify(office.pincode)}, not six digits`);
    const last = areas[areas.length - 1];
    if (last && last[0]!.pincode === office.pincode) last.push(office);
    else {
      if (last && last[0]!.pincode >= office.pincode) throw new Error(`offices not in PIN code order at ${office.pincode}`);
      areas.push([office]);
    }
  }
  return areas;
}

/** One PIN code's coordinates as the `coordinates` column holds them. */
function areaCoordinates(offices: readonly PostOffice[]): number[] {
  const values: number[] = [];
  let latitude = 0;
  let longitude = 0;
  for (const office of offices) {
    if ((office.latitude === null) !== (office.longitude === null)) throw new Error(`office ${office.id} has only one of latitude and longitude`);
    if (office.latitude === null || office.longitude === null) {
      values.push(0);
      continue;
    }
    const [lat, lon] = [toScaled(office.latitude), toScaled(office.longitude)];
    values.push(1 + zigzag(lat - latitude), zigzag(lon - longitude));
    [latitude, longitude] = [lat, lon];
  }
  return values;
}

function encodeAreas(areas: readonly PostOffice[][]) {
  const coordinates = encodeVarintGroups(areas.map(areaCoordinates));
  const lengths = (starts: number[]) => starts.slice(1).map((end, i) => end - starts[i]!);
  return {
    pincodes: encodeFixed(
      areas.map((area) => Number(area[0]!.pincode)),
      Uint32Array,
      'the pincodes',
    ),
    areaSizes: encodeFixed(
      areas.map((area) => area.length),
      Uint16Array,
      'the areaSizes',
    ),
    names: joinLines(areas.flat().map((o) => o.name)),
    nameLengths: encodeFixed(
      areas.map((area) => area.reduce((sum, o) => sum + o.name.length + 1, 0)),
      Uint16Array,
      'the nameLengths',
    ),
    coordinates: coordinates.bytes,
    coordinateLengths: encodeFixed(lengths(coordinates.starts), Uint16Array, 'the coordinateLengths'),
    // The IFSC side is read after the PIN side: withBranchCounts fills the counts in.
    branchCounts: encodeFixed(new Uint16Array(areas.length), Uint16Array, 'the branchCounts'),
  };
}

/** The offices whose slug the reader cannot make with `plainSlug` from the name alone. */
function encodeSlugs(offices: readonly PostOffice[]) {
  const others = offices.filter((o) => o.slug !== plainSlug(o.name));
  return { slugIds: encodeDeltas(others.map((o) => o.id)), slugs: joinLines(others.map((o) => o.slug)) };
}

/**
 * Encodes offices (in id order, as `normalizePincodeRows` gives them) as the PIN code
 * dataset file. Only the slugs that `plainSlug` does not give are stored.
 *
 * @example
 * const file = writePincodeData(offices, '2025-10-03');
 * readPincodeData(file).areas.get('110001')?.offices.length
 */
export function writePincodeData(offices: readonly PostOffice[], edition: string): PincodeDataFile {
  offices.forEach((office, i) => {
    if (office.id !== i) throw new Error(`office ${office.name} has id ${office.id} at position ${i}`);
  });
  const areas = groupByPincode(offices);
  const areaOf = new Map(areas.map((area, i) => [area[0]!.pincode, i]));
  return {
    format: DATASET_FILES.pincode,
    version: DATASET_FORMAT_VERSION,
    edition,
    offices: offices.length,
    ...encodeAreas(areas),
    ...encodeSlugs(offices),
    ...encodeUnits(offices),
    states: buildStates(offices).map((state) => ({
      name: state.name,
      slug: state.slug,
      pincodeCount: state.pincodeCount,
      districts: state.districts.map((d) => ({
        name: d.name,
        slug: d.slug,
        offices: d.officeCount,
        pincodes: encodeDeltas(d.pincodes.map((pin) => areaOf.get(pin)!)),
      })),
    })),
  };
}

/**
 * The PIN code file with each PIN code's number of bank branches (those whose address
 * gives it; PIN codes the file does not have are left out).
 *
 * @example
 * const file = withBranchCounts(writePincodeData(offices, '2025-10-03'), new Map([['110001', 206]]));
 * readPincodeData(file).areas.get('110001')?.branchCount // 206
 */
export function withBranchCounts(file: PincodeDataFile, counts: ReadonlyMap<string, number>): PincodeDataFile {
  const pins = decodeFixed(file.pincodes, Uint32Array);
  return {
    ...file,
    branchCounts: encodeFixed(
      Array.from(pins, (pin) => counts.get(String(pin)) ?? 0),
      Uint16Array,
      'the branchCounts',
    ),
  };
}

/**
 * Adds to the PIN code file, after the IFSC side is read, each district's banks: the
 * banks with branches placed in it and how many (`banks` of the district, against the
 * file's `bankRefs`), most branches first, then by code. The district page and
 * `/api/v1/district` read them with the PIN side alone.
 *
 * @example
 * const file = withDistrictBanks(pincodeFile, branches, banks);
 * readPincodeData(file).statesByName.get('Delhi')?.districtsByName.get('New Delhi')?.banks[0] // { code: 'SBIN', name: 'State Bank of India', slug: 'state-bank-of-india', branches: … }
 */
export function withDistrictBanks(
  file: PincodeDataFile,
  branches: Iterable<Pick<Branch, 'bankCode' | 'state' | 'district' | 'placedBy'>>,
  banks: readonly Pick<BankInfo, 'code' | 'slug' | 'name'>[],
): PincodeDataFile {
  const counts = new Map<string, Map<string, number>>();
  for (const branch of branches) {
    if (branch.placedBy === 'unplaced' || !branch.state) continue;
    const ofDistrict = getOrCreate(counts, `${branch.state}\n${branch.district}`, () => new Map<string, number>());
    ofDistrict.set(branch.bankCode, (ofDistrict.get(branch.bankCode) ?? 0) + 1);
  }
  const position = new Map(banks.map((bank, i) => [bank.code, i]));
  const pairs = (state: string, district: string) =>
    [...(counts.get(`${state}\n${district}`) ?? [])]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([code, n]) => `${position.get(code)} ${n}`)
      .join(' ');
  return {
    ...file,
    bankRefs: banks.map((bank) => `${bank.code}\t${bank.slug}\t${bank.name}`),
    states: file.states.map((state) => ({ ...state, districts: state.districts.map((d) => ({ ...d, banks: pairs(state.name, d.name) })) })),
  };
}
