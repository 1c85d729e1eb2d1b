import { describe, expect, it } from 'vitest';
import { fnv1a } from './fnv1a.js';

describe('fnv1a', () => {
  it('gives the published 32-bit FNV-1a test vectors for ASCII', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('hashes code units, so that any path has one value', () => {
    expect(fnv1a('é')).not.toBe(fnv1a('e'));
    expect(fnv1a('/pincode/110001/index.html')).toBe(fnv1a('/pincode/110001/index.html'));
  });
});
