/**
 * Real disk faults under `npm run build`: the site's folder on a small tmpfs that fills
 * up in the middle of a build, then read-only (the whole folder, and the builds folder
 * alone), while clients ask the project's server and `serve` for known URLs every 20 ms.
 * Each failed build must exit with one line naming the path and the cause, leave the
 * live build as it was and served, and the next build after the fault must succeed.
 * Built from a subset of the real sources. Needs root (the test mounts; CI runs as root).
 */
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuildRun,
  buildResult,
  damagedFiles,
  KNOWN_PATHS,
  leftovers,
  mount,
  snapshot,
  startBuild,
  startClients,
  unmount,
  writeSourceSubset,
} from './build-faults.js';
import { type RunningServer, startServe, startSiteServer } from './servers.js';

const work = mkdtempSync(join(tmpdir(), 'disk-faults-'));
const sources = join(work, 'sources');
const dataset = join(work, 'dataset');
/** The tmpfs that holds the site, its builds, its rollback link and its lock. */
const disk = join(work, 'disk');
const site = join(disk, 'site');
const builds = join(disk, 'site.builds');
const [OLD_URL, NEW_URL] = ['https://old.example.test', 'https://new.example.test'];
const TMPFS_SIZE = 'size=1g';
/** What is mounted, innermost last, for afterAll to undo even when a test failed. */
const mounts: string[] = [];
let servers: RunningServer[] = [];
let served: Map<string, string>;

const build = (baseUrl: string) => startBuild(site, baseUrl, ['--sources', sources, '--dataset', dataset]);
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The one line a build that failed on the disk prints, about a file under `folder`. */
const faultLine = (folder: string, cause: string) => new RegExp(`^npm run build: ${literal(folder)}/[^ ]+: ${literal(cause)}; ${literal(site)} is unchanged$`);
const usedBytes = () => {
  const stats = statfsSync(disk);
  return (stats.blocks - stats.bfree) * stats.bsize;
};

/**
 * A build that must fail on the disk: its exit code, the lines of its error output
 * that are neither its log nor its progress, and what the clients got meanwhile.
 */
async function failedBuild(baseUrl: string) {
  const live = readlinkSync(site);
  const clients = startClients(servers);
  const run: BuildRun = build(baseUrl);
  const { code } = await run.exit;
  await clients.stop();
  const errorLines = run
    .stderr()
    .split('\n')
    .filter((line) => line && !/^(dataset|loaded|\d[\d,]* \/ [\d,]* files)/.test(line));
  const wrong = clients.answers.filter((a) => a.status !== 200 || a.body !== served.get(a.path));
  console.log(`${baseUrl} build on a faulty disk: ${clients.answers.length} requests, ${wrong.length} failed or not the live build's`);
  expect(clients.answers.length).toBeGreaterThan(20);
  expect(wrong.map((a) => `${a.server}${a.path} ${a.status}`)).toEqual([]);
  expect(readlinkSync(site)).toBe(live);
  expect(damagedFiles(site)).toEqual([]);
  return { code, errorLines };
}

/** After the fault is cleared: the next build succeeds and leaves the live build and the rollback copy only. */
async function buildsCleanly(baseUrl: string) {
  expect(await buildResult(build(baseUrl))).toBe(0);
  expect(leftovers(disk)).toEqual(['site', 'site.builds', 'site.previous']);
  expect(readdirSync(builds)).toHaveLength(2);
  expect(damagedFiles(site)).toEqual([]);
  // `serve` reads through the link on every request; the project's server follows the switch within a second.
  served = await snapshot(servers[1]!);
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && !isDeepStrictEqual(await snapshot(servers[0]!), served); ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await snapshot(servers[0]!)).toEqual(served);
  expect(served.get(KNOWN_PATHS[1]!)).toContain(baseUrl);
}

beforeAll(async () => {
  writeSourceSubset(sources);
  await ensureDataset({ sources, out: dataset, log: () => {} });
  mkdirSync(disk);
  mount('-t', 'tmpfs', '-o', TMPFS_SIZE, 'tmpfs', disk);
  mounts.push(disk);
  expect(await buildResult(build(OLD_URL))).toBe(0);
  servers = [await startSiteServer(site, OLD_URL, { SOURCES_DIR: sources, DATASET_DIR: dataset }), await startServe(site)];
  served = await snapshot(servers[0]!);
  expect(served.get(KNOWN_PATHS[1]!)).toContain(OLD_URL);
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const path of mounts.reverse()) unmount(path);
  rmSync(work, { recursive: true, force: true });
});

describe('a full disk', () => {
  it('fails the build with one line naming the file and ENOSPC; the live build stays served; the next build succeeds', async () => {
    // Room for a quarter of the live build: the new one (every file with a URL changes) runs out part way.
    const used = usedBytes();
    mount('-o', `remount,size=${used + Math.floor(used / 4)}`, disk);
    try {
      const { code, errorLines } = await failedBuild(NEW_URL);
      expect(usedBytes()).toBeGreaterThan(used);
      expect({ code, errorLines }).toEqual({ code: 2, errorLines: [expect.stringMatching(faultLine(builds, 'the disk is full (ENOSPC)'))] });
    } finally {
      mount('-o', `remount,${TMPFS_SIZE}`, disk);
    }
    await buildsCleanly(NEW_URL);
  }, 300_000);
});

describe('a read-only output folder', () => {
  it('fails the build with one line naming the lock and EROFS when the whole folder is read-only', async () => {
    mount('-o', 'remount,ro', disk);
    try {
      const { code, errorLines } = await failedBuild(OLD_URL);
      expect({ code, errorLines }).toEqual({
        code: 2,
        errorLines: [`npm run build: ${site}.lock: the folder is on a read-only filesystem (EROFS); ${site} is unchanged`],
      });
    } finally {
      mount('-o', 'remount,rw', disk);
    }
    await buildsCleanly(OLD_URL);
  }, 300_000);

  it('fails part way with one line naming the new build and EROFS when only the builds folder is read-only', async () => {
    mount('--bind', builds, builds);
    mounts.push(builds);
    try {
      mount('-o', 'remount,bind,ro', builds);
      const { code, errorLines } = await failedBuild(NEW_URL);
      expect({ code, errorLines }).toEqual({
        code: 2,
        errorLines: [expect.stringMatching(faultLine(builds, 'the folder is on a read-only filesystem (EROFS)'))],
      });
    } finally {
      unmount(mounts.pop()!);
    }
    await buildsCleanly(NEW_URL);
  }, 300_000);
});
