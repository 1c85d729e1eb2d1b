/**
 * The project's server (started as `npm start` starts it, over the real site) under
 * 200 concurrent connections for 60 s on a mix of real URLs, with slow and silent
 * clients alongside: every answer 2xx, no errors or timeouts, and memory that stays
 * bounded (the file cache is capped); then SIGTERM in the middle of a load run.
 * `npm run bench:serve` measures the speed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { autocannon } from './autocannon.js';
import { type RunningServer, startSiteServer } from './servers.js';

let server: RunningServer;

/** The children of a process, from /proc (no procps needed). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat = '';
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The parent's pid is the second field after the command, which is in parentheses.
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(name));
  }
  return children;
}

/** Resident memory of a process and its children, in MiB. */
function rssMiB(pid: number): number {
  const children = childrenOf(pid);
  let kib = 0;
  for (const id of [pid, ...children]) kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  return kib / 1024;
}

const PATHS = [
  '/api/pincode/110001',
  '/api/v1/pincode/560001',
  '/ifsc/api/ifsc/SBIN0000001',
  '/api/v1/search?q=bar&limit=10',
  '/api/search.php?q=kolkata%20main',
  '/api/postoffice/new%20delhi',
  '/api/states.php?bank=sbin',
  '/pincode/110001/',
  '/ifsc/HDFC0000001/',
];

beforeAll(async () => {
  server = await startSiteServer(inject('siteDir'), inject('baseUrl'));
});

afterAll(() => server?.stop());

describe('the server under load', () => {
  it('answers 200 concurrent connections with slow and silent clients alongside, memory bounded', async () => {
    const port = Number(new URL(server.origin).port);
    await autocannon({ url: server.origin, connections: 20, pipelining: 1, duration: 3, setupClient: (c) => c.setRequests(PATHS.map((path) => ({ path }))) });
    const before = rssMiB(server.pid);
    // Alongside: clients that open and say nothing, and clients that send a byte a second.
    const idle = Array.from({ length: 50 }, () => connect(port, '127.0.0.1').on('error', () => {}));
    const slow = Array.from({ length: 50 }, () => connect(port, '127.0.0.1').on('error', () => {}));
    const drip = setInterval(() => {
      for (const socket of slow) if (!socket.destroyed) socket.write('X');
    }, 1000);
    const result = await autocannon({
      url: server.origin,
      connections: 200,
      pipelining: 1,
      duration: 60,
      // autocannon gives up on a request after 10 s by default; with another test file
      // building a site on the same two cores, a few waited longer. A stuck request still fails.
      timeout: 30,
      setupClient: (c) => c.setRequests(PATHS.map((path) => ({ path }))),
    });
    clearInterval(drip);
    for (const socket of [...idle, ...slow]) socket.destroy();
    const after = rssMiB(server.pid);
    console.log(
      `load: ${result.requests.total} requests, ${result.requests.average} req/s, p99 ${result.latency.p99} ms; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB`,
    );
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
    expect(result.requests.total).toBeGreaterThan(30_000);
    // The file cache is capped at 128 MiB; the rest is the process itself.
    expect(after - before).toBeLessThan(300);
  }, 180_000);

  it('stops on SIGTERM under load: every request it accepted answered, new connections refused, exit 0 within 10 s', async () => {
    const outcomes = { answered: 0, refused: 0, failed: [] as string[] };
    let signalled = false;
    // Each request on a connection of its own, so that each is either refused or accepted and answered. A connection
    // opened before the signal must be answered; one opened after it may be refused, or reset from the kernel's queue.
    const once = (path: string) =>
      new Promise<void>((resolve) => {
        const afterSignal = signalled;
        get({ host: '127.0.0.1', port: Number(new URL(server.origin).port), path, agent: false }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) outcomes.answered++;
            else outcomes.failed.push(`${path}: ${response.statusCode}`);
            resolve();
          });
          response.on('error', (error) => {
            outcomes.failed.push(`${path}: ${error.message}`);
            resolve();
          });
        }).on('error', (error: NodeJS.ErrnoException) => {
          if ((error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') && afterSignal) outcomes.refused++;
          else outcomes.failed.push(`${path}: ${error.code ?? error.message}`);
          resolve();
        });
      });
    const client = async (n: number) => {
      for (let i = n; outcomes.refused === 0; i++) await once(PATHS[i % PATHS.length]!);
    };
    const clients = Array.from({ length: 16 }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const answeredBefore = outcomes.answered;
    signalled = true;
    const started = Date.now();
    // stop() sends SIGTERM, as process managers do.
    void server.stop();
    const code = await server.exited;
    const ms = Date.now() - started;
    await Promise.all(clients);
    console.log(
      `SIGTERM under load: ${outcomes.answered} answered (${answeredBefore} before the signal), ${outcomes.refused} refused after it; exit ${code} after ${ms} ms`,
    );
    expect(outcomes.failed.slice(0, 5)).toEqual([]);
    expect(answeredBefore).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  }, 60_000);
});
