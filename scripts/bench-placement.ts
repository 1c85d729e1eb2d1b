/**
 * Benchmark of branch placement (docs/data.md, "Where a branch is"): normalises the
 * real branch list as the dataset build does (normalizeIfscRows, which places every
 * branch and measures placement with the PIN code held out), then prints how many
 * branches each kind of evidence placed, the held-out precision and coverage per kind,
 * and the time normalisation took. Usage: npm run bench:placement
 */
import { DataReport, normalizeIfscRows, PLACEMENT_KINDS } from 'india-pincode-ifsc/internal';
import * as sources from '@india-pincode-ifsc/sources';

const dir = sources.sourcesDir();
const { pincodes } = await sources.buildPincodeFromSources(dir);
const [rows, meta] = await Promise.all([sources.readIfscRows(dir, new DataReport()), sources.readBankMetadata(dir)]);
const started = performance.now();
const { branches, placement } = normalizeIfscRows(rows, meta, pincodes, new DataReport(), sources.DISTRICT_RENAMES);
const elapsed = performance.now() - started;

const pct = (n: number, d: number) => `${((100 * n) / (d || 1)).toFixed(2)} %`;
const counts = new Map<string, number>(PLACEMENT_KINDS.map((k) => [k, 0]));
for (const branch of branches) counts.set(branch.placedBy, counts.get(branch.placedBy)! + 1);
console.log(`branches: ${branches.length}, placed by`);
for (const [kind, n] of counts) console.log(`  ${kind.padEnd(18)} ${String(n).padStart(7)}  ${pct(n, branches.length)}`);
console.log(`  placed in all      ${pct(branches.length - counts.get('unplaced')!, branches.length)}`);
console.log(`held out (their PIN code lies in one district): ${placement.heldOut}`);
for (const [kind, m] of Object.entries(placement.byKind))
  console.log(`  ${kind.padEnd(18)} placed ${String(m.placed).padStart(7)} (${pct(m.placed, placement.heldOut)})  precision ${pct(m.correct, m.placed)}`);
console.log(
  `  all kinds          placed ${placement.placed} (${pct(placement.placed, placement.heldOut)})  precision ${pct(placement.correct, placement.placed)}`,
);
console.log(`normalising with placement and its measure: ${(elapsed / 1000).toFixed(1)} s; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
