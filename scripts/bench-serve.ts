/**
 * Benchmark: requests per second and p99 latency of the project's own server
 * (`npm start`: packages/site/src/start.ts, node:http + the fetch-style handler)
 * against the `serve` package serving the same generated site, on loopback only
 * (127.0.0.1), with autocannon. Each case uses the same list of real URLs (files
 * listed in the site's manifest) on both servers; query forms that `serve` cannot
 * answer are measured on our server only.
 *
 * Each case runs `--rounds` times (default 3), the two servers taking turns to go
 * first, and the medians are reported: on a shared machine one 10-second run can
 * catch a pause of the host that says nothing about either server.
 *
 * Usage: npm run bench:serve [-- --duration 10] [--warmup 2] [--connections 100] [--rounds 3]
 *                            [--site dist-site] [--site-url http://localhost:3000] [--cases pincode,ifsc,...]
 *                            [--server-node-options "--cpu-prof --cpu-prof-dir=prof"]
 *                            [--peer serve|bare] [--accept-encoding "br, gzip"] [--rendered] [--no-pin]
 *
 * `--rendered` (with `--peer bare`) runs our server as `npm start` runs it by default,
 * rendering from the dataset, with no site folder (URLs chosen from the sources).
 * The servers run on the last CPU and the load generator on the first (`taskset`),
 * unless `--no-pin`.
 *
 * `--peer bare` measures against a bare node:http server (scripts/bare-server.mjs) that
 * answers every case's URLs (query forms too) with the very status, headers and body our
 * server sent for them, captured first and kept in memory: the ratio is our server's
 * overhead. `--accept-encoding` sends that header with every request (both servers then
 * send compressed bodies: ours compresses once per kept answer, the bare one sends the
 * bytes ours sent).
 *
 * Cases: pincode (/api/pincode/{PIN}), ifsc (/ifsc/api/ifsc/{IFSC}),
 * search-path (/api/v1/search/{prefix}), and on our server only search-query
 * (/api/v1/search?q={prefix}&limit=10) and ifsc-search (/api/search.php?q={word}).
 *
 * The site is built with packages/site/src/build.ts when DIR/manifest.txt is
 * missing; our server is then started as `npm start` starts it, which runs the
 * incremental build (a no-op when sources, settings and code are unchanged, a long
 * rebuild when they changed), and `serve` only once ours answers, so both serve
 * the same final files. URLs not answering 200 on both servers are dropped.
 * `serve` runs with --no-request-logging (our server logs no requests either).
 * `--start-timeout` (seconds, default 900) bounds the wait for our server.
 * `--server-node-options` is passed as NODE_OPTIONS to our server only (e.g. to
 * take a CPU profile of it under load).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DataReport } from 'india-pincode-ifsc';
import { readIfscRows, readPincodeRows, sourcesDir } from '@india-pincode-ifsc/sources';
import { siteCommand } from '../packages/site/src/commands.js';
import { autocannon } from '../test/autocannon.js';
import { freePort } from '../test/servers.js';

const HOST = '127.0.0.1';
const root = resolve(import.meta.dirname, '..');
const serveCli = resolve(root, 'node_modules/serve/build/main.js');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '100' },
    site: { type: 'string', default: 'dist-site' },
    // The base URL the site was built with; the server rebuilds when it differs.
    'site-url': { type: 'string', default: 'http://localhost:3000' },
    cases: { type: 'string' },
    'server-node-options': { type: 'string' },
    'start-timeout': { type: 'string', default: '900' },
    peer: { type: 'string', default: 'serve' },
    'accept-encoding': { type: 'string' },
    rendered: { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
  },
});
if (values.rendered && values.peer !== 'bare') throw new Error('--rendered has no site folder for serve to serve: use it with --peer bare');
const peerName = values.peer!;
if (peerName !== 'serve' && peerName !== 'bare') throw new Error(`bad --peer ${peerName}: serve or bare`);
const requestHeaders: Record<string, string> = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {};
const SITE_URL = values['site-url']!;
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const startTimeout = Number(values['start-timeout']) * 1000;
const siteDir = resolve(values.site);
for (const [name, value] of Object.entries({ duration, warmup, rounds, connections, startTimeout })) {
  if (!Number.isFinite(value) || value < 0 || (name !== 'warmup' && value === 0)) throw new Error(`bad --${name}: ${value}`);
}

// ---------------------------------------------------------------- children

const children = new Set<ChildProcess>();

/**
 * The CPU the servers run on, the load generator (this process) on another: on a
 * machine with few cores, where the scheduler puts each process decides a third of
 * the figures otherwise. `undefined` when not pinned (`--no-pin`, one CPU, no taskset).
 */
const serverCpu = ((): string | undefined => {
  if (values['no-pin'] || cpus().length < 2) return undefined;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
    return String(cpus().length - 1);
  } catch {
    return undefined;
  }
})();

/** Starts a child in its own process group, so that stopping it also stops what it spawned (tsx runs node in a child). */
function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [command, commandArgs] = serverCpu === undefined ? [process.execPath, args] : ['taskset', ['-c', serverCpu, process.execPath, ...args]];
  const child = spawn(command, commandArgs, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const prefix = (text: string) => text.replace(/\n(?=.)/g, `\n[${name}] `);
  child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${prefix(chunk.toString())}`));
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${prefix(chunk.toString())}`));
  child.on('exit', () => children.delete(child));
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

const stopAll = () => Promise.all([...children].map(stopChild));

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void stopAll().finally(() => process.exit(130));
  });
}
// Last resort if the process exits without the cleanup having run.
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) done();
      else fail(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
}

async function waitUntilUp(name: string, child: ChildProcess, base: string, path: string): Promise<void> {
  const deadline = Date.now() + startTimeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before answering (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${name} did not answer ${path} within ${startTimeout / 1000} s`);
}

// ---------------------------------------------------------------- URLs

/** A small deterministic PRNG (mulberry32), so every run picks the same URLs. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  const copy = [...items];
  const next = random(seed);
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

interface Case {
  name: string;
  urls: string[];
  /** Whether `serve` can answer it (static files only). */
  both: boolean;
}

/** What the cases' URLs are made of. */
interface Candidates {
  pins: string[];
  ifscs: string[];
  /** Plain search prefixes, so that the URL is the file name as it is for both servers. */
  prefixes: string[];
}

/** Candidates from the site folder's manifest: files both servers have. */
async function manifestCandidates(): Promise<Candidates> {
  const manifest = await readFile(resolve(siteDir, 'manifest.txt'), 'utf8');
  const found: Candidates = { pins: [], ifscs: [], prefixes: [] };
  for (const line of manifest.split('\n')) {
    if (line.startsWith('#')) continue;
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const path = line
      .slice(space + 1)
      .trim()
      .replace(/^\/?/, '/');
    const pin = /^\/api\/pincode\/(\d{6})$/.exec(path)?.[1];
    const ifsc = /^\/ifsc\/api\/ifsc\/([A-Z]{4}0[A-Z0-9]{6})$/.exec(path)?.[1];
    const prefix = /^\/api\/v1\/search\/([a-z0-9]{2,})$/.exec(path)?.[1];
    if (pin) found.pins.push(pin);
    else if (ifsc) found.ifscs.push(ifsc);
    else if (prefix) found.prefixes.push(prefix);
  }
  if (!found.pins.length || !found.ifscs.length || !found.prefixes.length) {
    throw new Error(`manifest ${siteDir}/manifest.txt: found ${found.pins.length} PINs, ${found.ifscs.length} IFSCs, ${found.prefixes.length} search prefixes`);
  }
  return found;
}

/** Candidates from the sources `npm start` renders from (`--rendered`): there is no site folder. */
async function sourceCandidates(): Promise<Candidates> {
  const report = new DataReport();
  const offices = await readPincodeRows(sourcesDir(), report);
  const branches = await readIfscRows(sourcesDir(), report);
  const words = offices
    .map((row) =>
      row.officename
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 4),
    )
    .filter((word) => word.length === 4);
  return {
    pins: [...new Set(offices.map((row) => row.pincode))].filter((pin) => /^\d{6}$/.test(pin)).sort(),
    ifscs: branches
      .map((row) => row.IFSC)
      .filter((code) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(code))
      .sort(),
    prefixes: [...new Set(words)].sort(),
  };
}

async function chooseCases(ours: string): Promise<Case[]> {
  const { pins, ifscs, prefixes } = values.rendered ? await sourceCandidates() : await manifestCandidates();
  const searchPrefixes = sample(prefixes, 200, 3);

  // Words from bank names, for the IFSC search (`/api/search.php?q=`).
  const banks = (await (await fetch(`${ours}/api/banks.php`)).json()) as { banks?: { name?: string }[] };
  const names = (banks.banks ?? []).map((bank) => bank.name ?? '');
  const words = new Set<string>();
  for (const name of names) for (const word of name.toLowerCase().split(/[^a-z]+/)) if (word.length >= 4) words.add(word);
  if (!words.size) throw new Error(`no bank-name words found in ${ours}/api/banks.php`);
  const bankWords = sample([...words].sort(), 100, 4);

  return [
    { name: 'pincode', urls: sample(pins, 500, 1).map((pin) => `/api/pincode/${pin}`), both: true },
    { name: 'ifsc', urls: sample(ifscs, 500, 2).map((code) => `/ifsc/api/ifsc/${code}`), both: true },
    { name: 'search-path', urls: searchPrefixes.map((prefix) => `/api/v1/search/${prefix}`), both: true },
    { name: 'search-query', urls: searchPrefixes.map((prefix) => `/api/v1/search?q=${encodeURIComponent(prefix)}&limit=10`), both: false },
    { name: 'ifsc-search', urls: bankWords.map((word) => `/api/search.php?q=${encodeURIComponent(word)}`), both: false },
  ];
}

/** Keeps the URLs that answer 200 on every given server, so that both servers get exactly the same list. */
async function checkUrls(urls: string[], bases: string[]): Promise<{ ok: string[]; dropped: string[] }> {
  const status = new Map<string, boolean>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      let ok = true;
      for (const base of bases) {
        const response = await fetch(`${base}${url}`, { headers: requestHeaders, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        ok &&= response.status === 200;
      }
      status.set(url, ok);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { ok: urls.filter((url) => status.get(url)), dropped: urls.filter((url) => !status.get(url)) };
}

/** Our server's answers to every case URL (status, headers, body as sent), in a temporary file for the bare peer. */
async function captureAnswers(base: string, cases: readonly Case[]): Promise<string> {
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const url of cases.flatMap((c) => c.urls)) {
    answers[url] = await new Promise((done, fail) => {
      get(`${base}${url}`, { headers: requestHeaders, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // The connection's own headers are the bare server's to send, as node sends them for any answer.
          const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
          const headers = Object.fromEntries(Object.entries(response.headers).flatMap(([name, value]) => (own.has(name) ? [] : [[name, String(value)]])));
          done({ status: response.statusCode!, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      }).on('error', fail);
    });
  }
  const file = join(await mkdtemp(join(tmpdir(), 'bench-bare-')), 'answers.json');
  await writeFile(file, JSON.stringify(answers));
  return file;
}

// ---------------------------------------------------------------- load

interface Result {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(base: string, urls: string[], seconds: number): Promise<Result> {
  let client = 0;
  const result = await autocannon({
    url: base,
    connections,
    pipelining: 1,
    duration: seconds,
    headers: requestHeaders,
    // Every connection walks the whole list, each from its own starting point, so
    // the connections do not ask for the same URL at the same moment.
    setupClient: (c) => {
      const offset = Math.floor((client++ * urls.length) / connections) % urls.length;
      c.setRequests([...urls.slice(offset), ...urls.slice(0, offset)].map((path) => ({ path })));
    },
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

// ---------------------------------------------------------------- main

const t0 = performance.now();
const note = (text: string) => console.error(`[bench ${((performance.now() - t0) / 1000).toFixed(1)} s] ${text}`);

async function main() {
  const env = { ...process.env, SITE_URL };
  if (!values.rendered && !existsSync(resolve(siteDir, 'manifest.txt'))) {
    note(`no ${siteDir}/manifest.txt: building the site (a full build takes a minute or more)…`);
    await run(siteCommand('build', '--out', siteDir, '--base-url', SITE_URL), env);
  }

  // Our server first: start.ts brings the site up to date (a no-op when nothing
  // changed, a rebuild when code or sources did), so the site is final once it answers.
  const [oursPort, servePort] = [await freePort(), await freePort()];
  const oursEnv: NodeJS.ProcessEnv = { ...env, PORT: String(oursPort), ...(values.rendered ? {} : { SITE_DIR: siteDir }) };
  if (values['server-node-options']) oursEnv.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${values['server-node-options']}`.trim();
  note(`starting our server on ${HOST}:${oursPort} (start.ts runs the incremental build first)…`);
  const ours = startChild('ours', siteCommand('start'), oursEnv);
  const servers = { ours: `http://${HOST}:${oursPort}`, serve: `http://${HOST}:${servePort}` };
  await waitUntilUp('ours', ours, servers.ours, '/api/v1/states');

  let cases = await chooseCases(servers.ours);
  if (values.cases) {
    const wanted = new Set(values.cases.split(','));
    cases = cases.filter((c) => wanted.has(c.name));
    if (!cases.length) throw new Error(`no case matches --cases ${values.cases}`);
  }
  // The bare peer answers query forms too: it holds our answers by URL.
  if (peerName === 'bare') cases = cases.map((c) => ({ ...c, both: true }));
  note(`starting ${peerName} on ${HOST}:${servePort}…`);
  const peer =
    peerName === 'bare'
      ? startChild('bare', [resolve(root, 'scripts/bare-server.mjs'), await captureAnswers(servers.ours, cases), String(servePort)], process.env)
      : startChild('serve', [serveCli, siteDir, '-l', `tcp://${HOST}:${servePort}`, '--no-clipboard', '--no-port-switching', '--no-request-logging'], {
          ...process.env,
          NO_UPDATE_NOTIFIER: '1',
        });
  await waitUntilUp(peerName, peer, servers.serve, peerName === 'bare' ? cases[0]!.urls[0]! : '/api/v1/states');

  console.log(
    `bench:serve · peer ${peerName} · Accept-Encoding ${requestHeaders['accept-encoding'] ?? 'none'} · node ${process.version} · ${cpus().length} CPUs · load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )} · ${connections} connections, pipelining 1 · warm-up ${warmup} s, ${duration} s per run, ${rounds} rounds per case (medians) · ${values.rendered ? 'rendered from the dataset' : `site ${siteDir}`} · ${serverCpu === undefined ? 'not pinned' : `servers on CPU ${serverCpu}, load on CPU 0`}`,
  );
  const ratios: string[] = [];
  const fmt = (name: string, server: string, r: Result) =>
    `${name.padEnd(19)} ${server.padEnd(6)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${String(r.non2xx).padStart(5)}   errors ${r.errors}${r.timeouts ? ` (timeouts ${r.timeouts})` : ''}`;
  const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

  for (const c of cases) {
    const targets = c.both ? (['ours', 'serve'] as const) : (['ours'] as const);
    note(`${c.name}: checking ${c.urls.length} URLs answer 200…`);
    const { ok, dropped } = await checkUrls(
      c.urls,
      targets.map((t) => servers[t]),
    );
    if (dropped.length) console.log(`${c.name}: dropped ${dropped.length} URLs not answering 200 on ${targets.join(' and ')} (e.g. ${dropped[0]})`);
    if (!ok.length) {
      console.log(`${c.name}: no URL answers 200, skipped`);
      continue;
    }
    const runs: Record<'ours' | 'serve', Result[]> = { ours: [], serve: [] };
    for (let round = 0; round < rounds; round++) {
      for (const target of round % 2 ? [...targets].reverse() : targets) {
        note(`${c.name} on ${target}, round ${round + 1} of ${rounds}: warm-up ${warmup} s, then ${duration} s`);
        if (warmup > 0) await load(servers[target], ok, warmup);
        runs[target].push(await load(servers[target], ok, duration));
      }
    }
    const medians: Partial<Record<'ours' | 'serve', Result>> = {};
    for (const target of targets) {
      const results = runs[target];
      medians[target] = {
        rps: median(results.map((r) => r.rps)),
        p99: median(results.map((r) => r.p99)),
        non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
      };
      const each = results.map((r) => `${r.rps.toFixed(0)}/${r.p99}`).join(', ');
      console.log(`${fmt(`${c.name} (${ok.length})`, target === 'serve' ? peerName : target, medians[target]!)}   (req/s / p99 ms of each round: ${each})`);
    }
    if (medians.ours && medians.serve) {
      ratios.push(
        `${c.name.padEnd(13)} ours/${peerName} req/s ${(medians.ours.rps / medians.serve.rps).toFixed(2)}×   p99 ${medians.ours.p99} ms against ${medians.serve.p99} ms`,
      );
    }
  }
  console.log('');
  for (const line of ratios) console.log(line);
  console.log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
