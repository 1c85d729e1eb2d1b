/**
 * `india-pincode-ifsc enrich`: adds the PIN code and/or IFSC columns to every row of a
 * CSV or JSON Lines file, streaming: the input is read in chunks, each chunk's rows are
 * written before the next is read, and what is kept between chunks is bounded by the
 * number of distinct codes (each code's added values are encoded once).
 */
import type { Writable } from 'node:stream';
import { codeOf, type EnrichStatus, type Enricher } from './columns.js';
import { RowBatch, type RowFormat } from './formats.js';
import { formatCount, type Progress } from './progress.js';

/** Counts of rows by status, per looked-up column. */
export type EnrichCounts = Partial<Record<Enricher['kind'], Record<EnrichStatus, number>>>;

/** One looked-up column while enriching: its added values per cell text, encoded once. */
interface Target {
  enricher: Enricher;
  /** The encoded values and status of each cell text seen; emptied between chunks past {@link MAX_KEPT}. */
  encoded: Map<string, { bytes: Buffer; status: EnrichStatus }>;
  counts: Record<EnrichStatus, number>;
}

/** Distinct cell texts whose encoded values are kept (per column) before the memo is emptied. */
const MAX_KEPT = 200_000;

const zeroCounts = (): Record<EnrichStatus, number> => ({ ok: 0, unknown: 0, malformed: 0, 'valid-without-details': 0 });

export interface EnrichRun {
  source: AsyncIterable<Buffer>;
  output: Writable;
  format: RowFormat;
  enrichers: readonly Enricher[];
  progress?: Progress;
}

/**
 * Enriches every row of `source` into `output` and returns the counts by status.
 * Throws `EnrichInputError` (naming the row and line) on a malformed input; rows
 * before it have been written.
 */
export async function enrich({ source, output, format, enrichers, progress }: EnrichRun): Promise<{ rows: number; counts: EnrichCounts }> {
  const targets: Target[] = enrichers.map((enricher) => ({ enricher, encoded: new Map(), counts: zeroCounts() }));
  const names = enrichers.flatMap((e) => e.names);
  const batch = new RowBatch(targets.length);
  let carry: Buffer | undefined;
  let headerDone = false;
  let bytesRead = 0;
  const step = async (buf: Buffer, final: boolean) => {
    let pos = 0;
    if (!headerDone) {
      const header = format.header(buf, final, names);
      if (!header) return buf;
      await write(output, header.output);
      headerDone = true;
      pos = header.next;
    }
    batch.clear();
    const rest = format.rows(buf, pos, final, batch);
    await write(output, await renderBatch(buf, batch, targets, format));
    progress?.update(format.position.rows, bytesRead);
    return rest < buf.length ? buf.subarray(rest) : undefined;
  };
  for await (const chunk of source) {
    bytesRead += chunk.length;
    carry = await step(carry ? Buffer.concat([carry, chunk]) : chunk, false);
  }
  await step(carry ?? Buffer.alloc(0), true);
  progress?.done();
  const counts: EnrichCounts = {};
  for (const t of targets) counts[t.enricher.kind] = t.counts;
  return { rows: format.position.rows, counts };
}

/** Loads what the batch's new codes need, then renders its rows with their added values. */
async function renderBatch(buf: Buffer, batch: RowBatch, targets: Target[], format: RowFormat): Promise<Buffer> {
  // The values of codes seen before, found once per row; the new codes' data loaded together.
  const waits: Promise<void>[] = [];
  const known = targets.map((t, k) => {
    if (t.encoded.size > MAX_KEPT) t.encoded.clear();
    const convert = codeOf[t.enricher.kind];
    return batch.cells[k]!.map((cell) => {
      const entry = t.encoded.get(cell);
      if (!entry) {
        const wait = t.enricher.prepare(convert(cell));
        if (wait) waits.push(wait);
      }
      return entry;
    });
  });
  if (waits.length > 0) await Promise.all(waits);
  // Each row's added bytes, then one output buffer: a row's own bytes and the line end
  // before the next row are contiguous in the input, so one copy carries both.
  const added: Buffer[] = [];
  let size = batch.length === 0 ? 0 : batch.nexts[batch.length - 1]! - batch.starts[0]!;
  for (let r = 0; r < batch.length; r++) {
    const kind = batch.kinds[r]!;
    if (kind === 2) continue;
    for (let k = 0; k < targets.length; k++) {
      const t = targets[k]!;
      const entry = known[k]![r] ?? addedFor(t, batch.cells[k]![r]!, format);
      t.counts[entry.status]++;
      // The encoded values start with the separator, left out after `{` (an empty JSON object).
      const bytes = k === 0 && kind === 1 ? entry.bytes.subarray(1) : entry.bytes;
      added.push(bytes);
      size += bytes.length;
    }
  }
  const out = Buffer.allocUnsafe(size);
  let o = 0;
  let from = batch.length === 0 ? 0 : batch.starts[0]!;
  let a = 0;
  for (let r = 0; r < batch.length; r++) {
    if (batch.kinds[r] === 2) continue;
    const insert = batch.inserts[r]!;
    o = copyBytes(buf, from, insert, out, o);
    for (let k = 0; k < targets.length; k++) {
      const bytes = added[a++]!;
      o = copyBytes(bytes, 0, bytes.length, out, o);
    }
    from = insert;
  }
  if (batch.length > 0) copyBytes(buf, from, batch.nexts[batch.length - 1]!, out, o);
  return out;
}

/** Copies `source[start, end)` to `target` at `at`; returns the end. A loop for the short runs of a row is cheaper than `copy`. */
function copyBytes(source: Uint8Array, start: number, end: number, target: Buffer, at: number): number {
  const length = end - start;
  if (length > 48) {
    target.set(source.subarray(start, end), at);
    return at + length;
  }
  for (let i = start; i < end; i++) target[at++] = source[i]!;
  return at;
}

function addedFor(target: Target, cell: string, format: RowFormat) {
  let added = target.encoded.get(cell);
  if (!added) {
    const values = target.enricher.values(codeOf[target.enricher.kind](cell));
    added = { bytes: Buffer.concat([format.separator, format.encode(target.enricher.names, values)]), status: values[0] };
    target.encoded.set(cell, added);
  }
  return added;
}

async function write(output: Writable, bytes: Buffer): Promise<void> {
  if (bytes.length === 0 || output.write(bytes)) return;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    output.once('error', onError);
    output.once('drain', () => {
      output.off('error', onError);
      resolve();
    });
  });
}

/**
 * The closing summary: rows, time, rate, and the counts by status of each column.
 *
 * @example
 * summaryText(3, 1.5, { pincode: { ok: 2, unknown: 0, malformed: 1, 'valid-without-details': 0 } })
 * // 'enrich: 3 rows in 1.5 s (2 rows/s)\n  pincode: ok 2, unknown 0, malformed 1'
 */
export function summaryText(rows: number, seconds: number, counts: EnrichCounts): string {
  const lines = [`enrich: ${formatCount(rows)} rows in ${seconds.toFixed(1)} s (${formatCount(rows / Math.max(seconds, 1e-3))} rows/s)`];
  for (const [kind, byStatus] of Object.entries(counts)) {
    const shown = Object.entries(byStatus).filter(([status, n]) => n > 0 || status !== 'valid-without-details' || kind === 'ifsc');
    lines.push(`  ${kind}: ${shown.map(([status, n]) => `${status} ${formatCount(n)}`).join(', ')}`);
  }
  return lines.join('\n');
}
