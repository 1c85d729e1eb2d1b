/**
 * Benchmark of `india-pincode-ifsc enrich`: writes a CSV of 1,000,000 rows with a PIN
 * code column and one with an IFSC column (real codes in random order, 5 % bad:
 * malformed, unknown, and for IFSCs valid without details), runs the command on each
 * in fresh processes, and prints the median rows/s against the targets (200,000 PIN
 * rows/s, 100,000 IFSC rows/s). The rate is the command's own (from its summary: reading,
 * looking up and writing every row); the whole process's wall time, with Node's start
 * and the data loading, is printed beside it, and rows per CPU second of the command
 * (steadier than wall time when other work shares the machine).
 * Usage: npm run bench:enrich [-- --rows 1000000] [--runs 3]
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { codePools, MALFORMED_IFSCS, MALFORMED_PINCODES, seeded } from './enrich-sample.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '3' } } });
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const TARGETS = { pincode: 200_000, ifsc: 100_000 };
const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'bench-enrich-'));
const random = seeded(23);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

async function writeRows(file: string, header: string, code: () => string): Promise<void> {
  const out = createWriteStream(file);
  const lines: string[] = [header];
  for (let i = 1; i <= ROWS; i++) {
    const name = i % 10 === 0 ? `"Customer ${i}, Ltd"` : `Customer ${i}`;
    lines.push(`${i},${name},${code()},${(i * 7.31).toFixed(2)}`);
    if (lines.length === 10_000 || i === ROWS) {
      if (!out.write(`${lines.join('\n')}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
      lines.length = 0;
    }
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

const pools = await codePools();
const pinFile = join(dir, 'pincodes.csv');
const ifscFile = join(dir, 'ifscs.csv');
await writeRows(pinFile, 'id,name,pin,amount', () => {
  const r = random();
  if (r >= 0.05) return pick(pools.pincodes);
  return r < 0.025 ? pick(MALFORMED_PINCODES) : pick(pools.unknownPincodes);
});
await writeRows(ifscFile, 'id,name,ifsc,amount', () => {
  const r = random();
  if (r >= 0.05) return pick(pools.ifscs);
  if (r < 0.02) return pick(MALFORMED_IFSCS);
  return r < 0.035 ? pick(pools.unknownIfscs) : pick(pools.validWithoutDetails);
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function runOnce(file: string, column: 'pincode' | 'ifsc'): { rate: number; wall: number; cpuRate: number; summary: string } {
  const out = join(dir, 'out.csv');
  const start = performance.now();
  const args = [
    '--conditions=source',
    '--import',
    'tsx',
    'scripts/bench-enrich-child.ts',
    'enrich',
    file,
    `--${column}`,
    column === 'pincode' ? 'pin' : 'ifsc',
  ];
  const child = spawnSync(process.execPath, [...args, '--out', out, '--quiet'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr = child.stderr;
  if (child.status !== 0) throw new Error(`enrich failed (${child.status}): ${stderr}`);
  const wall = performance.now() - start;
  const rate = Number(/\(([\d,]+) rows\/s\)/.exec(stderr)?.[1]?.replaceAll(',', ''));
  const { cpuSeconds } = JSON.parse(child.stdout) as { cpuSeconds: number };
  return { rate, wall, cpuRate: ROWS / cpuSeconds, summary: stderr.trim() };
}

const results: string[] = [];
for (const [column, file] of [
  ['pincode', pinFile],
  ['ifsc', ifscFile],
] as const) {
  const rates: number[] = [];
  const walls: number[] = [];
  const cpuRates: number[] = [];
  let summary = '';
  for (let run = 0; run < RUNS; run++) {
    const result = runOnce(file, column);
    rates.push(result.rate);
    walls.push(result.wall);
    cpuRates.push(result.cpuRate);
    summary = result.summary;
    console.log(
      `${column} run ${run + 1}: ${result.rate.toLocaleString('en-US')} rows/s, ${Math.round(result.cpuRate).toLocaleString('en-US')} rows per CPU second, process ${(result.wall / 1000).toFixed(2)} s`,
    );
  }
  const rate = median(rates);
  const size = (statSync(file).size / 2 ** 20).toFixed(1);
  results.push(
    `${column}: ${ROWS.toLocaleString('en-US')} rows (${size} MiB), median of ${RUNS}: ${rate.toLocaleString('en-US')} rows/s, ` +
      `${(rate / TARGETS[column]).toFixed(2)}× the target of ${TARGETS[column].toLocaleString('en-US')}; whole process ${(median(walls) / 1000).toFixed(2)} s; ` +
      `${Math.round(median(cpuRates)).toLocaleString('en-US')} rows per CPU second (load average ${loadavg()[0]!.toFixed(1)})\n${summary}`,
  );
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n${results.join('\n\n')}`);
