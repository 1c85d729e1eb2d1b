import { describe, expect, it } from 'vitest';
import { buildPincodeDataset } from '../../pincode/build-dataset.js';
import type { PincodeSourceRow } from '../../pincode/source-row.js';
import { DataReport } from '../../report.js';
import { placementKnowledge } from './knowledge.js';
import { measurePlacement } from './measure.js';
import { placeBranch } from './place-branch.js';
import type { PlacementInput } from './types.js';

/** India Post's geography for these tests: one post office per PIN code. */
const OFFICES: readonly [pincode: string, district: string, state: string][] = [
  ['492001', 'RAIPUR', 'CHHATTISGARH'],
  ['491001', 'DURG', 'CHHATTISGARH'],
  ['160017', 'CHANDIGARH', 'CHANDIGARH'],
  ['585101', 'KALABURAGI', 'KARNATAKA'],
  ['560001', 'BENGALURU URBAN', 'KARNATAKA'],
  ['400001', 'MUMBAI', 'MAHARASHTRA'],
  ['400069', 'MUMBAI SUBURBAN', 'MAHARASHTRA'],
  ['400601', 'THANE', 'MAHARASHTRA'],
  ['400602', 'THANE', 'MAHARASHTRA'],
];

const office = ([pincode, district, statename]: (typeof OFFICES)[number], line: number): PincodeSourceRow => ({
  line,
  circlename: 'Circle',
  regionname: 'Region',
  divisionname: 'Division',
  officename: `Office ${pincode} SO`,
  pincode,
  officetype: 'PO',
  delivery: 'Delivery',
  district,
  statename,
  latitude: 'NA',
  longitude: 'NA',
});

const pincodes = buildPincodeDataset(
  [
    ...OFFICES.map((o, i) => office(o, i + 2)),
    // One PIN code over two districts.
    { ...office(['143533', 'GURDASPUR', 'PUNJAB'], 20), officename: 'Chaunta BO' },
    { ...office(['143533', 'PATHANKOT', 'PUNJAB'], 21), officename: 'Gharota SO' },
  ],
  new DataReport(),
);

const input = (state: string, publishedState: string, district: string, pincode: string, address = ''): PlacementInput => ({
  state,
  publishedState,
  district,
  pincode,
  address,
  city1: '',
  city2: '',
  name: '',
});

/** The branches the votes learn from: Bangalore City's all lie in Bengaluru Urban, Greater Bombay's in two districts. */
const TEACHERS: PlacementInput[] = [
  ...Array.from({ length: 6 }, () => input('Karnataka', 'KARNATAKA', 'BANGALORE CITY', '560001')),
  ...Array.from({ length: 3 }, () => input('Maharashtra', 'MAHARASHTRA', 'GREATER BOMBAY', '400001')),
  ...Array.from({ length: 3 }, () => input('Maharashtra', 'MAHARASHTRA', 'GREATER BOMBAY', '400069')),
  ...Array.from({ length: 3 }, () => input('Chhattisgarh', 'CHHATTISGARH', 'RAIPUR', '492001')),
];

const knowledge = placementKnowledge(TEACHERS, pincodes, [{ state: 'Karnataka', from: ['Gulbarga', 'Gulberga'], to: 'Kalaburagi', reference: 'test' }]);

describe('placeBranch', () => {
  it('places a branch by its PIN code', () => {
    expect(placeBranch(input('Maharashtra', 'MAHARASHTRA', 'MUMBAI', '400069'), knowledge)).toEqual({
      state: 'Maharashtra',
      district: 'Mumbai Suburban',
      by: 'pincode',
      stateMoved: false,
    });
  });

  it('moves a state its PIN code and its district name both contradict', () => {
    expect(placeBranch(input('Chandigarh', 'CHANDIGARH', 'RAIPUR', '492001'), knowledge)).toEqual({
      state: 'Chhattisgarh',
      district: 'Raipur',
      by: 'pincode',
      stateMoved: true,
    });
  });

  it('keeps a state only its PIN code contradicts (a typo in the address), placing it by its district name', () => {
    expect(placeBranch(input('Maharashtra', 'MAHARASHTRA', 'THANE', '492001'), knowledge)).toEqual({
      state: 'Maharashtra',
      district: 'Thane',
      by: 'district-name',
      stateMoved: false,
    });
  });

  it('places by a PIN code over two districts when the branch names one of its offices', () => {
    expect(placeBranch({ ...input('Punjab', 'PUNJAB', 'CHAUNTA', '143533'), name: 'CHAUNTA' }, knowledge)).toMatchObject({
      district: 'Gurdaspur',
      by: 'pincode',
    });
    expect(placeBranch(input('Punjab', 'PUNJAB', 'NOWHERE', '143533'), knowledge).by).toBe('unplaced');
  });

  it('places an old district name by the rename table', () => {
    expect(placeBranch(input('Karnataka', 'KARNATAKA', 'Gulberga', ''), knowledge)).toMatchObject({ district: 'Kalaburagi', by: 'renamed' });
  });

  it('places by the vote of the published pair', () => {
    expect(placeBranch(input('Karnataka', 'KARNATAKA', 'Bangalore City', ''), knowledge)).toMatchObject({ district: 'Bengaluru Urban', by: 'pair-vote' });
  });

  it('places by a district the address names', () => {
    expect(placeBranch(input('Maharashtra', 'MAHARASHTRA', 'KALYAN', '', 'STATION ROAD, DIST. THANE'), knowledge)).toMatchObject({
      district: 'Thane',
      by: 'address-district',
    });
  });

  it('places an unlisted PIN code by its listed neighbours', () => {
    expect(placeBranch(input('Maharashtra', 'MAHARASHTRA', 'KALYAN', '400609'), knowledge)).toMatchObject({ district: 'Thane', by: 'pincode-area' });
  });

  it('does not guess: a pair whose branches lie in two districts, with nothing else, stays unplaced with its published district', () => {
    expect(placeBranch(input('Maharashtra', 'MAHARASHTRA', 'GREATER BOMBAY', ''), knowledge)).toEqual({
      state: 'Maharashtra',
      district: 'GREATER BOMBAY',
      by: 'unplaced',
      stateMoved: false,
    });
  });

  it('never places a branch by its own vote when measured', () => {
    const lone = input('Karnataka', 'KARNATAKA', 'HUBLI', '585101');
    const own = placementKnowledge([lone], pincodes, []);
    expect(placeBranch(lone, own, { place: { state: 'Karnataka', district: 'Kalaburagi' }, words: true }).by).toBe('unplaced');
  });
});

describe('measurePlacement', () => {
  it('places each branch with a PIN code in one district again without it, and counts by kind', () => {
    const measure = measurePlacement(TEACHERS, knowledge);
    expect(measure.heldOut).toBe(TEACHERS.length);
    // Bangalore City's six and Raipur's three are placed by their pair's vote and right; Greater Bombay's six by nothing.
    expect(measure.byKind['pair-vote']).toEqual({ placed: 6, correct: 6 });
    expect(measure.byKind['district-name']).toEqual({ placed: 3, correct: 3 });
    expect(measure).toMatchObject({ placed: 9, correct: 9 });
  });
});
