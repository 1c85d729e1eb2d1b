import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hostileRequests, OUTSIDE_MARKERS } from './hostile-urls.js';

const siteDir = inject('siteDir');

/** A Cloudflare-style static-assets binding over the built site: 200 with the file, else 404. */
const assets = {
  async fetch(request: Request): Promise<Response> {
    const path = decodeURIComponent(new URL(request.url).pathname);
    try {
      return new Response(await readFile(join(siteDir, path)), { status: 200 });
    } catch {
      return new Response('not found', { status: 404 });
    }
  },
};

let worker: { fetch(request: Request, env: { ASSETS: typeof assets }): Promise<Response> };

beforeAll(async () => {
  worker = (await import(pathToFileURL(join(siteDir, '_worker.js')).href)).default;
});

async function ask(path: string, init?: RequestInit) {
  const response = await worker.fetch(new Request(`https://edge.example${path}`, init), { ASSETS: assets });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

describe('the generated edge worker (_worker.js)', () => {
  it('answers path forms, query forms, letter case and bank codes from the static assets', async () => {
    const pin = await ask('/api/pincode/110001');
    expect(pin.status).toBe(200);
    expect(pin.body[0].Status).toBe('Success');
    expect(pin.headers.get('access-control-allow-origin')).toBe('*');
    expect((await ask('/ifsc/api/ifsc.php?ifsc=sbin0000001')).body).toMatchObject({ IFSC: 'SBIN0000001', BANK: 'State Bank of India' });
    expect((await ask('/api/states.php?bank=SBIN')).body).toMatchObject({ success: true });
    expect((await ask('/api/v1/search?q=Baroda%20Hou&limit=1')).body).toMatchObject({ status: 'success', count: 1 });
    expect((await ask('/api/search.php?q=700001')).body.branches.length).toBeGreaterThan(0);
    expect((await ask('/api/postoffice/BARODA%20house')).body[0].PostOffice.map((o: { Name: string }) => o.Name)).toContain('Baroda House');
  });

  it('answers misses, bad input and OPTIONS like the node server', async () => {
    expect((await ask('/api/pincode/999999')).status).toBe(404);
    expect((await ask('/ifsc/api/ifsc/XX')).status).toBe(400);
    expect((await ask('/api/v1/state/atlantis')).body).toEqual({ status: 'error', code: 404, message: 'State not found: atlantis' });
    expect((await ask('/api/pincode/110001', { method: 'OPTIONS' })).status).toBe(204);
    // The URL parser resolves %2e%2e itself: the request arrives as /etc/passwd, a miss.
    const traversal = await worker.fetch(new Request('https://edge.example/api/%2e%2e/%2e%2e/etc/passwd'), { ASSETS: assets });
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('root:');
    expect((await ask('/api/postoffice/a%2Fb')).status).toBe(400);
  });
});

describe('the edge worker under hostile URLs', () => {
  it('10,000 from the fuzz seed: no 5xx, the CORS header on every answer, nothing from outside the site', async () => {
    const byStatus: Record<string, number> = {};
    const broken: string[] = [];
    for (const { method, target } of hostileRequests(20_261_122, 10_000)) {
      let request: Request;
      try {
        // What a fetch-style runtime hands the worker: a URL it could parse and a method it allows.
        request = new Request(`https://edge.example${target}`, { method });
      } catch {
        byStatus['not a Request'] = (byStatus['not a Request'] ?? 0) + 1;
        continue;
      }
      const response = await worker.fetch(request, { ASSETS: assets });
      const body = await response.text();
      byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      const what = `${method} ${target.slice(0, 100)}`;
      if (response.status >= 500) broken.push(`${response.status}: ${what}`);
      else if (response.headers.get('access-control-allow-origin') !== '*') broken.push(`no CORS header: ${what}`);
      else if (OUTSIDE_MARKERS.some((marker) => body.includes(marker))) broken.push(`body from outside the site: ${what}`);
    }
    console.log(`edge fuzz: ${JSON.stringify(byStatus)}`);
    expect(broken.slice(0, 10)).toEqual([]);
  }, 120_000);
});
