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

/**
 * One looked-up column while enriching: the added values per cell text, encoded once.
 * A cell text maps to a number (no object per code); the encoded values of number `i`
 * are `arena[ends[i - 1], ends[i])`, one buffer for all, so that finding a row's added
 * bytes reads two numbers instead of an object per code.
 */
interface Target {
  enricher: Enricher;
  /** Each cell text seen, to its index; emptied between chunks past {@link MAX_KEPT}. */
  seen: Map<string, number>;
  /** The encoded values (each starting with the separator), one after another. */
  arena: Buffer;
  /** Per index, where its encoded values end in `arena`. */
  ends: number[];
  statuses: EnrichStatus[];
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
  const targets: Target[] = enrichers.map((enricher) => ({
    enricher,
    seen: new Map(),
    arena: Buffer.allocUnsafe(1 << 16),
    ends: [],
    statuses: [],
    counts: zeroCounts(),
  }));
  const names = enrichers.flatMap((e) => e.names);
  const batch = new RowBatch(targets.length);
  const pool = new BufferPool();
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
    const whole = await renderBatch(buf, batch, targets, format, pool);
    await write(output, whole.out, () => pool.give(whole.buffer));
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
async function renderBatch(buf: Buffer, batch: RowBatch, targets: Target[], format: RowFormat, pool: BufferPool): Promise<{ out: Buffer; buffer: Buffer }> {
  const ids = await findIds(batch, targets);
  // The output's size: the rows' own bytes (contiguous in the input) and their added values.
  let size = batch.length === 0 ? 0 : batch.nexts[batch.length - 1]! - batch.starts[0]!;
  for (let k = 0; k < targets.length; k++) {
    const t = targets[k]!;
    const cells = batch.cells[k]!;
    const found = ids[k]!;
    for (let r = 0; r < batch.length; r++) {
      const kind = batch.kinds[r]!;
      if (kind === 2) continue;
      const id = found[r]! >= 0 ? found[r]! : addedFor(t, cells[r]!, format);
      found[r] = id;
      t.counts[t.statuses[id]!]++;
      // The encoded values start with the separator, left out after `{` (an empty JSON object).
      size += t.ends[id]! - (id === 0 ? 0 : t.ends[id - 1]!) - (k === 0 && kind === 1 ? 1 : 0);
    }
  }
  // A row's own bytes and the line end before the next row are contiguous in the input, so one copy carries both.
  const buffer = pool.take(size);
  const out = buffer.subarray(0, size);
  let o = 0;
  let from = batch.length === 0 ? 0 : batch.starts[0]!;
  for (let r = 0; r < batch.length; r++) {
    const kind = batch.kinds[r]!;
    if (kind === 2) continue;
    const insert = batch.inserts[r]!;
    o = copyBytes(buf, from, insert, out, o);
    for (let k = 0; k < targets.length; k++) {
      const t = targets[k]!;
      const id = ids[k]![r]!;
      const start = id === 0 ? 0 : t.ends[id - 1]!;
      o = copyBytes(t.arena, k === 0 && kind === 1 ? start + 1 : start, t.ends[id]!, out, o);
    }
    from = insert;
  }
  if (batch.length > 0) copyBytes(buf, from, batch.nexts[batch.length - 1]!, out, o);
  return { out, buffer };
}

/**
 * Output buffers given back once written and taken again: a fresh buffer of megabytes
 * per chunk is mapped anew by the system each time, and its pages faulted in.
 */
class BufferPool {
  private readonly free: Buffer[] = [];

  /** A buffer of at least `size` bytes, kept or new. */
  take(size: number): Buffer {
    const i = this.free.findIndex((b) => b.length >= size);
    return i >= 0 ? this.free.splice(i, 1)[0]! : Buffer.allocUnsafeSlow(Math.max(size, 1 << 20));
  }

  /** Takes back a buffer no longer in use (a few are kept). */
  give(buffer: Buffer): void {
    if (this.free.length < 4) this.free.push(buffer);
  }
}

/**
 * Per looked-up column, each row's index of its cell text (-1 for texts not seen
 * before, whose data is loaded here, all together).
 */
async function findIds(batch: RowBatch, targets: Target[]): Promise<Int32Array[]> {
  const waits: Promise<void>[] = [];
  const ids = targets.map((t, k) => {
    if (t.seen.size > MAX_KEPT) {
      t.seen.clear();
      t.ends.length = t.statuses.length = 0;
    }
    const convert = codeOf[t.enricher.kind];
    const cells = batch.cells[k]!;
    const found = new Int32Array(batch.length);
    for (let r = 0; r < cells.length; r++) {
      const id = t.seen.get(cells[r]!);
      found[r] = id ?? -1;
      if (id === undefined) {
        const wait = t.enricher.prepare(convert(cells[r]!));
        if (wait) waits.push(wait);
      }
    }
    return found;
  });
  if (waits.length > 0) await Promise.all(waits);
  return ids;
}

/** Copies `source[start, end)` to `target` at `at`; returns the end. A loop for the short runs of a row is cheaper than `set`. */
function copyBytes(source: Uint8Array, start: number, end: number, target: Buffer, at: number): number {
  const length = end - start;
  if (length > 48) {
    target.set(source.subarray(start, end), at);
    return at + length;
  }
  for (let i = start; i < end; i++) target[at++] = source[i]!;
  return at;
}

/** The index of a cell text's encoded values, encoding them the first time. */
function addedFor(target: Target, cell: string, format: RowFormat): number {
  let id = target.seen.get(cell);
  if (id === undefined) {
    const values = target.enricher.values(codeOf[target.enricher.kind](cell));
    const encoded = format.encode(target.enricher.names, values);
    id = target.ends.length;
    const start = id === 0 ? 0 : target.ends[id - 1]!;
    const end = start + format.separator.length + encoded.length;
    if (end > target.arena.length) {
      const grown = Buffer.allocUnsafe(Math.max(end, target.arena.length * 2));
      target.arena.copy(grown, 0, 0, start);
      target.arena = grown;
    }
    format.separator.copy(target.arena, start);
    encoded.copy(target.arena, start + format.separator.length);
    target.ends.push(end);
    target.statuses.push(values[0]);
    target.seen.set(cell, id);
  }
  return id;
}

/** Writes `bytes`, waiting while the output's buffer is full; `written` runs once they are written out. */
async function write(output: Writable, bytes: Buffer, written?: () => void): Promise<void> {
  if (bytes.length === 0) return written?.();
  if (output.write(bytes, written && ((error) => error || written()))) return;
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
