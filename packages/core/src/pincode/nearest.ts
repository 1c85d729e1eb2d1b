import { getOrCreate } from '../util/get-or-create.js';
import type { PincodeDataset, PostOffice } from './types.js';

/** The Earth's mean radius: kilometres per radian of a great circle. */
export const EARTH_RADIUS_KM = 6371.0088;
const CELL_DEGREES = 0.5;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

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
  /** The offices of each cell in id order, row by row. */
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
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size - 1);
  const row = clamp(Math.floor((lat - grid.minLat) / CELL_DEGREES), grid.rows);
  const column = clamp(Math.floor((lon - grid.minLon) / CELL_DEGREES), grid.columns);
  for (const reach of [0, 1]) {
    const [top, bottom] = [Math.max(row - reach, 0), Math.min(row + reach, grid.rows - 1)];
    const [left, right] = [Math.max(column - reach, 0), Math.min(column + reach, grid.columns - 1)];
    let held = 0;
    for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) held += grid.cells[r * grid.columns + c]!.length;
    if (held < limit) continue;
    const lats = [grid.minLat + top * CELL_DEGREES, grid.minLat + (bottom + 1) * CELL_DEGREES];
    const lons = [grid.minLon + left * CELL_DEGREES, grid.minLon + (right + 1) * CELL_DEGREES];
    return 1.01 * Math.max(...lats.flatMap((cornerLat) => lons.map((cornerLon) => greatCircleKm(lat, lon, cornerLat, cornerLon))));
  }
  return Number.POSITIVE_INFINITY;
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
    const bound = cellBound(grid, cell, lat, lon);
    if (bound <= within) order.push({ cell, bound });
  }
  order.sort((a, b) => a.bound - b.bound);
  const best: { office: GridOffice; km: number }[] = [];
  for (const { cell, bound } of order) {
    if (best.length >= limit && best[best.length - 1]!.km < bound) break;
    for (const office of grid.cells[cell]!) {
      const km = greatCircleKm(lat, lon, office.latitude, office.longitude);
      const worst = best[best.length - 1];
      // A tie with the last kept office goes to the lower id, as the sort below orders them.
      if (best.length >= limit && (km > worst!.km || (km === worst!.km && office.id > worst!.office.id))) continue;
      best.push({ office, km });
      best.sort((a, b) => a.km - b.km || a.office.id - b.office.id);
      if (best.length > limit) best.pop();
    }
  }
  return best.map(({ office, km }) => ({ office: grid.office(office.id), km }));
}
