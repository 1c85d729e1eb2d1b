import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  banksResponse,
  branchesResponse,
  compatError,
  compatPincodeResponse,
  compatPostOfficeResponse,
  createSiteUrls,
  districtsResponse,
  ifscResponse,
  ifscSearchResponse,
  statesResponse,
  v1DistrictResponse,
  v1PincodeResponse,
  v1SearchResponse,
  v1StateResponse,
  v1StatesResponse,
  type ApiResponse,
  type IfscDataset,
  type PincodeDataset,
  readPincodeData,
  withBranchCounts,
  withDistrictBanks,
  writePincodeData,
} from 'india-pincode-ifsc/internal';
import { buildIfscFromSources, sourcesDir } from '@india-pincode-ifsc/sources';
import { pincodeData } from './load-once.js';
import { fetchOnFreshSocket, startServe, startSiteServer, type RunningServer } from './servers.js';

const siteDir = inject('siteDir');
const urls = createSiteUrls(inject('baseUrl'));
let pincodes: PincodeDataset;
let ifsc: IfscDataset;
let server: RunningServer;

beforeAll(async () => {
  const loaded = await pincodeData();
  [ifsc, server] = await Promise.all([buildIfscFromSources(sourcesDir(), loaded.pincodes, loaded.report), startSiteServer(siteDir, inject('baseUrl'))]);
  // The PIN code answers carry their branch counts, which the dataset build adds from the IFSC side.
  const counts = new Map([...ifsc.branchesByPincode].map(([pin, codes]) => [pin, codes.length]));
  pincodes = readPincodeData(withDistrictBanks(withBranchCounts(writePincodeData(loaded.offices, ''), counts), ifsc.branches.values(), ifsc.banks));
});
afterAll(() => server?.stop());

async function get(path: string, init?: RequestInit) {
  const response = await fetchOnFreshSocket(server.origin + path, init);
  const text = await response.text();
  return { response, status: response.status, text, body: text ? JSON.parse(text) : null };
}

/** Requests a URL and checks it answers exactly what the core library answers. */
async function expectSame(path: string, expected: ApiResponse) {
  const { response, status, body } = await get(path);
  expect({ path, status, body }).toEqual({ path, status: expected.status, body: expected.body });
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
}

describe('compatible PIN code endpoints over HTTP', () => {
  it('answers a PIN code like the core library', async () => {
    await expectSame('/api/pincode/110001', compatPincodeResponse(pincodes, '110001'));
    await expectSame('/api/pincode/560001', compatPincodeResponse(pincodes, '560001'));
  });
  it('gives the Error envelope with 404 for an unknown PIN and 400 for a malformed one', async () => {
    await expectSame('/api/pincode/999999', compatError(404));
    await expectSame('/api/pincode/11000A', compatError(400));
  });
  it('searches post office names as whole words in any letter case', async () => {
    await expectSame('/api/postoffice/Baroda%20House', compatPostOfficeResponse(pincodes, 'Baroda House'));
    await expectSame('/api/postoffice/KOLKATA', compatPostOfficeResponse(pincodes, 'Kolkata'));
    await expectSame('/api/postoffice/new%20delhi', compatPostOfficeResponse(pincodes, 'new delhi'));
    await expectSame('/api/postoffice/Zzyzxquux', compatError(404));
    await expectSame('/api/postoffice/%20', compatError(404));
  });
});

describe('v1 endpoints over HTTP', () => {
  it('answers PIN codes, hits and misses', async () => {
    await expectSame('/api/v1/pincode/110001', v1PincodeResponse(pincodes, '110001', urls));
    await expectSame('/api/v1/pincode/999999', v1PincodeResponse(pincodes, '999999', urls));
    await expectSame('/api/v1/pincode/abc', v1PincodeResponse(pincodes, 'abc', urls));
  });
  it('answers search from the prefix files like the core library', async () => {
    for (const [q, limit] of [
      ['baroda', '5'],
      ['Ram', null],
      ['ram', '500'],
      ['Baroda Hou', null],
      ['new delhi g', '3'],
      ['zq', null],
      ['a\u{1D49C}', null],
      ['r', null],
      ['ram', 'ten'],
    ] as const) {
      const query = new URLSearchParams({ q, ...(limit ? { limit } : {}) });
      await expectSame(`/api/v1/search?${query}`, v1SearchResponse(pincodes, q, limit, urls));
    }
    await expectSame('/api/v1/search', v1SearchResponse(pincodes, null, null, urls));
  });
  it('answers states, a state and a district by slug or by name', async () => {
    await expectSame('/api/v1/states', v1StatesResponse(pincodes, urls));
    await expectSame('/api/v1/state/delhi', v1StateResponse(pincodes, 'delhi', urls));
    await expectSame('/api/v1/state/JAMMU%20AND%20KASHMIR', v1StateResponse(pincodes, 'JAMMU AND KASHMIR', urls));
    await expectSame('/api/v1/state/atlantis', v1StateResponse(pincodes, 'atlantis', urls));
    await expectSame('/api/v1/district/delhi/new-delhi', v1DistrictResponse(pincodes, 'delhi', 'new-delhi', urls));
    await expectSame('/api/v1/district/Delhi/NEW%20DELHI', v1DistrictResponse(pincodes, 'Delhi', 'NEW DELHI', urls));
    await expectSame('/api/v1/district/atlantis/x', v1DistrictResponse(pincodes, 'atlantis', 'x', urls));
    await expectSame('/api/v1/district/delhi/atlantis', v1DistrictResponse(pincodes, 'delhi', 'atlantis', urls));
  });
});

describe('IFSC endpoints over HTTP', () => {
  it('answers a branch by path and by query, in any letter case', async () => {
    for (const code of ['SBIN0000001', 'sbin0000001', 'HdFc0000001', 'YESB0DNB002']) {
      await expectSame(`/ifsc/api/ifsc/${code}`, ifscResponse(ifsc, code, urls));
      await expectSame(`/ifsc/api/ifsc.php?ifsc=${code}`, ifscResponse(ifsc, code, urls));
    }
  });
  it('gives 404 for an unknown code and 400 for a malformed one', async () => {
    await expectSame('/ifsc/api/ifsc/SBIN0999999', ifscResponse(ifsc, 'SBIN0999999', urls));
    const unlisted = [...ifsc.validCodes].filter((code) => !ifsc.branches.has(code));
    for (const code of unlisted.filter((_, i) => i % 1000 === 0)) {
      await expectSame(`/ifsc/api/ifsc/${code.toLowerCase()}`, ifscResponse(ifsc, code, urls));
      await expectSame(`/ifsc/api/ifsc.php?ifsc=${code}`, ifscResponse(ifsc, code, urls));
    }
    await expectSame('/ifsc/api/ifsc/NOTANIFSC', ifscResponse(ifsc, 'NOTANIFSC', urls));
    await expectSame('/ifsc/api/ifsc.php?ifsc=12', ifscResponse(ifsc, '12', urls));
  });
  it('answers the hierarchy under /api and /ifsc/api, with slugs, codes and names', async () => {
    const sbi = ifsc.banksByCode.get('SBIN')!;
    const state = sbi.states.find((s) => s.slug === 'west-bengal')!;
    const district = state.districts[0]!;
    for (const prefix of ['/api', '/ifsc/api']) {
      await expectSame(`${prefix}/banks.php`, banksResponse(ifsc, urls));
      await expectSame(`${prefix}/states.php`, statesResponse(ifsc, null, urls));
      await expectSame(`${prefix}/states.php?bank=${sbi.slug}`, statesResponse(ifsc, sbi.slug, urls));
      await expectSame(`${prefix}/states.php?bank=sbin`, statesResponse(ifsc, 'sbin', urls));
      await expectSame(`${prefix}/districts.php?state=west-bengal`, districtsResponse(ifsc, null, 'west-bengal', urls));
      await expectSame(`${prefix}/districts.php?bank=SBIN&state=West%20Bengal`, districtsResponse(ifsc, 'SBIN', 'West Bengal', urls));
      await expectSame(
        `${prefix}/branches.php?bank=${sbi.slug}&state=${state.slug}&district=${district.slug}`,
        branchesResponse(ifsc, sbi.slug, state.slug, district.slug, urls),
      );
    }
  });
  it('answers hierarchy misses and missing parameters like the core library', async () => {
    await expectSame('/api/states.php?bank=atlantis', statesResponse(ifsc, 'atlantis', urls));
    await expectSame('/api/districts.php?state=atlantis', districtsResponse(ifsc, null, 'atlantis', urls));
    await expectSame('/api/districts.php?bank=sbin&state=atlantis', districtsResponse(ifsc, 'sbin', 'atlantis', urls));
    await expectSame('/api/districts.php?bank=atlantis&state=delhi', districtsResponse(ifsc, 'atlantis', 'delhi', urls));
    await expectSame('/api/branches.php?bank=sbin&state=delhi&district=atlantis', branchesResponse(ifsc, 'sbin', 'delhi', 'atlantis', urls));
    await expectSame('/api/branches.php?bank=sbin&state=atlantis&district=x', branchesResponse(ifsc, 'sbin', 'atlantis', 'x', urls));
    await expectSame('/api/branches.php?bank=atlantis&state=delhi&district=x', branchesResponse(ifsc, 'atlantis', 'delhi', 'x', urls));
    await expectSame('/api/districts.php', districtsResponse(ifsc, null, '', urls));
  });
  it('answers search like the core library: keywords, a PIN code, an IFSC', async () => {
    for (const q of ['kolkata main', 'hdfc', '700001', 'sbin0000001', 'Dakshin', 'x']) {
      await expectSame(`/api/search.php?q=${encodeURIComponent(q)}`, ifscSearchResponse(ifsc, q, urls));
    }
  });
  it('answers one-word searches like the core library, over a spread of the words in the data', async () => {
    const branches = [...ifsc.branches.values()];
    const words = new Set(['bank', 'state', 'road', 'nagar', 'ba', 'ban', 'ma', 'co', 'kolkat']);
    for (let i = 0; i < 300; i++) {
      const branch = branches[(i * 7919) % branches.length]!;
      const word = `${branch.name} ${branch.district}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)[i % 3] ?? '';
      // The whole word, or a prefix of it (which may not be a word of its own).
      if (word.length >= 2) words.add(i % 2 ? word : word.slice(0, Math.max(2, word.length - 2)));
    }
    for (const q of words) await expectSame(`/api/search.php?q=${encodeURIComponent(q)}`, ifscSearchResponse(ifsc, q, urls));
  });
});

describe('HTTP behaviour', () => {
  it('answers OPTIONS with 204 and the CORS headers', async () => {
    const { status, response } = await get('/api/pincode/110001', { method: 'OPTIONS' });
    expect(status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });
  it('answers HEAD with the headers and no body', async () => {
    const { status, text, response } = await get('/api/v1/pincode/110001', { method: 'HEAD' });
    expect(status).toBe(200);
    expect(text).toBe('');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1000);
  });
  it('answers If-None-Match with 304', async () => {
    const first = await get('/api/pincode/110001');
    const etag = first.response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const second = await get('/api/pincode/110001', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
  });
  it('refuses other methods with 405', async () => {
    const { status, body, response } = await get('/api/pincode/110001', { method: 'POST' });
    expect(status).toBe(405);
    expect(body).toMatchObject({ status: 'error', code: 405 });
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
  it('never reads outside the site, whatever the URL holds', async () => {
    for (const path of [
      '/api/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/postoffice/a%00b',
      '/api/postoffice/%E0%A4%A',
      '/..%5c..%5cetc%5cpasswd',
    ]) {
      const response = await fetch(server.origin + path);
      const { status } = response;
      const text = await response.text();
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(text).not.toContain('root:');
    }
    expect((await get(`/api/postoffice/${'a'.repeat(3000)}`)).status).toBe(414);
  });
  it('never reads outside the site on a raw request line with dot segments', async () => {
    const url = new URL(server.origin);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.end('GET /../../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).not.toContain('root:');
    expect(raw).toMatch(/^HTTP\/1\.1 (400|404)/);
  });
});

describe('plain static hosting with serve and the generated serve.json', () => {
  let serve: RunningServer;
  beforeAll(async () => {
    serve = await startServe(siteDir);
  });
  afterAll(() => serve?.stop());

  it('serves the path-form URLs with JSON, CORS and the same bodies', async () => {
    const cases: [string, ApiResponse][] = [
      ['/api/pincode/110001', compatPincodeResponse(pincodes, '110001')],
      ['/api/v1/pincode/110001', v1PincodeResponse(pincodes, '110001', urls)],
      ['/api/v1/states', v1StatesResponse(pincodes, urls)],
      ['/api/v1/district/delhi/new-delhi', v1DistrictResponse(pincodes, 'delhi', 'new-delhi', urls)],
      ['/ifsc/api/ifsc/SBIN0000001', ifscResponse(ifsc, 'SBIN0000001', urls)],
      ['/api/banks.php', banksResponse(ifsc, urls)],
      ['/ifsc/api/banks.php', banksResponse(ifsc, urls)],
      ['/api/postoffice/kolkata', compatPostOfficeResponse(pincodes, 'kolkata')],
    ];
    for (const [path, expected] of cases) {
      const response = await fetch(serve.origin + path);
      expect({ path, status: response.status, body: await response.json() }).toEqual({ path, status: 200, body: expected.body });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
