/**
 * `npm run bench:faults [-- --kills N --parts 1,2,3,4 --work DIR --tmpfs SIZE]`: the
 * fault tests' cases on the full site (all the real data, the default build), with
 * figures. `--parts` runs some of the four below; `--tmpfs 11g` puts the site of parts
 * 1 and 2 (up to three full builds at once) on a tmpfs instead of the disk under
 * `--work` (default the temp folder). Needs root (it mounts) and, for part 3's tmpfs,
 * about 5 GiB of memory (parts 1 and 2 on a tmpfs: about 11 GiB).
 *
 * 1. Full builds killed with SIGKILL at N points chosen from the build's own lines
 *    (the "loaded" line, then progress lines at evenly spread percentages), while
 *    clients ask `npm start` and `serve` over the same folder for known URLs every
 *    20 ms: requests made and failed per kill, then the next build and what it left.
 * 2. A rebuild that changes every file with a URL (another base URL) under the same
 *    clients: requests made, failed, and answers that are neither the old file nor the new.
 * 3. Disk faults on a full build, with the live full site on a tmpfs: the tmpfs full,
 *    read-only, its builds folder alone read-only; time to fail, the message, requests.
 * 4. A bad source (a copy of the real IFSC.csv cut off inside a quoted field, and of
 *    the PIN code directory cut off inside a row): time to fail and the message (the
 *    build in check mode, so that a source not refused writes no site).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { SOURCES, sourcesDir } from '@india-pincode-ifsc/sources';
import { type Answer, leftovers, mount, snapshot, startBuild, startClients, unmount } from '../test/build-faults.js';
import { type RunningServer, startServe, startSiteServer } from '../test/servers.js';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    parts: { type: 'string', default: '1,2,3,4' },
    work: { type: 'string' },
    tmpfs: { type: 'string' },
  },
});
const parts = new Set(values.parts!.split(','));
const work = mkdtempSync(join(values.work ?? tmpdir(), 'bench-faults-'));
const [URL_A, URL_B] = ['https://a.example.test', 'https://b.example.test'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
/** The last line of a failed build's output: its one-line message. */
const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

/**
 * Both servers over `site`. A free port can be taken by another process before the
 * server listens on it (this machine is shared): such a start is tried again.
 */
async function startServers(site: string, baseUrl: string): Promise<RunningServer[]> {
  const servers: RunningServer[] = [];
  for (const start of [() => startSiteServer(site, baseUrl), () => startServe(site)]) {
    for (let attempt = 1; ; attempt++) {
      const server = await start().catch((error: Error) => {
        if (attempt === 3 || !error.message.includes('EADDRINUSE')) throw error;
        return null;
      });
      if (server) {
        servers.push(server);
        break;
      }
    }
  }
  return servers;
}

/** A full build to its end: exit code, time, error output. */
async function fullBuild(site: string, baseUrl: string, extra: string[] = []) {
  const start = performance.now();
  const run = startBuild(site, baseUrl, extra);
  const { code } = await run.exit;
  return { code, time: since(start), stderr: run.stderr() };
}

/** Requests made and failed (not 200, or not what `expected` says) for each server, for one line of the report. */
function tally(answers: Answer[], servers: RunningServer[], wrong: (answer: Answer) => boolean = (a) => a.status !== 200): string {
  const names = ['npm start', 'serve'];
  return servers
    .map((server, i) => {
      const mine = answers.filter((a) => a.server === server.origin);
      return `${names[i]} ${mine.length} requests, ${mine.filter(wrong).length} failed`;
    })
    .join('; ');
}

/** Builds of `site` killed at `percent` of their progress (0: when loading is done), while the clients run. */
async function killAt(site: string, servers: RunningServer[], percent: number, baseUrl: string): Promise<string> {
  const clients = startClients(servers);
  const start = performance.now();
  let point = '';
  const run = startBuild(site, baseUrl, [], (line) => {
    const progress = /\((\d+)%\)/.exec(line);
    if (point || !(percent === 0 ? line.startsWith('loaded ') : progress && Number(progress[1]) >= percent)) return;
    point = line;
    run.kill();
  });
  const { signal } = await run.exit;
  await pause(300);
  await clients.stop();
  const when = signal === 'SIGKILL' ? `killed at "${point}" after ${since(start)}` : `NOT killed (ended by itself: ${lastLine(run.stderr())})`;
  return `${when}: ${tally(clients.answers, servers)}`;
}

async function kills(site: string, servers: RunningServer[], count: number): Promise<void> {
  console.log(`\n1. ${count} full builds killed with SIGKILL at points from their progress lines`);
  for (let i = 0; i < count; i++) {
    const percent = count === 1 ? 50 : Math.round((85 * i) / (count - 1));
    // Always to the other base URL: a build to the live one's would find the site up to date and stop at once.
    console.log(`  kill ${i + 1} (at ${percent ? `${percent}%` : 'the "loaded" line'}): ${await killAt(site, servers, percent, URL_B)}`);
  }
  const next = await fullBuild(site, URL_B);
  const builds = readdirSync(`${site}.builds`).length;
  console.log(`  the next build: exit ${next.code} in ${next.time}; left: ${leftovers(join(site, '..')).join(', ')} (${builds} builds)`);
}

/** A build to the base URL the live site at `site` lacks (`live` is its own). */
async function rebuild(site: string, servers: RunningServer[], live: string): Promise<void> {
  console.log('\n2. A rebuild that changes every file with a URL (another base URL)');
  const before = await snapshot(servers[1]!);
  const clients = startClients(servers);
  const { code, time, stderr } = await fullBuild(site, live === URL_A ? URL_B : URL_A);
  if (code !== 0) console.log(`  the build FAILED: ${lastLine(stderr)}`);
  // The project's server follows a switch within a second.
  await pause(1500);
  await clients.stop();
  const after = await snapshot(servers[0]!);
  const mixed = clients.answers.filter((a) => a.status !== 200 || (a.body !== before.get(a.path) && a.body !== after.get(a.path)));
  const changed = [...after].filter(([path, body]) => body !== before.get(path)).length;
  console.log(
    `  build: exit ${code} in ${time}, ${changed} of ${after.size} known URLs changed; ${tally(clients.answers, servers)}; ${mixed.length} failed or mixed`,
  );
}

/** One build that should fail on the disk: time to fail, its message, what the clients got, whether the live build moved. */
async function faultyBuild(label: string, site: string, servers: RunningServer[], baseUrl: string): Promise<void> {
  const live = readlinkSync(site);
  const served = await snapshot(servers[1]!);
  const clients = startClients(servers);
  const { code, time, stderr } = await fullBuild(site, baseUrl);
  await clients.stop();
  const stale = tally(clients.answers, servers, (a) => a.status !== 200 || a.body !== served.get(a.path));
  console.log(
    `  ${label}: exit ${code} after ${time}\n    ${lastLine(stderr)}\n    ${stale}; live build ${readlinkSync(site) === live ? 'unchanged' : 'CHANGED'}`,
  );
}

const usedBytes = (path: string) => {
  const stats = statfsSync(path);
  return (stats.blocks - stats.bfree) * stats.bsize;
};

async function diskFaults(): Promise<void> {
  console.log('\n3. Disk faults on a full build, the live full site on a tmpfs');
  const disk = join(work, 'disk');
  const site = join(disk, 'site');
  mkdirSync(disk);
  mount('-t', 'tmpfs', '-o', 'size=12g', 'tmpfs', disk);
  let servers: RunningServer[] = [];
  try {
    const first = await fullBuild(site, URL_A);
    const used = usedBytes(disk);
    console.log(`  the live build on the tmpfs: exit ${first.code} in ${first.time}, ${(used / 2 ** 30).toFixed(2)} GiB`);
    servers = await startServers(site, URL_A);
    mount('-o', `remount,size=${used + Math.floor(used / 4)}`, disk);
    await faultyBuild('full (room for a quarter of the site)', site, servers, URL_B);
    mount('-o', 'remount,size=12g', disk);
    mount('-o', 'remount,ro', disk);
    await faultyBuild('read-only', site, servers, URL_B);
    mount('-o', 'remount,rw', disk);
    mount('--bind', `${site}.builds`, `${site}.builds`);
    mount('-o', 'remount,bind,ro', `${site}.builds`);
    await faultyBuild('builds folder read-only', site, servers, URL_B);
    unmount(`${site}.builds`);
    const next = await fullBuild(site, URL_B);
    console.log(`  the next build, faults cleared: exit ${next.code} in ${next.time}; left: ${leftovers(disk).join(', ')}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    unmount(`${site}.builds`);
    unmount(disk);
  }
}

/** A copy of the real sources with `file` cut off by `cut`; the build's time to fail and its message. */
async function badSource(label: string, file: string, cut: (text: string) => string): Promise<void> {
  const dir = mkdtempSync(join(work, 'bad-'));
  const [sources, dataset, out] = [join(dir, 'sources'), join(dir, 'dataset'), join(dir, 'site')];
  for (const { file: name } of Object.values(SOURCES)) {
    if (!existsSync(join(sourcesDir(), name))) continue;
    mkdirSync(dirname(join(sources, name)), { recursive: true });
    if (name === file) writeFileSync(join(sources, name), cut(readFileSync(join(sourcesDir(), name), 'utf8')));
    else copyFileSync(join(sourcesDir(), name), join(sources, name));
  }
  // In check mode: a source that is not refused makes a whole site, in memory only.
  const { code, time, stderr } = await fullBuild(out, URL_A, ['--sources', sources, '--dataset', dataset, '--check']);
  const message = stderr.split('\n').find((line) => line.startsWith('npm run build: ')) ?? `NOT refused: the build went on (exit ${code})`;
  const touched = [dataset, out, `${out}.builds`].filter((path) => existsSync(path) && readdirSync(path).length);
  console.log(`  ${label}: exit ${code} after ${time}\n    ${message}\n    written: ${touched.length ? touched.join(', ') : 'nothing'}`);
}

async function badSources(): Promise<void> {
  console.log('\n4. Bad sources (copies of the real files, cut off)');
  await badSource('IFSC.csv cut inside a quoted field half way', SOURCES.ifscBranches.file, (text) => text.slice(0, text.indexOf(',"', text.length / 2) + 5));
  await badSource('the PIN code directory cut inside a row half way', SOURCES.pincodeDirectory.file, (text) =>
    text.slice(0, text.indexOf('\n', text.length / 2) - 7),
  );
}

/** Parts 1 and 2: a full site on disk (or a tmpfs), served by `npm start` and `serve`, rebuilt under faults. */
async function whileServing(): Promise<void> {
  const dir = join(work, 'serving');
  const site = join(dir, 'site');
  mkdirSync(dir);
  if (values.tmpfs) mount('-t', 'tmpfs', '-o', `size=${values.tmpfs}`, 'tmpfs', dir);
  let servers: RunningServer[] = [];
  try {
    const first = await fullBuild(site, URL_A);
    console.log(`full build${values.tmpfs ? ' (on a tmpfs)' : ''}: exit ${first.code} in ${first.time}`);
    servers = await startServers(site, URL_A);
    if (parts.has('1')) await kills(site, servers, Number(values.kills));
    // Part 1 ends with a build to URL_B.
    if (parts.has('2')) await rebuild(site, servers, parts.has('1') ? URL_B : URL_A);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (values.tmpfs) unmount(dir);
  }
}

async function main(): Promise<void> {
  console.log(`bench:faults in ${work}, parts ${[...parts].join(', ')}`);
  if (parts.has('1') || parts.has('2')) await whileServing();
  if (parts.has('3')) await diskFaults();
  if (parts.has('4')) await badSources();
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
