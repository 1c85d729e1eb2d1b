import { toSlug } from '../text/slug.js';
import type { PincodeDistrict, PincodeDataset, PincodeState } from './types.js';

/** A syntactically valid PIN code: six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/**
 * Finds a state by slug or by name in any letter case.
 *
 * @example
 * findPincodeState(dataset, 'jammu-and-kashmir')?.name // 'Jammu and Kashmir'
 * findPincodeState(dataset, 'JAMMU AND KASHMIR')?.slug // 'jammu-and-kashmir'
 */
export function findPincodeState(dataset: PincodeDataset, key: string): PincodeState | undefined {
  return dataset.statesBySlug.get(key) ?? dataset.statesBySlug.get(toSlug(key));
}

/**
 * Finds a district of a state by slug or by name in any letter case.
 *
 * @example
 * findPincodeDistrict(findPincodeState(dataset, 'delhi')!, 'New Delhi')?.slug // 'new-delhi'
 */
export function findPincodeDistrict(state: PincodeState, key: string): PincodeDistrict | undefined {
  return state.districtsBySlug.get(key) ?? state.districtsBySlug.get(toSlug(key));
}
