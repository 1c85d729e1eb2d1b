import { buildPincodeDataset, DataReport, type PincodeSourceRow, parseNearbyParams } from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { renderedSiteFiles } from './rendered-site-files.js';
import { SITE_KINDS } from '../site-kinds.js';
import { FILES } from '../routes.js';
import { testSiteData } from '../testing/site-data.js';
import { nearbyAnswer } from './geo.js';

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

/** Reads JSON through the rendered site, logging each path; `without` names a pattern's folder to leave out. */
function reader(without?: string) {
  const read: string[] = [];
  const readJson = async <T>(path: string) => {
    read.push(path);
    if (without && path.startsWith(without)) return null;
    const found = await files.read(path);
    return found ? (JSON.parse(new TextDecoder().decode(found.body)) as T) : null;
  };
  return { read, readJson };
}

const POINTS = [
  [28.6, 77.2],
  [29.9, 78.4],
  [10.5, 76.3],
  [10.5, 72.0],
  [20, 85],
  [-30, 10],
] as const;

describe('nearby over the nearby files', () => {
  it('answers from the offices files as from the PIN code answers, reading no PIN code answer', async () => {
    const officesFolder = FILES.nearbyOffices.slice(0, FILES.nearbyOffices.indexOf(':'));
    const pinFolder = FILES.v1Pincode.slice(0, FILES.v1Pincode.indexOf(':'));
    for (const [lat, lon] of POINTS) {
      for (const limit of ['1', '10', '100']) {
        const query = new URLSearchParams({ lat: String(lat), lon: String(lon), limit });
        const fromOffices = reader();
        const fromAnswers = reader(officesFolder);
        const [a, b] = [await nearbyAnswer(fromOffices.readJson, query), await nearbyAnswer(fromAnswers.readJson, query)];
        expect(JSON.stringify(a), `${lat},${lon}`).toBe(JSON.stringify(b));
        expect((a.body as { count: number }).count).toBe(Number(limit));
        expect(fromOffices.read.filter((path) => path.startsWith(pinFolder))).toEqual([]);
        expect(fromAnswers.read.some((path) => path.startsWith(pinFolder))).toBe(true);
      }
    }
  });

  it("reads each found office from its cell's offices chunk", async () => {
    const { read, readJson } = reader();
    await nearbyAnswer(readJson, new URLSearchParams({ lat: '28.6', lon: '77.2', limit: '10' }));
    const offices = read.filter((path) => path.startsWith('/api/v1/nearby/offices/'));
    expect(offices.length).toBe(10);
    expect(offices.every((path) => /^\/api\/v1\/nearby\/offices\/\d+_\d+\/\d+$/.test(path))).toBe(true);
  });

  it('keeps the core answer: a bad point is the v1 error', async () => {
    const { readJson } = reader();
    const query = new URLSearchParams({ lat: '91', lon: '77' });
    expect(await nearbyAnswer(readJson, query)).toEqual(parseNearbyParams('91', '77', null));
  });
});
