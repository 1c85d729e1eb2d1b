import type { ApiResponse } from '../api-response.js';
import { roundKm, type NearbyQuery, type NearbyPostOffice, type V1Nearby } from './geo.js';
import { getOrCreate } from '../util/get-or-create.js';
import { greatCircleKm } from './nearest.js';
import type { PincodeDataset } from './types.js';
import type { V1Pincode } from './v1-response.js';

/** Cells of the nearby files are this many degrees on a side, aligned on whole multiples. */
export const NEARBY_CELL_DEGREES = 0.5;

/** A located office in a cell file: latitude, longitude, PIN code and its place in the PIN code's `post_offices`. */
export type CellOffice = readonly [latitude: number, longitude: number, pincode: string, index: number];

/** A nearby cell file: the located offices whose point lies in the cell, in PIN code order. */
export interface NearbyCellFile {
  cell: string;
  offices: CellOffice[];
}

/** The nearby index file: each cell that holds offices, with how many. */
export interface NearbyIndexFile {
  cell_degrees: number;
  cells: Record<string, number>;
}

/**
 * The cell a point lies in, named by its south-west corner in tenths of a degree
 * (no dot in the name: hosts would take what follows one for a file type).
 *
 * @example
 * nearbyCellKey(28.63, 77.21) // '285_770'
 */
export function nearbyCellKey(lat: number, lon: number): string {
  return cellName(Math.floor(lat / NEARBY_CELL_DEGREES), Math.floor(lon / NEARBY_CELL_DEGREES));
}

/** A cell's name from its row and column (whole cells from the equator and the meridian). */
const cellName = (row: number, column: number) => `${Math.round(row * NEARBY_CELL_DEGREES * 10)}_${Math.round(column * NEARBY_CELL_DEGREES * 10)}`;

/**
 * Every located office in its cell (PIN code order within a cell): the contents of the
 * nearby cell files, which the handler searches and static hosts serve.
 *
 * @example
 * nearbyCells(dataset).get('285_770')?.length
 */
export function nearbyCells(dataset: PincodeDataset): Map<string, CellOffice[]> {
  // Grouped by a number first: a name is made once per cell, not once per office.
  const byNumber = new Map<number, CellOffice[]>();
  dataset.eachLocated((_id, pincode, index, latitude, longitude) => {
    const cell = Math.floor(latitude / NEARBY_CELL_DEGREES) * 1000 + Math.floor(longitude / NEARBY_CELL_DEGREES);
    getOrCreate(byNumber, cell, (): CellOffice[] => []).push([latitude, longitude, pincode, index]);
  });
  const cells = new Map<string, CellOffice[]>();
  for (const [cell, offices] of byNumber) {
    const row = Math.floor(cell / 1000);
    cells.set(cellName(row, cell - row * 1000), offices);
  }
  return cells;
}

/** A lower bound of the distance from a point to any point of a cell (the cell's nearest point, less 1 %). */
function cellBound(key: string, lat: number, lon: number): number {
  const [south, west] = key.split('_').map((tenths) => Number(tenths) / 10) as [number, number];
  const nearLat = Math.min(Math.max(lat, south), south + NEARBY_CELL_DEGREES);
  const nearLon = Math.min(Math.max(lon, west), west + NEARBY_CELL_DEGREES);
  return 0.99 * greatCircleKm(lat, lon, nearLat, nearLon);
}

type Found = { office: CellOffice; km: number };
/** Nearest first; ties in PIN code order, then the PIN code's office order (the offices' id order). */
const closer = (a: Found, b: Found) => a.km - b.km || (a.office[2] < b.office[2] ? -1 : a.office[2] > b.office[2] ? 1 : a.office[3] - b.office[3]);

/**
 * The `limit` located offices nearest to a point, from the nearby files: cells are read
 * in order of their distance until no unread cell can hold a nearer office.
 *
 * @example
 * await nearestInCells(index, (key) => readJson(`/api/v1/nearby/${key}`), 28.63, 77.21, 10)
 */
export async function nearestInCells(
  index: NearbyIndexFile,
  readCell: (key: string) => Promise<readonly CellOffice[]>,
  lat: number,
  lon: number,
  limit: number,
): Promise<Found[]> {
  const order = Object.keys(index.cells)
    .map((key) => ({ key, bound: cellBound(key, lat, lon) }))
    .sort((a, b) => a.bound - b.bound);
  const best: Found[] = [];
  for (const { key, bound } of order) {
    if (best.length >= limit && best[best.length - 1]!.km < bound) break;
    for (const office of await readCell(key)) {
      const found = { office, km: greatCircleKm(lat, lon, office[0], office[1]) };
      if (best.length >= limit && closer(found, best[best.length - 1]!) >= 0) continue;
      best.push(found);
      best.sort(closer);
      if (best.length > limit) best.pop();
    }
  }
  return best;
}

/**
 * `/api/v1/nearby?lat=&lon=&limit=` from the nearby files and the PIN code answers:
 * the nearest located offices, each its v1 object with `distance_km`.
 *
 * @example
 * (await v1NearbyResponse(query, index, readCell, readPincode)).body.post_offices[0].distance_km
 */
export async function v1NearbyResponse(
  query: NearbyQuery,
  index: NearbyIndexFile,
  readCell: (key: string) => Promise<readonly CellOffice[]>,
  readPincode: (pin: string) => Promise<V1Pincode>,
): Promise<ApiResponse<V1Nearby>> {
  const found = await nearestInCells(index, readCell, query.lat, query.lon, query.limit);
  const post_offices: NearbyPostOffice[] = [];
  for (const { office, km } of found) {
    const area = await readPincode(office[2]);
    post_offices.push({ ...area.post_offices[office[3]]!, distance_km: roundKm(km) });
  }
  return { status: 200, body: { status: 'success', latitude: query.lat, longitude: query.lon, count: post_offices.length, post_offices } };
}
