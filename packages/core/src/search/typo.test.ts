import { describe, expect, it } from 'vitest';
import { letterMask, maskEdits, typoBudget, withinEdits } from './typo.js';

/** The optimal string alignment distance, the whole table: what the banded check must agree with. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_row, row) =>
    Array.from({ length: b.length + 1 }, (_column, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('typoBudget', () => {
  it('forgives none under 5 letters, one from 5, two from 9, none in a word with a digit', () => {
    expect([typoBudget('agra'), typoBudget('delhi'), typoBudget('conaught'), typoBudget('bangalore'), typoBudget('sbin0000001'), typoBudget('110001')]).toEqual(
      [0, 1, 1, 2, 0, 0],
    );
  });
});

describe('withinEdits', () => {
  it('counts insertions, removals, replacements and swaps of neighbours', () => {
    expect(withinEdits('conaught', 'connaught', 1)).toBe(true);
    expect(withinEdits('mubmai', 'mumbai', 1)).toBe(true);
    expect(withinEdits('kolkatta', 'kolkata', 1)).toBe(true);
    expect(withinEdits('chenai', 'chennai', 1)).toBe(true);
    expect(withinEdits('delhi', 'dehli', 1)).toBe(true);
    expect(withinEdits('delhi', 'dilli', 1)).toBe(false);
    expect(withinEdits('thiruvanantapuram', 'thiruvananthapuram', 2)).toBe(true);
    expect(withinEdits('banglore', 'bangalore', 1)).toBe(true);
    expect(withinEdits('abc', 'abc', 0)).toBe(true);
  });

  it('agrees with the whole table on every pair of a set of near words, at each budget', () => {
    const words = [
      'road',
      'raod',
      'rode',
      'roads',
      'broad',
      'nagar',
      'nagra',
      'ngar',
      'nagaram',
      'bengaluru',
      'bangaluru',
      'bengalooru',
      'begnaluru',
      'a',
      'ab',
      'ba',
      'abc',
      'cab',
      'bca',
      '',
    ];
    for (const a of words) {
      for (const b of words) {
        for (const max of [0, 1, 2, 3]) expect(withinEdits(a, b, max), `${a} ${b} ${max}`).toBe(distance(a, b) <= max);
      }
    }
  });

  it('rules out by letters only words that no budget of edits could join', () => {
    expect(maskEdits(letterMask('mumbai'), letterMask('mumbay'))).toBe(1);
    expect(maskEdits(letterMask('bangalore'), letterMask('banglore'))).toBe(0);
    expect(maskEdits(letterMask('delhi'), letterMask('kochi'))).toBe(3);
    const near: [string, string][] = [
      ['conaught', 'connaught'],
      ['mubmai', 'mumbai'],
      ['hydrabad', 'hyderabad'],
    ];
    for (const [a, b] of near) expect(maskEdits(letterMask(a), letterMask(b)), `${a} ${b}`).toBeLessThanOrEqual(1);
  });
});
