/**
 * `enrich` over synthetic inputs and a fake lookup: rows kept byte for byte and in
 * order, values inserted where they belong in CSV and JSON Lines, statuses counted,
 * inputs cut off or malformed refused with the row and line. Small chunks make every
 * record cross a chunk boundary somewhere.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AddedValues, Enricher } from './columns.js';
import { CsvScanner, csvField, unquote } from './csv-scanner.js';
import { enrich, summaryText } from './enrich.js';
import { csvFormat, EnrichInputError, jsonLinesFormat } from './formats.js';

/** A lookup of two-letter codes: `ok` for `aa`, unknown for other letters, malformed otherwise; `prepare` is asynchronous. */
const fake: Enricher = {
  kind: 'pincode',
  names: ['x_status', 'x_name', 'x_n'],
  prepare: (code) => (code === 'aa' ? Promise.resolve() : undefined),
  values(code): AddedValues {
    if (!/^[a-z]{2}$/.test(code)) return ['malformed', null, null];
    return code === 'aa' ? ['ok', 'Name, "quoted"', 3] : ['unknown', null, null];
  },
};

async function* chunks(text: string | Buffer, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function run(input: string | Buffer, format: 'csv' | 'jsonl', size = 5) {
  const parts: Buffer[] = [];
  const output = new Writable({
    write(chunk, _enc, done) {
      parts.push(chunk);
      done();
    },
  });
  const rowFormat = format === 'csv' ? csvFormat(['code']) : jsonLinesFormat(['code'], fake.names);
  const result = await enrich({ source: chunks(input, size), output, format: rowFormat, enrichers: [fake] });
  return { text: Buffer.concat(parts).toString('utf8'), ...result };
}

describe('CsvScanner', () => {
  it('finds a record with quoted commas, quotes and line breaks, and its wanted value', () => {
    const scanner = new CsvScanner([1]);
    const buf = Buffer.from('a,"b,""c""\nd",e\r\nnext');
    const bounds = scanner.scan(buf, 0, false);
    expect(bounds).toMatchObject({ end: 15, next: 17, fieldCount: 3, lineBreaks: 2 });
    scanner.decode(buf);
    expect(scanner.values).toEqual(['b,"c"\nd']);
    expect(scanner.scan(buf, 17, false)).toBeNull();
    expect(scanner.scan(buf, 17, true)).toMatchObject({ end: 21, next: 21, fieldCount: 1 });
  });

  it('asks for more input inside a quote, and throws at the end of the input', () => {
    const scanner = new CsvScanner([0]);
    expect(scanner.scan(Buffer.from('"abc'), 0, false)).toBeNull();
    expect(() => scanner.scan(Buffer.from('"abc'), 0, true)).toThrow(/quoted field/);
  });

  it('quotes and unquotes fields', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('plain')).toBe('plain');
    expect(unquote(csvField('say "hi"\n'))).toBe('say "hi"\n');
  });
});

describe('enrich: CSV', () => {
  it('appends the values to every row, keeping BOM, CRLF, quoted fields and blank lines', async () => {
    const input = '\uFEFFid,code,note\r\n1,aa,"x, y"\r\n2,zz,"multi\nline"\r\n\r\n3,A1,\r\n4, aa ,last';
    const { text, rows, counts } = await run(input, 'csv');
    expect(text).toBe(
      '\uFEFFid,code,note,x_status,x_name,x_n\r\n1,aa,"x, y",ok,"Name, ""quoted""",3\r\n2,zz,"multi\nline",unknown,,\r\n\r\n' +
        '3,A1,,malformed,,\r\n4, aa ,last,ok,"Name, ""quoted""",3',
    );
    expect(rows).toBe(4);
    expect(counts.pincode).toEqual({ ok: 2, unknown: 1, malformed: 1, 'valid-without-details': 0 });
  });

  it('gives the same output whatever the chunk size', async () => {
    const input = `code,n\n${Array.from({ length: 200 }, (_, i) => `${['aa', 'bb', '"a""a"', ''][i % 4]},${i}`).join('\n')}\n`;
    const whole = await run(input, 'csv', 1 << 20);
    for (const size of [1, 3, 64]) expect((await run(input, 'csv', size)).text).toBe(whole.text);
    expect(whole.text.split('\n').length).toBe(202);
  });

  it('refuses a cut-off file, a ragged row, an unknown column and a taken name', async () => {
    await expect(run('code,n\naa,1\n"bb,2\n', 'csv')).rejects.toThrow(/row 2 \(line 3\).*cut off/);
    await expect(run('code,n\naa,1\nbb\n', 'csv')).rejects.toThrow('row 2 (line 3) has 1 fields, the header has 2');
    await expect(run('pin,n\n', 'csv')).rejects.toThrow(/no column "code" in the header \(columns: "pin", "n"\)/);
    await expect(run('code,x_status\n', 'csv')).rejects.toThrow(/already has a column "x_status"/);
    await expect(run('', 'csv')).rejects.toBeInstanceOf(EnrichInputError);
  });
});

describe('enrich: JSON Lines', () => {
  it('inserts the fields before each closing brace, passing blank lines', async () => {
    const input = '{"code":"aa","n":1}\r\n\n{ }\n{"code":12}  \n{"code":"zz"}';
    const { text, rows, counts } = await run(input, 'jsonl');
    expect(text).toBe(
      '{"code":"aa","n":1,"x_status":"ok","x_name":"Name, \\"quoted\\"","x_n":3}\r\n\n' +
        '{ "x_status":"malformed","x_name":null,"x_n":null}\n{"code":12,"x_status":"malformed","x_name":null,"x_n":null}  \n' +
        '{"code":"zz","x_status":"unknown","x_name":null,"x_n":null}',
    );
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).x_status),
    ).toEqual(['ok', 'malformed', 'malformed', 'unknown']);
    expect(rows).toBe(4);
    expect(counts.pincode?.malformed).toBe(2);
  });

  it('refuses a cut-off last line, a line that is not an object and a taken field', async () => {
    await expect(run('{"code":"aa"}\n{"code":"a', 'jsonl')).rejects.toThrow(/line 2 is not a JSON object: the file is cut off/);
    await expect(run('[1]\n', 'jsonl')).rejects.toThrow(/line 1 is not a JSON object/);
    await expect(run('{"x_n":1}\n', 'jsonl')).rejects.toThrow('line 1 already has a field "x_n"');
  });
});

it('summarises counts by status', () => {
  expect(summaryText(3, 1.5, { pincode: { ok: 2, unknown: 0, malformed: 1, 'valid-without-details': 0 } })).toBe(
    'enrich: 3 rows in 1.5 s (2 rows/s)\n  pincode: ok 2, unknown 0, malformed 1',
  );
});
