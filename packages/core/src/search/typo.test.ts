import { describe, expect, it } from 'vitest';
import { nearTerms, typoBudget, withinEdits } from './typo.js';

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

  it('agrees with the whole table on every pair of words of up to 4 letters from a, b, c, at each budget', () => {
    const words = [''];
    for (let at = 0; at < words.length; at++) if (words[at]!.length < 4) words.push(...['a', 'b', 'c'].map((c) => words[at] + c));
    for (const a of words) {
      for (const b of words) {
        for (const max of [0, 1, 2, 3]) if (withinEdits(a, b, max) !== distance(a, b) <= max) expect.fail(`${a} ${b} ${max}`);
      }
    }
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
});

describe('nearTerms', () => {
  const terms = ['bangalore', 'banglore', 'bengaluru', 'bombay', 'mumbai', 'mumbay', 'mubmai', 'mysore', 'm-umbai', 'mumbai-'];

  it('finds the terms within the budget, in list order, as withinEdits does one by one', () => {
    for (const word of ['mumbai', 'mumbay', 'bangalore', 'banglore', 'mysuru', 'bombai', 'mumba', 'xyz']) {
      for (const budget of [0, 1, 2]) {
        const expected = terms.flatMap((term, i) => (withinEdits(word, term, budget) ? [i] : []));
        expect(nearTerms(word, budget, terms), `${word} ${budget}`).toEqual(expected);
      }
    }
    expect(nearTerms('mumbay', 1, ['mumbai', 'mysore', 'bombay'])).toEqual([0]);
  });

  it('rules out by letters alone only what no edits could join', () => {
    // Characters the word lacks, a class's own among them: each needs an edit.
    const odd = ['a]b', 'a^b', 'a-b', 'a\\b', 'ab', 'a.b', 'é', 'ée', ''];
    for (const word of [...odd, 'a-c', 'e', '']) {
      for (const budget of [0, 1, 2]) {
        const expected = odd.flatMap((term, i) => (withinEdits(word, term, budget) ? [i] : []));
        expect(nearTerms(word, budget, odd), `${word} ${budget}`).toEqual(expected);
      }
    }
  });

  it('looks no further than `end`', () => {
    expect(nearTerms('mumbai', 1, terms, 5)).toEqual([4]);
  });
});
