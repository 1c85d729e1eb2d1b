import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataReport } from 'india-pincode-ifsc';
import { readCsv, SourceError } from './read-csv.js';

const dir = mkdtempSync(join(tmpdir(), 'read-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const readAll = async (path: string, columns: string[], report = new DataReport()) => {
  const rows = [];
  for await (const row of readCsv(path, columns, report, 'test')) rows.push(row);
  return rows;
};

describe('readCsv', () => {
  it('names the file when it is missing', async () => {
    await expect(readAll(join(dir, 'nope.csv'), ['a'])).rejects.toThrow(
      new SourceError(`${join(dir, 'nope.csv')}: file not found (set SOURCES_DIR to the folder that holds it, or run npm run download)`),
    );
  });

  it('names the file and the missing columns at once', async () => {
    const path = file('cols.csv', 'pincode,officename\n110001,Baroda House SO\n');
    await expect(readAll(path, ['pincode', 'statename', 'district'])).rejects.toThrow(`${path}: missing columns statename, district`);
  });

  it('reads columns by name in any order, with line numbers, and a BOM', async () => {
    const path = file('ok.csv', '\uFEFFb,a\n2,1\n"x\ny",3\n');
    const rows = await readAll(path, ['a', 'b']);
    expect(rows).toEqual([
      { line: 2, a: '1', b: '2' },
      { line: 4, a: '3', b: 'x\ny' },
    ]);
  });

  it('reports a row with the wrong number of fields by line, and counts the rows', async () => {
    const path = file('bad.csv', 'a,b\n1,2\n1,2,3\n4,5\n');
    const report = new DataReport();
    const rows = await readAll(path, ['a', 'b'], report);
    expect(rows.map((r) => r.a)).toEqual(['1', '4']);
    expect(report.lines('test', 'wrong-field-count')).toEqual([3]);
    expect(report.toJSON().test!.rows).toBe(3);
    expect(report.dropped('test')).toBe(1);
  });
});
