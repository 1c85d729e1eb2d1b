/**
 * Benchmark of the site build: a full build into a fresh folder, against a baseline
 * that writes the same files (same paths, same sizes) with a plain synchronous loop,
 * measured in the same run; then an unchanged rebuild (same inputs: stops at the
 * digest) and a forced one (everything made again and compared: nothing written).
 * Prints files and bytes by family. Usage: npm run bench:build
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sourcesDir } from '@india-pincode-ifsc/sources';
import { buildSite } from '@india-pincode-ifsc/site';

const work = join(process.env.BENCH_DIR ?? tmpdir(), `bench-build-${process.pid}`);
const site = join(work, 'site');
const baseline = join(work, 'baseline');
const seconds = (start: number) => (performance.now() - start) / 1000;
const settings = { baseUrl: 'http://localhost:3000', outDir: site, sources: sourcesDir(), log: () => {} };

rmSync(work, { recursive: true, force: true });
let start = performance.now();
const full = await buildSite(settings);
const buildSeconds = seconds(start);
if (!('files' in full)) throw new Error('expected a full build');

// The same files, by path and size, written with a plain loop.
const paths = readFileSync(join(site, 'manifest.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.slice(41));
const sizes = paths.map((path) => statSync(join(site, path)).size);
const families = new Map<string, { files: number; bytes: number }>();
paths.forEach((path, i) => {
  const parts = path.split('/');
  const family = parts.length > 3 ? parts.slice(0, ['v1', 'ifsc'].includes(parts[2]!) || parts[1] === 'ifsc' ? 4 : 3).join('/') : path;
  const entry = families.get(family) ?? { files: 0, bytes: 0 };
  entry.files++;
  entry.bytes += sizes[i]!;
  families.set(family, entry);
});
const filler = Buffer.alloc(sizes.reduce((a, b) => Math.max(a, b), 0), "x");
start = performance.now();
const made = new Set<string>();
paths.forEach((path, i) => {
  const file = join(baseline, path);
  const dir = dirname(file);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  writeFileSync(file, filler.subarray(0, sizes[i]));
});
const baselineSeconds = seconds(start);

start = performance.now();
await buildSite(settings);
const unchangedSeconds = seconds(start);
start = performance.now();
const forced = await buildSite({ ...settings, force: true });
const forcedSeconds = seconds(start);

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
console.log(`node ${process.version}, ${paths.length.toLocaleString('en-US')} files, ${mib(full.bytes)}`);
console.log('by family:');
for (const [family, { files, bytes }] of [...families].sort((a, b) => b[1].files - a[1].files)) console.log(`  ${String(files).padStart(7)} files  ${mib(bytes).padStart(10)}  ${family}`);
console.log(`full build (load, render, write): ${buildSeconds.toFixed(1)} s, ${Math.round(paths.length / buildSeconds).toLocaleString('en-US')} files/s`);
console.log(`baseline (same files, plain writeFileSync loop): ${baselineSeconds.toFixed(1)} s, ${Math.round(paths.length / baselineSeconds).toLocaleString('en-US')} files/s`);
console.log(`ratio build / baseline: ${(buildSeconds / baselineSeconds).toFixed(2)}×`);
console.log(`unchanged rebuild (same inputs): ${unchangedSeconds.toFixed(2)} s`);
console.log(`forced rebuild (render and compare everything): ${forcedSeconds.toFixed(1)} s, ${'written' in forced ? forced.written : '?'} files written`);
rmSync(work, { recursive: true, force: true });
