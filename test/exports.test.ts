/**
 * The data downloads read back by readers independent of their writers: Python's
 * sqlite3 for the database (row counts, the foreign-key check, a lookup per table,
 * full-text queries), csv-parse for the CSV files, hyparquet for the Parquet files
 * (written by hyparquet-writer). Every count equals the dataset's.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';
import { PAYMENT_FLAGS, statedFlag } from 'india-pincode-ifsc';
import { ifscDataset } from 'india-pincode-ifsc/ifsc';
import { pincodeDataset } from 'india-pincode-ifsc/pincode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExports, DATABASE_FILE, DICTIONARY_FILE, SUMS_FILE } from '../scripts/exports/build-exports.js';

const dir = mkdtempSync(join(tmpdir(), 'exports-test-'));
let counts: Record<string, number>;
/** Branches of withdrawn codes, and those whose RTGS flag the source left unknown. */
let branchCounts: { withdrawn: number; rtgsUnstated: number; micr110024252: number };
/** A branch whose every payment flag the source left unknown, and a withdrawn one. */
let unstatedCode: string;
let withdrawnCode: string;

beforeAll(async () => {
  await buildExports(dir);
  const ifsc = await ifscDataset();
  counts = {
    states: pincodeDataset.states.length,
    pincodes: pincodeDataset.areas.size,
    post_offices: pincodeDataset.officeCount,
    banks: ifsc.banks.length,
    branches: ifsc.branches.size,
    ifsc_codes: ifsc.validCodes.size,
  };
  const branches = [...ifsc.branches.values()];
  branchCounts = {
    withdrawn: branches.filter((b) => !b.listed).length,
    rtgsUnstated: branches.filter((b) => b.unstated & PAYMENT_FLAGS.RTGS).length,
    micr110024252: branches.filter((b) => b.micr === '110024252').length,
  };
  unstatedCode = branches.find((b) => b.unstated === 15)!.ifsc;
  withdrawnCode = branches.find((b) => !b.listed)!.ifsc;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PYTHON = `
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
q = lambda sql, *a: db.execute(sql, a).fetchall()
tables = ['states', 'districts', 'pincodes', 'post_offices', 'banks', 'branches', 'ifsc_codes']
print(json.dumps({
  'counts': {t: q(f'SELECT count(*) FROM {t}')[0][0] for t in tables},
  'foreign_key_problems': len(q('PRAGMA foreign_key_check')),
  'foreign_keys_declared': sum(len(q(f'PRAGMA foreign_key_list({t})')) for t in tables),
  'integrity': q('PRAGMA quick_check')[0][0],
  'state': q("SELECT name FROM states WHERE slug = 'delhi'"),
  'district': q("SELECT d.slug, d.pincode_count > 0 FROM districts d WHERE d.state_slug = 'delhi' AND d.name = 'New Delhi'"),
  'pincode': q("SELECT state_slug, districts, post_office_count FROM pincodes WHERE pincode = '110001'"),
  'office': q("SELECT o.branch_type, d.name FROM post_offices o JOIN districts d ON d.id = o.district_id WHERE o.pincode = '110001' AND o.name = 'Baroda House'"),
  'bank': q("SELECT name FROM banks WHERE code = 'SBIN'"),
  'branch': q("SELECT b.branch, b.pincode, b.listed, k.name FROM branches b JOIN banks k ON k.code = b.bank_code WHERE b.ifsc = 'SBIN0000001'"),
  'code': q("SELECT has_branch FROM ifsc_codes WHERE ifsc = 'SBIN0000001'"),
  'fts_offices': [r[0] for r in q("SELECT o.name FROM post_offices_fts f JOIN post_offices o ON o.rowid = f.rowid WHERE post_offices_fts MATCH 'baroda AND house'")],
  'fts_branches': q("SELECT count(*) FROM branches_fts WHERE branches_fts MATCH 'connaught place'")[0][0],
  'plan': ' '.join(str(r) for r in q("EXPLAIN QUERY PLAN SELECT * FROM post_offices WHERE pincode = '110001'")),
  'withdrawn': q('SELECT count(*) FROM branches WHERE NOT listed')[0][0],
  'rtgs_null': q('SELECT count(*) FROM branches WHERE rtgs IS NULL')[0][0],
  'flags_not_null': q("SELECT count(*) FROM pragma_table_info('branches') WHERE name IN ('rtgs', 'neft', 'imps', 'upi') AND [notnull] = 1")[0][0],
  'micr': q("SELECT count(*) FROM branches WHERE micr = '110024252'")[0][0],
  'micr_plan': ' '.join(str(r) for r in q("EXPLAIN QUERY PLAN SELECT ifsc FROM branches WHERE micr = '110024252'")),
}))
`;

describe('the SQLite database, read by Python’s sqlite3', () => {
  it('has every row, keys that hold, and answers lookups and full-text queries', () => {
    const result = JSON.parse(execFileSync('python3', ['-c', PYTHON, join(dir, DATABASE_FILE)], { encoding: 'utf8' }));
    expect(result.counts).toMatchObject(counts);
    expect(result.counts.districts).toBeGreaterThan(700);
    expect(result.foreign_key_problems).toBe(0);
    expect(result.foreign_keys_declared).toBeGreaterThanOrEqual(8);
    expect(result.integrity).toBe('ok');
    expect(result.state).toEqual([['Delhi']]);
    expect(result.district).toEqual([['new-delhi', 1]]);
    expect(result.pincode).toEqual([['delhi', 'New Delhi', 23]]);
    expect(result.office).toEqual([['SO', 'New Delhi']]);
    expect(result.bank).toEqual([['State Bank of India']]);
    expect(result.branch).toEqual([['KOLKATA MAIN', '700001', 1, 'State Bank of India']]);
    expect(result.code).toEqual([[1]]);
    expect(result.fts_offices).toContain('Baroda House');
    expect(result.fts_branches).toBeGreaterThan(5);
    expect(result.plan).toMatch(/USING INDEX post_offices_pincode/);
    expect(result.withdrawn).toBe(branchCounts.withdrawn);
    expect(result.withdrawn).toBeGreaterThan(0);
    expect(result.rtgs_null).toBe(branchCounts.rtgsUnstated);
    expect(result.rtgs_null).toBeGreaterThan(0);
    expect(result.flags_not_null).toBe(0);
    expect(result.micr).toBe(branchCounts.micr110024252);
    expect(result.micr_plan).toMatch(/USING (COVERING )?INDEX branches_micr/);
  });
});

describe('the CSV files, read by csv-parse', () => {
  it('hold the same rows as the dataset, with a header', async () => {
    const parsed: Record<string, Record<string, string>[]> = {};
    for (const [table, count] of Object.entries(counts)) {
      // csv-parse checks that every row has the header's number of fields.
      parsed[table] = parse(readFileSync(join(dir, 'csv', `${table}.csv`)), { columns: true }) as Record<string, string>[];
      expect(parsed[table], table).toHaveLength(count);
    }
    expect(Object.keys(parsed.states![0]!)).toEqual(['slug', 'name', 'pincode_count', 'post_office_count', 'branch_count']);
    const branches = parsed.branches!;
    const record = (await ifscDataset('SBIN')).branches.get('SBIN0000001')!;
    expect(branches.find((b) => b.ifsc === 'SBIN0000001')).toMatchObject({
      bank: record.bank,
      branch: 'KOLKATA MAIN',
      // SBIN0000001's RTGS is one the source left unknown: an empty field, not false.
      rtgs: String(statedFlag(record, 'RTGS') ?? ''),
      upi: String(statedFlag(record, 'UPI') ?? ''),
      listed: 'true',
    });
    expect(branches.find((b) => b.ifsc === unstatedCode)).toMatchObject({ rtgs: '', neft: '', imps: '', upi: '' });
    expect(branches.find((b) => b.ifsc === withdrawnCode)).toMatchObject({ listed: 'false' });
    // Placement and the published state and district, for every branch: the published values are never lost.
    const all = await ifscDataset();
    let differing = 0;
    for (const row of branches) {
      const branch = all.branches.get(row.ifsc!)!;
      const want = {
        placement: branch.placedBy,
        published_state: branch.publishedState,
        published_district: branch.publishedDistrict,
        district: branch.district,
      };
      if (
        row.placement !== want.placement ||
        row.published_state !== want.published_state ||
        row.published_district !== want.published_district ||
        row.district !== want.district
      )
        expect({
          ifsc: row.ifsc,
          placement: row.placement,
          published_state: row.published_state,
          published_district: row.published_district,
          district: row.district,
        }).toEqual({ ifsc: row.ifsc, ...want });
      if (branch.publishedDiffers) differing++;
    }
    expect(differing).toBeGreaterThan(50_000);
  });
});

describe('the Parquet files, read by hyparquet', () => {
  it('hold the same rows as the dataset, typed', async () => {
    for (const [table, count] of Object.entries(counts)) {
      const metadata = await parquetMetadataAsync(await asyncBufferFromFile(join(dir, 'parquet', `${table}.parquet`)));
      expect(Number(metadata.num_rows), table).toBe(count);
    }
    const file = await asyncBufferFromFile(join(dir, 'parquet', 'pincodes.parquet'));
    const rows = (await parquetReadObjects({ file })) as Record<string, unknown>[];
    expect(rows.find((r) => r.pincode === '110001')).toMatchObject({ state_slug: 'delhi', post_office_count: 23 });
    expect(typeof rows[0]!.latitude === 'number' || rows[0]!.latitude === null).toBe(true);
    const branchFile = await asyncBufferFromFile(join(dir, 'parquet', 'branches.parquet'));
    const branches = (await parquetReadObjects({ file: branchFile, columns: ['ifsc', 'rtgs', 'upi', 'listed'] })) as Record<string, unknown>[];
    expect(branches.find((b) => b.ifsc === unstatedCode)).toEqual({ ifsc: unstatedCode, rtgs: null, upi: null, listed: expect.any(Boolean) });
    expect(branches.find((b) => b.ifsc === withdrawnCode)).toMatchObject({ listed: false });
    const sbin = (await ifscDataset('SBIN')).branches.get('SBIN0000001')!;
    expect(branches.find((b) => b.ifsc === 'SBIN0000001')).toEqual({
      ifsc: 'SBIN0000001',
      rtgs: statedFlag(sbin, 'RTGS'),
      upi: statedFlag(sbin, 'UPI'),
      listed: true,
    });
  });
});

it('writes the data dictionary and SHA-256 sums of every file', () => {
  const dictionary = readFileSync(join(dir, DICTIONARY_FILE), 'utf8');
  for (const table of Object.keys(counts)) expect(dictionary).toContain(`## ${table}`);
  expect(dictionary).toContain('Government Open Data License');
  const sums = readFileSync(join(dir, SUMS_FILE), 'utf8').trim().split('\n');
  expect(sums.length).toBe(16);
  for (const line of sums) {
    const [sum, name] = line.split('  ');
    expect(
      createHash('sha256')
        .update(readFileSync(join(dir, name!)))
        .digest('hex'),
      name,
    ).toBe(sum);
  }
});
