/**
 * The two input formats of `enrich`: how a buffer splits into rows (without decoding
 * the bytes that are written back), where the added values go in a row, and how they
 * are written. The added values of a code are encoded once and kept as bytes.
 */
import type { AddedValue, AddedValues } from './columns.js';
import { CsvScanner, csvField, UnterminatedQuoteError } from './csv-scanner.js';

/** A bad input: the message names the row or line; `enrich` exits with status 2. */
export class EnrichInputError extends Error {}

/**
 * The rows found in one buffer. A row is written as `bytes[start, insert)`, the added
 * values, then `bytes[insert, next)`; a passed row (a blank line) as it is.
 */
export class RowBatch {
  starts: number[] = [];
  inserts: number[] = [];
  nexts: number[] = [];
  /** Per row: 0 a row to enrich, 1 a row whose object is empty (JSON Lines: no comma before the values), 2 passed through. */
  kinds: number[] = [];
  /** Per looked-up column, the cell's text per row. */
  cells: string[][];

  constructor(columns: number) {
    this.cells = Array.from({ length: columns }, () => []);
  }

  get length(): number {
    return this.starts.length;
  }

  clear(): void {
    this.starts.length = this.inserts.length = this.nexts.length = this.kinds.length = 0;
    for (const cells of this.cells) cells.length = 0;
  }
}

/** One input format: its header (if any), its rows, and how added values are written. */
export interface RowFormat {
  /** Reads the header from the start of the input; `null` when more input is needed. Returns the header's output bytes and where rows start. */
  header(buf: Buffer, final: boolean, names: readonly string[]): { output: Buffer; next: number } | null;
  /** Adds the complete rows from `pos` to the batch; returns where the first incomplete row starts. */
  rows(buf: Buffer, pos: number, final: boolean, batch: RowBatch): number;
  /** The added values of one code as they are inserted into a row. */
  encode(names: readonly string[], values: AddedValues): Buffer;
  /** Written between a row's own content and the first added values (`,` for CSV and non-empty JSON objects). */
  readonly separator: Buffer;
  /** Rows read so far, and the input line the next row starts on. */
  readonly position: { rows: number; line: number };
}

const COMMA = Buffer.from(',');

function csvText(value: AddedValue): string {
  return value === null ? '' : csvField(String(value));
}

const BOM = [0xef, 0xbb, 0xbf];
const hasBom = (buf: Buffer) => buf.length >= 3 && buf[0] === BOM[0] && buf[1] === BOM[1] && buf[2] === BOM[2];

/** Splits a header line's text into column names. */
function headerNames(text: string, count: number): string[] {
  const scanner = new CsvScanner(Array.from({ length: count }, (_, i) => i));
  const buf = Buffer.from(`${text}\n`);
  scanner.scan(buf, 0, true);
  scanner.decode(buf);
  return [...scanner.values];
}

/**
 * CSV (RFC 4180, comma-separated, header row first): added values become new columns
 * at the end of each row, before its own line end (`\n` or `\r\n`), quoted when needed.
 * Every row must have the header's number of fields; blank lines are passed through.
 */
export function csvFormat(wanted: readonly string[]): RowFormat & { columns(): number[] } {
  let scanner = new CsvScanner([]);
  let fieldCount = 0;
  let columns: number[] = [];
  const position = { rows: 0, line: 1 };
  return {
    separator: COMMA,
    position,
    columns: () => columns,
    header(buf, final, names) {
      const start = hasBom(buf) ? 3 : 0;
      const bounds = scan(new CsvScanner([]), buf, start, final, position);
      if (!bounds) return null;
      if (bounds.end === start && bounds.next >= buf.length) throw new EnrichInputError('the input is empty: a CSV file needs a header row');
      fieldCount = bounds.fieldCount;
      const header = headerNames(buf.toString('utf8', start, bounds.end), fieldCount);
      columns = wanted.map((name) => findColumn(header, name));
      for (const name of names) if (header.includes(name)) throw new EnrichInputError(`the input already has a column ${JSON.stringify(name)}`);
      scanner = new CsvScanner(columns);
      position.line += bounds.lineBreaks;
      const added = Buffer.from(`,${names.map(csvField).join(',')}`);
      return { output: Buffer.concat([buf.subarray(0, bounds.end), added, buf.subarray(bounds.end, bounds.next)]), next: bounds.next };
    },
    rows(buf, pos, final, batch) {
      while (pos < buf.length) {
        const bounds = scan(scanner, buf, pos, final, position);
        if (!bounds) break;
        const blank = bounds.end === pos;
        if (!blank && bounds.fieldCount !== fieldCount) {
          throw new EnrichInputError(`row ${position.rows + 1} (line ${position.line}) has ${bounds.fieldCount} fields, the header has ${fieldCount}`);
        }
        scanner.decode(buf);
        batch.starts.push(pos);
        batch.inserts.push(bounds.end);
        batch.nexts.push(bounds.next);
        batch.kinds.push(blank ? 2 : 0);
        for (let k = 0; k < columns.length; k++) batch.cells[k]!.push(scanner.values[k]!);
        if (!blank) position.rows++;
        position.line += bounds.lineBreaks;
        pos = bounds.next;
      }
      return pos;
    },
    encode: (_names, values) => Buffer.from(values.map(csvText).join(',')),
  };
}

function scan(scanner: CsvScanner, buf: Buffer, pos: number, final: boolean, at: { rows: number; line: number }) {
  try {
    return scanner.scan(buf, pos, final);
  } catch (error) {
    if (error instanceof UnterminatedQuoteError) {
      throw new EnrichInputError(`the input ends inside a quoted field of row ${at.rows + 1} (line ${at.line}): the file is cut off or a quote is not closed`);
    }
    throw error;
  }
}

function findColumn(header: readonly string[], name: string): number {
  const i = header.indexOf(name);
  if (i >= 0) return i;
  const loose = header.findIndex((h) => h.trim().toLowerCase() === name.trim().toLowerCase());
  if (loose >= 0) return loose;
  throw new EnrichInputError(`no column ${JSON.stringify(name)} in the header (columns: ${header.map((h) => JSON.stringify(h)).join(', ')})`);
}

const LF = 0x0a;
const CR = 0x0d;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACE = 0x7b;
const isSpace = (c: number | undefined) => c === 0x20 || c === 0x09 || c === CR;

/** The text of a JSON value as a cell: strings as they are, numbers as written, anything else malformed. */
function cellOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/**
 * JSON Lines: one object per line; the added values become new fields at the end of
 * each object, inserted before its closing brace, so the object's own text is kept
 * byte for byte. Blank lines are passed through; any other line must be an object.
 */
export function jsonLinesFormat(wanted: readonly string[], names: readonly string[]): RowFormat {
  const position = { rows: 0, line: 1 };
  const taken = new Set(names);
  return {
    separator: COMMA,
    position,
    header: (buf) => ({ output: buf.subarray(0, hasBom(buf) ? 3 : 0), next: hasBom(buf) ? 3 : 0 }),
    rows(buf, pos, final, batch) {
      while (pos < buf.length) {
        const lf = buf.indexOf(LF, pos);
        if (lf < 0 && !final) break;
        const next = lf < 0 ? buf.length : lf + 1;
        let end = lf < 0 ? buf.length : lf;
        while (end > pos && isSpace(buf[end - 1])) end--;
        if (end === pos) {
          pushRow(batch, pos, next, next, 2, wanted.length);
        } else {
          const object = parseLine(buf, pos, end, position, lf < 0);
          for (const name of taken) if (name in object) throw new EnrichInputError(`line ${position.line} already has a field ${JSON.stringify(name)}`);
          let before = end - 2;
          while (before > pos && isSpace(buf[before])) before--;
          pushRow(batch, pos, end - 1, next, buf[before] === OPEN_BRACE ? 1 : 0, 0);
          for (let k = 0; k < wanted.length; k++) batch.cells[k]!.push(cellOf(object[wanted[k]!]));
          position.rows++;
        }
        position.line++;
        pos = next;
      }
      return pos;
    },
    encode: (keys, values) => Buffer.from(keys.map((key, i) => `${JSON.stringify(key)}:${JSON.stringify(values[i])}`).join(',')),
  };
}

function pushRow(batch: RowBatch, start: number, insert: number, next: number, kind: number, blankCells: number): void {
  batch.starts.push(start);
  batch.inserts.push(insert);
  batch.nexts.push(next);
  batch.kinds.push(kind);
  for (let k = 0; k < blankCells; k++) batch.cells[k]!.push('');
}

function parseLine(buf: Buffer, start: number, end: number, at: { line: number }, last: boolean): Record<string, unknown> {
  let value: unknown;
  try {
    value = buf[end - 1] === CLOSE_BRACE ? JSON.parse(buf.toString('utf8', start, end)) : undefined;
  } catch {
    value = undefined;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  const cut = last ? ': the file is cut off' : '';
  throw new EnrichInputError(`line ${at.line} is not a JSON object${cut} (${JSON.stringify(buf.toString('utf8', start, Math.min(end, start + 60)))})`);
}
