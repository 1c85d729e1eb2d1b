/**
 * The client against a local server that misbehaves on purpose: no answer, a dropped
 * connection, 503s, an HTML page with status 200; and input refused with no request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Args, bindOperations, type LookupFunctions, OperationInputError, OPERATIONS } from '../operations/index.js';
import { ClientError, createClient } from './index.js';

/** What the server does with the n-th request (from 0) of a path. */
type Behaviour = (n: number, request: IncomingMessage, response: ServerResponse) => void;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const html = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>Bad gateway</title><h1>Please wait</h1>');
};

const RECORD = { success: true, IFSC: 'SBIN0000001', LISTED: true };
const WITHDRAWN = { success: true, IFSC: 'SBIN0000002', LISTED: false };
const DISTANCE = { status: 'success', distance_km: 1151.9, from: { pincode: '110001' }, to: { pincode: '400001' } };
const MICR = { success: true, MICR: '700002021', count: 1, branches: [RECORD] };
const BEHAVIOURS: Record<string, Behaviour> = {
  '/silent/api/v1/states': () => {},
  '/dropped/api/v1/states': (_n, request) => request.socket.destroy(),
  '/503/api/v1/states': (_n, _request, response) => json(response, 503, { status: 'error', code: 503, message: 'busy' }),
  '/503-once/api/v1/states': (n, _request, response) => (n === 0 ? json(response, 503, {}) : json(response, 200, { status: 'success', count: 0, states: [] })),
  '/html/api/v1/states': (_n, _request, response) => html(response),
  '/html-once/api/v1/states': (n, _request, response) =>
    n === 0 ? html(response) : json(response, 200, { status: 'success', count: 1, states: [{ name: 'Delhi' }] }),
  '/ok/ifsc/api/ifsc/SBIN0000001': (_n, _request, response) => json(response, 200, RECORD),
  '/ok/ifsc/api/ifsc/SBIN0000002': (_n, _request, response) => json(response, 200, WITHDRAWN),
  '/ok/ifsc/api/ifsc/SBIN0ZZZZZZ': (_n, _request, response) =>
    json(response, 404, { success: false, error: 'IFSC not found', IFSC: 'SBIN0ZZZZZZ', valid: false }),
  '/ok/ifsc/api/ifsc/HDFC0000009': (_n, _request, response) =>
    json(response, 404, { success: false, error: 'IFSC details not available', IFSC: 'HDFC0000009', valid: true }),
  '/ok/api/v1/pincode/999999': (_n, _request, response) => json(response, 404, { status: 'error', code: 404, message: 'PIN code not found: 999999' }),
  '/ok/api/v1/search': (_n, request, response) => json(response, 200, { url: request.url }),
  '/ok/api/v1/nearby': (_n, request, response) => json(response, 200, { status: 'success', post_offices: [{ url: request.url }] }),
  '/ok/api/v1/distance/110001/400001': (_n, _request, response) => json(response, 200, DISTANCE),
  '/ok/api/v1/distance/110001/999999': (_n, _request, response) => json(response, 404, { status: 'error', code: 404, message: 'PIN code not found: 999999' }),
  '/ok/ifsc/api/micr/700002021': (_n, _request, response) => json(response, 200, MICR),
  '/ok/ifsc/api/micr/000000000': (_n, _request, response) => json(response, 404, { success: false, error: 'MICR not found', MICR: '000000000' }),
  '/ok/api/v1/states': (_n, _request, response) => json(response, 400, { status: 'error', code: 400, message: 'odd' }),
};

let server: Server;
let origin: string;
const counts = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url!.split('?')[0]!;
    const n = counts.get(path) ?? 0;
    counts.set(path, n + 1);
    const behaviour = BEHAVIOURS[path];
    if (behaviour) behaviour(n, request, response);
    else json(response, 500, { unexpected: path });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (prefix: string, timeoutMs = 2_000) => createClient({ baseUrl: `${origin}/${prefix}/`, timeoutMs, retries: 2, backoffMs: 10 });
const requests = (path: string) => counts.get(path) ?? 0;

async function failure(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClientError);
  return error as ClientError;
}

describe('createClient under faults', () => {
  it('rejects a request that gets no answer in time, naming the URL, without retrying', async () => {
    const error = await failure(client('silent', 600).states());
    expect(error.url).toBe(`${origin}/silent/api/v1/states`);
    expect(error.message).toBe(`GET ${origin}/silent/api/v1/states failed: no answer within 600 ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests('/silent/api/v1/states')).toBe(1);
  });

  it('retries a dropped connection, then rejects with the reason', async () => {
    const error = await failure(client('dropped').states());
    expect(error.reason).toMatch(/^network failure: fetch failed: .*\(after 3 attempts\)$/);
    expect(error.message).toContain(`${origin}/dropped/api/v1/states`);
    expect(requests('/dropped/api/v1/states')).toBe(3);
  });

  it('retries a 503 with backoff and rejects with the status after the last try', async () => {
    const error = await failure(client('503').states());
    expect([error.status, error.reason]).toEqual([503, 'HTTP 503 (after 3 attempts)']);
    expect(requests('/503/api/v1/states')).toBe(3);
    expect(await client('503-once').states()).toEqual([]);
    expect(requests('/503-once/api/v1/states')).toBe(2);
  });

  it('retries an HTML page sent with 200 (a proxy), then rejects; answers when JSON comes back', async () => {
    const error = await failure(client('html').states());
    expect(error.reason).toBe('HTTP 200 with a body that is not JSON (text/html) (after 3 attempts)');
    expect(requests('/html/api/v1/states')).toBe(3);
    expect(await client('html-once').states()).toEqual([{ name: 'Delhi' }]);
  });

  it('rejects a status the API does not answer a well-formed request with, with its body', async () => {
    const error = await failure(client('ok').states());
    expect([error.status, error.reason]).toEqual([400, 'HTTP 400: {"status":"error","code":400,"message":"odd"}']);
  });
});

describe('createClient answers', () => {
  it('gives a 200 body, null for a 404, and isValidIfsc from LISTED or the 404 valid flag', async () => {
    const ok = client('ok');
    expect(await ok.ifsc(' sbin0000001 ')).toEqual(RECORD);
    expect(await ok.ifsc('SBIN0ZZZZZZ')).toBeNull();
    expect(await ok.pincode('999999')).toBeNull();
    expect(await ok.isValidIfsc('sbin0000001')).toBe(true);
    expect(await ok.isValidIfsc('SBIN0ZZZZZZ')).toBe(false);
    expect(await ok.isValidIfsc('HDFC0000009')).toBe(true);
    expect(await ok.isValidIfsc('SBIN0000002')).toBe(false);
  });

  it('gives distance and micr answers, null for their 404s', async () => {
    const ok = client('ok');
    expect(await ok.distance(' 110001', '400001 ')).toEqual(DISTANCE);
    expect(await ok.distance('110001', '999999')).toBeNull();
    expect(await ok.micr(' 700002021 ')).toEqual(MICR);
    expect(await ok.micr('000000000')).toBeNull();
  });

  it('sends the point and the limit the offline function would use, in plain decimals', async () => {
    const ok = client('ok');
    const url = async (lat: number, lon: number, limit?: number) => ((await ok.nearestPostOffices(lat, lon, { limit }))[0] as unknown as { url: string }).url;
    expect(await url(28.6315, 77.2167)).toBe('/ok/api/v1/nearby?lat=28.6315&lon=77.2167&limit=10');
    expect(await url(-90, 180, 100)).toBe('/ok/api/v1/nearby?lat=-90&lon=180&limit=100');
    // Above the cap, the cap: as the offline function and the API answer it.
    expect(await url(28, 77, 1000)).toBe('/ok/api/v1/nearby?lat=28&lon=77&limit=100');
    expect(await url(1e-7, -0.5, 2.7)).toBe(`/ok/api/v1/nearby?lat=${(1e-7).toFixed(20)}&lon=-0.5&limit=2`);
    expect(Number((1e-7).toFixed(20))).toBeCloseTo(1e-7, 15);
  });

  it('sends the search with the limit the offline function would use', async () => {
    const ok = client('ok');
    const url = async (prefix: string, limit?: number) => ((await ok.searchPostOffices(prefix, { limit })) as unknown as { url: string }).url;
    expect(await url('  baroda   h ')).toBe('/ok/api/v1/search?q=baroda%20h&limit=10');
    expect(await url('ba', 500)).toBe('/ok/api/v1/search?q=ba&limit=100');
    expect(await url('ba', 0.5)).toBe('/ok/api/v1/search?q=ba&limit=1');
  });

  it('refuses malformed input before any request, as the offline functions answer it', async () => {
    const before = [...counts.values()].reduce((a, b) => a + b, 0);
    const c = client('never');
    expect(await c.pincode('12')).toBeNull();
    expect(await c.pincode('012345')).toBeNull();
    expect(await c.ifsc('SBIN1000001')).toBeNull();
    expect(await c.isValidIfsc('nope')).toBe(false);
    expect(await c.postOffices(' -- ')).toEqual([]);
    expect(await c.searchPostOffices(' a ')).toBeNull();
    expect(await c.searchBranches('x')).toBeNull();
    expect(await c.state(' ')).toBeNull();
    expect(await c.district('delhi', '')).toBeNull();
    expect(await c.branches('SBIN', 'delhi', ' ')).toBeNull();
    await expect(c.pincode(110001 as unknown as string)).rejects.toThrow(TypeError);
    await expect(c.searchPostOffices('baroda', { limit: Number.NaN })).rejects.toThrow(/limit must be a finite number/);
    expect(await c.distance('110001', '0400001')).toBeNull();
    expect(await c.distance('12', '110001')).toBeNull();
    expect(await c.micr('70000202')).toBeNull();
    expect(await c.micr('70000202x')).toBeNull();
    await expect(c.micr(700002021 as unknown as string)).rejects.toThrow(TypeError);
    await expect(c.distance('110001', null as unknown as string)).rejects.toThrow(TypeError);
    await expect(c.nearestPostOffices(Number.NaN, 77)).rejects.toThrow(/lat must be a finite number/);
    await expect(c.nearestPostOffices(28, '77' as unknown as number)).rejects.toThrow(TypeError);
    await expect(c.nearestPostOffices(90.5, 77)).rejects.toThrow(RangeError);
    await expect(c.nearestPostOffices(28, -180.1)).rejects.toThrow(/lon must be from -180 to 180/);
    await expect(c.nearestPostOffices(28, 77, { limit: Number.POSITIVE_INFINITY })).rejects.toThrow(TypeError);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(before);
  });
});

describe('the operations of the table through the client', () => {
  it('are methods of the client, a new operation of a test table included, checked before any request', async () => {
    const extra = {
      ...OPERATIONS.find((operation) => operation.name === 'ifsc')!,
      name: 'bankOfIfsc',
      command: 'bank-of-ifsc',
      tool: 'bank_of_ifsc',
      call: async (f: LookupFunctions, args: Args) => ({ listed: (await f.ifsc(String(args.ifsc)))?.LISTED ?? null }),
    };
    const ask = bindOperations([...OPERATIONS, extra], client('ok'));
    expect(await ask.bankOfIfsc!({ ifsc: 'sbin0000002' })).toEqual({ listed: false });
    expect(await ask.validateIfsc!({ ifsc: 'HDFC0000009' })).toMatchObject({ in_rbi_list: true, has_branch_record: false });
    const before = requests('/ok/ifsc/api/ifsc/SBIN0000001');
    await expect(ask.ifsc!({ ifsc: 'SBIN1000001' })).rejects.toThrow(OperationInputError);
    expect(requests('/ok/ifsc/api/ifsc/SBIN0000001')).toBe(before);
  });
});
