/**
 * Serving while the site is rebuilt: builds killed with SIGKILL at 10 points, and a
 * rebuild that changes every file with a URL, while clients ask the project's server
 * and `serve` (a plain static server without a cache, as nginx would be) for known
 * URLs every 20 ms. Built from a subset of the real sources (the first PIN codes of the
 * directory, a few banks), so that it runs in seconds.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_URL } from 'india-pincode-ifsc';
import { SOURCES, sourcesDir } from '@india-pincode-ifsc/sources';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, siteBuildCommand, startServe, startSiteServer } from './servers.js';

const work = mkdtempSync(join(tmpdir(), 'atomic-swap-'));
const sources = join(work, 'sources');
const dataset = join(work, 'dataset');
const site = join(work, 'site');
const [OLD_URL, NEW_URL] = ['https://old.example.test', 'https://new.example.test'];
const PATHS = ['/api/pincode/110001', '/api/v1/pincode/110001', '/api/v1/pincode/110002', '/ifsc/api/ifsc/ABHY0065001', '/api/v1/states', '/api/banks.php'];
let servers: RunningServer[] = [];

/** The first 6,000 directory rows and every branch of banks whose code starts with A. */
function writeSubset(): void {
  mkdirSync(join(sources, 'pincode'), { recursive: true });
  mkdirSync(join(sources, 'ifsc'));
  const directory = readFileSync(join(sourcesDir(), SOURCES.pincodeDirectory.file), 'utf8').split('\n');
  writeFileSync(join(sources, SOURCES.pincodeDirectory.file), `${directory.slice(0, 6001).join('\n')}\n`);
  const branches = readFileSync(join(sourcesDir(), SOURCES.ifscBranches.file), 'utf8');
  // Records may span lines: keep whole records, cut where a line starts the next bank.
  const end = branches.search(/\nB[A-Z ]/);
  writeFileSync(join(sources, SOURCES.ifscBranches.file), `${branches.slice(0, end)}\n`);
  for (const id of ['bankNames', 'banks', 'sublets', 'ifscCodes'] as const) {
    writeFileSync(join(sources, SOURCES[id].file), readFileSync(join(sourcesDir(), SOURCES[id].file)));
  }
}

function build(baseUrl: string): ChildProcess {
  const [command, args] = siteBuildCommand(site, baseUrl, '--sources', sources, '--dataset', dataset);
  // Its own process group: tsx runs the build in a child process, and a kill must reach both.
  return spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CI: 'true' }, detached: true });
}

/** SIGKILL to the build and everything it started. */
const kill = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

/** The build's exit status; its error output when it failed, for the report. */
function finished(child: ChildProcess): Promise<number | string | null> {
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code === 0 || signal ? (code ?? null) : `exit ${code}: ${errors.slice(-2000)}`)));
}

/** Clients asking every server for the known URLs every 20 ms until stopped; every answer kept. */
function clients() {
  const answers: { server: string; path: string; status: number; body: string }[] = [];
  let running = true;
  const loops = servers.map(async (server) => {
    for (let i = 0; running; i++) {
      const path = PATHS[i % PATHS.length]!;
      const answer = await fetch(server.origin + path).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        (error: Error) => ({ status: 0, body: error.message }),
      );
      answers.push({ server: server.origin, path, ...answer });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Every folder and link beside the site that a build made. */
const leftovers = () => readdirSync(work).filter((name) => name.startsWith('site'));

beforeAll(async () => {
  writeSubset();
  await ensureDataset({ sources, out: dataset, log: () => {} });
  expect(await finished(build(OLD_URL))).toBe(0);
  servers = [await startSiteServer(site, OLD_URL, { SOURCES_DIR: sources, DATASET_DIR: dataset }), await startServe(site)];
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe('the site while it is rebuilt', () => {
  it('serves every request while builds are killed at 10 points, and the next build cleans up', async () => {
    const started = performance.now();
    expect(await finished(build(NEW_URL))).toBe(0);
    const fullBuildMs = performance.now() - started;
    const watching = clients();
    for (let point = 1; point <= 10; point++) {
      const child = build(point % 2 ? OLD_URL : NEW_URL);
      const timer = setTimeout(() => kill(child), (fullBuildMs * point) / 11);
      await finished(child);
      clearTimeout(timer);
    }
    expect(await finished(build(OLD_URL))).toBe(0);
    await watching.stop();
    const failed = watching.answers.filter((a) => a.status !== 200);
    console.log(`killed builds: ${watching.answers.length} requests, ${failed.length} failed`);
    expect({ requests: watching.answers.length > 100, failed: failed.slice(0, 5) }).toEqual({ requests: true, failed: [] });
    expect(leftovers().sort()).toEqual(['site', 'site.builds', 'site.previous']);
    expect(readdirSync(join(work, 'site.builds'))).toHaveLength(2);
    expect(readlinkSync(site)).not.toBe(readlinkSync(join(work, 'site.previous')));
  }, 600_000);

  it('serves each file wholly from the old build or the new one while every file with a URL changes', async () => {
    const before = new Map(await Promise.all(PATHS.map(async (path) => [path, await fetch(servers[0]!.origin + path).then((r) => r.text())] as const)));
    const watching = clients();
    expect(await finished(build(NEW_URL))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await watching.stop();
    const after = new Map(await Promise.all(PATHS.map(async (path) => [path, await fetch(servers[0]!.origin + path).then((r) => r.text())] as const)));
    expect(after.get('/api/v1/pincode/110001')).not.toBe(before.get('/api/v1/pincode/110001'));
    const mixed = watching.answers.filter((a) => a.status !== 200 || (a.body !== before.get(a.path) && a.body !== after.get(a.path)));
    console.log(`rebuild while serving: ${watching.answers.length} requests, ${mixed.length} failed or mixed`);
    expect(mixed.map((a) => `${a.server}${a.path} ${a.status}`)).toEqual([]);
  }, 300_000);
});

describe('npm run rollback', () => {
  it('goes back to the build before, atomically, and forward again', async () => {
    const live = readlinkSync(site);
    const run = () =>
      new Promise<void>((resolve, reject) =>
        execFile(
          process.execPath,
          [
            join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'),
            '--conditions=source',
            join(import.meta.dirname, '..', 'packages', 'site', 'src', 'rollback.ts'),
            '--out',
            site,
          ],
          (error) => (error ? reject(error) : resolve()),
        ),
      );
    await run();
    expect(readlinkSync(join(work, 'site.previous'))).toBe(live);
    await run();
    expect(readlinkSync(site)).toBe(live);
  });
});

describe('npm start on another port', () => {
  it('serves a site built for the default base URL without rewriting a file (PORT is not the base URL)', async () => {
    expect(await finished(build(DEFAULT_SITE_URL))).toBe(0);
    const [live, manifest] = [readlinkSync(site), readFileSync(join(site, 'manifest.txt'), 'utf8')];
    const server = await startSiteServer(site, '', { SITE_URL: '', SOURCES_DIR: sources, DATASET_DIR: dataset });
    try {
      const body = await fetch(`${server.origin}/api/v1/pincode/110001`).then((r) => r.json());
      expect(body.url).toBe(`${DEFAULT_SITE_URL}/pincode/110001/`);
      expect([readlinkSync(site), readFileSync(join(site, 'manifest.txt'), 'utf8')]).toEqual([live, manifest]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
