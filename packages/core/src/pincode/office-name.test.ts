import { describe, expect, it } from 'vitest';
import { cleanOfficeName } from './office-name.js';

// Every input below is a real `officename` value of the India Post directory.
describe('cleanOfficeName', () => {
  it.each([
    ['Nangloi   III S.O', 'Nangloi III'],
    ['Baroda House SO', 'Baroda House'],
    ['Sansad Marg H.O', 'Sansad Marg'],
    ['Barabazar H O', 'Barabazar'],
    ['YCC Ambajogai S. O', 'YCC Ambajogai'],
    ['Pasina Kalan BO B.O', 'Pasina Kalan'],
    ['Relawan B.O. B.O', 'Relawan'],
    ['karanj bo', 'karanj'],
    ['Civic Centre PO', 'Civic Centre'],
    ['DheolaBO', 'Dheola'],
  ])('removes the office-type suffix of %j', (raw, clean) => {
    expect(cleanOfficeName(raw)).toBe(clean);
  });

  it.each([
    ['Tilak Nagar S.O (West Delhi)', 'Tilak Nagar (West Delhi)'],
    ['Aliganj SO South Delhi', 'Aliganj (South Delhi)'],
    ['Kautha B.O BASMATH', 'Kautha (BASMATH)'],
  ])('keeps the qualifier after an inner type word in %j', (raw, clean) => {
    expect(cleanOfficeName(raw)).toBe(clean);
  });

  it.each([['New Delhi GPO'], ['Delhi GPO'], ['CAT EXTENSION COUNTER'], ['Central PO Kumbh Mela']])('leaves %j alone', (raw) => {
    expect(cleanOfficeName(raw)).toBe(raw);
  });
});
