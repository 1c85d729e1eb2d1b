import { describe, expect, it } from 'vitest';
import { TEST_BANKS as banks, testBranch as branch } from '../testing/fixtures.js';
import { readIfscIndex, readIfscShard, readIfscValid, shardOf } from './read-ifsc.js';
import { IFSC_SHARD_SIZE, writeIfscData, writeIfscValid } from './write-ifsc.js';

describe('IFSC index and shards', () => {
  it('round-trip every field of every branch through the files', () => {
    const branches = [
      branch('SBIN0000001'),
      branch('SBIN0000002', { address: 'Main Road', pincode: '', pincodeKnown: false, upi: true, state: '', stateSlug: '', district: '', districtSlug: '' }),
      branch('YESB0DNB002', { bank: 'Delhi Nagrik Sehkari Bank', category: 'Private Sector Bank', city1: 'Delhi', swift: 'YESBINBB' }),
      // Placed elsewhere than published, and listed in the browse before under another state.
      branch('YESB0DNB003', {
        category: 'Private Sector Bank',
        publishedState: 'CHANDIGARH',
        publishedDistrict: 'KOLKATA',
        publishedSlug: 'chandigarh/kolkata',
        publishedDiffers: true,
        placedBy: 'pair-vote',
      }),
      branch('YESB0DNB004', {
        category: 'Private Sector Bank',
        publishedState: '',
        publishedDistrict: '',
        publishedSlug: '',
        placedBy: 'unplaced',
        district: '',
        districtSlug: '',
      }),
    ];
    const { index, shards } = writeIfscData(branches, banks, '2026-05-01');
    const read = readIfscIndex(index);
    expect(read.edition).toBe('2026-05-01');
    const back = read.banks.flatMap((bank) => bank.shards.flatMap((_, n) => readIfscShard(shards.get(`${bank.code}-${n}.json`)!, bank)));
    expect(back).toEqual(branches);
  });

  it('split a bank every IFSC_SHARD_SIZE branches and find the shard of a code', () => {
    const many = Array.from({ length: IFSC_SHARD_SIZE + 5 }, (_, i) => branch(`SBIN0${String(i + 1).padStart(6, '0')}`));
    const { index, shards } = writeIfscData(many, banks, '2026-05-01');
    const sbi = index.banks.find((bank) => bank.code === 'SBIN')!;
    expect(sbi.shards).toHaveLength(2);
    expect(shards.get('SBIN-1.json')!.branches).toBe(5);
    expect(shardOf(sbi, 'SBIN0000001')).toBe(0);
    expect(shardOf(sbi, many.at(-1)!.ifsc)).toBe(1);
    expect(readIfscShard(shards.get('SBIN-1.json')!, sbi).at(-1)).toEqual(many.at(-1));
  });

  it('refuse a shard read as another bank and a file of another version', () => {
    const { index, shards } = writeIfscData([branch('SBIN0000001')], banks, '2026-05-01');
    const yes = index.banks.find((bank) => bank.code === 'YESB')!;
    expect(() => readIfscShard(shards.get('SBIN-0.json')!, yes)).toThrow(/SBIN read as YESB/);
    expect(() => readIfscIndex({ ...index, version: 99 } as never)).toThrow(/version/);
  });

  it('keep the full code list, codes without a branch record included', () => {
    const valid = readIfscValid(writeIfscValid(['SBIN0000001', 'SBIN0099999', 'YESB0DNB002'], '2026-05-01'));
    expect(valid.size).toBe(3);
    expect([valid.has('SBIN0099999'), valid.has('SBIN0000003'), valid.has('ZZZZ0000001')]).toEqual([true, false, false]);
    expect([...valid].sort()).toEqual(['SBIN0000001', 'SBIN0099999', 'YESB0DNB002']);
  });
});
