/**
 * Bad source files: each fails the dataset build at once with a message naming the
 * file, the line where that applies, and what is wrong; the dataset folder is not
 * touched. A tiny sources folder is written for each case.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDataset } from './build-data.js';
import { SAMPLE_FILES, writeSampleSources } from './testing/sample-sources.js';

const root = mkdtempSync(join(tmpdir(), 'bad-sources-'));
const good = join(root, 'good');
const { directory: DIRECTORY, branches: BRANCHES } = SAMPLE_FILES;

beforeAll(() => writeSampleSources(good));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the good sources with one file replaced; builds its dataset into a fresh folder holding one old file. */
async function build(file: string, contents: string | Buffer) {
  const dir = mkdtempSync(join(root, 'case-'));
  cpSync(good, join(dir, 'sources'), { recursive: true });
  writeFileSync(join(dir, 'sources', file), contents);
  const out = join(dir, 'dataset');
  mkdirSync(out);
  writeFileSync(join(out, 'old.json'), '{}');
  const result = await ensureDataset({ sources: join(dir, 'sources'), out, log: () => {} }).then(
    () => null,
    (error: Error) => error.message,
  );
  return { message: result, untouched: readdirSync(out).join() === 'old.json' && readFileSync(join(out, 'old.json'), 'utf8') === '{}' };
}

describe('a bad source file', () => {
  it('builds when nothing is wrong', async () => {
    expect((await build(DIRECTORY, readFileSync(join(good, DIRECTORY)))).message).toBeNull();
  });

  const cases: [string, string, () => string | Buffer, RegExp][] = [
    [
      'a truncated CSV (a quote never closed)',
      BRANCHES,
      () => `${readFileSync(join(good, BRANCHES), 'utf8')}State Bank of India,SBIN0000692,X,Y,Z,DELHI,"CUT OFF HERE`,
      /IFSC\.csv: line 3: not readable as CSV .*a cut-off file\?/,
    ],
    [
      'a truncated CSV (cut in the middle of a row)',
      DIRECTORY,
      () => readFileSync(join(good, DIRECTORY), 'utf8').slice(0, -4),
      /all_india_pincode_directory\.csv: line 2: the last row has no line end; a cut-off file\?/,
    ],
    [
      'a CSV in UTF-16',
      DIRECTORY,
      () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(join(good, DIRECTORY), 'utf8'), 'utf16le')]),
      /all_india_pincode_directory\.csv: UTF-16 \(or binary\), not UTF-8/,
    ],
    [
      'a CSV in Latin-1',
      DIRECTORY,
      () => Buffer.from(`${readFileSync(join(good, DIRECTORY), 'utf8')}Delhi Circle,X,Y,Caf\u00e9 SO,110002,PO,Delivery,NEW DELHI,DELHI,NA,NA\n`, 'latin1'),
      /all_india_pincode_directory\.csv: line 3: not UTF-8/,
    ],
    [
      'a header with a renamed column',
      DIRECTORY,
      () => readFileSync(join(good, DIRECTORY), 'utf8').replace('statename', 'state_name'),
      /all_india_pincode_directory\.csv: missing column statename/,
    ],
    [
      'a header with a column missing',
      BRANCHES,
      () => readFileSync(join(good, BRANCHES), 'utf8').replace('BANK,IFSC,', 'IFSC,'),
      /IFSC\.csv: missing column BANK/,
    ],
    ['a JSON file that is not JSON', 'ifsc/banks.json', () => '{"SBIN": {"type": "PSB"', /banks\.json: not valid JSON/],
    ['an empty file', 'ifsc/sublet.json', () => '', /sublet\.json: empty file/],
    [
      'an HTML error page',
      DIRECTORY,
      () => '<!DOCTYPE html>\n<html><body>502 Bad Gateway</body></html>\n',
      /all_india_pincode_directory\.csv: an HTML or XML page, not data/,
    ],
  ];
  for (const [name, file, contents, message] of cases) {
    it(`fails at once on ${name}, naming the file, and touches nothing`, async () => {
      const result = await build(file, contents());
      expect(result.message).toMatch(message);
      expect(result.untouched).toBe(true);
    });
  }
});
