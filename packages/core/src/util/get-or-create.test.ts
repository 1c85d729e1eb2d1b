import { describe, expect, it } from 'vitest';
import { getOrCreate } from './get-or-create.js';

describe('getOrCreate', () => {
  it('creates a value once and returns the stored one after', () => {
    const map = new Map<string, number[]>();
    let made = 0;
    const make = () => {
      made++;
      return [];
    };
    getOrCreate(map, 'a', make).push(1);
    getOrCreate(map, 'a', make).push(2);
    expect(map.get('a')).toEqual([1, 2]);
    expect(made).toBe(1);
  });
});
