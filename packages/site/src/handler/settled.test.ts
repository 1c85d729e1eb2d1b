import { describe, expect, it } from 'vitest';
import { keptRecent, onceSettled } from './settled.js';

/** A load whose calls are counted and which answers only when told to. */
function pendingLoads<T>() {
  const waiting: ((value: T) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<T>((resolve) => waiting.push(resolve));
  };
  return { load, calls: () => calls, settle: (value: T) => waiting.shift()!(value) };
}

describe('onceSettled', () => {
  it('never hands one caller a load another started, and keeps the first value that arrives', async () => {
    const loads = pendingLoads<number>();
    const value = onceSettled(loads.load);
    const first = value();
    const second = value();
    await Promise.resolve();
    expect(loads.calls()).toBe(2);
    loads.settle(1);
    loads.settle(2);
    expect([await first, await second]).toEqual([1, 1]);
    expect(await value()).toBe(1);
    expect(loads.calls()).toBe(2);
  });

  it('loads again after a failure', async () => {
    let calls = 0;
    const value = onceSettled(async () => {
      if (++calls === 1) throw new Error('asset missing');
      return 'ok';
    });
    await expect(value()).rejects.toThrow('asset missing');
    expect(await value()).toBe('ok');
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
    await values('b', undefined);
    await values('a', undefined);
    await values('c', undefined);
    await values('a', undefined);
    await values('b', undefined);
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a load that fails', async () => {
    let calls = 0;
    const values = keptRecent(2, async () => {
      if (++calls === 1) throw new Error('asset missing');
      return calls;
    });
    await expect(values('a', undefined)).rejects.toThrow('asset missing');
    expect(await values('a', undefined)).toBe(2);
    expect(await values('a', undefined)).toBe(2);
  });
});
