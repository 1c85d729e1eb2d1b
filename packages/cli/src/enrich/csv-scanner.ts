/**
 * Finds CSV records (RFC 4180: quoted fields may hold commas, quotes and line breaks)
 * in a byte buffer without copying or decoding it, so that every input byte can be
 * written back as it was. Only the wanted columns' values are decoded.
 */
const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

/** What {@link CsvScanner.scan} found: one record, its wanted values and where it ends. */
export interface CsvRecordBounds {
  /** End of the record's content (before `\r\n` or `\n`). */
  end: number;
  /** Start of the next record. */
  next: number;
  fieldCount: number;
  /** Line breaks inside the record, quoted ones included (for line numbers in errors). */
  lineBreaks: number;
}

/** A record the input ends inside of: an open quote at the end of the file. */
export class UnterminatedQuoteError extends Error {}

/**
 * Scans records for a fixed set of column positions. The values of those columns are
 * left in {@link CsvScanner.values} (`''` when the record has fewer fields).
 *
 * @example
 * const scanner = new CsvScanner([1]);
 * scanner.scan(Buffer.from('a,"b,c"\n'), 0, true)?.next // 8; scanner.values[0] === 'b,c'
 */
export class CsvScanner {
  readonly values: string[];
  private readonly starts: number[];
  private readonly ends: number[];
  private readonly bounds: CsvRecordBounds = { end: 0, next: 0, fieldCount: 0, lineBreaks: 0 };
  /** Field index → position in `columns`, or -1. */
  private readonly slots: Int32Array;

  constructor(private readonly columns: readonly number[]) {
    this.values = columns.map(() => '');
    this.starts = columns.map(() => -1);
    this.ends = columns.map(() => -1);
    this.slots = new Int32Array(Math.max(0, ...columns) + 1).fill(-1);
    columns.forEach((column, k) => {
      this.slots[column] = k;
    });
  }

  /**
   * The record starting at `pos`, or `null` when the buffer ends before it does and
   * more input may follow (`final` false). At the end of the input (`final`), an open
   * quote throws {@link UnterminatedQuoteError}. The returned object is reused.
   */
  scan(buf: Uint8Array, pos: number, final: boolean): CsvRecordBounds | null {
    for (let k = 0; k < this.starts.length; k++) this.starts[k] = -1;
    const length = buf.length;
    let i = pos;
    let field = 0;
    let fieldStart = pos;
    let lineBreaks = 0;
    for (;;) {
      if (i >= length) {
        if (!final) return null;
        this.close(field, fieldStart, length);
        return this.done(length, length, field + 1, lineBreaks);
      }
      const c = buf[i]!;
      if (c === QUOTE && i === fieldStart) {
        const after = this.skipQuoted(buf, i + 1, final);
        if (after < 0) return null;
        lineBreaks += this.quotedBreaks;
        i = after;
      } else if (c === COMMA) {
        this.close(field, fieldStart, i);
        field++;
        fieldStart = ++i;
      } else if (c === LF) {
        const end = i > fieldStart && buf[i - 1] === CR ? i - 1 : i;
        this.close(field, fieldStart, end);
        return this.done(end, i + 1, field + 1, lineBreaks + 1);
      } else i++;
    }
  }

  private quotedBreaks = 0;

  /** Past the closing quote of a quoted field whose content starts at `i`; -1 when more input is needed. */
  private skipQuoted(buf: Uint8Array, i: number, final: boolean): number {
    this.quotedBreaks = 0;
    for (;;) {
      const close = buf.indexOf(QUOTE, i);
      if (close < 0 || (close + 1 >= buf.length && !final)) {
        if (final && close < 0) throw new UnterminatedQuoteError('the input ends inside a quoted field');
        return -1;
      }
      for (let k = buf.indexOf(LF, i); k >= 0 && k < close; k = buf.indexOf(LF, k + 1)) this.quotedBreaks++;
      if (buf[close + 1] !== QUOTE) return close + 1;
      i = close + 2;
    }
  }

  private close(field: number, start: number, end: number): void {
    const k = field < this.slots.length ? this.slots[field]! : -1;
    if (k < 0) return;
    this.starts[k] = start;
    this.ends[k] = end;
  }

  private done(end: number, next: number, fieldCount: number, lineBreaks: number): CsvRecordBounds {
    const bounds = this.bounds;
    bounds.end = end;
    bounds.next = next;
    bounds.fieldCount = fieldCount;
    bounds.lineBreaks = lineBreaks;
    return bounds;
  }

  /** Decodes the wanted values of the last scanned record into {@link CsvScanner.values}. */
  decode(buf: Buffer): void {
    for (let k = 0; k < this.columns.length; k++) {
      const start = this.starts[k]!;
      this.values[k] = start < 0 ? '' : unquote(buf.toString('utf8', start, this.ends[k]!));
    }
  }
}

/**
 * A field's value: a quoted field without its quotes and with `""` as `"`.
 *
 * @example
 * unquote('"say ""hi"""') // 'say "hi"'
 */
export function unquote(raw: string): string {
  if (raw.charCodeAt(0) !== QUOTE) return raw;
  const close = raw.lastIndexOf('"');
  return raw.slice(1, close > 0 ? close : raw.length).replaceAll('""', '"');
}

/**
 * A value as a CSV field: quoted when it holds a comma, quote or line break.
 *
 * @example
 * csvField('Delhi, New') // '"Delhi, New"'
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
