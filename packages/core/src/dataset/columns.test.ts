import { describe, expect, it } from 'vitest';
import { decodeBranchParts, decodeDeltas, decodeUints, encodeBranchParts, encodeDeltas, encodeUints, joinLines, lineReader, splitLines } from './columns.js';

describe('integer columns', () => {
  it('round-trip unsigned values up to 2^32 - 1', () => {
    const values = [0, 1, 127, 128, 300, 16_383, 16_384, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1];
    expect(Array.from(decodeUints(encodeUints(values)))).toEqual(values);
    expect(Array.from(decodeUints(encodeUints([])))).toEqual([]);
    expect(() => encodeUints([-1])).toThrow(RangeError);
    expect(() => encodeUints([2 ** 32])).toThrow(RangeError);
  });
  it('round-trip signed values as deltas, coordinates included', () => {
    const values = [100, 103, 99, -5, 0, 370_000_000, -370_000_000, 0, 2 ** 31 - 1, 0, -(2 ** 31)];
    expect(Array.from(decodeDeltas(encodeDeltas(values)))).toEqual(values);
  });
  it('give a byte per small delta', () => {
    expect(encodeDeltas([1000, 1001, 1002, 1003]).length).toBeLessThan(encodeUints([1000, 1001, 1002, 1003]).length);
  });
});

describe('string columns', () => {
  it('split and read one value at a time', () => {
    const text = joinLines(['Baroda House', '', 'Sansad Marg']);
    expect(splitLines(text, 3)).toEqual(['Baroda House', '', 'Sansad Marg']);
    const read = lineReader(text, 3);
    expect([read(0), read(1), read(2)]).toEqual(['Baroda House', '', 'Sansad Marg']);
    expect(lineReader('', 1)(0)).toBe('');
  });
  it('refuse a count that does not match', () => {
    expect(() => splitLines('a\nb', 3)).toThrow(/2 values, expected 3/);
    expect(() => lineReader('a\nb', 3)).toThrow(/does not hold 3 values/);
    expect(() => lineReader('a\nb\nc', 2)).toThrow(/does not hold 2 values/);
    expect(() => joinLines(['a\nb'])).toThrow(/line break/);
  });
});

describe('IFSC branch parts', () => {
  it('round-trip in code order', () => {
    const parts = ['000001', '000002', '0ABC12', 'DNB002', 'ZZZZZZ'];
    expect(decodeBranchParts(encodeBranchParts(parts))).toEqual(parts);
  });
});

describe('counted columns', () => {
  it('decode with a known count and refuse a wrong one', () => {
    const text = encodeUints([1, 300, 0]);
    expect(Array.from(decodeUints(text, 3))).toEqual([1, 300, 0]);
    expect(() => decodeUints(text, 4)).toThrow(/3 values, expected 4/);
    expect(Array.from(decodeDeltas(encodeDeltas([5, -5]), 2))).toEqual([5, -5]);
  });

  it('decode into a narrower array, refusing a value it cannot hold', () => {
    expect(decodeUints(encodeUints([1, 65535]), 2, new Uint16Array(2))).toEqual(new Uint16Array([1, 65535]));
    expect(() => decodeUints(encodeUints([1, 65536]), 2, new Uint16Array(2))).toThrow(/65536 does not fit a Uint16Array/);
  });
});
