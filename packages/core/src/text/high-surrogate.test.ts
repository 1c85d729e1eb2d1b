import { describe, expect, it } from 'vitest';
import { isHighSurrogate } from './high-surrogate.js';

describe('isHighSurrogate', () => {
  it('tells the first half of a character outside the BMP from everything else', () => {
    const astral = '\u{1D49C}';
    expect(isHighSurrogate(astral.charCodeAt(0))).toBe(true);
    expect(isHighSurrogate(astral.charCodeAt(1))).toBe(false);
    expect(['a', 'é', '\uD7FF', '\uE000'].map((char) => isHighSurrogate(char.charCodeAt(0)))).toEqual([false, false, false, false]);
    expect(isHighSurrogate(''.charCodeAt(0))).toBe(false);
  });
});
