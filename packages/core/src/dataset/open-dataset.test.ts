import { describe, expect, it } from 'vitest';
import { normalizePincodeRows } from '../pincode/normalize-offices.js';
import { DataReport } from '../report.js';
import { TEST_BANKS as banks, testBranch as branch } from '../testing/fixtures.js';
import { writeIfscMicr } from './micr-file.js';
import { DATASET_PATHS, openDataset, type DatasetContent } from './open-dataset.js';
import { writeReportFile } from './report-file.js';
import { IFSC_SHARD_SIZE, writeIfscData, writeIfscValid } from './write-ifsc.js';
import { writePincodeData } from './write-pincode.js';

const EDITION = '2026-05-01';

/** A small dataset as the build writes it: path → JSON text. */
function datasetFiles(): Map<string, string> {
  const offices = normalizePincodeRows(
    [
      {
        line: 2,
        circlename: 'Delhi Circle',
        regionname: 'DivReportingCircle',
        divisionname: 'New Delhi Central Division',
        officename: 'Baroda House BO',
        pincode: '110001',
        officetype: 'BO',
        delivery: 'Delivery',
        district: 'NEW DELHI',
        statename: 'DELHI',
        latitude: '28.6',
        longitude: '77.2',
      },
    ],
    new DataReport(),
  );
  const branches = [
    ...Array.from({ length: IFSC_SHARD_SIZE + 2 }, (_, i) => branch(`SBIN0${String(i + 1).padStart(6, '0')}`, { micr: i === 0 ? '700002021' : '' })),
    branch('YESB0DNB002', { bank: 'Delhi Nagrik Sehkari Bank', category: 'Private Sector Bank', micr: '' }),
  ];
  const { index, shards } = writeIfscData(branches, banks, EDITION);
  const dates = { editions: { pincode: EDITION, ifsc: EDITION }, built: '2026-05-02T00:00:00Z', refreshed: '', sources: [] };
  const files = new Map<string, object>([
    [DATASET_PATHS.pincode, writePincodeData(offices, EDITION)],
    [DATASET_PATHS.ifscIndex, index],
    [DATASET_PATHS.ifscValid, writeIfscValid(['SBIN0000001', 'SBIN0999999', 'YESB0DNB002'], EDITION)],
    [DATASET_PATHS.micr, writeIfscMicr(branches, index, EDITION)],
    [DATASET_PATHS.report, writeReportFile(new DataReport(), dates)],
  ]);
  for (const [name, shard] of shards) files.set(`${DATASET_PATHS.ifscFolder}/${name}`, shard);
  return new Map([...files].map(([path, file]) => [path, JSON.stringify(file)]));
}

const encoder = new TextEncoder();

/** Readers over the files that count what they read: synchronous (bytes) and asynchronous (bytes, later). */
function readers(files: Map<string, string>) {
  const reads: string[] = [];
  const bytes = (path: string): DatasetContent | null => {
    reads.push(path);
    const text = files.get(path);
    return text === undefined ? null : encoder.encode(text);
  };
  return { reads, sync: bytes, async: async (path: string) => bytes(path) };
}

describe('openDataset', () => {
  it('answers the same over a synchronous and an asynchronous reader, reading only what is asked', async () => {
    const files = datasetFiles();
    const sync = readers(files);
    const later = readers(files);
    const now = openDataset(sync.sync);
    const then = openDataset(later.async);

    expect(now.pincodes().areas.get('110001')?.offices[0]?.name).toBe('Baroda House');
    expect((await then.pincodes()).areas.get('110001')?.offices[0]?.name).toBe('Baroda House');
    const sbi = now.bank('SBIN')!;
    expect(sbi.shards).toHaveLength(2);
    expect(now.shard(sbi, 1).map((b) => b.ifsc)).toEqual(['SBIN0004001', 'SBIN0004002']);
    expect((await then.shard((await then.bank('state-bank-of-india'))!, 1)).map((b) => b.ifsc)).toEqual(['SBIN0004001', 'SBIN0004002']);
    expect(sync.reads).toEqual([DATASET_PATHS.pincode, DATASET_PATHS.ifscIndex, 'ifsc/SBIN-1.json']);
    expect(later.reads).toEqual(sync.reads);

    expect(now.micr().places('700002021')).toEqual([{ bank: 'SBIN', shard: 0 }]);
    expect(now.codes().has('SBIN0999999')).toBe(true);
    expect(now.report().editions).toEqual({ pincode: EDITION, ifsc: EDITION });
    expect(now.bankDataset(sbi).branches.get('SBIN0000001')?.micr).toBe('700002021');
    expect(now.bank('NONE')).toBeNull();
  });

  it('finds a branch by its IFSC, reading only the shard that holds it', async () => {
    const sync = readers(datasetFiles());
    const later = readers(datasetFiles());
    const now = openDataset(sync.sync);
    const then = openDataset(later.async);
    expect(now.branch('SBIN0004002')?.ifsc).toBe('SBIN0004002');
    expect((await then.branch('SBIN0004002'))?.ifsc).toBe('SBIN0004002');
    expect(sync.reads).toEqual([DATASET_PATHS.ifscIndex, 'ifsc/SBIN-1.json']);
    expect(later.reads).toEqual(sync.reads);
    expect(now.branch('SBIN0000001')?.micr).toBe('700002021');
    expect(now.branch('SBIN0004003')).toBeNull();
    expect(now.branch('SBIN0000000')).toBeNull();
    expect(await then.branch('NONE0000001')).toBeNull();
  });

  it('shares a read on its way between the callers that ask meanwhile, and keeps only what arrived', async () => {
    const { reads, async } = readers(datasetFiles());
    const later = openDataset(async);
    const sbi = (await later.bank('SBIN'))!;
    const [a, b] = await Promise.all([later.shard(sbi, 1), later.shard(sbi, 1)]);
    expect(a).toBe(b);
    expect(await later.shard(sbi, 1)).toBe(a);
    expect(reads.filter((path) => path === 'ifsc/SBIN-1.json')).toHaveLength(1);
  });

  it('reads the whole dataset, both sides indexed, the same either way', async () => {
    const files = datasetFiles();
    const whole = openDataset(readers(files).sync).whole();
    expect(whole.ifsc.branches.size).toBe(IFSC_SHARD_SIZE + 3);
    expect(whole.ifsc.validCodes.has('SBIN0999999')).toBe(true);
    expect(whole.pincodes.areas.size).toBe(1);
    const later = await openDataset(readers(files).async).whole();
    expect([...later.ifsc.branches.keys()]).toEqual([...whole.ifsc.branches.keys()]);
  });

  it('keeps what it decoded, within its bound, and reads again what it let go', () => {
    const { reads, sync } = readers(datasetFiles());
    // A bound of one: each generation holds the last value made, whatever it weighs.
    const dataset = openDataset(sync, { kept: 1 });
    const sbi = dataset.bank('SBIN')!;
    expect(dataset.shard(sbi, 0)).toBe(dataset.shard(sbi, 0));
    expect(reads.filter((path) => path === 'ifsc/SBIN-0.json')).toHaveLength(1);
    dataset.micr();
    dataset.report();
    dataset.shard(sbi, 0);
    expect(reads.filter((path) => path === 'ifsc/SBIN-0.json')).toHaveLength(2);
    // A bank's index is kept whole, its shards not one by one.
    expect(dataset.bankDataset(sbi)).toBe(dataset.bankDataset(sbi));
    expect(reads.filter((path) => path === 'ifsc/SBIN-1.json')).toHaveLength(1);
  });

  it('weighs a bank and a shard by their branches, so that a few big ones fill the bound', () => {
    const dataset = openDataset(readers(datasetFiles()).sync, { kept: 100 });
    const sbi = dataset.bank('SBIN')!;
    const first = dataset.bankDataset(sbi);
    // SBIN's index (all its branches) fills the young generation: the next value starts another.
    dataset.bankDataset(dataset.bank('YESB')!);
    dataset.micr();
    dataset.shard(sbi, 0);
    dataset.report();
    expect(dataset.bankDataset(sbi)).not.toBe(first);
    expect(dataset.bankDataset(sbi).branches.size).toBe(IFSC_SHARD_SIZE + 2);
  });

  describe('refuses a bad file with an error naming its path', () => {
    const cases: [string, (files: Map<string, string>) => void, RegExp][] = [
      ['a missing file', (files) => files.delete('ifsc/SBIN-1.json'), /^ifsc\/SBIN-1\.json: dataset file not found/],
      [
        'a truncated file',
        (files) => files.set('ifsc/SBIN-1.json', files.get('ifsc/SBIN-1.json')!.slice(0, 200)),
        /^ifsc\/SBIN-1\.json: truncated or not a dataset file/,
      ],
      [
        'a file of another format version',
        (files) => files.set('ifsc/SBIN-1.json', files.get('ifsc/SBIN-1.json')!.replace(/"version":\d+/, '"version":3')),
        /^ifsc\/SBIN-1\.json: .*format version 3; this library reads version \d+/,
      ],
    ];
    for (const [name, spoil, message] of cases) {
      it(`${name}, over either reader, and reads it again on the next call`, async () => {
        const files = datasetFiles();
        spoil(files);
        const sync = readers(files);
        const now = openDataset(sync.sync);
        const sbi = now.bank('SBIN')!;
        expect(() => now.shard(sbi, 1)).toThrow(message);
        expect(() => now.shard(sbi, 1)).toThrow(message);
        expect(sync.reads.filter((path) => path === 'ifsc/SBIN-1.json')).toHaveLength(2);
        expect(now.shard(sbi, 0)).toHaveLength(IFSC_SHARD_SIZE);
        const later = openDataset(readers(files).async);
        await expect(later.shard((await later.bank('SBIN'))!, 1)).rejects.toThrow(message);
        await expect(later.whole()).rejects.toThrow(message);
      });
    }
  });
});
