import { describe, expect, it } from 'vitest';
import { bruteForceNearest, nearbyOffices } from '../testing/nearby-offices.js';
import type { CellOffice } from './nearby-cells.js';
import { NEARBY_LEAF_OFFICES, nearbyLeafReader, nearbyLeafText, nearbyTree, nearbyTreeLayout, nearestInTree } from './nearby-tree.js';
import type { V1PostOffice } from './v1-response.js';

const { offices, between, random } = nearbyOffices(22);
const located = (list: readonly CellOffice[]) => ({
  eachLocated: (visit: (id: number, pincode: string, index: number, latitude: number, longitude: number) => void) =>
    list.forEach(([lat, lon, pin, at], id) => {
      visit(id, pin, at, lat, lon);
    }),
});
const { file, leaves } = nearbyTreeLayout(located(offices));
const tree = nearbyTree(JSON.parse(JSON.stringify(file)), 'tree.json');

async function nearest(lat: number, lon: number, limit: number): Promise<{ found: string[]; read: number }> {
  let read = 0;
  const readLeaf = async (leaf: number) => {
    read++;
    return leaves[leaf]!;
  };
  const found = await nearestInTree(tree, readLeaf, lat, lon, limit);
  return { found: found.map(({ office, km }) => `${office[2]}/${office[3]} ${km}`), read };
}

describe('nearbyTreeLayout', () => {
  it('puts every office in one leaf of at most the leaf size, inside the boxes of its leaf and their parents', () => {
    expect(leaves).toHaveLength(2 ** file.depth);
    expect(leaves.flat().sort()).toEqual([...offices].sort());
    for (const [n, leaf] of leaves.entries()) {
      expect(leaf.length).toBeLessThanOrEqual(NEARBY_LEAF_OFFICES);
      for (let node = 2 ** file.depth + n; node >= 1; node >>= 1) {
        const [south, west, north, east] = tree.box(node);
        for (const [lat, lon] of leaf) expect(lat >= south && lat <= north && lon >= west && lon <= east, `${lat}, ${lon} in node ${node}`).toBe(true);
      }
    }
  });

  it('is one leaf for a few offices, and for none', () => {
    expect(nearbyTreeLayout(located(offices.slice(0, 3))).file.depth).toBe(0);
    const empty = nearbyTreeLayout(located([]));
    expect(empty.leaves).toEqual([[]]);
  });

  it('refuses a file of another format, naming it', () => {
    expect(() => nearbyTree({ ...file, version: 0 }, '/tree.json')).toThrow(/\/tree\.json: not a nearby tree of version 1/);
    expect(() => nearbyTree(null, '/tree.json')).toThrow(/\/tree\.json/);
  });
});

describe('nearestInTree', () => {
  it('equals a brute-force scan at random points among the offices and anywhere on Earth', async () => {
    for (let i = 0; i < 300; i++) {
      const [lat, lon] = i % 2 ? [between(8, 35), between(70, 95)] : [between(-90, 90), between(-180, 180)];
      const limit = 1 + Math.floor(random() * 100);
      expect((await nearest(lat, lon, limit)).found, `${lat}, ${lon}, limit ${limit}`).toEqual(bruteForceNearest(offices, lat, lon, limit));
    }
  });

  it('equals it at the poles, the antimeridian and on offices', async () => {
    const points = [...[-90, -89.9, 0, 20, 89.9, 90].flatMap((lat) => [-180, -179.95, 0, 77, 179.95, 180].map((lon) => [lat, lon] as const))];
    points.push(...offices.slice(0, 50).map(([lat, lon]) => [lat, lon] as const));
    for (const [lat, lon] of points)
      for (const limit of [1, 5, 30])
        expect((await nearest(lat, lon, limit)).found, `${lat}, ${lon}, ${limit}`).toEqual(bruteForceNearest(offices, lat, lon, limit));
  });

  it('reads few leaves for a point on the far side of the Earth from every office', async () => {
    const india = offices.filter(([lat, lon]) => lat >= 8 && lat <= 35 && lon >= 70 && lon <= 95);
    const layout = nearbyTreeLayout(located(india));
    const far = nearbyTree(layout.file, 'tree.json');
    for (const [lat, lon] of [
      [27, -141.8],
      [-20, -100],
      [-60, 0],
    ] as const) {
      let read = 0;
      const found = await nearestInTree(
        far,
        async (leaf) => {
          read++;
          return layout.leaves[leaf]!;
        },
        lat,
        lon,
        100,
      );
      expect(found.map(({ office, km }) => `${office[2]}/${office[3]} ${km}`)).toEqual(bruteForceNearest(india, lat, lon, 100));
      expect(read, `${lat}, ${lon}`).toBeLessThan(layout.leaves.length / 3);
    }
  });

  it('reads only the leaves around a point among offices', async () => {
    const { read } = await nearest(20, 80, 10);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(4);
  });
});

describe('nearbyLeafText and nearbyLeafReader', () => {
  const office = (name: string) => ({ name, pincode: '110001' }) as unknown as V1PostOffice;
  const leaf = {
    offices: [
      [28.6, 77.2, '110001', 0],
      [28.7, 77.1, '110001', 1],
    ] as CellOffice[],
    postOffices: [office('A, "quoted"\n'), office('B')],
  };

  it('is one JSON array, and reads the points and each office back', () => {
    const text = nearbyLeafText(leaf);
    expect(JSON.parse(text)).toEqual([leaf.offices, ...leaf.postOffices]);
    const read = nearbyLeafReader(new TextEncoder().encode(text), 'leaf');
    expect(read.offices).toEqual(leaf.offices);
    expect(read.postOffice(1)).toEqual(leaf.postOffices[1]);
    expect(read.postOffice(0)).toEqual(leaf.postOffices[0]);
    expect(read.postOffice(1, (line) => line.replace('"B"', '"C"'))).toEqual(office('C'));
  });

  it('reads an empty leaf, and names a truncated file', () => {
    expect(nearbyLeafReader(new TextEncoder().encode(nearbyLeafText({ offices: [], postOffices: [] })), 'leaf').offices).toEqual([]);
    const cut = nearbyLeafText(leaf).split('\n').slice(0, 3).join('\n');
    expect(() => nearbyLeafReader(new TextEncoder().encode(cut), '/leaves/3').postOffice(1)).toThrow(/\/leaves\/3: not a nearby leaf/);
  });
});
