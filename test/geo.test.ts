/**
 * Where things are, over HTTP from the real server as `npm start` starts it: nearby
 * against the offline `nearestPostOffices` and a brute-force scan, distance against
 * an independent haversine, the maps' background and markers, and PIN code pages and
 * branch pages linking each other.
 */
import { distance, nearestPostOffices, pincode, pincodeDataset, setBaseUrl } from 'india-pincode-ifsc/pincode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAP_SIZE, mapBackground, project } from '@india-pincode-ifsc/site-runtime/pages/map';
import { seededRandom } from './seeded-random.js';
import { startRenderedServer, type RunningServer } from './servers.js';

const baseUrl = inject('baseUrl');
let server: RunningServer;
const random = seededRandom(22);

beforeAll(async () => {
  server = await startRenderedServer(baseUrl);
  setBaseUrl(baseUrl);
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, checked field by field
type Json = any;

async function get(path: string): Promise<{ status: number; body: Json; text: string }> {
  const response = await fetch(server.origin + path);
  const text = await response.text();
  return { status: response.status, text, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Haversine on the mean Earth radius, written here apart from the library's. */
function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const between = (min: number, max: number) => min + random() * (max - min);
/** Points in India's frame (two in three) and anywhere on Earth. */
const points = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 3 < 2 ? [between(6, 37.5), between(68, 97.5)] : [between(-90, 90), between(-180, 180)])).map(
    ([lat, lon]) => [Number(lat!.toFixed(5)), Number(lon!.toFixed(5))] as const,
  );

describe('/api/v1/nearby', () => {
  it('equals the offline nearestPostOffices at 3,000 random points in and outside India', async () => {
    let compared = 0;
    await inParallel(points(3000), 8, async ([lat, lon]) => {
      const limit = 1 + Math.floor(random() * 100);
      const { status, body } = await get(`/api/v1/nearby?lat=${lat}&lon=${lon}&limit=${limit}`);
      expect(status).toBe(200);
      expect(body.post_offices).toEqual(nearestPostOffices(lat, lon, { limit }));
      expect(body).toMatchObject({ status: 'success', latitude: lat, longitude: lon, count: limit });
      compared++;
    });
    expect(compared).toBe(3000);
  });

  it('equals a brute-force scan over every located office (order and distances) at 300 points', async () => {
    const located: { pincode: string; slug: string; latitude: number; longitude: number }[] = [];
    for (const area of pincodeDataset.areas.values()) {
      for (const o of area.offices)
        if (o.latitude !== null && o.longitude !== null) located.push({ pincode: o.pincode, slug: o.slug, latitude: o.latitude, longitude: o.longitude });
    }
    expect(located.length).toBeGreaterThan(150_000);
    for (const [lat, lon] of points(300)) {
      // Offices are in id order, so a stable sort by distance breaks ties as the API does.
      const scan = located
        .map((o) => ({ o, km: haversineKm(lat, lon, o.latitude, o.longitude) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 20);
      const { body } = await get(`/api/v1/nearby?lat=${lat}&lon=${lon}&limit=20`);
      expect(body.post_offices.map((o: Json) => [o.pincode, o.slug, o.distance_km])).toEqual(
        scan.map(({ o, km }) => [o.pincode, o.slug, Math.round(km * 100) / 100]),
      );
    }
  });

  it('answers a bad point or limit with a v1 400 naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      ['lon=77', /lat/],
      ['lat=28', /lon/],
      ['lat=abc&lon=77', /lat must be a number/],
      ['lat=28&lon=77e', /lon must be a number/],
      ['lat=90.01&lon=77', /lat must be from -90 to 90/],
      ['lat=28&lon=-180.5', /lon must be from -180 to 180/],
      ['lat=28&lon=77&limit=0', /limit/],
      ['lat=28&lon=77&limit=ten', /limit/],
      ['lat=28&lon=77&limit=-3', /limit/],
      ['lat=Infinity&lon=77', /lat must be a number/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(`/api/v1/nearby?${query}`);
      expect({ query, status, body: { ...body, message: '' } }).toEqual({ query, status: 400, body: { status: 'error', code: 400, message: '' } });
      expect(body.message).toMatch(message);
    }
    const capped = await get('/api/v1/nearby?lat=28.6&lon=77.2&limit=500');
    expect(capped.body.count).toBe(100);
    // One limit for every door: the offline function caps where the API does.
    expect(capped.body.post_offices).toEqual(nearestPostOffices(28.6, 77.2, { limit: 500 }));
    expect((await get('/api/v1/nearby?lat=28.6&lon=77.2')).body.count).toBe(10);
  });
});

describe('/api/v1/distance/{A}/{B}', () => {
  const pins = [...pincodeDataset.areas.keys()];
  const centre = (pin: string) => {
    const offices = pincode(pin)!.post_offices.filter((o) => o.latitude !== null && o.longitude !== null);
    if (!offices.length) return null;
    const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1e6) / 1e6;
    return {
      pincode: pin,
      latitude: mean(offices.map((o) => o.latitude!)),
      longitude: mean(offices.map((o) => o.longitude!)),
      located_offices: offices.length,
    };
  };

  it('equals an independent haversine between the mean centres for 3,000 random pairs, and the offline distance()', async () => {
    const pairs = Array.from({ length: 3000 }, () => [pins[Math.floor(random() * pins.length)]!, pins[Math.floor(random() * pins.length)]!] as const);
    let measured = 0;
    await inParallel(pairs, 8, async ([a, b]) => {
      const [from, to] = [centre(a), centre(b)];
      const { status, body } = await get(`/api/v1/distance/${a}/${b}`);
      if (!from || !to) {
        expect({ status, message: body.message }).toEqual({ status: 404, message: `PIN code has no post office with coordinates: ${from ? b : a}` });
        expect(distance(a, b)).toBeNull();
        return;
      }
      expect(status).toBe(200);
      expect(body.from).toEqual(from);
      expect(body.to).toEqual(to);
      expect(body.distance_km).toBe(Math.round(haversineKm(from.latitude, from.longitude, to.latitude, to.longitude) * 100) / 100);
      expect(body.centre).toMatch(/mean/);
      expect(distance(a, b)).toEqual(body);
      measured++;
    });
    expect(measured).toBeGreaterThan(2500);
  });

  it('answers 404 naming the unknown PIN code, 400 a malformed one', async () => {
    const known = '110001';
    expect(await get(`/api/v1/distance/${known}/999999`)).toMatchObject({
      status: 404,
      body: { status: 'error', code: 404, message: 'PIN code not found: 999999' },
    });
    expect(await get(`/api/v1/distance/999998/${known}`)).toMatchObject({ status: 404, body: { message: 'PIN code not found: 999998' } });
    for (const bad of ['12345', '1100011', '011000', 'abcdef', '%20']) {
      const { status, body } = await get(`/api/v1/distance/${known}/${bad}`);
      expect({ bad, status, code: body.code }).toEqual({ bad, status: 400, code: 400 });
      expect(body.message).toMatch(/Malformed PIN code/);
    }
    const unlocated = pins.find((pin) => !centre(pin));
    expect(unlocated).toBeDefined();
    expect(await get(`/api/v1/distance/${unlocated}/${known}`)).toMatchObject({
      status: 404,
      body: { message: `PIN code has no post office with coordinates: ${unlocated}` },
    });
    expect((await get(`/api/v1/distance/${known}/${known}`)).body.distance_km).toBe(0);
  });
});

describe('the maps', () => {
  it('draws the background from the dataset: one dot for every 2-pixel square holding a located office, and no other', async () => {
    const { status, text } = await get('/assets/india-post-offices.svg');
    expect(status).toBe(200);
    expect(text).toBe(mapBackground(pincodeDataset));
    const expected = new Set<string>();
    for (const area of pincodeDataset.areas.values()) {
      for (const o of area.offices) {
        if (o.latitude === null || o.longitude === null) continue;
        const [x, y] = project(o.latitude, o.longitude);
        expected.add(`${Math.floor(x / 2) * 2},${Math.floor(y / 2) * 2 + 1}`);
      }
    }
    const drawn = new Set<string>();
    for (const [, d] of text.matchAll(/ d="([^"]*)"/g)) {
      let [x, y] = [0, 0];
      for (const [, op, a, b] of d!.matchAll(/([Mm])(-?[\d.]+) (-?[\d.]+)h2/g)) {
        [x, y] = op === 'M' ? [Number(a), Number(b)] : [x + 2 + Number(a), y + Number(b)];
        drawn.add(`${x},${y}`);
      }
    }
    expect(drawn).toEqual(expected);
    expect(text.length).toBeLessThan(150_000);
  });

  it('marks the offices of a PIN code page, and an office page marks its office', async () => {
    for (const pin of ['110001', '400001', '744101', '194101']) {
      const { text } = await get(`/pincode/${pin}/`);
      const located = new Set(
        pincode(pin)!
          .post_offices.filter((o) => o.latitude !== null && o.longitude !== null)
          .map((o) => project(o.latitude!, o.longitude!).join(' ')),
      );
      const markers = [...text.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(new Set(markers)).toEqual(located);
      // A PIN code's offices lie in a small part of India: the map is zoomed to them, every one inside its view, the whole country inset.
      const [vx, vy, vw, vh] = /<svg viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)" role="img"/.exec(text)!.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      for (const marker of markers) {
        const [x, y] = marker.split(' ').map(Number) as [number, number];
        expect(x >= vx && x <= vx + vw && y >= vy && y <= vy + vh, `${pin}: ${marker} in ${vx} ${vy} ${vw} ${vh}`).toBe(true);
      }
      expect(vw).toBeLessThan(MAP_SIZE.width / 2);
      expect(text).toContain(`aria-label="Map of part of India, the whole country inset`);
      expect(text).toContain('<g class="inset"');
      expect(text).toContain('href="../../assets/india-post-offices.svg"');
    }
    const office = pincode('110001')!.post_offices.find((o) => o.latitude !== null)!;
    const page = await get(`/pincode/110001/${office.slug}/`);
    const [x, y] = project(office.latitude!, office.longitude!);
    expect(page.text).toMatch(new RegExp(`<circle class="fc" cx="${x}" cy="${y}" r="[\\d.]+"/>`));
    expect(page.text).toContain('https://www.openstreetmap.org/');
    const nearest = nearestPostOffices(office.latitude!, office.longitude!, { limit: 6 }).filter((o) => o.slug !== office.slug || o.pincode !== '110001');
    for (const o of nearest.slice(0, 5)) expect(page.text).toContain(`(${o.pincode}): ${o.distance_km.toFixed(2)} km</li>`);
  });
});

describe('PIN code pages and branch pages link each other', () => {
  it('lists a PIN code branches as the JSON does, and each branch page links back, for a sample', async () => {
    const pins = [...pincodeDataset.areas.keys()];
    let branchesSeen = 0;
    for (let i = 0; i < 40; i++) {
      const pin = pins[Math.floor(random() * pins.length)]!;
      const [json, page, search] = await Promise.all([get(`/api/v1/pincode/${pin}/branches`), get(`/pincode/${pin}/`), get(`/api/search.php?q=${pin}`)]);
      expect(json.status).toBe(200);
      expect(json.body).toMatchObject({ status: 'success', pincode: pin, count: json.body.branches.length });
      expect(json.body.count).toBe(search.body.total.branches);
      for (const b of json.body.branches) {
        expect(b.url).toBe(`${baseUrl}/ifsc/${b.ifsc}/`);
        expect(page.text).toContain(`<a href="../../ifsc/${b.ifsc}/">${b.ifsc}</a>`);
      }
      for (const b of json.body.branches.slice(0, 3)) {
        const branch = await get(`/ifsc/${b.ifsc}/`);
        expect(branch.text).toContain(`<a href="../../pincode/${pin}/">${pin}</a>`);
        expect(branch.text).toContain('<figure class="map">');
        branchesSeen++;
      }
    }
    expect(branchesSeen).toBeGreaterThan(20);
    expect((await get('/api/v1/pincode/999999/branches')).status).toBe(404);
    expect((await get('/api/v1/pincode/12/branches')).status).toBe(400);
  });
});
