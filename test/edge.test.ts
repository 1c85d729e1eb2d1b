/**
 * The servers that render on request (`npm start` from the dataset, the edge worker in
 * Cloudflare's own runtime, `wrangler dev`, and the same build's Vercel function in
 * Vercel's Edge runtime) against the static site, on a seeded sample of every URL
 * family: the same status, body, content type and CORS header (from `npm start` for
 * every request, from the edge servers for the first of each family and a share of the
 * rest); every JSON answer fits the OpenAPI document's schema for its operation and
 * status. And the edge build within Cloudflare's free-plan limits, its plain files
 * (stylesheets, scripts, sitemaps, robots.txt) served by the CDN alone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type HostCan, hostSuite } from './host-suite.js';
import { openApiPath } from '@india-pincode-ifsc/site-runtime/openapi/document';
import { OPENAPI_FILE, ROUTES } from '@india-pincode-ifsc/site-runtime/routes';
import { responseChecker } from '@india-pincode-ifsc/site-runtime/testing/openapi-check';
import {
  fetchOnFreshSocket,
  START_WITHIN_MS,
  startEdgeServer,
  startRenderedServer,
  startSiteServer,
  startVercelServer,
  type RunningServer,
} from './servers.js';
import { hostileRequests, OUTSIDE_MARKERS } from './hostile-urls.js';
import { type SampleRequest, sampleRequests } from './url-sample.js';
import { MCP_CASES, mcpOverHttp, toolCall } from './mcp-cases.js';

const siteDir = inject('siteDir');
const baseUrl = inject('baseUrl');
const edgeDir = join(import.meta.dirname, '..', 'test-output', 'edge');
const SAMPLE = 10_000;

/** What must be equal between two servers' answers. */
interface Answer {
  status: number;
  type: string | null;
  cors: string | null;
  location: string | null;
  body: string;
}

async function ask(origin: string, request: SampleRequest): Promise<Answer> {
  const response = await fetchOnFreshSocket(origin + request.url, { method: request.method, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  const header = (name: string) => response.headers.get(name);
  return { status: response.status, type: header('content-type'), cors: header('access-control-allow-origin'), location: header('location'), body };
}

/** What `wrangler dev`'s own proxy answers, with 503, a request its worker was reloaded under. */
const RESTARTED = 'Your worker restarted mid-request.';
const restarts: string[] = [];

/**
 * {@link ask}, sending again what `wrangler dev` asks to be sent again: when it reloads
 * its worker (workerd) mid-request, its proxy retries a GET or HEAD itself and answers
 * any other method (a preflight here) 503 "Your worker restarted mid-request. Please try
 * sending the request again". Any other 503, ours included, is an answer.
 */
async function askAgainOnRestart(origin: string, request: SampleRequest): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const got = await ask(origin, request);
    const restarted = got.status === 503 && Buffer.from(got.body, 'base64').toString('utf8').startsWith(RESTARTED);
    if (!restarted || attempt === 3) return got;
    restarts.push(`${request.method} ${request.url}`);
  }
}

/** `run_worker_first` of the edge build's wrangler.json: `true`, or the Worker's routes with the CDN's as negative rules. */
const workerFirst = (): boolean | string[] =>
  (JSON.parse(readFileSync(join(edgeDir, 'wrangler.json'), 'utf8')) as { assets: { run_worker_first: boolean | string[] } }).assets.run_worker_first;

/** The paths Cloudflare serves from assets without running the Worker: the negative rules of {@link workerFirst}. */
function cdnOnlyPaths(): Set<string> {
  const rules = workerFirst();
  return new Set(Array.isArray(rules) ? rules.filter((rule) => rule.startsWith('!')).map((rule) => rule.slice(1)) : []);
}

/**
 * Whether an edge answer is the one the CDN gives where the Worker would differ: it
 * serves plain files for GET and HEAD only, and answers a preflight (OPTIONS) for one
 * with 405 (still with the CORS header); browsers never preflight a stylesheet or script.
 */
function cdnPreflight(cdnOnly: Set<string>, request: SampleRequest, got: Answer): boolean {
  if (request.method !== 'OPTIONS' || !cdnOnly.has(new URL(request.url, 'http://x').pathname)) return false;
  expect([got.status, got.cors], `OPTIONS ${request.url} at the CDN`).toEqual([405, '*']);
  return true;
}

/** Route family by OpenAPI path template. */
const familyOf = new Map(ROUTES.flatMap((route) => route.paths.map((path) => [openApiPath(path), route.name] as const)));

/** Which sampled requests a server is asked, and which families they covered. */
interface Share {
  ask: (index: number, request: SampleRequest) => boolean;
  families: Set<string>;
  asked: () => number;
}

/**
 * Which sampled requests a server that renders at the edge is asked too: the first of
 * each family, and `kept` in ten of the rest, spread over the whole sample (it is
 * ordered by bank). `wrangler dev` answers about 20 a second here (each reads a pack
 * through its proxy), so its share is most of this file's minutes, and CI has 30; the
 * static files and `npm start` answer every request, and every JSON answer is checked
 * against the OpenAPI document.
 */
function share(kept: number): Share {
  const families = new Set<string>();
  let asked = 0;
  return {
    ask: (index, request) => {
      if (families.has(request.family) && index % 10 >= kept) return false;
      families.add(request.family);
      asked++;
      return true;
    },
    families,
    asked: () => asked,
  };
}

/** The share of the sample each edge server is asked (the others are asked everything). */
const SHARES = { 'edge worker': 2, 'vercel function': 1 } as const;

/**
 * Sends every request to each server (the edge servers: {@link SHARES}), a few at a
 * time, and lists the requests whose answers differ from the first server's, and the
 * JSON answers of the first that do not fit the OpenAPI document's schema for their
 * operation and status.
 */
async function compare(servers: Record<string, RunningServer>, requests: readonly SampleRequest[]) {
  const [reference, ...others] = Object.entries(servers);
  const differences: string[] = [];
  const statuses = new Map<number, number>();
  const check = responseChecker(JSON.parse(readFileSync(join(siteDir, OPENAPI_FILE.slice(1)), 'utf8')));
  const schema = { checked: 0, unmatched: 0, errors: [] as string[], families: new Set<string>() };
  const cdnOnly = cdnOnlyPaths();
  let next = 0;
  const shares = new Map(Object.entries(SHARES).map(([name, kept]) => [name, share(kept)]));
  const waited = new Map<string, number>();
  const timed = async (name: string, answer: Promise<Answer>) => {
    const started = performance.now();
    const got = await answer;
    waited.set(name, (waited.get(name) ?? 0) + performance.now() - started);
    return got;
  };
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index]!;
      const expected = await timed(reference![0], ask(reference![1].origin, request));
      statuses.set(expected.status, (statuses.get(expected.status) ?? 0) + 1);
      if (request.method === 'GET' && expected.type?.startsWith('application/json')) {
        const { path, errors } = check(request.url, expected.status, JSON.parse(Buffer.from(expected.body, 'base64').toString('utf8')));
        if (!path) schema.unmatched++;
        else {
          schema.checked++;
          schema.families.add(familyOf.get(path)!);
          if (errors) schema.errors.push(`${request.url} (${expected.status}): ${errors}`);
        }
      }
      for (const [name, server] of others) {
        if (shares.has(name) && !shares.get(name)!.ask(index, request)) continue;
        const got = await timed(
          name,
          askAgainOnRestart(server.origin, request).catch((error: Error) => {
            throw new Error(`${name}: ${error.message}`);
          }),
        );
        if (name === 'edge worker' && cdnPreflight(cdnOnly, request, got)) continue;
        for (const field of ['status', 'type', 'cors', 'location', 'body'] as const) {
          if (got[field] !== expected[field])
            differences.push(`${name} ${request.method} ${request.url}: ${field} differs (status ${got.status}, expected ${expected.status})`);
        }
        // A server error says why in the server's own output, if anywhere.
        if (got.status >= 500 && got.status !== expected.status) differences.push(`${name} printed, last:\n${server.output().slice(-3000)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { differences, statuses, schema, shares, waited };
}

function filesUnder(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, bytes: statSync(path).size };
    });
}

describe('rendering on request equals the static site', () => {
  const servers: Record<string, RunningServer> = {};

  beforeAll(async () => {
    const [staticSite, rendered, edge] = await Promise.all([
      startSiteServer(siteDir, baseUrl),
      startRenderedServer(baseUrl),
      startEdgeServer(edgeDir, baseUrl),
    ]);
    // Vercel's output is part of the same edge build, made by the worker's start.
    const vercel = await startVercelServer(edgeDir, baseUrl);
    Object.assign(servers, { 'static files': staticSite, 'npm start': rendered, 'edge worker': edge, 'vercel function': vercel });
  }, START_WITHIN_MS + 300_000);

  afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  });

  // What code answers beyond files: query forms and preflight, searches computed; a malformed value gets the family's 400, not a 404 body.
  const codeHost: HostCan = { queryForms: true, computesSearches: true, familyMisses: false, preflight: true };
  hostSuite('npm start', () => servers['static files']!, siteDir, codeHost);
  hostSuite('npm start, rendering on request', () => servers['npm start']!, siteDir, codeHost);
  hostSuite('the Cloudflare Worker (wrangler dev)', () => servers['edge worker']!, siteDir, codeHost);
  hostSuite('the Vercel function', () => servers['vercel function']!, siteDir, codeHost);

  it('keeps dist-edge within Cloudflare Workers free-plan limits: assets ≤ 20,000 files of ≤ 25 MiB, worker ≤ 3 MiB gzipped', () => {
    const assets = filesUnder(join(edgeDir, 'public'));
    const largest = Math.max(...assets.map((file) => file.bytes));
    const workerGzip = gzipSync(readFileSync(join(edgeDir, 'worker.js'))).byteLength;
    console.log(
      `dist-edge: ${assets.length} asset files, largest ${(largest / 2 ** 20).toFixed(1)} MiB; worker.js ${(workerGzip / 1024).toFixed(0)} KiB gzipped`,
    );
    expect(assets.length).toBeGreaterThan(300);
    expect(assets.length).toBeLessThanOrEqual(20_000);
    expect(largest).toBeLessThanOrEqual(25 * 2 ** 20);
    expect(workerGzip).toBeLessThanOrEqual(3 * 2 ** 20);
  });

  it('lets the CDN serve the stylesheets, scripts, sitemaps and robots.txt without the Worker (run_worker_first)', () => {
    const cdnOnly = [...cdnOnlyPaths()];
    console.log(`dist-edge: ${cdnOnly.length} plain files served without the Worker`);
    for (const path of ['/assets/site.css', '/assets/site.js', '/sitemap.xml', '/sitemaps/1.xml', '/robots.txt', '/docs/swagger-ui-bundle.js'])
      expect(cdnOnly).toContain(path);
    for (const path of cdnOnly) expect(statSync(join(edgeDir, 'public', path)).isFile(), path).toBe(true);
    expect((workerFirst() as string[])[0]).toBe('/*');
  });

  it('answers MCP over HTTP at /mcp on the worker and the Vercel function as npm start does: the same tools, the same answers', async () => {
    const reference = await mcpOverHttp(servers['npm start']!.origin);
    const tools = (await reference.listTools()).tools;
    const expected = [];
    for (const asked of MCP_CASES) expected.push(await toolCall(reference, asked));
    await reference.close();
    for (const name of ['edge worker', 'vercel function']) {
      const client = await mcpOverHttp(servers[name]!.origin);
      expect((await client.listTools()).tools).toEqual(tools);
      for (const [i, asked] of MCP_CASES.entries()) expect(await toolCall(client, asked), `${name}: ${asked[0]}`).toEqual(expected[i]);
      await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
      await client.close();
    }
  });

  it('answers a branch on its first request (one pack read) and again from the isolate (timings printed)', async () => {
    const codes = ['HDFC0000001', 'ICIC0000001', 'PUNB0001000'];
    const lines: string[] = [];
    for (const code of codes) {
      const url = `${servers['edge worker']!.origin}/ifsc/api/ifsc/${code}`;
      const expected = await ask(servers['static files']!.origin, { method: 'GET', url: `/ifsc/api/ifsc/${code}`, family: 'ifsc' });
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const response = await fetch(url);
        const body = Buffer.from(await response.arrayBuffer()).toString('base64');
        times.push(performance.now() - started);
        expect([response.status, body]).toEqual([expected.status, expected.body]);
      }
      lines.push(`${code.slice(0, 4)} cold ${times[0]!.toFixed(0)} ms, warm ${times[2]!.toFixed(1)} ms`);
    }
    console.log(`edge worker, first and third request of a branch: ${lines.join('; ')}`);
  });

  it(`answers ${SAMPLE} sampled requests of every family byte for byte as the static files do, each JSON answer as the OpenAPI document says`, async () => {
    const requests = sampleRequests(siteDir, 20261122, SAMPLE);
    const families = new Set(requests.map((request) => request.family));
    expect(requests.length).toBeGreaterThanOrEqual(SAMPLE);
    const started = performance.now();
    const { differences, statuses, schema, shares, waited } = await compare(servers, requests);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${requests.length} requests over ${families.size} families to the static files and npm start, ${[...shares].map(([name, s]) => `${s.asked()} to the ${name}`).join(', ')}, in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; waiting on each (s, summed over 8 at a time): ${[...waited].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)}`).join(', ')}`,
    );
    console.log(
      `OpenAPI: ${schema.checked} JSON answers checked against their operation's schema (${schema.families.size} families), ${schema.unmatched} files without an operation (the site's own file forms)`,
    );
    if (restarts.length) console.log(`wrangler dev reloaded its worker under ${restarts.length} requests, sent again: ${restarts.join(', ')}`);
    expect(differences.slice(0, 30)).toEqual([]);
    for (const [name, asked] of shares) expect([...asked.families].sort(), name).toEqual([...families].sort());
    expect(schema.errors.slice(0, 30)).toEqual([]);
    expect([...schema.families].sort()).toEqual(ROUTES.map((route) => route.name).sort());
    for (const status of [200, 204, 308, 400, 404]) expect(statuses.get(status), `status ${status}`).toBeGreaterThan(0);
  }, 900_000);
});

/** Cloudflare's static-assets binding over the edge build's `public/`: the file, else 404; like it, it takes a URL or a Request. */
const assetsBinding = {
  async fetch(input: Request | string): Promise<Response> {
    const path = decodeURIComponent(new URL(typeof input === 'string' ? input : input.url).pathname);
    try {
      return new Response(await readFile(join(edgeDir, 'public', path)), { status: 200 });
    } catch {
      return new Response(null, { status: 404 });
    }
  },
};

interface Worker {
  fetch(request: Request, env: { ASSETS: typeof assetsBinding }): Promise<Response>;
}

describe('the edge worker under hostile URLs', () => {
  // The module the edge build wrote (by the start above), called in this process the way the runtime calls it.
  it('10,000 from the fuzz seed: no 5xx, the CORS header on every answer, nothing from outside the site', async () => {
    const worker = (await import(pathToFileURL(join(edgeDir, 'worker.js')).href)).default as Worker;
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
      const response = await worker.fetch(request, { ASSETS: assetsBinding });
      const body = await response.text();
      byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      const what = `${method} ${target.slice(0, 100)}`;
      if (response.status >= 500) broken.push(`${response.status}: ${what}`);
      else if (response.headers.get('access-control-allow-origin') !== '*') broken.push(`no CORS header: ${what}`);
      else if (OUTSIDE_MARKERS.some((marker) => body.includes(marker))) broken.push(`body from outside the site: ${what}`);
    }
    console.log(`edge fuzz: ${JSON.stringify(byStatus)}`);
    expect(broken.slice(0, 10)).toEqual([]);
    expect(byStatus[200]).toBeGreaterThan(0);
  }, 300_000);
});
