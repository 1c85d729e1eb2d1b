import { describe, expect, it } from 'vitest';
import { pincodeFromAddress } from './address-pincode.js';

describe('pincodeFromAddress', () => {
  it('finds plain and spaced PIN codes', () => {
    expect(pincodeFromAddress('SAMRIDDHI BHAWAN, 1 STRAND ROAD, KOLKATA 700 001')).toBe('700001');
    expect(pincodeFromAddress('KURLA-EAST,MUMBAI-400024')).toBe('400024');
    expect(pincodeFromAddress('NARIMAN POINTMUMBAIMAHARASHTRA400 021')).toBe('400021');
    expect(pincodeFromAddress('MANGALORE.575001')).toBe('575001');
  });
  it('prefers the last match', () => {
    expect(pincodeFromAddress('PLOT 560 034, KORAMANGALA, BANGALORE 560095')).toBe('560095');
  });
  it('skips a telephone number after the PIN code', () => {
    expect(pincodeFromAddress('P O MULIYAR - 671 542, KASARAGOD DISTRICT, KERALA , PH: 04994 250104')).toBe('671542');
    expect(pincodeFromAddress('CHEEMENI, PIN: 671 316, PH: 0467-250345')).toBe('671316');
    expect(pincodeFromAddress('MAIN ROAD 425001 TEL 0257 223344')).toBe('425001');
  });
  it('ignores digit runs that are not PIN codes', () => {
    expect(pincodeFromAddress('')).toBe('');
    expect(pincodeFromAddress('BO SUNI SHIMLA')).toBe('');
    expect(pincodeFromAddress('PHONE 02224702643')).toBe('');
    expect(pincodeFromAddress('MICR 400065001')).toBe('');
    expect(pincodeFromAddress('ROAD 012345')).toBe('');
    expect(pincodeFromAddress('NO. 1234 567 MAIN ROAD')).toBe('');
    expect(pincodeFromAddress('SECTOR 18, NOIDA')).toBe('');
  });
});
