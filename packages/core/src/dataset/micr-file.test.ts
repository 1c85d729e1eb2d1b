import { describe, expect, it } from 'vitest';
import { buildIfscFromBranches } from '../ifsc/build-dataset.js';
import { micrResponse, normalizeMicr } from '../ifsc/micr.js';
import { createSiteUrls } from '../site-urls.js';
import { TEST_BANKS as banks, testBranch as branch } from '../testing/fixtures.js';
import { readIfscMicr, writeIfscMicr } from './micr-file.js';
import { readIfscShard } from './read-ifsc.js';
import { IFSC_SHARD_SIZE, writeIfscData } from './write-ifsc.js';

// One MICR code shared by a State Bank branch in its first shard, one in its second, and a Yes Bank branch.
const sbin = Array.from({ length: IFSC_SHARD_SIZE + 2 }, (_, i) =>
  branch(`SBIN${String(i + 1).padStart(7, '0')}`, { micr: `7000020${String(i % 100).padStart(2, '0')}` }),
);
sbin[IFSC_SHARD_SIZE + 1] = branch(sbin[IFSC_SHARD_SIZE + 1]!.ifsc, { micr: '700002021' });
const yesb = [
  branch('YESB0000001', { bankCode: 'YESB', bank: 'Yes Bank', category: 'Private Sector Bank', micr: '700002021' }),
  branch('YESB0000002', { bankCode: 'YESB', bank: 'Yes Bank', category: 'Private Sector Bank', micr: 'NA' }),
];
const branches = [...sbin, ...yesb];
const { index, shards } = writeIfscData(branches, banks, '2026-05-01');

describe('micr.json', () => {
  it('round-trips every code to the shards of its branches, each once', () => {
    const file = writeIfscMicr(branches, index, '2026-05-01');
    const micr = readIfscMicr(JSON.parse(JSON.stringify(file)));
    expect(micr.size).toBe(100);
    expect(micr.places('700002021')).toEqual([
      { bank: 'SBIN', shard: 0 },
      { bank: 'SBIN', shard: 1 },
      { bank: 'YESB', shard: 0 },
    ]);
    expect(micr.places('700002099')).toEqual([{ bank: 'SBIN', shard: 0 }]);
    for (const missing of ['700002100', '800002021', '70000202', 'NA', '']) expect(micr.places(missing)).toEqual([]);
    // Each place holds a branch of that code.
    for (const { bank, shard } of micr.places('700002021')) {
      const info = index.banks.find((b) => b.code === bank)!;
      expect(readIfscShard(shards.get(`${bank}-${shard}.json`)!, info).some((b) => b.micr === '700002021')).toBe(true);
    }
  });

  it('refuses another format version', () => {
    expect(() => readIfscMicr({ ...writeIfscMicr(branches, index, ''), version: 1 })).toThrow(/version 1/);
  });
});

describe('micrResponse', () => {
  const dataset = buildIfscFromBranches(branches, banks, { size: 0, has: () => false, *[Symbol.iterator]() {} }, '2026-05-01');
  const urls = createSiteUrls('https://x.test');

  it('answers the branches of a code in IFSC order, as IFSC records without success', () => {
    const { status, body } = micrResponse(dataset, ' 700002021 ', urls);
    expect(status).toBe(200);
    const expected = branches.filter((b) => b.micr === '700002021').map((b) => b.ifsc);
    expect(expected.slice(-2)).toEqual(['SBIN0004002', 'YESB0000001']);
    expect(body).toMatchObject({ success: true, MICR: '700002021', count: expected.length });
    const items = (body as { branches: { IFSC: string }[] }).branches;
    expect(items.map((b) => b.IFSC)).toEqual(expected);
    expect(items[0]).not.toHaveProperty('success');
  });

  it('answers 404 for an unknown code and 400 for anything but nine digits', () => {
    expect(micrResponse(dataset, '999999999', urls)).toEqual({ status: 404, body: { success: false, error: 'MICR not found', MICR: '999999999' } });
    for (const bad of ['70000202', '7000020210', '70000202a', '', ' ']) {
      expect(micrResponse(dataset, bad, urls)).toEqual({ status: 400, body: { success: false, error: 'Malformed MICR (nine digits)', MICR: bad.trim() } });
    }
    expect(normalizeMicr('700 002 021')).toBeNull();
  });
});
