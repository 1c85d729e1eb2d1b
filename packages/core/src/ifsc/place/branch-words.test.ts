import { describe, expect, it } from 'vitest';
import { addressDistricts, branchWords } from './branch-words.js';

describe('branchWords', () => {
  it('gives each word and each pair of neighbours once, without numbers', () => {
    expect(branchWords(['ANDHERI (EAST), MUMBAI 400069', 'Andheri'])).toEqual(['ANDHERI', 'EAST', 'MUMBAI', 'ANDHERI EAST', 'EAST MUMBAI']);
  });
});

describe('addressDistricts', () => {
  it('reads the name after a "district" word', () => {
    expect(addressDistricts('TQ KHED, DIST. RATNAGIRI, MAHARASHTRA')).toEqual(['RATNAGIRI']);
    expect(addressDistricts('DISTT:-TARN TARAN PUNJAB')).toEqual(['TARN', 'TARN TARAN', 'TARN TARAN PUNJAB']);
    expect(addressDistricts('VILLAGE CHAUNTA, DIST. AND TEHSIL GURDASPUR, PUNJAB')).toEqual(['GURDASPUR']);
  });
  it('reads the name before it when none follows', () => {
    expect(addressDistricts('near bus stand, Ratnagiri District, Maharashtra')).toEqual(['RATNAGIRI']);
    expect(addressDistricts('Vill Rampur Thane Dist')).toEqual(['THANE', 'RAMPUR THANE', 'VILL RAMPUR THANE']);
  });
  it('finds nothing in an address without a "district" word', () => {
    expect(addressDistricts('MG ROAD, DISTILLERY LANE, PUNE')).toEqual([]);
  });
});
