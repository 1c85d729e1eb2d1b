/**
 * `india-pincode-ifsc enrich` started as users start it (a process over a file), on a
 * real sample: every PIN code and a few thousand IFSCs, with malformed and unknown codes,
 * IFSCs valid without details, quoted fields holding commas, quotes and line breaks, a
 * BOM and CRLF line ends. The output is read back with csv-parse: rows equal the input's
 * in order, and every added value equals what the offline lookups answer.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { ifsc, ifscDataset, isValidIfsc } from 'india-pincode-ifsc/ifsc';
import { PAYMENT_FLAGS, pincodeCentre } from 'india-pincode-ifsc';
import { pincode } from 'india-pincode-ifsc/pincode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePools, MALFORMED_IFSCS, MALFORMED_PINCODES, seeded } from '../scripts/enrich-sample.js';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'enrich-test-'));

function cli(...args: string[]) {
  return promisify(execFile)(process.execPath, ['--conditions=source', '--import', 'tsx', 'packages/cli/src/bin.ts', 'enrich', ...args], {
    cwd: root,
    maxBuffer: 1 << 28,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** What the PIN code columns must say, from `pincode()` itself. */
function expectedPincode(cell: string): string[] {
  const code = cell.trim();
  if (!/^[1-9][0-9]{5}$/.test(code)) return ['malformed', '', '', '', '', '', ''];
  const answer = pincode(code);
  if (!answer) return ['unknown', '', '', '', '', '', ''];
  // The centre is the distance API's (the mean of the located offices, 6 decimals).
  const centre = pincodeCentre(answer);
  const degrees = (value: number | undefined) => (value === undefined ? '' : String(value));
  const delivery = answer.post_offices.some((o) => o.delivery_status === 'Delivery') ? 'Delivery' : 'Non-Delivery';
  return ['ok', answer.districts.join('; '), answer.state, String(answer.post_offices.length), delivery, degrees(centre?.latitude), degrees(centre?.longitude)];
}

/** What the IFSC columns must say, from `ifsc()`, `isValidIfsc()` and (for the flags the source left unknown) the bank's dataset. */
async function expectedIfsc(cell: string): Promise<string[]> {
  const code = cell.trim().toUpperCase();
  const empty = Array<string>(11).fill('');
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) return ['malformed', ...empty, 'false', ''];
  const [record, listed] = await Promise.all([ifsc(code), isValidIfsc(code)]);
  if (!record) return [listed ? 'valid-without-details' : 'unknown', ...empty, String(listed), ''];
  const r = record;
  // The whole dataset is loaded once and kept (a bank's is indexed anew on every call).
  const unstated = (await ifscDataset()).branches.get(code)!.unstated;
  const flags = (['RTGS', 'NEFT', 'IMPS', 'UPI'] as const).map((flag) => (unstated & PAYMENT_FLAGS[flag] ? '' : String(r[flag])));
  return ['ok', r.BANK, r.BRANCH, r.CITY2, r.DISTRICT, r.STATE, r.PINCODE, r.MICR, ...flags, String(listed), String(r.LISTED)];
}

const rows: string[][] = [];
let input: string;

beforeAll(async () => {
  const pools = await codePools();
  const random = seeded(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const pins = [...pools.pincodes, ...MALFORMED_PINCODES, ...pools.unknownPincodes.slice(0, 50), ' 110001 '];
  const ifscs = [
    ...Array.from({ length: 3000 }, () => pick(pools.ifscs)),
    ...MALFORMED_IFSCS,
    ...pools.unknownIfscs.slice(0, 50),
    ...pools.validWithoutDetails.slice(0, 200),
    'sbin0000001',
  ];
  pins.forEach((pin, i) => {
    const name = ['plain name', 'Shah, Rina', 'says "hi"', 'two\r\nlines', 'three\nlines, "and" commas', 'ये हिंदी'][i % 6]!;
    rows.push([String(i), name, pin, ifscs[i % ifscs.length]!]);
  });
  input = `\uFEFFid,name,PIN Code,ifsc\r\n${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
  writeFileSync(join(dir, 'sample.csv'), input);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('enrich on a real sample', () => {
  it('keeps every row in order and adds the offline lookups’ values', async () => {
    const { code, stderr } = await cli(join(dir, 'sample.csv'), '--pincode', 'PIN Code', '--ifsc', 'ifsc', '--out', join(dir, 'out.csv'));
    expect(code, stderr).toBe(0);
    const output = readFileSync(join(dir, 'out.csv'), 'utf8');
    expect(output.startsWith('\uFEFFid,name,PIN Code,ifsc,pin_status,pin_district')).toBe(true);
    expect(output.endsWith('\r\n')).toBe(true);
    const [header, ...records] = parse(output, { bom: true, relax_column_count: false }) as string[][];
    expect(header).toHaveLength(4 + 7 + 14);
    expect(records).toHaveLength(rows.length);
    const counts: Record<string, number> = {};
    for (let i = 0; i < rows.length; i++) {
      const record = records[i]!;
      expect(record.slice(0, 4)).toEqual(rows[i]);
      expect(record.slice(4, 11)).toEqual(expectedPincode(rows[i]![2]!));
      expect(record.slice(11)).toEqual(await expectedIfsc(rows[i]![3]!));
      counts[`pin ${record[4]}`] = (counts[`pin ${record[4]}`] ?? 0) + 1;
      counts[`ifsc ${record[11]}`] = (counts[`ifsc ${record[11]}`] ?? 0) + 1;
    }
    expect(counts['pin ok']).toBe(19_587);
    expect(counts['pin malformed']).toBe(MALFORMED_PINCODES.length);
    expect(counts['pin unknown']).toBe(50);
    for (const status of ['ok', 'malformed', 'unknown', 'valid-without-details']) expect(counts[`ifsc ${status}`]).toBeGreaterThan(0);
    expect(stderr).toContain(`enrich: ${rows.length.toLocaleString('en-US')} rows in`);
    expect(stderr).toContain(`pincode: ok 19,587, unknown 50, malformed ${MALFORMED_PINCODES.length}`);
  });

  it('writes JSON Lines back as JSON Lines, each object with its fields added', async () => {
    const lines = rows
      .slice(0, 2000)
      .map(([id, name, pin, ifscCode]) => JSON.stringify({ id: Number(id), name, pin: /^\d+$/.test(pin!) ? Number(pin) : pin, code: ifscCode }));
    writeFileSync(join(dir, 'sample.jsonl'), `${lines.join('\n')}\n`);
    const { code, stdout, stderr } = await cli(join(dir, 'sample.jsonl'), '--pincode', 'pin', '--ifsc', 'code');
    expect(code, stderr).toBe(0);
    const objects = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects).toHaveLength(lines.length);
    const outputLines = stdout.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const original = JSON.parse(lines[i]!) as Record<string, unknown>;
      expect(objects[i]).toMatchObject(original);
      expect(outputLines[i]!.startsWith(lines[i]!.slice(0, -1))).toBe(true);
      expect(objects[i]!.pin_status).toBe(expectedPincode(String(original.pin))[0]);
      expect(objects[i]!.ifsc_status).toBe((await expectedIfsc(String(original.code)))[0]);
    }
  });

  it('ends a cut-off file with a clear error, a non-zero exit and no output file', async () => {
    writeFileSync(join(dir, 'cut.csv'), input.slice(0, input.indexOf('three\nlines') + 8));
    const { code, stderr } = await cli(join(dir, 'cut.csv'), '--pincode', 'PIN Code', '--out', join(dir, 'cut-out.csv'));
    expect(code).toBe(2);
    expect(stderr).toMatch(/enrich: the input ends inside a quoted field of row 5 \(line 7\): the file is cut off/);
    expect(() => readFileSync(join(dir, 'cut-out.csv'))).toThrow();
    writeFileSync(join(dir, 'cut.jsonl'), '{"pin":"110001"}\n{"pin":"1100');
    const jsonl = await cli(join(dir, 'cut.jsonl'), '--pincode', 'pin');
    expect(jsonl.code).toBe(2);
    expect(jsonl.stderr).toContain('line 2 is not a JSON object: the file is cut off');
  });

  it('refuses a missing column or input with a message and status 2', async () => {
    const missing = await cli(join(dir, 'sample.csv'), '--pincode', 'zip');
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining('no column "zip" in the header')]);
    const absent = await cli(join(dir, 'absent.csv'), '--pincode', 'pin');
    expect([absent.code, absent.stderr]).toEqual([2, expect.stringContaining('cannot read')]);
  });
});
