import { describe, expect, it } from 'vitest';
import {
  decodeBranchParts,
  decodeBytes,
  decodeDeltas,
  decodeFixed,
  decodeUints,
  encodeBranchParts,
  encodeDeltas,
  encodeFixed,
  encodeUints,
  encodeVarintGroups,
  fixedWords,
  joinLines,
  splitLines,
  VarintCursor,
} from './columns.js';

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
  it('split into their values', () => {
    const text = joinLines(['Baroda House', '', 'Sansad Marg']);
    expect(splitLines(text, 3)).toEqual(['Baroda House', '', 'Sansad Marg']);
  });
  it('refuse a count that does not match', () => {
    expect(() => splitLines('a\nb', 3)).toThrow(/2 values, expected 3/);
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
});

describe('fixed-width columns', () => {
  it('round-trip 16- and 32-bit words, and refuse a value that does not fit', () => {
    expect(decodeFixed(encodeFixed([0, 1, 65535], Uint16Array), Uint16Array, 3)).toEqual(new Uint16Array([0, 1, 65535]));
    expect(decodeFixed(encodeFixed([0, 2 ** 32 - 1], Uint32Array), Uint32Array)).toEqual(new Uint32Array([0, 2 ** 32 - 1]));
    expect(decodeFixed(encodeFixed([], Uint16Array), Uint16Array)).toEqual(new Uint16Array([]));
    expect(() => encodeFixed([65536], Uint16Array)).toThrow(/65536 does not fit a Uint16Array column \(value 0\)/);
    expect(() => encodeFixed([-1], Uint32Array)).toThrow(RangeError);
  });
  it('refuse a column of another length or of broken words', () => {
    expect(() => decodeFixed(encodeFixed([1, 2], Uint16Array), Uint16Array, 3)).toThrow(/holds 2 values, expected 3/);
    expect(() => decodeFixed(encodeFixed([1], Uint16Array), Uint32Array)).toThrow(/holds 0.5 values/);
  });
  it('read the same words from aligned bytes (a view) and from bytes at an odd offset (a copy)', () => {
    const bytes = new Uint8Array([0, 0x70, 0x11, 1, 0, 5, 0, 0, 0]);
    const aligned = bytes.slice(1);
    expect(fixedWords(aligned, Uint32Array).buffer).toBe(aligned.buffer);
    expect(Array.from(fixedWords(aligned, Uint32Array))).toEqual([70000, 5]);
    expect(Array.from(fixedWords(bytes.subarray(1), Uint32Array))).toEqual([70000, 5]);
    expect(Array.from(fixedWords(bytes.subarray(1, 5), Uint16Array))).toEqual([0x1170, 1]);
  });
});

describe('varint groups', () => {
  it('read one group without the others, and refuse a value cut short', () => {
    const { bytes, starts } = encodeVarintGroups([[1, 300], [], [0, 2 ** 32 - 1]]);
    const decoded = decodeBytes(bytes);
    expect(starts).toEqual([0, 3, 3, 9]);
    const cursor = new VarintCursor(decoded, starts[2]!);
    expect([cursor.next(), cursor.next(), cursor.at]).toEqual([0, 2 ** 32 - 1, 9]);
    expect(new VarintCursor(decoded, 1).next()).toBe(300);
    expect(() => new VarintCursor(decoded.subarray(0, 2), 1).next()).toThrow(/ends in the middle of a value/);
  });
});
