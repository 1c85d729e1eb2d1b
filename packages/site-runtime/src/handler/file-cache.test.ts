import { describe, expect, it } from 'vitest';
import { fileCache } from './file-cache.js';

const file = (bytes: number) => ({ body: new Uint8Array(bytes), etag: `"${bytes}"` });

describe('fileCache', () => {
  it('keeps files up to the budget, letting the least recently used go first', () => {
    const cache = fileCache(100);
    cache.set('a', file(25));
    cache.set('b', file(25));
    cache.set('c', file(25));
    cache.get('a');
    cache.set('d', file(25));
    cache.set('e', file(25));
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => cache.get(key) !== undefined)).toEqual([true, false, true, true, true]);
  });

  it('keeps no file over a quarter of the budget, and counts a file set twice once', () => {
    const cache = fileCache(100);
    cache.set('big', file(26));
    expect(cache.get('big')).toBeUndefined();
    for (let i = 0; i < 8; i++) cache.set('same', file(25));
    cache.set('x', file(25));
    cache.set('y', file(25));
    cache.set('z', file(25));
    expect(cache.get('same')).toBeDefined();
    cache.clear();
    expect(cache.get('same')).toBeUndefined();
  });
});
