/**
 * Hostile URLs against the real server (started as `npm start` starts it) over the
 * real site: 10,000 raw requests from a fixed seed. No answer may be a 5xx, lack the
 * CORS header, or carry a file from outside the site. `npm run bench:fuzz` runs the
 * same with a random seed and more requests.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fuzz, hostileRequests, sendRaw } from './hostile-urls.js';
import { type RunningServer, startSiteServer } from './servers.js';

const SEED = 20_261_122;
let server: RunningServer;

beforeAll(async () => {
  server = await startSiteServer(inject('siteDir'), inject('baseUrl'));
});

afterAll(() => server?.stop());

describe('hostile URLs', () => {
  it('10,000 from a fixed seed: no 5xx, the CORS header on every answer, nothing from outside the site', async () => {
    const port = Number(new URL(server.origin).port);
    const { byStatus, broken } = await fuzz(port, hostileRequests(SEED, 10_000));
    console.log(`fuzz seed ${SEED}: ${JSON.stringify(byStatus)}`);
    expect(broken).toEqual([]);
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(10_000);
    // The server is still answering normally afterwards.
    expect((await sendRaw(port, { method: 'GET', target: '/api/pincode/110001' }))?.status).toBe(200);
  });
});
