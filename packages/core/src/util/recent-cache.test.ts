import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache.js';

describe('RecentCache', () => {
  it('makes a value once while it is kept, and returns the same object', () => {
    const cache = new RecentCache<string, { key: string }>(3);
    let made = 0;
    const make = (key: string) => {
      made++;
      return { key };
    };
    const first = cache.get('a', make);
    expect(cache.get('a', make)).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps between size and twice size values, the most recent ones', () => {
    const cache = new RecentCache<number, number>(3);
    const made: number[] = [];
    const make = (n: number) => {
      made.push(n);
      return n * 10;
    };
    for (let n = 0; n < 100; n++) cache.get(n, make);
    expect(cache.kept).toBeGreaterThanOrEqual(3);
    expect(cache.kept).toBeLessThanOrEqual(6);
    made.length = 0;
    for (const n of [97, 98, 99]) expect(cache.get(n, make)).toBe(n * 10);
    expect(made).toEqual([]);
    expect(cache.get(0, make)).toBe(0);
    expect(made).toEqual([0]);
  });

  it('moves a value asked for again from the old generation to the young one', () => {
    const cache = new RecentCache<number, number>(2);
    const made: number[] = [];
    const make = (n: number) => {
      made.push(n);
      return n;
    };
    for (const n of [1, 2, 3, 1]) cache.get(n, make);
    expect(cache.kept).toBe(3);
    for (const n of [4, 5, 1]) cache.get(n, make);
    expect(made).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps null answers and forgets everything on clear', () => {
    const cache = new RecentCache<string, null>(2);
    let made = 0;
    const make = () => {
      made++;
      return null;
    };
    cache.get('x', make);
    cache.get('x', make);
    cache.clear();
    cache.get('x', make);
    expect([made, cache.kept]).toEqual([2, 1]);
    expect(() => new RecentCache(0)).toThrow(/positive integer/);
  });

  it('bounds the weight of each generation when values weigh more than one, and forgets one value on delete', () => {
    const cache = new RecentCache<string, string>(10);
    const made: string[] = [];
    const make = (key: string) => {
      made.push(key);
      return key;
    };
    cache.get('big', make, 8);
    cache.get('small', make);
    cache.get('large', make, 6);
    // The young generation weighs 15 ≥ 10: the next new value starts a new one; the one after ages nothing.
    cache.get('next', make, 3);
    cache.get('more', make, 3);
    expect(cache.kept).toBe(5);
    cache.get('last', make, 5);
    // 11 ≥ 10 again: big, small and large are dropped.
    cache.get('again', make);
    cache.get('big', make, 8);
    expect(made.filter((key) => key === 'big')).toHaveLength(2);
    cache.delete('big');
    cache.get('big', make, 8);
    expect(made.filter((key) => key === 'big')).toHaveLength(3);
  });
});
