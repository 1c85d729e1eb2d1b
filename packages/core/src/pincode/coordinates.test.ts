import { describe, expect, it } from 'vitest';
import { parseCoordinate, resolveCoordinates } from './coordinates.js';

// The odd values are the six non-decimal pairs of the India Post directory.
describe('parseCoordinate', () => {
  it('reads decimals, degree strings and split digits', () => {
    expect(parseCoordinate('28.6174167')).toBe(28.6174167);
    expect(parseCoordinate('28.430354° N')).toBe(28.430354);
    expect(parseCoordinate('77.358526° E')).toBe(77.358526);
    expect(parseCoordinate('18.856818°')).toBe(18.856818);
    expect(parseCoordinate("17°57'17.7")).toBeCloseTo(17 + 57 / 60 + 17.7 / 3600, 9);
    expect(parseCoordinate('28.4 32628')).toBe(28.432628);
    expect(parseCoordinate('25.43 N')).toBe(25.43);
    expect(parseCoordinate('NA')).toBeNull();
    expect(parseCoordinate('abc')).toBeNull();
  });
});

describe('resolveCoordinates', () => {
  it('keeps a pair inside India', () => {
    expect(resolveCoordinates('28.6174167', '77.2129167')).toEqual({ latitude: 28.6174167, longitude: 77.2129167, findings: [] });
  });
  it('swaps a swapped pair', () => {
    expect(resolveCoordinates('77.2129167', '28.6174167')).toEqual({ latitude: 28.6174167, longitude: 77.2129167, findings: ['swapped'] });
  });
  it('gives null for missing, zero and out-of-India pairs', () => {
    expect(resolveCoordinates('NA', 'NA').findings).toEqual(['missing']);
    expect(resolveCoordinates('0', '77.2').findings).toEqual(['zero']);
    expect(resolveCoordinates('51.5', '-0.12')).toEqual({ latitude: null, longitude: null, findings: ['outside-india'] });
  });
  it('notes degree strings it parsed', () => {
    expect(resolveCoordinates('28.430354° N', '77.358526° E')).toEqual({ latitude: 28.430354, longitude: 77.358526, findings: ['degree-string'] });
  });
});
