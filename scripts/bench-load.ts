/**
 * Benchmark: time to load and index the sources, against a baseline that only
 * parses the same CSV with csv-parse (the floor any loader pays). Prints medians of
 * several runs and the ratio. Usage: npm run bench:load [-- --runs 5]
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse';
import { buildPincodeDataset, DataReport } from 'india-pincode-ifsc';
import * as sources from '@india-pincode-ifsc/sources';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const dir = sources.sourcesDir();

async function parseOnly(file: string): Promise<number> {
  let records = 0;
  for await (const _record of createReadStream(file).pipe(parse({ bom: true }))) records++;
  return records;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const rows: Record<string, number[]> = { baseline: [], read: [], index: [], ifsc: [], ifscBaseline: [] };
for (let run = 0; run < runs; run++) {
  rows.baseline!.push(await time(() => parseOnly(join(dir, sources.SOURCES.pincodeDirectory.file))));
  const report = new DataReport();
  let raw: Awaited<ReturnType<typeof sources.readPincodeRows>> = [];
  rows.read!.push(await time(async () => (raw = await sources.readPincodeRows(dir, report))));
  let pincodes: ReturnType<typeof buildPincodeDataset> | undefined;
  rows.index!.push(await time(async () => (pincodes = buildPincodeDataset(raw, report))));
  if ('buildIfscFromSources' in sources) {
    rows.ifscBaseline!.push(await time(() => parseOnly(join(dir, sources.SOURCES.ifscBranches.file))));
    rows.ifsc!.push(await time(() => sources.buildIfscFromSources(dir, pincodes!, report)));
  }
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const pin = median(rows.read!) + median(rows.index!);
console.log(`runs: ${runs} (medians), node ${process.version}`);
console.log(
  `PIN code directory: csv-parse only ${ms(median(rows.baseline!))}; read ${ms(median(rows.read!))} + normalise and index ${ms(median(rows.index!))} = ${ms(pin)}; ratio to csv-parse only ${(pin / median(rows.baseline!)).toFixed(2)}×`,
);
if (rows.ifsc!.length) {
  console.log(
    `IFSC branch list: csv-parse only ${ms(median(rows.ifscBaseline!))}; load and index ${ms(median(rows.ifsc!))}; ratio ${(median(rows.ifsc!) / median(rows.ifscBaseline!)).toFixed(2)}×`,
  );
}
const memory = process.memoryUsage();
console.log(`heap used after ${runs} runs: ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB, rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB`);
