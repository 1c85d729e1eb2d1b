/**
 * Serving while the site is rebuilt: builds killed with SIGKILL at 10 points, and a
 * rebuild that changes every file with a URL, while clients ask the project's server
 * and `serve` (a plain static server without a cache, as nginx would be) for known
 * URLs every 20 ms. Built from a subset of the real sources (the first PIN codes of the
 * directory, a few banks), so that it runs in seconds.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_URL } from 'india-pincode-ifsc';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildResult, leftovers, snapshot, startBuild, startClients, writeSourceSubset } from './build-faults.js';
import { type RunningServer, startServe, startSiteServer } from './servers.js';

const work = mkdtempSync(join(tmpdir(), 'atomic-swap-'));
const sources = join(work, 'sources');
const dataset = join(work, 'dataset');
const site = join(work, 'site');
const [OLD_URL, NEW_URL] = ['https://old.example.test', 'https://new.example.test'];
let servers: RunningServer[] = [];

const build = (baseUrl: string) => startBuild(site, baseUrl, ['--sources', sources, '--dataset', dataset]);

beforeAll(async () => {
  writeSourceSubset(sources);
  await ensureDataset({ sources, out: dataset, log: () => {} });
  expect(await buildResult(build(OLD_URL))).toBe(0);
  servers = [await startSiteServer(site, OLD_URL, { SOURCES_DIR: sources, DATASET_DIR: dataset }), await startServe(site)];
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  // Several builds of the subset: hundreds of MiB that would stay in the temp folder.
  rmSync(work, { recursive: true, force: true });
});

describe('the site while it is rebuilt', () => {
  it('serves every request while builds are killed at 10 points, and the next build cleans up', async () => {
    const started = performance.now();
    expect(await buildResult(build(NEW_URL))).toBe(0);
    const fullBuildMs = performance.now() - started;
    const watching = startClients(servers);
    // Each build is to the base URL the live site does not have: one to the live one's
    // would find the site up to date and stop before it could be killed.
    let live = NEW_URL;
    let killed = 0;
    for (let point = 1; point <= 10; point++) {
      const target = live === NEW_URL ? OLD_URL : NEW_URL;
      const run = build(target);
      const timer = setTimeout(run.kill, (fullBuildMs * point) / 12);
      expect(await buildResult(run)).toSatisfy((result) => result === 0 || result === null);
      clearTimeout(timer);
      if ((await run.exit).signal === 'SIGKILL') killed++;
      else live = target;
    }
    expect(await buildResult(build(live === NEW_URL ? OLD_URL : NEW_URL))).toBe(0);
    await watching.stop();
    const failed = watching.answers.filter((a) => a.status !== 200);
    console.log(`killed builds: ${killed} of 10 killed, ${watching.answers.length} requests, ${failed.length} failed`);
    // The last points are late in a build that may run faster than the first: one or two may finish first.
    expect(killed).toBeGreaterThanOrEqual(8);
    expect({ requests: watching.answers.length > 100, failed: failed.slice(0, 5) }).toEqual({ requests: true, failed: [] });
    expect(leftovers(work)).toEqual(['site', 'site.builds', 'site.previous']);
    expect(readdirSync(join(work, 'site.builds'))).toHaveLength(2);
    expect(readlinkSync(site)).not.toBe(readlinkSync(join(work, 'site.previous')));
  }, 600_000);

  it('serves each file wholly from the old build or the new one while every file with a URL changes', async () => {
    const before = await snapshot(servers[0]!);
    const watching = startClients(servers);
    expect(await buildResult(build(NEW_URL))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await watching.stop();
    const after = await snapshot(servers[0]!);
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
    expect(await buildResult(build(DEFAULT_SITE_URL))).toBe(0);
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
