import type { Args, Operation } from 'india-pincode-ifsc/operations';
import { csvField } from '../enrich/csv-scanner.js';

/** How an answer is written: for a person, as the API's JSON, or as CSV rows. */
export type OutputForm = 'text' | 'json' | 'csv';

/**
 * The form asked for: `--csv`, `--json`, else readable on a terminal and JSON when the
 * output goes to a pipe or a file, as `gh` and `npm` do.
 *
 * @example
 * outputForm({}, false) // 'json'
 */
export function outputForm(flags: { json?: boolean; csv?: boolean }, terminal: boolean): OutputForm {
  if (flags.csv) return 'csv';
  return flags.json || !terminal ? 'json' : 'text';
}

/** A value in a CSV cell: text as it is, anything nested as its JSON. */
const cell = (value: unknown) => csvField(value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Items as CSV: a header of every key in the order first seen, then one row per item.
 *
 * @example
 * toCsv([{ pincode: '110001', count: 2 }]) // 'pincode,count\n110001,2'
 */
export function toCsv(items: readonly object[]): string {
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const rows = items.map((item) => columns.map((column) => cell((item as Record<string, unknown>)[column])).join(','));
  return [columns.map(csvField).join(','), ...rows].join('\n');
}

/**
 * An operation's answer in the form asked for; CSV of an answer that is not a list is
 * its one object as one row.
 *
 * @example
 * printAnswer(operation, answer, args, 'json') // '{\n  "status": "success", …'
 */
export function printAnswer(operation: Operation, answer: unknown, args: Args, form: OutputForm): string {
  if (form === 'json') return JSON.stringify(answer, null, 2);
  if (form === 'text') return operation.text(answer, args);
  return toCsv(operation.items ? operation.items(answer) : [answer as object]);
}
