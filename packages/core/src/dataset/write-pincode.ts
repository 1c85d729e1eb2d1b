import { buildStates } from '../pincode/normalize-offices.js';
import type { PostOffice } from '../pincode/types.js';
import { plainSlug } from '../text/slug.js';
import { encodeDeltas, encodeUints, internStrings, joinLines } from './columns.js';
import { DATASET_FILES, DATASET_FORMAT_VERSION, type PincodeDataFile } from './format.js';

const SCALE = 1e7;

function toScaled(value: number): number {
  const scaled = Math.round(value * SCALE);
  if (scaled / SCALE !== value) throw new Error(`coordinate ${value} has more than 7 decimals`);
  return scaled;
}

/** Alternating run lengths of `false` and `true`, starting with `false`. */
function runs(flags: readonly boolean[]): number[] {
  const out: number[] = [];
  let current = false;
  let length = 0;
  for (const flag of flags) {
    if (flag === current) length++;
    else {
      out.push(length);
      current = flag;
      length = 1;
    }
  }
  out.push(length);
  return out;
}

function encodeUnits(offices: readonly PostOffice[]) {
  const keys = offices.map((o) => [o.branchType, o.deliveryStatus, o.circle, o.division, o.region, o.district, o.state].join('\n'));
  const tuples = internStrings(keys);
  const strings = internStrings(tuples.table.flatMap((key) => key.split('\n')));
  return { strings: strings.table, units: encodeUints(strings.ids), unitOf: encodeUints(tuples.ids) };
}

function encodeAreas(offices: readonly PostOffice[]) {
  const pins: string[] = [];
  const sizes: number[] = [];
  for (const office of offices) {
    if (pins[pins.length - 1] === office.pincode) sizes[sizes.length - 1]!++;
    else {
      if (pins.length && pins[pins.length - 1]! >= office.pincode) throw new Error(`offices not in PIN code order at ${office.pincode}`);
      pins.push(office.pincode);
      sizes.push(1);
    }
  }
  return { pins, pincodes: pins.join(''), areaSizes: encodeUints(sizes) };
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
 * readPincodeData(file).pincodes.get('110001')?.offices.length
 */
export function writePincodeData(offices: readonly PostOffice[], edition: string): PincodeDataFile {
  offices.forEach((office, i) => {
    if (office.id !== i) throw new Error(`office ${office.name} has id ${office.id} at position ${i}`);
  });
  const { pins, pincodes, areaSizes } = encodeAreas(offices);
  const areaOf = new Map(pins.map((pin, i) => [pin, i]));
  const located = offices.filter((o) => o.latitude !== null && o.longitude !== null);
  return {
    format: DATASET_FILES.pincode,
    version: DATASET_FORMAT_VERSION,
    edition,
    offices: offices.length,
    pincodes,
    areaSizes,
    names: joinLines(offices.map((o) => o.name)),
    ...encodeSlugs(offices),
    ...encodeUnits(offices),
    located: encodeUints(runs(offices.map((o) => o.latitude !== null && o.longitude !== null))),
    latitudes: encodeDeltas(located.map((o) => toScaled(o.latitude!))),
    longitudes: encodeDeltas(located.map((o) => toScaled(o.longitude!))),
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
