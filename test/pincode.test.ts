import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BRANCH_TYPE_LABELS,
  compatPincodeResponse,
  compatPostOfficeResponse,
  createSiteUrls,
  INDIA_BOUNDS,
  PINCODE_REPORT,
  v1DistrictResponse,
  v1PincodeResponse,
  v1SearchResponse,
  v1StateResponse,
  v1StatesResponse,
  type CompatEnvelope,
  type DataReport,
  type PincodeDataset,
  type PostOfficeRecord,
  type V1Pincode,
} from 'india-pincode-ifsc/internal';
import { SOURCES, sourcesDir } from '@india-pincode-ifsc/sources';
import { pincodeData } from './load-once.js';

const urls = createSiteUrls('https://pin.example.test');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
let data: PincodeDataset;
let report: DataReport;
/** The compatible post office fields, in the spec's order. */
const SPEC_KEYS = ['Name', 'Description', 'BranchType', 'DeliveryStatus', 'Circle', 'District', 'Division', 'Region', 'State', 'Country'];

let offices: PostOfficeRecord[];

beforeAll(async () => {
  ({ pincodes: data, report, offices } = await pincodeData());
});

/** Every string anywhere inside a JSON value. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

/**
 * The rule breaks in a response body: `NA`, double spaces, outer spaces. Checked with
 * plain code and asserted once, because an `expect` per value makes a walk over the
 * whole directory take minutes.
 */
function textProblems(where: string, body: unknown): string[] {
  const problems: string[] = [];
  for (const s of strings(body)) {
    if (/\bNA\b/.test(s)) problems.push(`${where}: NA in ${JSON.stringify(s)}`);
    if (s.includes('  ')) problems.push(`${where}: double space in ${JSON.stringify(s)}`);
    if (s !== s.trim()) problems.push(`${where}: outer space in ${JSON.stringify(s)}`);
  }
  return problems;
}

describe('the whole directory', () => {
  it('has every PIN code of the source', () => {
    const source = readFileSync(join(sourcesDir(), SOURCES.pincodeDirectory.file), 'utf8');
    const pins = new Set(
      source
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[4])
        .filter(Boolean),
    );
    expect(pins.size).toBe(19_586);
    expect(data.areas.size).toBe(19_586);
  });

  it('puts every source row in exactly one PIN code response or in the report', () => {
    const rows = report.toJSON()[PINCODE_REPORT]!.rows;
    expect(rows).toBe(165_627);
    const lines = new Set<number>();
    let inResponses = 0;
    for (const pin of data.areas.keys()) inResponses += compatPincodeResponse(data, pin).body[0].PostOffice!.length;
    for (const office of offices) lines.add(office.line);
    expect(lines.size).toBe(offices.length);
    expect(inResponses).toBe(offices.length);
    const dropped = report
      .toJSON()
      [PINCODE_REPORT]!.kinds.filter((k) => k.action === 'dropped')
      .flatMap((k) => k.lines);
    expect(dropped.filter((line) => lines.has(line))).toEqual([]);
    expect(inResponses + dropped.length).toBe(rows);
  });

  it('gives a valid compatible envelope and v1 response for all 19,586 PIN codes', () => {
    const longLabels = new Set(Object.values(BRANCH_TYPE_LABELS));
    const compatKeys = JSON.stringify([...SPEC_KEYS, 'Pincode']);
    const v1Keys = JSON.stringify(['status', 'count', 'pincode', 'state', 'state_slug', 'districts', 'url', 'branch_count', 'branches_url', 'post_offices']);
    const b = INDIA_BOUNDS;
    const problems: string[] = [];
    const fail = (pin: string, what: string) => problems.push(`${pin}: ${what}`);
    for (const pin of data.areas.keys()) {
      const compat = compatPincodeResponse(data, pin);
      const [envelope] = compat.body as CompatEnvelope;
      const items = envelope.PostOffice ?? [];
      if (compat.status !== 200 || envelope.Status !== 'Success') fail(pin, 'compatible lookup failed');
      if (Object.keys(envelope).join() !== 'Message,Status,PostOffice') fail(pin, 'envelope keys');
      if (envelope.Message !== `Number of Post office(s) found: ${items.length}`) fail(pin, `message ${envelope.Message}`);
      const names = items.map((o) => o.Name);
      if (names.join('|') !== [...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).join('|')) fail(pin, 'not sorted by Name');
      for (const office of items) {
        if (JSON.stringify(Object.keys(office)) !== compatKeys) fail(pin, `compatible keys ${Object.keys(office)}`);
        if (!longLabels.has(office.BranchType)) fail(pin, `BranchType ${office.BranchType}`);
        if (office.DeliveryStatus !== 'Delivery' && office.DeliveryStatus !== 'Non-Delivery') fail(pin, `DeliveryStatus ${office.DeliveryStatus}`);
        if (office.Description !== '') fail(pin, 'Description not empty');
        if (office.Pincode !== pin) fail(pin, `Pincode ${office.Pincode}`);
      }
      problems.push(...textProblems(pin, compat.body));

      const v1 = v1PincodeResponse(data, pin, urls);
      const body = v1.body as V1Pincode;
      if (v1.status !== 200) fail(pin, `v1 status ${v1.status}`);
      if (JSON.stringify(Object.keys(body)) !== v1Keys) fail(pin, `v1 keys ${Object.keys(body)}`);
      if (body.count !== items.length || body.post_offices.length !== items.length) fail(pin, 'v1 count');
      if (body.url !== `https://pin.example.test/pincode/${pin}/`) fail(pin, `v1 url ${body.url}`);
      const slugs = new Set<string>();
      for (const office of body.post_offices) {
        if (!SLUG.test(office.slug)) fail(pin, `slug ${office.slug}`);
        if (slugs.has(office.slug)) fail(pin, `slug ${office.slug} twice`);
        slugs.add(office.slug);
        if (office.branch_type_full !== BRANCH_TYPE_LABELS[office.branch_type]) fail(pin, `branch_type ${office.branch_type}`);
        if (office.url !== `https://pin.example.test/pincode/${pin}/${office.slug}/`) fail(pin, `office url ${office.url}`);
        if (office.state && !SLUG.test(office.state_slug)) fail(pin, `state_slug ${office.state_slug}`);
        if (office.latitude === null || office.longitude === null) {
          if (office.latitude !== office.longitude || office.map_url !== '') fail(pin, 'half a coordinate pair');
        } else if (
          office.latitude < b.minLatitude ||
          office.latitude > b.maxLatitude ||
          office.longitude < b.minLongitude ||
          office.longitude > b.maxLongitude
        ) {
          fail(pin, `outside India: ${office.latitude}, ${office.longitude}`);
        } else if (!office.map_url.startsWith('https://www.openstreetmap.org/')) fail(pin, 'map_url');
      }
      problems.push(...textProblems(pin, body));
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('gives slugs unique within each state and district scope', () => {
    const stateSlugs = data.states.map((s) => s.slug);
    expect(new Set(stateSlugs).size).toBe(stateSlugs.length);
    for (const state of data.states) {
      expect(state.slug).toMatch(SLUG);
      const districtSlugs = state.districts.map((d) => d.slug);
      expect(new Set(districtSlugs).size).toBe(districtSlugs.length);
      for (const slug of districtSlugs) expect(slug).toMatch(SLUG);
    }
  });

  it('title-cases the 36 states and union territories', () => {
    const names = data.states.map((s) => s.name);
    expect(names).toHaveLength(36);
    expect(names).toContain('The Dadra and Nagar Haveli and Daman and Diu');
    expect(names).toContain('Andaman and Nicobar Islands');
    expect(names).toContain('Jammu and Kashmir');
    expect(names.filter((n) => n === n.toUpperCase())).toEqual([]);
  });
});

describe('known rows', () => {
  it('110001 has its head, sub and GPO offices', () => {
    const [envelope] = compatPincodeResponse(data, '110001').body as CompatEnvelope;
    const byName = new Map(envelope.PostOffice!.map((o) => [o.Name, o]));
    expect(byName.get('Baroda House')).toMatchObject({
      BranchType: 'Sub Post Office',
      DeliveryStatus: 'Non-Delivery',
      Circle: 'Delhi',
      Region: 'Delhi',
      Division: 'New Delhi Central',
      State: 'Delhi',
      Country: 'India',
      Pincode: '110001',
    });
    expect(Object.keys(byName.get('Baroda House')!).at(-1)).toBe('Pincode');
    expect(byName.get('Sansad Marg')?.BranchType).toBe('Head Post Office');
    expect(byName.has('New Delhi GPO')).toBe(true);
  });

  it('cleans Nangloi   III S.O into Nangloi III', () => {
    const office = offices.find((o) => o.name === 'Nangloi III');
    expect(office?.pincode).toBe('110041');
    expect(offices.some((o) => /\bS\.?O\b/.test(o.name) && o.name.startsWith('Nangloi'))).toBe(false);
  });

  it('turns DivReportingCircle into the circle name', () => {
    expect(offices.every((o) => o.region !== 'DivReportingCircle')).toBe(true);
    const baroda = data.areas.get('110001')!.offices.find((o) => o.name === 'Baroda House')!;
    expect(baroda.region).toBe(baroda.circle);
  });

  it('fills NA states from the other offices of the PIN code', () => {
    const lines = report.lines(PINCODE_REPORT, 'state-from-pincode');
    expect(lines.length).toBeGreaterThan(500);
    const fixed = offices.find((o) => o.line === lines[0])!;
    expect(fixed.state).not.toBe('');
    expect(data.areas.get(fixed.pincode)!.offices.every((o) => o.state === fixed.state)).toBe(true);
  });

  it('brings the swapped pairs of the source back into India', () => {
    const swapped = report.lines(PINCODE_REPORT, 'coordinates-swapped');
    expect(swapped.length).toBe(791);
    const byLine = new Map(offices.map((o) => [o.line, o]));
    const kept = swapped.map((line) => byLine.get(line)).filter((office) => office !== undefined);
    expect(kept.length).toBeGreaterThan(780); // the rest are duplicate rows, dropped and reported
    expect(kept.filter((o) => o.latitude === null || o.latitude > 38 || o.longitude! < 68)).toEqual([]);
  });
});

describe('name search', () => {
  it('postoffice/Kolkata finds offices that only contain the word', () => {
    const response = compatPostOfficeResponse(data, 'Kolkata');
    const [envelope] = response.body as CompatEnvelope;
    expect(response.status).toBe(200);
    const names = envelope.PostOffice!.map((o) => o.Name);
    expect(names.some((n) => n !== 'Kolkata' && /\bKolkata\b/i.test(n))).toBe(true);
    expect(names.every((n) => /\bkolkata\b/i.test(n))).toBe(true);
    for (const office of envelope.PostOffice!) expect(office.PINCode).toMatch(/^[1-9]\d{5}$/);
    expect(Object.keys(envelope.PostOffice![0]!)).toEqual([...SPEC_KEYS, 'PINCode', 'Pincode']);
    for (const office of envelope.PostOffice!) expect(office.Pincode).toBe(office.PINCode);
  });

  it('matches multi-word runs in any letter case', () => {
    const [envelope] = compatPostOfficeResponse(data, 'baroda HOUSE').body as CompatEnvelope;
    expect(envelope.PostOffice!.map((o) => `${o.Name} ${o.PINCode}`)).toContain('Baroda House 110001');
  });

  it('falls back, when no name holds the words as a run, on other word order, old names, abbreviations and typos', () => {
    const found = (name: string) => (compatPostOfficeResponse(data, name).body as CompatEnvelope)[0].PostOffice?.map((o) => `${o.Name} ${o.PINCode}`) ?? [];
    expect(found('place connaught')).toEqual(['Connaught Place 110001']);
    expect(found('conaught place')).toEqual(['Connaught Place 110001']);
    expect(found('calcutta gpo')).toEqual(['KOLKATA GPO 700001']);
    expect(found('bangalore gpo')).toEqual(['Bengaluru G.P.O. 560001']);
    // An old name found through its alias: a typo (Bangore) is forgiven only when nothing matches without one.
    const bangalore = found('bangalore');
    expect(bangalore).toContain('Bengaluru G.P.O. 560001');
    expect(bangalore.every((office) => /bengaluru/i.test(office))).toBe(true);
    expect(found('mg road')).toEqual(expect.arrayContaining(['M.G.Road 334001', 'Mahatma Gandhi Road 560001']));
    // Whole words only: a word's start is no name.
    expect(found('connaugh')).toEqual(['Connaught Place 110001']);
    expect(found('connau')).toEqual([]);
    // Never a typo in a number: a PIN code is no office name.
    expect(found('110001')).toEqual([]);
    // A name that is found as a run keeps its answer.
    expect(found('bombay')).toEqual(['Bombay Market 395010']);
  });

  it('gives the Error envelope for an unknown PIN code, an unknown name and an empty name', () => {
    const error = [{ Message: 'No records found', Status: 'Error', PostOffice: null }];
    expect(compatPincodeResponse(data, '999999')).toEqual({ status: 404, body: error });
    expect(compatPincodeResponse(data, '11000A')).toEqual({ status: 400, body: error });
    expect(compatPostOfficeResponse(data, 'Zzyzxquux')).toEqual({ status: 404, body: error });
    expect(compatPostOfficeResponse(data, '')).toEqual({ status: 404, body: error });
    expect(compatPostOfficeResponse(data, '   ')).toEqual({ status: 404, body: error });
  });
});

describe('v1 listings', () => {
  it('search: prefix in name order, limit default 10, max 100, q at least 2 characters', () => {
    const hits = v1SearchResponse(data, 'baroda h', null, urls);
    expect(hits.status).toBe(200);
    expect((hits.body as { post_offices: { name: string }[] }).post_offices[0]!.name).toBe('Baroda House');
    const ram = v1SearchResponse(data, 'Ram', null, urls).body as { count: number; total: number; post_offices: { name: string }[] };
    expect(ram.count).toBe(10);
    expect(ram.total).toBeGreaterThan(100);
    expect(ram.post_offices.every((o) => o.name.toLowerCase().startsWith('ram'))).toBe(true);
    expect((v1SearchResponse(data, 'ram', '500', urls).body as { count: number }).count).toBe(100);
    expect(v1SearchResponse(data, 'r', null, urls).status).toBe(400);
    expect(v1SearchResponse(data, 'ram', 'ten', urls).status).toBe(400);
    expect(v1SearchResponse(data, 'ram', '0', urls).status).toBe(400);
  });

  it('states: 36 with counts that add up to the offices with a state', () => {
    const body = v1StatesResponse(data, urls).body;
    expect(body.count).toBe(36);
    const withPlace = offices.filter((o) => o.state && o.district).length;
    expect(body.states.reduce((sum, s) => sum + s.post_office_count, 0)).toBe(withPlace);
    expect(body.states.find((s) => s.slug === 'delhi')).toMatchObject({ name: 'Delhi', url: 'https://pin.example.test/state/delhi/' });
  });

  it('state and district: by slug or by name in any case, 404 when unknown', () => {
    const bySlug = v1StateResponse(data, 'delhi', urls);
    expect(v1StateResponse(data, 'DELHI', urls)).toEqual(bySlug);
    const districts = (bySlug.body as { districts: { name: string; slug: string }[] }).districts;
    expect(districts.map((d) => d.name)).toContain('New Delhi');
    const district = v1DistrictResponse(data, 'delhi', 'new-delhi', urls);
    expect(district.status).toBe(200);
    expect((district.body as { pincodes: { pincode: string }[] }).pincodes.map((p) => p.pincode)).toContain('110001');
    expect(v1DistrictResponse(data, 'Delhi', 'NEW DELHI', urls)).toEqual(district);
    expect(v1StateResponse(data, 'atlantis', urls)).toEqual({ status: 404, body: { status: 'error', code: 404, message: 'State not found: atlantis' } });
    expect(v1DistrictResponse(data, 'delhi', 'atlantis', urls).status).toBe(404);
  });

  it('v1 pincode: 404 for unknown, 400 for malformed', () => {
    expect(v1PincodeResponse(data, '999999', urls).status).toBe(404);
    expect(v1PincodeResponse(data, '012345', urls).status).toBe(400);
    expect(v1PincodeResponse(data, 'abc', urls).body).toMatchObject({ status: 'error', code: 400 });
  });
});
