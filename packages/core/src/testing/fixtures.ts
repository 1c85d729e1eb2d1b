/**
 * Small synthetic data for the unit tests: every field set, nothing read from disk.
 */
import type { BankInfo, Branch } from '../ifsc/types.js';

/** Two banks: a public sector bank and a private one that sublets codes. */
export const TEST_BANKS: BankInfo[] = [
  { code: 'SBIN', name: 'State Bank of India', slug: 'state-bank-of-india', category: 'Public Sector Bank' },
  { code: 'YESB', name: 'Yes Bank', slug: 'yes-bank', category: 'Private Sector Bank' },
];

/**
 * A branch of State Bank of India in Kolkata (700001), every field set; `overrides`
 * change what a test needs.
 *
 * @example
 * testBranch('SBIN0000002', { upi: true }).upi // true
 */
export function testBranch(ifsc: string, overrides: Partial<Branch> = {}): Branch {
  return {
    ifsc,
    bank: 'State Bank of India',
    bankCode: ifsc.slice(0, 4),
    name: `Branch ${ifsc}`,
    address: 'Samridhi Bhawan, 1 Strand Road, Kolkata, West Bengal 700001',
    contact: '',
    city1: 'Kolkata',
    city2: 'Kolkata',
    district: 'Kolkata',
    state: 'West Bengal',
    stateSlug: 'west-bengal',
    districtSlug: 'kolkata',
    publishedState: 'WEST BENGAL',
    publishedDistrict: 'KOLKATA',
    placedBy: 'pincode',
    publishedSlug: '=',
    publishedDiffers: false,
    pincode: '700001',
    pincodeKnown: true,
    category: 'Public Sector Bank',
    rtgs: true,
    neft: true,
    imps: false,
    upi: false,
    unstated: 0,
    listed: true,
    micr: '700002021',
    swift: '',
    ...overrides,
  };
}
