import type { CellOffice } from './nearby-cells.js';
import { EARTH_RADIUS_KM, greatCircleKm, toRadians } from './nearest.js';

/** A located office found near a point, with its great-circle distance. */
export interface Found {
  readonly office: CellOffice;
  readonly km: number;
}

/** Nearest first; ties in PIN code order, then the PIN code's office order (the offices' id order). */
const closer = (a: Found, b: Found) => a.km - b.km || (a.office[2] < b.office[2] ? -1 : a.office[2] > b.office[2] ? 1 : a.office[3] - b.office[3]);

/** The nearest offices to a point among those added so far, as the nearby files' searches keep them. */
export interface NearestFound {
  /** The nearest so far, nearest first (at most `limit`). */
  readonly found: Found[];
  /** Whether an office `km` away or more can no longer be among the nearest. */
  beyond(km: number): boolean;
  /** Adds offices, keeping the nearest. */
  add(offices: readonly CellOffice[]): void;
}

/**
 * The `limit` nearest to a point of the offices added, in the API's order.
 *
 * @example
 * const nearest = nearestFound(28.63, 77.21, 2);
 * nearest.add([[28.6, 77.2, '110001', 0], [19.1, 72.9, '400001', 0], [28.7, 77.1, '110006', 0]]);
 * nearest.found.map(({ office }) => office[2]) // ['110001', '110006']
 */
export function nearestFound(lat: number, lon: number, limit: number): NearestFound {
  const found: Found[] = [];
  const beyond = (km: number) => found.length >= limit && found[found.length - 1]!.km < km;
  const add = (offices: readonly CellOffice[]) => {
    for (const office of offices) {
      // The latitude alone bounds the distance (less 1 %): most offices are passed over without trigonometry.
      if (beyond(0.99 * EARTH_RADIUS_KM * toRadians(Math.abs(office[0] - lat)))) continue;
      const candidate = { office, km: greatCircleKm(lat, lon, office[0], office[1]) };
      let at = found.length;
      while (at > 0 && closer(candidate, found[at - 1]!) < 0) at--;
      if (at < limit) found.splice(at, 0, candidate);
      if (found.length > limit) found.pop();
    }
  };
  return { found, beyond, add };
}
