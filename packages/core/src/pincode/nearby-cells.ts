import type { ApiResponse } from '../api-response.js';
import { roundKm, type NearbyQuery, type NearbyPostOffice, type V1Nearby } from './geo.js';
import { getOrCreate } from '../util/get-or-create.js';
import { EARTH_RADIUS_KM, greatCircleKm, toRadians } from './nearest.js';
import { type Found, nearestFound } from './nearest-found.js';
import type { PincodeDataset } from './types.js';
import type { V1PostOffice } from './v1-response.js';

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
 * The cells that hold offices, as one grid the handler reads at every nearby request:
 * rows from `south` and columns from `west` (in cells from the equator and the
 * meridian), one bit per cell, row after row, four to a hexadecimal digit (the lowest
 * bit first): the list of the cells' names is several times the bytes, and costs a
 * fresh isolate a string per name.
 */
export interface NearbyGridFile {
  cell_degrees: number;
  south: number;
  west: number;
  rows: number;
  columns: number;
  cells: string;
}

/**
 * The grid file of these cells' names.
 *
 * @example
 * nearbyGridFile(['285_770', '285_775']) // { cell_degrees: 0.5, south: 57, west: 154, rows: 1, columns: 2, cells: '3' }
 */
export function nearbyGridFile(names: Iterable<string>): NearbyGridFile {
  const places = Array.from(names, (name) => name.split('_').map((tenths) => Math.round(Number(tenths) / 10 / NEARBY_CELL_DEGREES)) as [number, number]);
  const south = Math.min(...places.map(([row]) => row));
  const west = Math.min(...places.map(([, column]) => column));
  const rows = places.length ? Math.max(...places.map(([row]) => row)) - south + 1 : 0;
  const columns = places.length ? Math.max(...places.map(([, column]) => column)) - west + 1 : 0;
  const digits = new Uint8Array(Math.ceil((rows * columns) / 4));
  for (const [row, column] of places) {
    const bit = (row - south) * columns + (column - west);
    digits[bit >> 2]! |= 1 << (bit & 3);
  }
  const cells = Array.from(digits, (digit) => digit.toString(16)).join('');
  return { cell_degrees: NEARBY_CELL_DEGREES, south: places.length ? south : 0, west: places.length ? west : 0, rows, columns, cells };
}

/** The cells that hold offices, by row and column (whole cells from the equator and the meridian). */
export interface NearbyGrid {
  has(row: number, column: number): boolean;
  /** Every cell that holds offices, as `[row, column]`. */
  cells(): Iterable<readonly [number, number]>;
}

/**
 * Reads a {@link NearbyGridFile}: each test reads its cell's digit where it stands.
 *
 * @example
 * nearbyGrid(nearbyGridFile(['285_770'])).has(57, 154) // true
 */
export function nearbyGrid(file: NearbyGridFile): NearbyGrid {
  const { south, west, rows, columns, cells } = file;
  const bitAt = (bit: number) => {
    const code = cells.charCodeAt(bit >> 2);
    return ((code <= 57 ? code - 48 : code - 87) >> (bit & 3)) & 1;
  };
  return {
    has: (row, column) =>
      row >= south && row < south + rows && column >= west && column < west + columns && bitAt((row - south) * columns + (column - west)) === 1,
    *cells() {
      for (let bit = 0; bit < rows * columns; bit++) if (bitAt(bit)) yield [south + Math.floor(bit / columns), west + (bit % columns)];
    },
  };
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

/** Latitudes poleward of which a cell's clamped point is no bound: the nearest way may cross the pole. */
const POLAR = 80;

/**
 * A lower bound of the distance from a point to any point of a cell (the cell's nearest
 * point, less 1 %). Longitudes go round: a cell just east of 180° is beside a point just
 * west of -180°. Near a pole, where the shortest way to a cell may pass over it, the
 * bound is the latitude gap alone (no way between two latitudes is shorter).
 */
function cellBound(row: number, column: number, lat: number, lon: number): number {
  const south = row * NEARBY_CELL_DEGREES;
  const west = column * NEARBY_CELL_DEGREES;
  const nearLat = Math.min(Math.max(lat, south), south + NEARBY_CELL_DEGREES);
  if (Math.abs(lat) >= POLAR || south + NEARBY_CELL_DEGREES >= POLAR || south <= -POLAR) {
    return 0.99 * EARTH_RADIUS_KM * toRadians(Math.abs(lat - nearLat));
  }
  // The point's longitude turned by whole turns to the side of the cell's centre, then clamped to the cell.
  const turned = lon + 360 * Math.round((west + NEARBY_CELL_DEGREES / 2 - lon) / 360);
  const nearLon = Math.min(Math.max(turned, west), west + NEARBY_CELL_DEGREES);
  return 0.99 * greatCircleKm(lat, lon, nearLat, nearLon);
}

/**
 * Cells with their bounds from a point, nearest first. Each bound is rounded down to
 * the metre (still a lower bound) and sorted as a number with the cell's position
 * packed below it: a typed array sorts natively, where a comparator would run once per
 * comparison in a fresh isolate's interpreter.
 */
function* byBound(places: readonly (readonly [number, number])[], lat: number, lon: number): Generator<{ place: readonly [number, number]; bound: number }> {
  const slots = 2 ** Math.ceil(Math.log2(places.length + 1));
  const packed = new Float64Array(places.length);
  for (let i = 0; i < places.length; i++) packed[i] = Math.floor(cellBound(places[i]![0], places[i]![1], lat, lon) * 1000) * slots + i;
  packed.sort();
  for (const value of packed) {
    const i = value % slots;
    yield { place: places[i]!, bound: (value - i) / slots / 1000 };
  }
}

/** Rings of cells around the point's own searched before every other cell is ordered by its bound. */
const RINGS = 12;

/** The cells that hold offices at Chebyshev distance `ring` from a cell, by row and column. */
function ringCells(grid: NearbyGrid, row: number, column: number, ring: number): [number, number][] {
  const found: [number, number][] = [];
  for (let r = row - ring; r <= row + ring; r++) {
    const edge = r === row - ring || r === row + ring;
    for (let c = column - ring; c <= column + ring; c += edge || ring === 0 ? 1 : 2 * ring) if (grid.has(r, c)) found.push([r, c]);
  }
  return found;
}

/**
 * A lower bound (less 1 %) of the distance from a point to any point outside the square
 * of cells `ring` around its own: the latitude gap to the square's north or south side,
 * or the distance to the meridian of its east or west side (the shortest route to any
 * point that far in longitude). `null` when the square reaches a pole or the antimeridian,
 * where cells named by row and column stop being neighbours. A point on its own cell's
 * edge has a bound of 0 from ring 0, which is no reason to leave the rings.
 */
function outsideBound(lat: number, lon: number, row: number, column: number, ring: number): number | null {
  const south = (row - ring) * NEARBY_CELL_DEGREES;
  const north = south + (2 * ring + 1) * NEARBY_CELL_DEGREES;
  const west = (column - ring) * NEARBY_CELL_DEGREES;
  const east = west + (2 * ring + 1) * NEARBY_CELL_DEGREES;
  if (south <= -90 || north >= 90 || west <= -180 || east >= 180) return null;
  const latitudeGap = toRadians(Math.min(lat - south, north - lat));
  const meridian = Math.asin(Math.cos(toRadians(lat)) * Math.sin(toRadians(Math.min(lon - west, east - lon))));
  return 0.99 * EARTH_RADIUS_KM * Math.min(latitudeGap, meridian);
}

/**
 * The `limit` located offices nearest to a point, from the nearby files. The cells
 * around the point's own are read ring by ring, nearest first within a ring, until no
 * office outside the rings read can be nearer; past {@link RINGS} rings (a point far
 * from any office), every other cell is read in order of its distance until none can
 * hold a nearer office. So a point among offices orders a few dozen cells, not all.
 * `grid` holds the cells that hold offices; `readCell` reads one by its name.
 *
 * @example
 * await nearestInCells(nearbyGrid(gridFile), (key) => readJson(`/api/v1/nearby/${key}`), 28.63, 77.21, 10)
 */
export async function nearestInCells(
  grid: NearbyGrid,
  readCell: (key: string) => Promise<readonly CellOffice[]>,
  lat: number,
  lon: number,
  limit: number,
): Promise<Found[]> {
  const { found, beyond, add } = nearestFound(lat, lon, limit);
  const row = Math.floor(lat / NEARBY_CELL_DEGREES);
  const column = Math.floor(lon / NEARBY_CELL_DEGREES);
  /** The cells read, as `row * 4096 + column` (columns lie within ±720). */
  const read = new Set<number>();
  const readInOrder = async (places: readonly (readonly [number, number])[]) => {
    for (const { place, bound } of byBound(places, lat, lon)) {
      if (beyond(bound)) break;
      read.add(place[0] * 4096 + place[1]);
      add(await readCell(cellName(place[0], place[1])));
    }
  };
  for (let ring = 0; ring <= RINGS; ring++) {
    const bound = outsideBound(lat, lon, row, column, ring);
    if (bound === null) break;
    await readInOrder(ringCells(grid, row, column, ring));
    if (beyond(bound)) return found;
  }
  await readInOrder(Array.from(grid.cells()).filter(([r, c]) => !read.has(r * 4096 + c)));
  return found;
}

/**
 * `/api/v1/nearby?lat=&lon=&limit=` from the nearby files: the nearest located offices
 * as `nearest` finds them (in the cells, or in the edge build's tree), each its v1
 * object as `readOffice` reads it, with `distance_km`.
 *
 * @example
 * const nearest = (lat, lon, limit) => nearestInCells(grid, readCell, lat, lon, limit);
 * (await v1NearbyResponse(query, nearest, readOffice)).body.post_offices[0].distance_km
 */
export async function v1NearbyResponse(
  query: NearbyQuery,
  nearest: (lat: number, lon: number, limit: number) => Promise<readonly Found[]>,
  readOffice: (office: CellOffice) => Promise<V1PostOffice>,
): Promise<ApiResponse<V1Nearby>> {
  const found = await nearest(query.lat, query.lon, query.limit);
  const post_offices: NearbyPostOffice[] = [];
  for (const { office, km } of found) post_offices.push({ ...(await readOffice(office)), distance_km: roundKm(km) });
  return { status: 200, body: { status: 'success', latitude: query.lat, longitude: query.lon, count: post_offices.length, post_offices } };
}
