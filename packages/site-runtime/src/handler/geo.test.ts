import { buildPincodeDataset, DataReport, type PincodeSourceRow, parseNearbyParams } from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { renderedSiteFiles } from './rendered-site-files.js';
import { SITE_KINDS } from '../site-kinds.js';
import { FILES } from '../routes.js';
import { testSiteData } from '../testing/site-data.js';
import { nearbyAnswer } from './geo.js';
import type { SiteFiles } from './site-files.js';

/** Offices around Delhi and along a coast, several to a PIN code, so that answers span cells and PIN codes. */
function located(): PincodeSourceRow[] {
  let state = 7;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: 400 }, (_, i) => {
    const [lat, lon] = i % 2 ? [28 + random() * 2, 76.5 + random() * 2] : [9 + random() * 3, 76 + random() * 0.6];
    return {
      line: i + 2,
      circlename: 'Delhi Circle',
      regionname: 'Delhi Region',
      divisionname: 'Central Division',
      officename: `Office ${i}`,
      pincode: String(110001 + Math.floor(i / 4)),
      officetype: 'SO',
      delivery: 'Delivery',
      district: 'New Delhi',
      statename: 'Delhi',
      latitude: lat.toFixed(6),
      longitude: lon.toFixed(6),
    };
  });
}

const base = testSiteData();
const data = { ...base, pincodes: buildPincodeDataset(located(), new DataReport()) };
const files = renderedSiteFiles(SITE_KINDS, async () => data);

/** Reads the rendered site, logging each path; `without` leaves out the files under a path. */
function reader(without?: string) {
  const read: string[] = [];
  const site: SiteFiles = {
    read: async (path) => {
      read.push(path);
      return without && path.startsWith(without) ? null : files.read(path);
    },
  };
  const readJson = async <T>(path: string) => {
    const found = await site.read(path);
    return found ? (JSON.parse(new TextDecoder().decode(found.body)) as T) : null;
  };
  return { read, ask: (query: URLSearchParams) => nearbyAnswer(readJson, site, query) };
}

const POINTS = [
  [28.6, 77.2],
  [29.9, 78.4],
  [10.5, 76.3],
  [10.5, 72.0],
  [20, 85],
  [-30, 10],
] as const;

const folder = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));

describe('nearby over the nearby files', () => {
  it("answers from the edge build's tree as from the cells and the PIN code answers, reading no PIN code answer", async () => {
    for (const [lat, lon] of POINTS) {
      for (const limit of ['1', '10', '100']) {
        const query = new URLSearchParams({ lat: String(lat), lon: String(lon), limit });
        const fromTree = reader();
        const fromCells = reader(FILES.nearbyTree);
        const [a, b] = [await fromTree.ask(query), await fromCells.ask(query)];
        expect(JSON.stringify(a), `${lat},${lon}`).toBe(JSON.stringify(b));
        expect((a.body as { count: number }).count).toBe(Number(limit));
        expect(fromTree.read.filter((path) => path.startsWith(folder(FILES.v1Pincode)) || path.startsWith(folder(FILES.nearbyCell)))).toEqual([
          FILES.nearbyTree,
          ...fromTree.read.filter((path) => path.startsWith(folder(FILES.nearbyLeaf))),
        ]);
        expect(fromCells.read.some((path) => path.startsWith(folder(FILES.v1Pincode)))).toBe(true);
      }
    }
  });

  it('reads the leaf of a point among offices and few others', async () => {
    const { read, ask } = reader();
    await ask(new URLSearchParams({ lat: '28.6', lon: '77.2', limit: '10' }));
    const leaves = read.filter((path) => path.startsWith(folder(FILES.nearbyLeaf)));
    expect(leaves.length).toBeGreaterThan(0);
    expect(leaves.length).toBeLessThanOrEqual(3);
  });

  it('keeps the core answer: a bad point is the v1 error', async () => {
    const query = new URLSearchParams({ lat: '91', lon: '77' });
    expect(await reader().ask(query)).toEqual(parseNearbyParams('91', '77', null));
  });
});
