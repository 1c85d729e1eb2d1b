/**
 * The handler in-process over a small site generated in memory: every route family of
 * the route table asked for once as a hit and compared with the core's answer.
 */
import {
  banksResponse,
  branchesResponse,
  buildOfficeGrid,
  nearestV1PostOffices,
  v1DistanceResponse,
  v1PincodeBranchesBody,
  compatPincodeResponse,
  compatPostOfficeResponse,
  districtsResponse,
  editionHeader,
  ifscResponse,
  ifscSearchResponse,
  micrResponse,
  statesResponse,
  v1DistrictResponse,
  v1PincodeResponse,
  v1SearchResponse,
  v1StateResponse,
  v1StatesResponse,
  type ApiResponse,
  type V1Pincode,
} from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.js';
import { memorySiteFiles } from '../testing/memory-site.js';
import { testSiteData } from '../testing/site-data.js';
import { createHandler, createPlainHandler, KEPT_ANSWERS, type PlainRequest } from './handler.js';

const data = testSiteData();
const { pincodes, ifsc, urls, meta } = data;
const handle = createHandler(memorySiteFiles(data));

/** One hit per route family: the URL and the core's answer it must equal. */
const CASES: Record<string, [string, ApiResponse]> = {
  'compat-pincode': ['/api/pincode/110001', compatPincodeResponse(pincodes, '110001')],
  'compat-postoffice': ['/api/postoffice/Baroda%20House', compatPostOfficeResponse(pincodes, 'Baroda House')],
  'v1-pincode': ['/api/v1/pincode/110002', v1PincodeResponse(pincodes, '110002', urls)],
  'v1-search': ['/api/v1/search?q=bar&limit=5', v1SearchResponse(pincodes, 'bar', '5', urls)],
  'v1-states': ['/api/v1/states', v1StatesResponse(pincodes, urls)],
  'v1-state': ['/api/v1/state/Delhi', v1StateResponse(pincodes, 'delhi', urls)],
  'v1-district': ['/api/v1/district/delhi/new-delhi', v1DistrictResponse(pincodes, 'delhi', 'new-delhi', urls)],
  meta: ['/api/meta', { status: 200, body: meta }],
  ifsc: ['/ifsc/api/ifsc/sbin0000691', ifscResponse(ifsc, 'SBIN0000691', urls)],
  'ifsc-query': ['/ifsc/api/ifsc.php?ifsc=SBIN0000692', ifscResponse(ifsc, 'SBIN0000692', urls)],
  micr: ['/ifsc/api/micr/110002087', micrResponse(ifsc, '110002087', urls)],
  banks: ['/ifsc/api/banks.php', banksResponse(ifsc, urls)],
  states: ['/api/states.php?bank=SBIN', statesResponse(ifsc, 'SBIN', urls)],
  districts: ['/api/districts.php?bank=state-bank-of-india&state=delhi', districtsResponse(ifsc, 'state-bank-of-india', 'delhi', urls)],
  branches: ['/api/branches.php?bank=sbin&state=delhi&district=new-delhi', branchesResponse(ifsc, 'sbin', 'delhi', 'new-delhi', urls)],
  search: ['/api/search.php?q=new%20delhi', ifscSearchResponse(ifsc, 'new delhi', urls)],
  'v1-pincode-branches': ['/api/v1/pincode/110001/branches', { status: 200, body: v1PincodeBranchesBody('110001', data.pinBranches('110001'), urls) }],
  'v1-nearby': [
    '/api/v1/nearby?lat=28.5&lon=77&limit=2',
    {
      status: 200,
      body: {
        status: 'success',
        latitude: 28.5,
        longitude: 77,
        count: 2,
        post_offices: nearestV1PostOffices(pincodes, buildOfficeGrid(pincodes), 28.5, 77, 2, urls),
      },
    },
  ],
  'v1-distance': ['/api/v1/distance/110001/110002', v1DistanceResponse('110001', '110002', (pin) => v1Body(pin))],
};

function v1Body(pin: string) {
  const response = v1PincodeResponse(pincodes, pin, urls);
  return response.status === 200 ? (response.body as V1Pincode) : null;
}

async function ask(path: string, init?: RequestInit) {
  const response = await handle(new Request(`https://x.test${path}`, init));
  const text = await response.text();
  return { response, status: response.status, body: text ? JSON.parse(text) : null };
}

describe('the handler over an in-memory site', () => {
  it('has a case here for every route family of the route table', () => {
    expect(Object.keys(CASES).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  for (const [name, [path, expected]] of Object.entries(CASES)) {
    it(`answers ${name} like the core: ${path}`, async () => {
      const { response, status, body } = await ask(path);
      expect({ status, body }).toEqual({ status: expected.status, body: expected.body });
      expect(expected.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-data-edition')).toBe(editionHeader(meta.editions));
    });
  }

  it('answers a post office name no office holds as a run through the fallback, like the core', async () => {
    for (const name of ['house baroda', 'barod', 'janpth', 'baroda%20house%20janpath', 'zzzzz']) {
      const expected = compatPostOfficeResponse(pincodes, decodeURIComponent(name));
      expect(await ask(`/api/postoffice/${name}`), name).toMatchObject({ status: expected.status, body: expected.body });
    }
    expect(compatPostOfficeResponse(pincodes, 'janpth').body[0].PostOffice?.map((office) => [office.Name, office.PINCode])).toEqual([['Janpath', '110002']]);
    expect(compatPostOfficeResponse(pincodes, 'house baroda').status).toBe(200);
    expect(compatPostOfficeResponse(pincodes, 'baroda house janpath').status).toBe(404);
  });

  it('answers misses and malformed input with the family bodies', async () => {
    expect(await ask('/api/pincode/999999')).toMatchObject({ status: 404, body: compatPincodeResponse(pincodes, '999999').body });
    expect(await ask('/api/v1/pincode/12')).toMatchObject({ status: 400, body: v1PincodeResponse(pincodes, '12', urls).body });
    expect(await ask('/ifsc/api/ifsc/SBIN0999999')).toMatchObject({ status: 404, body: { success: false, error: 'IFSC not found', valid: false } });
    expect(await ask('/ifsc/api/micr/110002088')).toEqual(
      expect.objectContaining({ status: 404, body: { success: false, error: 'MICR not found', MICR: '110002088' } }),
    );
    expect(await ask('/ifsc/api/micr/11000208')).toEqual(
      expect.objectContaining({ status: 400, body: { success: false, error: 'Malformed MICR (nine digits)', MICR: '11000208' } }),
    );
    expect(await ask('/ifsc/api/micr/11000208x')).toMatchObject({ status: 400 });
    expect(await ask('/api/branches.php?bank=sbin')).toMatchObject({ status: 400, body: { success: false, error: 'Missing parameters: state, district' } });
    expect(await ask('/api/v1/pincode/999999/branches')).toMatchObject({
      status: 404,
      body: { status: 'error', code: 404, message: 'PIN code not found: 999999' },
    });
    expect(await ask('/api/v1/nearby?lat=28.5')).toMatchObject({ status: 400, body: { status: 'error', code: 400, message: 'Missing parameter: lon' } });
    for (const query of [
      'lat=x&lon=77',
      'lat=91&lon=77',
      'lat=28&lon=-181',
      'lat=28&lon=77&limit=0',
      'lat=28&lon=77&limit=2.5',
      'lat=1e2&lon=77',
      'lat=&lon=77',
    ]) {
      expect(await ask(`/api/v1/nearby?${query}`)).toMatchObject({ status: 400, body: { status: 'error', code: 400 } });
    }
    expect(await ask('/api/v1/distance/110001/999999')).toMatchObject({ status: 404, body: { message: 'PIN code not found: 999999' } });
    expect(await ask('/api/v1/distance/11000/110001')).toMatchObject({ status: 400, body: { status: 'error', code: 400 } });
  });

  it('sends an answer asked for again lately as it was, reading nothing, and answers anew once it is no longer kept', async () => {
    const files = memorySiteFiles(data);
    let reads = 0;
    const counted = createHandler({
      read: (path) => {
        reads++;
        return files.read(path);
      },
    });
    const text = async (path: string, init?: RequestInit) => (await counted(new Request(`https://x.test${path}`, init))).text();
    for (const path of ['/api/search.php?q=new%20delhi', '/api/v1/pincode/110001', '/pincode/110001/', '/api/v1/pincode/999999']) {
      const first = await text(path);
      const before = reads;
      expect(await text(path)).toBe(first);
      expect(reads, path).toBe(before);
    }
    // HEAD is kept apart from GET; a conditional request is answered anew.
    expect(await text('/api/v1/pincode/110001', { method: 'HEAD' })).toBe('');
    const before = reads;
    await text('/api/v1/pincode/110001', { headers: { 'If-None-Match': '"x"' } });
    expect(reads).toBeGreaterThan(before);
    // Answers asked again get a second chance: twice the bound of other URLs pushes them out.
    for (let i = 0; i < 2 * KEPT_ANSWERS.count; i++) await text(`/api/v1/search?q=ba${i}`);
    const later = reads;
    expect(await text('/api/search.php?q=new%20delhi')).toBe(JSON.stringify(CASES.search![1].body));
    expect(reads).toBeGreaterThan(later);
  });

  /** A handler whose PIN code pages are each a large file, so that a few dozen fill the byte bound; `read` lists the paths it read. */
  function largePages() {
    const files = memorySiteFiles(data);
    const pageBytes = 100 * 1024;
    const read: string[] = [];
    const counted = createHandler({
      read: async (path) => {
        read.push(path);
        return path.startsWith('/pincode/') ? { body: new Uint8Array(pageBytes).fill(97), etag: `"${path}"` } : files.read(path);
      },
    });
    const page = async (i: number) => (await counted(new Request(`https://x.test/pincode/${100000 + i}/`))).status;
    return { read, page, fitting: Math.floor(KEPT_ANSWERS.bytes / pageBytes) };
  }

  it('gives its kept answers without waiting (PlainHandler.kept): none before the first answer, none for a conditional request', async () => {
    const plain = createPlainHandler(memorySiteFiles(data));
    const plainGet = (address: string, headers: Record<string, string> = {}): PlainRequest => ({
      method: 'GET',
      url: address,
      header: (name) => headers[name.toLowerCase()] ?? null,
    });
    const url = 'https://x.test/api/v1/pincode/110001';
    expect(plain.kept?.(plainGet(url))).toBeUndefined();
    const first = await plain(plainGet(url));
    const again = plain.kept?.(plainGet(url));
    expect(again).toEqual(first);
    expect(plain.kept?.(plainGet(url))).toBe(again);
    expect(plain.kept?.(plainGet(url, { 'if-none-match': '"x"' }))).toBeUndefined();
    expect(plain.kept?.(plainGet('https://x.test/api/v1/pincode/110002'))).toBeUndefined();
    expect(plain.kept?.({ ...plainGet(url), method: 'HEAD' })).toBeUndefined();
  });

  it('counts an answer kept twice (two requests for it that both missed) once', async () => {
    const { read, page, fitting } = largePages();
    for (let i = 0; i < fitting; i++) expect(await Promise.all([page(i), page(i)])).toEqual([200, 200]);
    const before = read.length;
    await page(0);
    expect(read.length, 'the first page, still kept').toBe(before);
  });

  it('keeps answers within their byte bound, one asked again kept over older ones not asked again', async () => {
    const { read, page, fitting } = largePages();
    for (let i = 0; i < fitting; i++) expect(await page(i)).toBe(200);
    let before = read.length;
    await page(0);
    expect(read.length, 'the first page, still kept').toBe(before);
    await page(fitting);
    before = read.length;
    await page(1);
    expect(read.length, 'the oldest page not asked again, gone').toBeGreaterThan(before);
  });

  it('answers OPTIONS, HEAD, If-None-Match and other methods', async () => {
    expect((await ask('/api/v1/states', { method: 'OPTIONS' })).status).toBe(204);
    const head = await handle(new Request('https://x.test/api/v1/states', { method: 'HEAD' }));
    expect([head.status, await head.text()]).toEqual([200, '']);
    const etag = head.headers.get('etag')!;
    expect((await handle(new Request('https://x.test/api/v1/states', { headers: { 'If-None-Match': etag } }))).status).toBe(304);
    expect((await ask('/api/v1/states', { method: 'POST' })).status).toBe(405);
  });
});
