/**
 * The checks a new edition must pass before it replaces the current one, and their
 * thresholds, in one place. Each failure says what is wrong and which flag overrides
 * it (`npm run refresh -- --allow NAME`).
 */
import { EDITIONS_FILE, UNKNOWN_EDITION } from './editions.js';
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { DataReport } from 'india-pincode-ifsc';
import type { Edition } from './edition-diff.js';
import { readCsv, readJson, SourceError, sourceNotFound } from './read-csv.js';
import type { SourceFile } from './registry.js';

/**
 * The thresholds. The floors sit well under the current editions' row counts (the data
 * report carries them) and far above a truncated or empty file. Upstream editions
 * add and retire a few hundred codes at a time (Razorpay's releases: 20 to 585 IFSCs),
 * so losing more than 1 % of PIN codes or 2 % of IFSCs at once is a broken file, not
 * an edition; IFSCs get the wider margin because whole banks merge.
 */
export const GUARD_RAILS = {
  minRows: { pincode: 100_000, ifsc: 100_000 },
  maxGoneShare: { pincode: 0.01, ifsc: 0.02 },
} as const;

/** The overridable checks, by the name `--allow` takes. */
export const OVERRIDES = ['few-rows', 'pincodes-gone', 'ifsc-gone', 'state-gone', 'bank-gone'] as const;
export type Override = (typeof OVERRIDES)[number];

/** A refused edition: every reason, each with its override. */
export class RefusedEdition extends Error {
  override name = 'RefusedEdition';
  constructor(readonly reasons: readonly string[]) {
    super(`refused:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
  }
}

/**
 * Checks one source file before anything reads it as data: not empty, UTF-8 (not
 * UTF-16, not Latin-1), not an HTML page (what a portal sends with status 200 when a
 * key expired or a page moved), a CSV with every needed column, JSON that parses. These cannot be overridden: the
 * loaders could not read such a file.
 *
 * @example
 * await checkSourceFile('staging/ifsc/IFSC.csv', SOURCES.ifscBranches); // throws SourceError when it is not data
 */
export async function checkSourceFile(path: string, source: SourceFile): Promise<void> {
  const size = await stat(path).then(
    (found) => found.size,
    (error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? sourceNotFound(path) : error;
    },
  );
  if (size === 0) throw new SourceError(`${path}: empty file`);
  const head = await firstBytes(path, 512);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff) || head.includes(0)) {
    throw new SourceError(`${path}: UTF-16 (or binary), not UTF-8 text; convert it to UTF-8`);
  }
  const start = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('<')) {
    throw new SourceError(`${path}: an HTML or XML page, not data (starts ${JSON.stringify(start.slice(0, 40))})`);
  }
  const { lines, unterminated } = await checkUtf8(path);
  if (source.columns) {
    checkLastRow(path, unterminated, lines);
    for await (const _row of readCsv(path, source.columns, new DataReport(), 'check')) return;
    throw new SourceError(`${path}: a header and no data rows`);
  }
  await readJson(path);
}

async function firstBytes(path: string, count: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(count);
    const { bytesRead } = await handle.read(head, 0, count, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Refuses a CSV cut off in the middle of a row: its last line has no line end. Both
 * upstream files end every row with one, and a cut inside the last field leaves a row
 * that parses (a shorter longitude), so the missing line end is the one sign. A cut
 * inside quotes is left to the parser, which names the row's first line.
 */
function checkLastRow(path: string, unterminated: Buffer, lines: number): void {
  const text = unterminated.toString('utf8');
  if (text.length === 0 || (text.match(/"/g)?.length ?? 0) % 2 === 1) return;
  throw new SourceError(`${path}: line ${lines}: the last row has no line end; a cut-off file? (a complete file ends with one)`);
}

/**
 * Refuses a file that is not valid UTF-8 (a Latin-1 or Windows-1252 export), naming the
 * line of the first bad byte. Returns the line count and what follows the last line end.
 */
async function checkUtf8(path: string): Promise<{ lines: number; unterminated: Buffer }> {
  // Line by line: no byte of a multi-byte UTF-8 character is a line feed.
  let line = 1;
  let carried = Buffer.alloc(0);
  const check = (bytes: Buffer) => {
    if (!isUtf8(bytes)) throw new SourceError(`${path}: line ${line}: not UTF-8 (Latin-1 or Windows-1252?); convert it to UTF-8`);
  };
  for await (const chunk of createReadStream(path)) {
    let rest = Buffer.concat([carried, chunk as Buffer]);
    for (let end = rest.indexOf(10); end >= 0; end = rest.indexOf(10)) {
      check(rest.subarray(0, end));
      rest = rest.subarray(end + 1);
      line++;
    }
    carried = rest;
  }
  check(carried);
  return { lines: line, unterminated: carried };
}

/**
 * Compares a new edition with the current one against {@link GUARD_RAILS}: row
 * floors, the share of PIN codes and IFSCs gone, whole states and banks gone. Returns
 * the reasons to refuse that are not overridden (none: accept).
 *
 * @example
 * const reasons = editionProblems(current, next, rows, new Set());
 */
export function editionProblems(current: Edition, next: Edition, rows: { pincode: number; ifsc: number }, allowed: ReadonlySet<Override>): string[] {
  const reasons: [Override, string][] = [];
  for (const side of ['pincode', 'ifsc'] as const) {
    if (rows[side] < GUARD_RAILS.minRows[side]) reasons.push(['few-rows', `${side}: ${rows[side]} rows, under the floor of ${GUARD_RAILS.minRows[side]}`]);
  }
  const gone = (before: Iterable<string>, after: { has(key: string): boolean }) => [...before].filter((key) => !after.has(key));
  const goneShare = (side: 'pincode' | 'ifsc', total: number, lost: string[], what: string) => {
    const share = total ? lost.length / total : 0;
    if (share > GUARD_RAILS.maxGoneShare[side]) {
      reasons.push([
        side === 'pincode' ? 'pincodes-gone' : 'ifsc-gone',
        `${lost.length} of ${total} ${what} gone (${(share * 100).toFixed(1)} %, more than ${GUARD_RAILS.maxGoneShare[side] * 100} %), e.g. ${lost.slice(0, 3).join(', ')}`,
      ]);
    }
  };
  goneShare('pincode', current.pincodes.areas.size, gone(current.pincodes.areas.keys(), next.pincodes.areas), 'PIN codes');
  goneShare('ifsc', current.ifsc.branches.size, gone(current.ifsc.branches.keys(), next.ifsc.branches), 'IFSCs');
  for (const state of gone(current.pincodes.statesByName.keys(), next.pincodes.statesByName))
    reasons.push(['state-gone', `the state ${state} has no office any more`]);
  for (const code of gone(current.ifsc.banksByCode.keys(), next.ifsc.banksByCode)) {
    reasons.push(['bank-gone', `the bank ${code} (${current.ifsc.banksByCode.get(code)!.name}) has no branch any more`]);
  }
  const overridable = reasons.filter(([override]) => !allowed.has(override)).map(([override, text]) => `${text} (override: --allow ${override})`);
  return [...unknownEditions(next.editions), ...overridable];
}

/**
 * The reasons an edition cannot be published for want of a date: a side whose
 * publisher's edition is unknown (no override: users would be told nothing, or worse).
 *
 * @example
 * unknownEditions({ pincode: '2025-10-03', ifsc: 'unknown' }) // ['the ifsc edition is unknown: its publisher named no date (see editions.json)']
 */
export function unknownEditions(editions: { pincode: string; ifsc: string }): string[] {
  return (['pincode', 'ifsc'] as const)
    .filter((side) => editions[side] === UNKNOWN_EDITION)
    .map((side) => `the ${side} edition is unknown: its publisher named no date (see ${EDITIONS_FILE})`);
}
