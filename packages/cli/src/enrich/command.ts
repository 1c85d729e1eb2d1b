/**
 * The `enrich` command: opens the input and output, picks the format, runs
 * {@link enrich}, and turns bad input into a message and exit status 2. With `--out`,
 * the output is written beside the target and renamed into place only when complete.
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ifscEnricher, pincodeEnricher, type Enricher } from './columns.js';
import { enrich, summaryText } from './enrich.js';
import { csvFormat, EnrichInputError, jsonLinesFormat } from './formats.js';
import { Progress } from './progress.js';

export interface EnrichCommandOptions {
  pincode?: string;
  ifsc?: string;
  out?: string;
  format?: string;
  quiet?: boolean;
}

export interface EnrichStreams {
  stdin: NodeJS.ReadableStream;
  stdout: Writable;
  /** Progress and the summary. */
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

const fail = (stderr: EnrichStreams['stderr'], message: string) => {
  stderr.write(`india-pincode-ifsc enrich: ${message}\n`);
  return 2;
};

/** `csv` or `jsonl`: from `--format`, else from the file name (`.jsonl`, `.ndjson` are JSON Lines). */
function formatOf(input: string, given: string | undefined): 'csv' | 'jsonl' | null {
  if (given) return given === 'csv' || given === 'jsonl' ? given : null;
  return /\.(jsonl|ndjson)$/i.test(input) ? 'jsonl' : 'csv';
}

/**
 * Runs `enrich INPUT` (`-` for standard input) and returns the exit status: 0 when
 * every row was written, 2 on bad input or options (with a message).
 *
 * @example
 * await enrichCommand('people.csv', { pincode: 'pin', out: 'people-enriched.csv' }, process); // 0
 */
export async function enrichCommand(input: string, options: EnrichCommandOptions, streams: EnrichStreams): Promise<number> {
  const { stderr } = streams;
  if (!options.pincode && !options.ifsc) return fail(stderr, 'name the column to look up: --pincode COLUMN and/or --ifsc COLUMN');
  const kind = formatOf(input, options.format);
  if (!kind) return fail(stderr, `--format is csv or jsonl, not ${JSON.stringify(options.format)}`);
  let totalBytes: number | undefined;
  if (input !== '-') {
    try {
      totalBytes = statSync(input).size;
    } catch (error) {
      return fail(stderr, `cannot read ${input}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  const enrichers: Enricher[] = [];
  const wanted: string[] = [];
  if (options.pincode) {
    enrichers.push(await pincodeEnricher());
    wanted.push(options.pincode);
  }
  if (options.ifsc) {
    enrichers.push(await ifscEnricher());
    wanted.push(options.ifsc);
  }
  const names = enrichers.flatMap((e) => e.names);
  const format = kind === 'csv' ? csvFormat(wanted) : jsonLinesFormat(wanted, names);
  const source = (input === '-' ? streams.stdin : createReadStream(input, { highWaterMark: 1 << 20 })) as AsyncIterable<Buffer>;
  const target = options.out ? join(dirname(options.out), `.${basename(options.out)}.${process.pid}.partial`) : undefined;
  const output = target ? createWriteStream(target, { highWaterMark: 1 << 23 }) : streams.stdout;
  const started = performance.now();
  const progress = options.quiet ? undefined : new Progress({ write: (t) => stderr.write(t), terminal: Boolean(stderr.isTTY), totalBytes });
  try {
    const { rows, counts } = await enrich({ source, output, format, enrichers, progress });
    if (target && options.out) {
      output.end();
      await finished(output);
      await rename(target, options.out);
    }
    stderr.write(`${summaryText(rows, (performance.now() - started) / 1000, counts)}\n`);
    return 0;
  } catch (error) {
    if (target) {
      // Writes still queued fail once the stream is destroyed: the file is removed anyway.
      output.on('error', () => {});
      output.destroy();
      await rm(target, { force: true });
    }
    if (error instanceof EnrichInputError) return fail(stderr, `${error.message}${target ? '; nothing was written' : ''}`);
    if ((error as NodeJS.ErrnoException).code) return fail(stderr, (error as Error).message);
    throw error;
  }
}
