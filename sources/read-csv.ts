import { createReadStream, existsSync } from 'node:fs';
import { parse } from 'csv-parse';
import type { DataReport } from 'india-pincode-ifsc';

/** A source file that cannot be read at all: missing, or without a needed column. */
export class SourceError extends Error {
  override name = 'SourceError';
}

/**
 * The error for a source file that is not there, saying how to get it.
 *
 * @example
 * sourceNotFound('data/ifsc/IFSC.csv').message // 'data/ifsc/IFSC.csv: file not found (set SOURCES_DIR …)'
 */
export const sourceNotFound = (path: string) =>
  new SourceError(`${path}: file not found (set SOURCES_DIR to the folder that holds it, or run npm run download)`);

/** One CSV record as a header → value object, with the line it ends on (1 = header). */
export type CsvRow<Column extends string> = Record<Column, string> & { line: number };

/**
 * Streams a CSV file with csv-parse and yields each record keyed by the columns the
 * caller needs. Fails at once, naming the file, when the file or a needed column is
 * missing; a record with the wrong number of fields is reported (kind
 * `wrong-field-count`, dropped) and skipped. The row count goes into the report.
 *
 * @example
 * for await (const row of readCsv('data/x.csv', ['pincode'], report, 'pincode')) row.pincode;
 */
export async function* readCsv<Column extends string>(
  path: string,
  columns: readonly Column[],
  report: DataReport,
  reportSection: string,
): AsyncGenerator<CsvRow<Column>> {
  if (!existsSync(path)) throw sourceNotFound(path);
  const parser = createReadStream(path).pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  let positions: number[] | undefined;
  let width = 0;
  let rows = 0;
  for await (const { record, info } of csvRecords(parser, path)) {
    if (!positions) {
      const header = record.map((name) => name.trim());
      const missing = columns.filter((column) => !header.includes(column));
      if (missing.length) throw new SourceError(`${path}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (header: ${header.join(',')})`);
      positions = columns.map((column) => header.indexOf(column));
      width = header.length;
      continue;
    }
    rows++;
    if (record.length !== width) {
      report.add(reportSection, 'wrong-field-count', 'dropped', info.lines, `${record.length} fields, header has ${width}`);
      continue;
    }
    const row = { line: info.lines } as CsvRow<Column>;
    for (let i = 0; i < columns.length; i++) (row as Record<string, string>)[columns[i]!] = record[positions[i]!]!;
    yield row;
  }
  if (!positions) throw new SourceError(`${path}: empty file, no header`);
  report.setRows(reportSection, rows);
}

/** The parser's records; a file it cannot parse (a quote never closed: a cut-off download) fails with the file and line. */
async function* csvRecords(parser: AsyncIterable<unknown>, path: string): AsyncGenerator<{ record: string[]; info: { lines: number } }> {
  try {
    for await (const item of parser) yield item as { record: string[]; info: { lines: number } };
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    throw new SourceError(`${path}: line ${lines ?? '?'}: not readable as CSV (${message.replace(/^Invalid \w+ \w+: /, '')}); a cut-off file?`);
  }
}

/**
 * Reads a JSON source file, failing with the file's name when it is missing or not JSON.
 *
 * @example
 * const names = await readJson<Record<string, string>>('data/ifsc/banknames.json');
 */
export async function readJson<T>(path: string): Promise<T> {
  if (!existsSync(path)) throw sourceNotFound(path);
  const { readFile } = await import('node:fs/promises');
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    throw new SourceError(`${path}: not valid JSON (${(error as Error).message})`);
  }
}
