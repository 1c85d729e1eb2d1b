import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { type CellOffice, nearbyCellKey, nearestInCells } from './nearby-cells.js';
import { greatCircleKm } from './nearest.js';

const random = seededRandom(20);
const between = (low: number, high: number) => low + random() * (high - low);

/** Offices clustered like India's, plus a few anywhere on Earth: beside the poles and the antimeridian too. */
const offices: CellOffice[] = Array.from({ length: 3000 }, (_, i): CellOffice => {
  const [lat, lon] = i % 10 === 0 ? [between(-90, 90), between(-180, 180)] : [between(8, 35), between(70, 95)];
  return [Number(lat.toFixed(4)), Number(lon.toFixed(4)), String(100000 + Math.floor(i / 3)), i % 3];
});
offices.push([89.95, 179.9, '999001', 0], [89.95, -179.9, '999002', 0], [-89.9, 0, '999003', 0], [0.1, 179.99, '999004', 0], [0.1, -179.99, '999005', 0]);

const cells = new Map<string, CellOffice[]>();
for (const office of offices) {
  const key = nearbyCellKey(office[0], office[1]);
  cells.set(key, [...(cells.get(key) ?? []), office]);
}

/** Every office by distance, ties in PIN code order then office order, as the API orders them. */
function bruteForce(lat: number, lon: number, limit: number): string[] {
  return offices
    .map((office) => ({ office, km: greatCircleKm(lat, lon, office[0], office[1]) }))
    .sort((a, b) => a.km - b.km || (a.office[2] < b.office[2] ? -1 : a.office[2] > b.office[2] ? 1 : a.office[3] - b.office[3]))
    .slice(0, limit)
    .map(({ office, km }) => `${office[2]}/${office[3]} ${km}`);
}

async function nearest(lat: number, lon: number, limit: number): Promise<{ found: string[]; read: number }> {
  let read = 0;
  const found = await nearestInCells(
    new Set(cells.keys()),
    async (key) => {
      read++;
      return cells.get(key) ?? [];
    },
    lat,
    lon,
    limit,
  );
  return { found: found.map(({ office, km }) => `${office[2]}/${office[3]} ${km}`), read };
}

describe('nearestInCells', () => {
  it('equals a brute-force scan at random points among the offices and anywhere on Earth', async () => {
    for (let i = 0; i < 200; i++) {
      const [lat, lon] = i % 2 ? [between(8, 35), between(70, 95)] : [between(-90, 90), between(-180, 180)];
      const limit = 1 + Math.floor(random() * 40);
      expect((await nearest(lat, lon, limit)).found, `${lat}, ${lon}, limit ${limit}`).toEqual(bruteForce(lat, lon, limit));
    }
  });

  it('equals it at the poles, the antimeridian and cell edges', async () => {
    for (const lat of [-90, -89.9, 0, 0.5, 20, 89.5, 89.9, 90])
      for (const lon of [-180, -179.95, 0, 77, 179.5, 179.95, 180])
        for (const limit of [1, 5, 30]) expect((await nearest(lat, lon, limit)).found, `${lat}, ${lon}, ${limit}`).toEqual(bruteForce(lat, lon, limit));
  });

  it('orders only the rings around a point among offices, on a cell edge too', async () => {
    /** Counts walks over every cell: the search falls back to one only for a point far from any office. */
    class CountedSet extends Set<string> {
      walks = 0;
      override [Symbol.iterator]() {
        this.walks++;
        return super[Symbol.iterator]();
      }
    }
    for (const [lat, lon] of [
      [20, 80],
      [20.5, 80.25],
      [20.25, 80.5],
      [20.3, 80.3],
    ] as const) {
      const counted = new CountedSet(cells.keys());
      await nearestInCells(counted, async (key) => cells.get(key) ?? [], lat, lon, 10);
      expect(counted.walks, `${lat}, ${lon}`).toBe(0);
    }
  });

  it('reads only the cells around a point among offices', async () => {
    const { read } = await nearest(20, 80, 10);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(cells.size / 50);
  });
});
