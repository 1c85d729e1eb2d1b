/**
 * One fresh isolate for `npm run bench:edge`, the way Cloudflare runs the worker: this
 * process imports the built worker module and calls its `fetch` with an `ASSETS`
 * binding over the build's `public/` folder. Plain JavaScript, run by plain `node`, so
 * that nothing but the worker is loaded when the clock starts.
 *
 * Usage: node --expose-gc bench-edge-child.mjs EDGE_DIR first URL [URL…]   (a URL may be `POST URL BODY`)
 *   prints {firstCpuMs, firstThreadMs, firstBindingMs, repeatCpuMs, newUrlCpuMs, firstBytes, firstReads, heapMb}:
 *   the CPU of module evaluation plus the first request (all threads, and the main thread's
 *   alone, null where the system does not say), the share of it spent inside the
 *   assets binding, the median CPU of the first URL asked again (REPEATS times), the
 *   median CPU of the other URLs (each asked once after it, in the warm isolate), the
 *   bytes read from assets by the first request and how many reads it made, and the heap
 *   after them all.
 * Usage: node --expose-gc bench-edge-child.mjs EDGE_DIR mixed URLS_FILE
 *   asks every URL of the file (one a line) in order; prints {peakHeapMb, requests, cpuMs}.
 * Usage: node --expose-gc [--trace-opt] bench-edge-child.mjs EDGE_DIR once URL
 *   asks the URL once and prints {status}, after what `--trace-opt` prints of the
 *   functions V8 gives its optimising compiler.
 * Usage: node --expose-gc bench-edge-child.mjs EDGE_DIR imports URL
 *   asks the URL once and prints {imports}: how many modules the worker imported beside its
 *   entry (its chunks), counted by a resolve hook (bench-edge-hook.mjs) that runs in no
 *   measured process, since it adds its own work to every import.
 */
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [edgeDir, mode, ...rest] = process.argv.slice(2);
const publicDir = join(edgeDir, 'public');
let bytesRead = 0;
/** How many times the worker asked the binding (a hit or a miss). */
let readsCount = 0;
/** CPU spent inside the binding (reading the file, making its Response): the asset server's work, which Cloudflare does outside the isolate. */
let bindingCpuMs = 0;

const cpuMs = (start) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * CPU time of the main thread alone, the isolate's (Linux: its schedstat, in ns), or
 * null where there is none. process.cpuUsage() also counts V8's helper threads
 * (optimising compilers, parallel GC), which Cloudflare does not bill to a request.
 * The kernel brings a running thread's schedstat up to date only when it is scheduled
 * out (else at a tick, 4 ms apart on these machines), so the thread sleeps 0.2 ms first.
 */
const pause = new Int32Array(new SharedArrayBuffer(4));
const threadMs = () => {
  try {
    Atomics.wait(pause, 0, 0, 0.2);
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
};

function readAsset(request) {
  const path = decodeURIComponent(new URL(typeof request === 'string' ? request : request.url).pathname);
  let bytes;
  try {
    bytes = readFileSync(join(publicDir, path));
  } catch {
    return new Response(null, { status: 404 });
  }
  bytesRead += bytes.byteLength;
  return new Response(bytes, { status: 200 });
}

/** Cloudflare's static-assets binding over the build's `public/` folder: like it, it takes a Request or a URL. */
const ASSETS = {
  async fetch(request) {
    const start = process.cpuUsage();
    readsCount++;
    const response = readAsset(request);
    bindingCpuMs += cpuMs(start);
    return response;
  },
};
const env = { ASSETS };

/** A sample as a request: a URL (GET), or `POST URL BODY` (a JSON body, as MCP over HTTP takes). */
function requestOf(sample) {
  const post = /^POST (\S+) (.*)$/s.exec(sample);
  return post ? new Request(post[1], { method: 'POST', headers: { 'content-type': 'application/json' }, body: post[2] }) : new Request(sample);
}

async function ask(worker, url) {
  const response = await worker.fetch(requestOf(url), env, { waitUntil() {}, passThroughOnException() {} });
  await response.arrayBuffer();
  return response.status;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** Times the first URL is asked again. */
const REPEATS = 20;

const moduleUrl = pathToFileURL(join(edgeDir, 'worker.js')).href;

/**
 * Node builds its fetch classes (undici) on first use, tens of milliseconds that a
 * Workers isolate never pays, and sets its module loader up on the first file imported
 * (about 2 ms): both are warmed, with the assets binding, before any clock starts. So are
 * its timers and TextDecoder, JavaScript compiled on first use too (a first timer costs
 * about 0.35 ms), where a Workers isolate has them native.
 */
async function warmHarness() {
  await import('./bench-edge-warm.mjs');
  const warm = await ASSETS.fetch(new Request('https://warm.invalid/'));
  await warm.arrayBuffer();
  await new Response(new TextEncoder().encode('{}'), { headers: { 'content-type': 'application/json' } }).json();
  await new Response('x').text();
  // A search sets timers: a read that waits on a load another part of it started keeps one pending (core util/shared-loads.ts).
  clearTimeout(setTimeout(() => {}, 1));
  new TextDecoder().decode(new TextEncoder().encode('{}'));
}

/** Chunk URLs the hook reported (imports mode). */
const imported = new Set();
if (mode === 'imports') {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url) => imported.add(url));
  port1.unref();
  register('./bench-edge-hook.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });
}

await warmHarness();
// The warm-up's own reads are not the worker's.
bytesRead = 0;
readsCount = 0;
bindingCpuMs = 0;
// A fresh isolate starts with an empty heap; Node's start and the warm-up leave garbage
// that would be collected inside the first request, at the worker's charge.
globalThis.gc();
if (mode === 'first') {
  const [first, ...others] = rest;
  const threadStart = threadMs();
  const start = process.cpuUsage();
  const worker = (await import(moduleUrl)).default;
  const status = await ask(worker, first);
  const firstCpuMs = cpuMs(start);
  const firstThreadMs = threadStart === null ? null : threadMs() - threadStart;
  const firstBytes = bytesRead;
  const firstReads = readsCount;
  const firstBindingMs = bindingCpuMs;
  const timed = async (url) => {
    const before = process.cpuUsage();
    await ask(worker, url);
    return cpuMs(before);
  };
  const repeats = [];
  for (let i = 0; i < REPEATS; i++) repeats.push(await timed(first));
  const newUrls = [];
  for (const url of others) newUrls.push(await timed(url));
  const result = {
    status,
    firstCpuMs,
    firstThreadMs,
    firstBindingMs,
    repeatCpuMs: median(repeats),
    newUrlCpuMs: newUrls.length ? median(newUrls) : null,
    firstBytes,
    firstReads,
    heapMb: heapMb(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else if (mode === 'mixed') {
  const urls = readFileSync(rest[0], 'utf8').split('\n').filter(Boolean);
  const start = process.cpuUsage();
  const worker = (await import(moduleUrl)).default;
  let peak = 0;
  for (let i = 0; i < urls.length; i++) {
    await ask(worker, urls[i]);
    if (i % 250 === 249) peak = Math.max(peak, process.memoryUsage().heapUsed / 2 ** 20);
  }
  peak = Math.max(peak, process.memoryUsage().heapUsed / 2 ** 20);
  process.stdout.write(`${JSON.stringify({ peakHeapMb: peak, requests: urls.length, cpuMs: cpuMs(start), heapAfterGcMb: heapMb() })}\n`);
} else if (mode === 'once') {
  const worker = (await import(moduleUrl)).default;
  const status = await ask(worker, rest[0]);
  // Let a helper thread's compile finish and print, as it would while the answer is sent.
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.stdout.write(`${JSON.stringify({ status })}\n`);
} else if (mode === 'imports') {
  const worker = (await import(moduleUrl)).default;
  await ask(worker, rest[0]);
  // The hook's messages arrive on the next turns of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.stdout.write(`${JSON.stringify({ imports: imported.size })}\n`);
} else {
  throw new Error(`bench-edge-child: unknown mode ${mode}`);
}
