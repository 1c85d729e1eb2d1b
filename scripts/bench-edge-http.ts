/**
 * Benchmark: the edge build served by `npm run start:edge` (wrangler dev, workerd)
 * beside the static site served by `npm start` (SITE_DIR, the node server over the
 * generated files), on loopback, in one run: for PIN, IFSC, page and search URLs,
 * the cold latency (the first request of a bank's shards, or of the PIN data in a new
 * isolate) and warm requests per second with p50/p99 (autocannon); then the build time
 * and size of dist-edge/ beside the static build's.
 *
 * Usage: npm run bench:edge:http [-- --duration 5] [--connections 10] [--site dist-site] [--static-build]
 * With --static-build the static site is built afresh into a temporary folder and timed;
 * else its time is the one its last build printed (not measured here).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SITE_URL } from 'india-pincode-ifsc';
import { sourcesDir } from '@india-pincode-ifsc/sources';
import { buildEdge } from '../packages/site/src/build-edge.js';
import { siteCommand } from '../packages/site/src/commands.js';
import { autocannon } from '../test/autocannon.js';
import { startEdgeServer, startSiteServer, type RunningServer } from '../test/servers.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    site: { type: 'string', default: 'dist-site' },
    'static-build': { type: 'boolean' },
  },
});
const root = resolve(import.meta.dirname, '..');
const site = resolve(values.site!);
const edgeDir = join(root, 'dist-edge');

/** The URL lists of each case, from the static site's manifest. */
function cases() {
  const paths = readFileSync(join(site, 'manifest.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.slice(line.indexOf(' ') + 1));
  const every = (re: RegExp, n: number) =>
    paths
      .filter((path) => re.test(path))
      .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / n)) === 0)
      .slice(0, n);
  return {
    pincode: every(/^\/api\/v1\/pincode\/\d{6}$/, 500),
    ifsc: every(/^\/ifsc\/api\/ifsc\/[A-Z]{4}0[A-Z0-9]{6}$/, 500),
    page: every(/^\/pincode\/\d{6}\/index\.html$/, 500).map((path) => path.slice(0, -'index.html'.length)),
    search: ['delhi', 'mumbai', 'baroda', 'kolkata', 'chennai', 'pune', 'jaipur', 'lucknow'].map((q) => `/api/v1/search?q=${q}&limit=10`),
  };
}

/** Milliseconds of one request. */
async function timed(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - started;
}

/** The first request of each of a few banks never asked before: what a cold shard costs. */
async function coldShards(server: RunningServer, codes: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const code of codes) times.push(await timed(`${server.origin}/ifsc/api/ifsc/${code}`));
  return times;
}

async function warm(server: RunningServer, paths: readonly string[]) {
  const result = await autocannon({
    url: server.origin,
    connections: Number(values.connections),
    pipelining: 1,
    duration: Number(values.duration),
    setupClient: (client) => client.setRequests(paths.map((path) => ({ path }))),
  });
  const latency = result.latency as unknown as { p50: number; p99: number };
  return `${Math.round(result.requests.average)} req/s, p50 ${latency.p50} ms, p99 ${latency.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}`;
}

function staticBuildSeconds(): string {
  if (!values['static-build']) return 'not measured (run with --static-build)';
  const out = mkdtempSync(join(tmpdir(), 'bench-edge-site-'));
  const started = performance.now();
  execFileSync(process.execPath, siteCommand('build', '--out', join(out, 'site'), '--force'), { cwd: root, stdio: 'ignore' });
  const seconds = (performance.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  return `${seconds.toFixed(1)} s`;
}

const edgeBuild = await buildEdge({ out: edgeDir, sources: sourcesDir(), log: () => {} });
console.log(
  `dist-edge: built in ${edgeBuild.seconds.toFixed(1)} s; ${edgeBuild.shape.files} asset files, ${(edgeBuild.shape.bytes / 2 ** 20).toFixed(1)} MiB; worker ${(edgeBuild.workerBytes / 1024).toFixed(0)} KiB (${(edgeBuild.workerGzip / 1024).toFixed(0)} KiB gzipped)`,
);
const manifest = readFileSync(join(site, 'manifest.txt'), 'utf8');
console.log(`static site: ${manifest.split('\n').filter((l) => l && !l.startsWith('#')).length} files; fresh build ${staticBuildSeconds()}`);
const urls = cases();
const [edge, node] = await Promise.all([startEdgeServer(edgeDir, DEFAULT_SITE_URL), startSiteServer(site, DEFAULT_SITE_URL)]);
try {
  // One branch of each of eight banks, none of them asked for before.
  const byBank = new Map(urls.ifsc.map((path) => path.split('/')[4]!).map((code) => [code.slice(0, 4), code]));
  const codes = [...byBank.values()].slice(0, 8);
  for (const [name, server] of [
    ['edge (wrangler dev)', edge],
    ['npm start (static files)', node],
  ] as const) {
    const cold = await coldShards(server, codes);
    console.log(`${name}: cold first request of ${codes.length} banks: ${cold.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    for (const [kind, paths] of Object.entries(urls)) console.log(`  warm ${kind}: ${await warm(server, paths)}`);
  }
} finally {
  await Promise.all([edge.stop(), node.stop()]);
}
