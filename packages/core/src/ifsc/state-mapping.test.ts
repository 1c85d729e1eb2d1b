import { describe, expect, it } from 'vitest';
import { canonicalStates, ISO3166_STATES, mapBranchState, STATE_ALIASES } from './state-mapping.js';

const DNHDD = 'The Dadra and Nagar Haveli and Daman and Diu';
const canonical = canonicalStates([
  'Andaman and Nicobar Islands',
  'Jharkhand',
  'Haryana',
  'Karnataka',
  'Madhya Pradesh',
  'Odisha',
  'Punjab',
  DNHDD,
  'Uttarakhand',
]);
const map = (state: string, iso3166 = '', pincodeState = '') => mapBranchState({ state, iso3166, pincodeState }, canonical);

describe('mapBranchState', () => {
  it('takes canonical names in any letter case', () => {
    expect(map('HARYANA')).toEqual({ state: 'Haryana', match: 'exact' });
    expect(map('Haryana', 'IN-PB')).toEqual({ state: 'Haryana', match: 'exact' });
    expect(map('madhya pradesh')).toEqual({ state: 'Madhya Pradesh', match: 'exact' });
  });
  it('repairs misspellings, merged territories and districts written as states', () => {
    expect(map('ODHISA')).toEqual({ state: 'Odisha', match: 'alias' });
    expect(map('MADHY PRADESH')).toEqual({ state: 'Madhya Pradesh', match: 'alias' });
    expect(map('UTTARKHAND')).toEqual({ state: 'Uttarakhand', match: 'alias' });
    expect(map('ANDAMAN AND NICOBAR ISLAND', 'NA')).toEqual({ state: 'Andaman and Nicobar Islands', match: 'alias' });
    expect(map('DADAR AND NAGAR HAVELI')).toEqual({ state: DNHDD, match: 'alias' });
    expect(map('DAMAN AND DIU')).toEqual({ state: DNHDD, match: 'alias' });
    expect(map('DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'IN-DH')).toEqual({ state: DNHDD, match: 'alias' });
    expect(map('LUDHIANA')).toEqual({ state: 'Punjab', match: 'alias' });
    expect(map('Dakshin Kannad')).toEqual({ state: 'Karnataka', match: 'alias' });
  });
  it('falls back to the ISO 3166 code, then to the PIN code state', () => {
    expect(map('', 'IN-DH')).toEqual({ state: DNHDD, match: 'iso3166' });
    expect(map('', 'IN-OR')).toEqual({ state: 'Odisha', match: 'iso3166' });
    expect(map('SOMEWHERE', 'in-jh')).toEqual({ state: 'Jharkhand', match: 'iso3166' });
    expect(map('', '', 'Jharkhand')).toEqual({ state: 'Jharkhand', match: 'pincode' });
    expect(map('', 'IN-XX', 'Jharkhand')).toEqual({ state: 'Jharkhand', match: 'pincode' });
  });
  it('leaves a state unmapped rather than guessing', () => {
    expect(map('')).toEqual({ state: '', match: 'unmapped' });
    expect(map('NOWHERE', 'IN-XX', 'Atlantis')).toEqual({ state: '', match: 'unmapped' });
    // A target the PIN side does not know is not taken either.
    expect(map('', 'IN-WB')).toEqual({ state: '', match: 'unmapped' });
  });
  it('only maps onto real canonical names', () => {
    const all = canonicalStates(Object.values(ISO3166_STATES));
    expect(all.size).toBe(36);
    for (const target of Object.values(STATE_ALIASES)) expect(all.has(target.toUpperCase()), target).toBe(true);
  });
});
