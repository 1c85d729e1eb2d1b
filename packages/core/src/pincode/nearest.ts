import { getOrCreate } from '../util/get-or-create.js';
import type { PincodeDataset, PostOffice } from './types.js';

/** The Earth's mean radius: kilometres per radian of a great circle. */
export const EARTH_RADIUS_KM = 6371.0088;
const CELL_DEGREES = 0.5;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
/**
 * Kilometres per degree of latitude, a hair under the true figure: no way between two
 * latitudes is shorter than their gap times this, rounding included, so an office whose
 * gap alone exceeds a distance needs no haversine.
 */
const GAP_KM_PER_DEGREE = ((Math.PI * EARTH_RADIUS_KM) / 180) * (1 - 1e-9);

/**
 * The great-circle distance between two points, in kilometres (haversine).
 *
 * @example
 * Math.round(greatCircleKm(28.6139, 77.209, 19.076, 72.8777)) // 1153
 */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** An office with coordinates, as the grid holds it: the office itself is made only when found. */
export interface GridOffice {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
}

/** Offices with coordinates in cells of {@link CELL_DEGREES}, for nearest-office search. */
export interface OfficeGrid {
  readonly minLat: number;
  readonly minLon: number;
  readonly rows: number;
  readonly columns: number;
  /** The offices of each cell, south to north (ties: id order), row by row. */
  readonly cells: readonly (readonly GridOffice[])[];
  /** Makes the office of an id (the dataset's `office`). */
  readonly office: (id: number) => PostOffice;
}

/**
 * Puts every office with coordinates into a grid cell.
 *
 * @example
 * buildOfficeGrid(dataset).cells.length
 */
export function buildOfficeGrid(dataset: PincodeDataset): OfficeGrid {
  const located: GridOffice[] = [];
  // The coordinates column alone: no office is made until a search finds it.
  dataset.eachLocated((id, _pincode, _index, latitude, longitude) => located.push({ id, latitude, longitude }));
  const extent = located.reduce(
    (box, o) => ({
      minLat: Math.min(box.minLat, o.latitude!),
      maxLat: Math.max(box.maxLat, o.latitude!),
      minLon: Math.min(box.minLon, o.longitude!),
      maxLon: Math.max(box.maxLon, o.longitude!),
    }),
    { minLat: 90, maxLat: -90, minLon: 180, maxLon: -180 },
  );
  const minLat = Math.floor(extent.minLat);
  const minLon = Math.floor(extent.minLon);
  const rows = Math.floor((extent.maxLat - minLat) / CELL_DEGREES) + 1;
  const columns = Math.floor((extent.maxLon - minLon) / CELL_DEGREES) + 1;
  const cells: GridOffice[][] = Array.from({ length: rows * columns }, () => []);
  for (const office of located) {
    const row = Math.floor((office.latitude! - minLat) / CELL_DEGREES);
    const column = Math.floor((office.longitude! - minLon) / CELL_DEGREES);
    cells[row * columns + column]!.push(office);
  }
  for (const cell of cells) cell.sort((a, b) => a.latitude - b.latitude || a.id - b.id);
  return { minLat, minLon, rows, columns, cells, office: (id) => dataset.office(id) };
}

/** A lower bound of the distance from a point to any point of a cell (the cell's nearest point, less 1 %). */
function cellBound(grid: OfficeGrid, cell: number, lat: number, lon: number): number {
  const south = grid.minLat + Math.floor(cell / grid.columns) * CELL_DEGREES;
  const west = grid.minLon + (cell % grid.columns) * CELL_DEGREES;
  const nearLat = Math.min(Math.max(lat, south), south + CELL_DEGREES);
  const nearLon = Math.min(Math.max(lon, west), west + CELL_DEGREES);
  return 0.99 * greatCircleKm(lat, lon, nearLat, nearLon);
}

/** The grid's cells that hold an office, by grid: made once per grid. */
const occupied = new WeakMap<OfficeGrid, readonly number[]>();

const occupiedCells = (grid: OfficeGrid): readonly number[] =>
  getOrCreate(occupied, grid, () => grid.cells.flatMap((offices, cell) => (offices.length ? [cell] : [])));

/**
 * An upper bound of the distance of the `limit`-th nearest office: the distance to the
 * farthest corner (plus 1 %) of the smallest square of cells around the point (its own
 * cell, else the 3 × 3 around it, clamped to the grid) that holds `limit` offices;
 * Infinity when neither does.
 */
function windowKm(grid: OfficeGrid, lat: number, lon: number, limit: number): number {
  const row = Math.min(Math.max(Math.floor((lat - grid.minLat) / CELL_DEGREES), 0), grid.rows - 1);
  const column = Math.min(Math.max(Math.floor((lon - grid.minLon) / CELL_DEGREES), 0), grid.columns - 1);
  for (let reach = 0; reach < 2; reach++) {
    const top = Math.max(row - reach, 0);
    const bottom = Math.min(row + reach, grid.rows - 1);
    const left = Math.max(column - reach, 0);
    const right = Math.min(column + reach, grid.columns - 1);
    let held = 0;
    for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) held += grid.cells[r * grid.columns + c]!.length;
    if (held < limit) continue;
    let far = 0;
    for (const cornerLat of [top, bottom + 1])
      for (const cornerLon of [left, right + 1])
        far = Math.max(far, greatCircleKm(lat, lon, grid.minLat + cornerLat * CELL_DEGREES, grid.minLon + cornerLon * CELL_DEGREES));
    return 1.01 * far;
  }
  return Number.POSITIVE_INFINITY;
}

type Found = { office: GridOffice; km: number };

/**
 * Adds a cell's offices nearer than the worst kept to `best`. The cell is ordered by
 * latitude, so it is walked outward from the point's latitude, nearer gap first, and
 * each way stops once the latitude gap alone exceeds the worst kept distance.
 */
function searchCell(offices: readonly GridOffice[], lat: number, lon: number, limit: number, best: Found[]): void {
  let low = 0;
  let high = offices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (offices[middle]!.latitude < lat) low = middle + 1;
    else high = middle;
  }
  let north = low;
  let south = low - 1;
  while (north < offices.length || south >= 0) {
    const northGap = north < offices.length ? offices[north]!.latitude - lat : Number.POSITIVE_INFINITY;
    const southGap = south >= 0 ? lat - offices[south]!.latitude : Number.POSITIVE_INFINITY;
    const office = northGap <= southGap ? offices[north++]! : offices[south--]!;
    const worst = best.length >= limit ? best[best.length - 1]! : undefined;
    if (worst && GAP_KM_PER_DEGREE * Math.min(northGap, southGap) > worst.km) return;
    const km = greatCircleKm(lat, lon, office.latitude, office.longitude);
    // A tie with the last kept office goes to the lower id, as the list is ordered.
    if (worst && (km > worst.km || (km === worst.km && office.id > worst.office.id))) continue;
    best.push({ office, km });
    best.sort((a, b) => a.km - b.km || a.office.id - b.office.id);
    if (best.length > limit) best.pop();
  }
}

/**
 * The `limit` offices nearest to a point, nearest first (ties: lower id), each with
 * its distance in km. Visits grid cells in order of their distance and stops once no
 * unvisited cell can hold a nearer office: a few cells, never every office. Only the
 * cells nearer than the offices around the point ({@link windowKm}) are ordered. A point
 * far outside India gets India's nearest offices.
 *
 * @example
 * nearestOffices(grid, 28.6315, 77.2167, 3)[0].office.pincode // '110001'
 */
export function nearestOffices(grid: OfficeGrid, lat: number, lon: number, limit: number): { office: PostOffice; km: number }[] {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) throw new RangeError(`not a point: ${lat}, ${lon}`);
  const within = windowKm(grid, lat, lon, limit);
  const order: { cell: number; bound: number }[] = [];
  for (const cell of occupiedCells(grid)) {
    // The latitude gap first: it rules out most cells without a haversine.
    const south = grid.minLat + Math.floor(cell / grid.columns) * CELL_DEGREES;
    if (0.99 * GAP_KM_PER_DEGREE * Math.max(south - lat, lat - south - CELL_DEGREES) > within) continue;
    const bound = cellBound(grid, cell, lat, lon);
    if (bound <= within) order.push({ cell, bound });
  }
  order.sort((a, b) => a.bound - b.bound);
  const best: Found[] = [];
  for (const { cell, bound } of order) {
    if (best.length >= limit && best[best.length - 1]!.km < bound) break;
    searchCell(grid.cells[cell]!, lat, lon, limit, best);
  }
  return best.map(({ office, km }) => ({ office: grid.office(office.id), km }));
}
