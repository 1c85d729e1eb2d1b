import { describe, expect, it } from 'vitest';
import { bruteForceNearest, nearbyOffices } from '../testing/nearby-offices.js';
import { type CellOffice, type NearbyGrid, nearbyCellKey, nearbyGrid, nearbyGridFile, nearestInCells } from './nearby-cells.js';

const { offices, between, random } = nearbyOffices(20);

const cells = new Map<string, CellOffice[]>();
for (const office of offices) {
  const key = nearbyCellKey(office[0], office[1]);
  cells.set(key, [...(cells.get(key) ?? []), office]);
}

const bruteForce = (lat: number, lon: number, limit: number) => bruteForceNearest(offices, lat, lon, limit);

const grid = nearbyGrid(nearbyGridFile(cells.keys()));

/** A cell's row and column from its name (tenths of a degree). */
const place = (name: string) => name.split('_').map((tenths) => Math.round(Number(tenths) / 5)) as [number, number];

describe('nearbyGrid', () => {
  it('holds exactly the cells it was made from, read back from its file', () => {
    const file = JSON.parse(JSON.stringify(nearbyGridFile(cells.keys())));
    const read = nearbyGrid(file);
    expect(new Set(Array.from(read.cells(), ([row, column]) => `${row * 5}_${column * 5}`))).toEqual(new Set(cells.keys()));
    for (const name of cells.keys()) expect(read.has(...place(name)), name).toBe(true);
    for (let i = 0; i < 2000; i++) {
      const [row, column] = [Math.floor(between(-190, 190)), Math.floor(between(-370, 370))];
      expect(read.has(row, column), `${row}, ${column}`).toBe(cells.has(`${row * 5}_${column * 5}`));
    }
  });

  it('is empty for no cells, and one digit for one cell', () => {
    expect(Array.from(nearbyGrid(nearbyGridFile([])).cells())).toEqual([]);
    expect(nearbyGridFile(['285_770'])).toEqual({ cell_degrees: 0.5, south: 57, west: 154, rows: 1, columns: 1, cells: '1' });
  });
});

async function nearest(lat: number, lon: number, limit: number): Promise<{ found: string[]; read: number }> {
  let read = 0;
  const found = await nearestInCells(
    grid,
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
    let walks = 0;
    const counted: NearbyGrid = {
      has: grid.has,
      cells: () => {
        walks++;
        return grid.cells();
      },
    };
    for (const [lat, lon] of [
      [20, 80],
      [20.5, 80.25],
      [20.25, 80.5],
      [20.3, 80.3],
    ] as const) {
      walks = 0;
      await nearestInCells(counted, async (key) => cells.get(key) ?? [], lat, lon, 10);
      expect(walks, `${lat}, ${lon}`).toBe(0);
    }
  });

  it('reads only the cells around a point among offices', async () => {
    const { read } = await nearest(20, 80, 10);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(cells.size / 50);
  });
});
