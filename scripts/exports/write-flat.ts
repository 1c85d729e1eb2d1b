/**
 * The CSV (UTF-8, RFC 4180, a header row) and Parquet (hyparquet-writer, Snappy)
 * files of the downloads: one per table, the same columns as the database. Booleans
 * are `true`/`false` in CSV and BOOLEAN in Parquet; a null is an empty CSV field.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parquetWriteFile } from 'hyparquet-writer';
import type { Cell, Table } from './tables.js';

const csvCell = (cell: Cell) => {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Writes a table as CSV, `\n` line ends. */
export async function writeCsv(path: string, table: Table): Promise<void> {
  const out = createWriteStream(path);
  const lines = [table.columns.map((c) => c.name).join(',')];
  const flush = async () => {
    if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
    lines.length = 0;
  };
  for (const row of table.rows) {
    lines.push(row.map(csvCell).join(','));
    if (lines.length >= 5000) await flush();
  }
  if (lines.length) await flush();
  out.end();
  await once(out, 'finish');
}

const PARQUET_TYPE = { TEXT: 'STRING', INTEGER: 'INT32', REAL: 'DOUBLE', BOOLEAN: 'BOOLEAN' } as const;

/** Writes a table as Parquet, one column chunk per column. */
export function writeParquet(path: string, table: Table): void {
  parquetWriteFile({
    filename: path,
    columnData: table.columns.map((column, i) => ({
      name: column.name,
      type: PARQUET_TYPE[column.type],
      nullable: Boolean(column.nullable),
      data: table.rows.map((row) => row[i]!),
    })),
  });
}
