/**
 * Benchmark of the site build: full builds into fresh folders against a baseline
 * that writes the same files (same paths, same sizes) with a plain synchronous loop,
 * measured in the same run and interleaved (build, baseline, baseline, build), so
 * that a disk that gets slower or faster during the run weighs on both alike. Then
 * an unchanged rebuild (same inputs: stops at the digest), a forced one
 * (everything made again and compared: nothing written), and a rebuild for another
 * base URL (against the mean full build). Prints files and bytes by
 * URL family.
 *
 * Usage: npm run bench:build [-- --api-only] [--rounds 2]
 *
 * Run it on a quiet disk: on ext4, creating files is several times slower for some
 * minutes after many deletions (the inode allocator steps over recently freed
 * inodes), so do not run it right after removing a large site.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { PAGE_PATHS } from 'india-pincode-ifsc/internal';
import { sourcesDir } from '@india-pincode-ifsc/sources';
import { buildSite, ROUTES } from '@india-pincode-ifsc/site';

const { values } = parseArgs({ options: { 'api-only': { type: 'boolean', default: false }, rounds: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`bad --rounds: ${values.rounds}`);
const apiOnly = values['api-only'];

const work = join(process.env.BENCH_DIR ?? tmpdir(), `bench-build-${process.pid}`);
const settings = { baseUrl: 'http://localhost:3000', sources: sourcesDir(), profile: apiOnly ? ('api-only' as const) : undefined, log: () => {} };
const seconds = (start: number) => (performance.now() - start) / 1000;
/**
 * Puts the last phase's dirty pages on disk and, where allowed (root on Linux), drops
 * the page and inode caches, so that every phase starts from the same state instead of
 * paying for the last one's writeback or memory.
 */
const dropCaches = '/proc/sys/vm/drop_caches';
const canDropCaches = (() => {
  try {
    accessSync(dropCaches, constants.W_OK);
    return true;
  } catch {
    return false;
  }
})();
const settle = () => {
  execFileSync('sync');
  if (canDropCaches) writeFileSync(dropCaches, '3');
};

async function timedBuild(outDir: string, force = false) {
  settle();
  const start = performance.now();
  const result = await buildSite({ ...settings, outDir, force });
  return { result, seconds: seconds(start) };
}

function timedBaseline(outDir: string, filePaths: string[], fileSizes: number[]): number {
  const filler = Buffer.alloc(
    fileSizes.reduce((most, each) => Math.max(most, each), 0),
    'x',
  );
  settle();
  const start = performance.now();
  const made = new Set<string>();
  filePaths.forEach((path, i) => {
    const file = join(outDir, path);
    const dir = dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(file, filler.subarray(0, fileSizes[i]));
  });
  return seconds(start);
}

/** The URL family of a file: its route-table or page pattern, else "other". */
function familyOf(): (path: string) => string {
  const pages = Object.entries(PAGE_PATHS).map(([name, path]) => ({
    label: `page: ${name}`,
    pattern: `${(path as (...args: string[]) => string)(':a', ':b', ':c')}index.html`,
  }));
  const files = [...new Set(ROUTES.flatMap((route) => route.variants.map((variant) => variant.file)))].map((file) => ({ label: file, pattern: file }));
  const compiled = [...files, ...pages].map(({ label, pattern }) => ({ label, segments: pattern.split('/') }));
  return (path) => {
    const segments = path.split('/');
    let best = { label: 'other: host files, assets, sitemaps, error bodies, indexes', literals: -1 };
    for (const { label, segments: pattern } of compiled) {
      if (pattern.length !== segments.length) continue;
      if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
      const literals = pattern.filter((part) => !part.startsWith(':')).length;
      if (literals > best.literals) best = { label, literals };
    }
    return best.label;
  };
}

rmSync(work, { recursive: true, force: true });
const builds: number[] = [];
const baselines: number[] = [];
const first = await timedBuild(join(work, 'site-1'));
if (!('files' in first.result)) throw new Error('expected a full build');
builds.push(first.seconds);

const site = join(work, 'site-1');
const paths = readFileSync(join(site, 'manifest.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.slice(41));
const sizes = paths.map((path) => statSync(join(site, path)).size);
baselines.push(timedBaseline(join(work, 'baseline-1'), paths, sizes));
for (let round = 2; round <= rounds; round++) {
  baselines.push(timedBaseline(join(work, `baseline-${round}`), paths, sizes));
  builds.push((await timedBuild(join(work, `site-${round}`))).seconds);
}
const unchanged = await timedBuild(site);
const forced = await timedBuild(site, true);
// A new base URL changes every file that holds a URL: the rebuild goes to a fresh build
// folder beside the live one, and the old one is removed after the switch.
settle();
const rebaseStart = performance.now();
const rebased = await buildSite({ ...settings, baseUrl: 'https://rebased.example', outDir: site });
const rebaseSeconds = seconds(rebaseStart);

const families = new Map<string, { files: number; bytes: number }>();
const classify = familyOf();
paths.forEach((path, i) => {
  const label = classify(path);
  const family = families.get(label) ?? { files: 0, bytes: 0 };
  family.files++;
  family.bytes += sizes[i]!;
  families.set(label, family);
});

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const rate = (secs: number) => `${Math.round(paths.length / secs).toLocaleString('en-US')} files/s`;
const list = (times: number[]) => times.map((t) => `${t.toFixed(1)} s`).join(', ');
const sum = (times: number[]) => times.reduce((a, b) => a + b, 0);
console.log(
  `node ${process.version}, ${apiOnly ? 'API only' : 'whole site'}: ${paths.length.toLocaleString('en-US')} files, ${mib(first.result.bytes)}; caches ${canDropCaches ? 'dropped' : 'kept (not root)'} before each phase`,
);
console.log('by family:');
for (const [family, { files, bytes }] of [...families].sort((a, b) => b[1].files - a[1].files)) {
  console.log(`  ${String(files).padStart(7)} files  ${mib(bytes).padStart(10)}  ${family}`);
}
console.log(`full build (load, render, write), ${builds.length}×: ${list(builds)}; mean ${rate(sum(builds) / builds.length)}`);
console.log(`baseline (same files, plain writeFileSync loop), ${baselines.length}×: ${list(baselines)}; mean ${rate(sum(baselines) / baselines.length)}`);
console.log(`ratio build / baseline (sums): ${(sum(builds) / sum(baselines)).toFixed(2)}×`);
console.log(`unchanged rebuild (same inputs): ${unchanged.seconds.toFixed(2)} s`);
console.log(
  `forced rebuild (render and compare everything): ${forced.seconds.toFixed(1)} s, ${'written' in forced.result ? forced.result.written : '?'} files written`,
);
console.log(
  `rebuild after a base URL change: ${rebaseSeconds.toFixed(1)} s, ${'written' in rebased ? rebased.written : '?'} files written; ${(rebaseSeconds / (sum(builds) / builds.length)).toFixed(2)}× the mean full build`,
);
console.log(`removing ${work}…`);
rmSync(work, { recursive: true, force: true });
