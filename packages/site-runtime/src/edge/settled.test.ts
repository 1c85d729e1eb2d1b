import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptRecent, onceSettled, sharedLoads } from './settled.js';

/** Loads that answer only when told to, in the order they were started. */
function pendingLoads() {
  const waiting: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = (key: string) => new Promise<string>((resolve, reject) => waiting.push({ resolve, reject })).then((value) => `${key}:${value}`);
  return {
    load,
    started: () => waiting.length,
    answer: (n: number, value: string) => waiting[n]!.resolve(value),
    fail: (n: number) => waiting[n]!.reject(new Error('asset missing')),
  };
}

afterEach(() => vi.useRealTimers());

describe('sharedLoads', () => {
  it('gives the requests that ask while a value is on its way that value, loaded once', async () => {
    const loads = pendingLoads();
    const shared = sharedLoads(loads.load);
    const asks = [shared('a', undefined), shared('a', undefined), shared('b', undefined)];
    await Promise.resolve();
    expect(loads.started()).toBe(2);
    loads.answer(0, 'x');
    loads.answer(1, 'y');
    expect(await Promise.all(asks)).toEqual(['a:x', 'a:x', 'b:y']);
  });

  it('loads the value itself when the load it waits on fails, or has not arrived within seconds', async () => {
    vi.useFakeTimers();
    const loads = pendingLoads();
    const shared = sharedLoads(loads.load);
    const first = shared('a', undefined);
    const second = shared('a', undefined);
    loads.fail(0);
    await expect(first).rejects.toThrow('asset missing');
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.started()).toBe(2);
    loads.answer(1, 'y');
    expect(await second).toBe('a:y');

    const stuck = shared('c', undefined);
    const waiting = shared('c', undefined);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(loads.started()).toBe(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(loads.started()).toBe(4);
    loads.answer(3, 'z');
    expect(await waiting).toBe('c:z');
    loads.answer(2, 'late');
    expect(await stuck).toBe('c:late');
  });
});

describe('onceSettled', () => {
  it('keeps the value once loaded, and loads again after a failure', async () => {
    let calls = 0;
    const value = onceSettled(async () => {
      if (++calls === 1) throw new Error('asset missing');
      return calls;
    });
    await expect(value()).rejects.toThrow('asset missing');
    expect([await value(), await value(), calls]).toEqual([2, 2, 2]);
  });
});

describe('keptRecent', () => {
  it('keeps the last values asked for, the least recently used let go first', async () => {
    const made: string[] = [];
    const values = keptRecent(2, async (key: string) => {
      made.push(key);
      return key.toUpperCase();
    });
    expect(await values('a', undefined)).toBe('A');
    for (const key of ['b', 'a', 'c', 'a', 'b']) await values(key, undefined);
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a load that fails', async () => {
    let calls = 0;
    const values = keptRecent(2, async () => {
      if (++calls === 1) throw new Error('asset missing');
      return calls;
    });
    await expect(values('a', undefined)).rejects.toThrow('asset missing');
    expect([await values('a', undefined), await values('a', undefined)]).toEqual([2, 2]);
  });
});
