import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { buildOfficeGrid, greatCircleKm, nearestOffices } from './nearest.js';
import type { PincodeDataset, PostOffice } from './types.js';

const random = seededRandom(7);
const between = (low: number, high: number) => low + random() * (high - low);

/** Offices clustered like India's, many at shared spots and latitudes so that ties are decided by id. */
const points: [number, number][] = Array.from({ length: 4000 }, (_, i): [number, number] => {
  if (i % 7 === 0) return [12.5, 77.25 + (i % 5) * 0.01];
  return [Number(between(8, 35).toFixed(3)), Number(between(70, 95).toFixed(3))];
});

/** The two methods the grid asks of a dataset: its located offices, and an office by id. */
const dataset = {
  eachLocated: (visit: (id: number, pincode: string, index: number, latitude: number, longitude: number) => void) => {
    for (const [id, [lat, lon]] of points.entries()) visit(id, String(100000 + id), 0, lat, lon);
  },
  office: (id: number) => ({ pincode: String(100000 + id) }) as PostOffice,
} as unknown as PincodeDataset;
const grid = buildOfficeGrid(dataset);

function bruteForce(lat: number, lon: number, limit: number): string[] {
  return points
    .map(([oLat, oLon], id) => ({ id, km: greatCircleKm(lat, lon, oLat, oLon) }))
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .slice(0, limit)
    .map(({ id, km }) => `${100000 + id} ${km}`);
}

describe('nearestOffices', () => {
  it('equals a brute-force scan (order, ties by id, distances) among the offices, at shared spots and far outside', () => {
    const asked: [number, number][] = [[12.5, 77.27], [12.5, 77.25], ...points.slice(0, 150), [-60, -120], [89.9, 0], [20, 179.9]];
    for (let i = 0; i < 150; i++) asked.push([between(5, 38), between(66, 99)]);
    for (const [lat, lon] of asked) {
      const limit = 1 + Math.floor(random() * 30);
      const found = nearestOffices(grid, lat, lon, limit).map(({ office, km }) => `${office.pincode} ${km}`);
      expect(found, `${lat}, ${lon}, limit ${limit}`).toEqual(bruteForce(lat, lon, limit));
    }
  });

  it('refuses a point that is not on Earth', () => {
    expect(() => nearestOffices(grid, 91, 0, 1)).toThrow(RangeError);
    expect(() => nearestOffices(grid, 0, Number.NaN, 1)).toThrow(RangeError);
  });
});
