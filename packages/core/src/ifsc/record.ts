import { MESSAGES } from '../messages.js';
import type { ApiResponse } from '../api-response.js';
import type { SiteUrls } from '../site-urls.js';
import { normalizeIfsc } from './ifsc-code.js';
import type { PlacementKind } from './place/types.js';
import type { Branch, IfscDataset } from './types.js';

/** A branch in a listing: the IFSC record without `success`, keys in the documented order. */
export interface IfscBranchItem {
  BANK: string;
  IFSC: string;
  BRANCH: string;
  ADDRESS: string;
  CONTACT: string;
  /** The upstream CENTRE column. */
  CITY1: string;
  /** The upstream CITY column. */
  CITY2: string;
  DISTRICT: string;
  STATE: string;
  /** The PIN code in the address, or `''`. */
  PINCODE: string;
  BANKCODE: string;
  CATEGORY: string;
  RTGS: boolean;
  NEFT: boolean;
  IMPS: boolean;
  UPI: boolean;
  MICR: string;
  SWIFT: string;
  /** Whether the code is in the RBI's current full list; `false`: a withdrawn code (closed or merged branch). */
  LISTED: boolean;
  /**
   * The evidence STATE and DISTRICT rest on (docs/data.md): `pincode`, `pincode-area`,
   * `address-district`, `pair-vote`, `renamed`, `district-name`, `place-name`; or
   * `unplaced`, when nothing placed the branch in one of India Post's districts and
   * DISTRICT is the published one.
   */
  PLACEMENT: PlacementKind;
  /** The STATE column as the RBI list publishes it; present when it or the district names another place than STATE and DISTRICT. */
  PUBLISHED_STATE?: string;
  /** The DISTRICT column as published; present with PUBLISHED_STATE. */
  PUBLISHED_DISTRICT?: string;
  /** The branch's page. */
  url: string;
  /** The page of PINCODE when India Post knows it, else `''`. */
  pincode_url: string;
}

/** The IFSC record: `success` and then {@link IfscBranchItem}'s fields. */
export type IfscRecord = { success: true } & IfscBranchItem;

/** The error body of every IFSC endpoint; `IFSC` and `valid` are present on a lookup's 404. */
export interface IfscError {
  success: false;
  error: string;
  IFSC?: string;
  /** On a MICR lookup's 400 and 404: the code asked for. */
  MICR?: string;
  /** On a lookup's 404: whether the code is in the RBI's full code list (a payment form may accept it). */
  valid?: boolean;
}

/**
 * An IFSC-side error response.
 *
 * @example
 * ifscError(404, 'Bank not found: xyz').body // { success: false, error: 'Bank not found: xyz' }
 */
export function ifscError(status: number, error: string, ifsc?: string): ApiResponse<IfscError> {
  return { status, body: ifsc === undefined ? { success: false, error } : { success: false, error, IFSC: ifsc } };
}

/**
 * A branch as a listing item (the record without `success`). Used by the IFSC
 * lookup, the branches listing and the search, so the three always agree.
 *
 * @example
 * toIfscBranchItem(ifsc.branches.get('SBIN0000001')!, urls).PINCODE // '700001'
 */
export function toIfscBranchItem(branch: Branch, urls: SiteUrls): IfscBranchItem {
  return {
    BANK: branch.bank,
    IFSC: branch.ifsc,
    BRANCH: branch.name,
    ADDRESS: branch.address,
    CONTACT: branch.contact,
    CITY1: branch.city1,
    CITY2: branch.city2,
    DISTRICT: branch.district,
    STATE: branch.state,
    PINCODE: branch.pincode,
    BANKCODE: branch.bankCode,
    CATEGORY: branch.category,
    RTGS: branch.rtgs,
    NEFT: branch.neft,
    IMPS: branch.imps,
    UPI: branch.upi,
    MICR: branch.micr,
    SWIFT: branch.swift,
    LISTED: branch.listed,
    PLACEMENT: branch.placedBy,
    ...publishedPlace(branch),
    url: urls.branch(branch.ifsc),
    pincode_url: branch.pincodeKnown ? urls.pincode(branch.pincode) : '',
  };
}

/**
 * The published STATE and DISTRICT, when they name another place than the branch's
 * (placement decided that when the dataset was built), else nothing.
 *
 * @example
 * publishedPlace({ publishedDiffers: true, publishedState: 'KARNATAKA', publishedDistrict: 'GULBARGA' })
 * // { PUBLISHED_STATE: 'KARNATAKA', PUBLISHED_DISTRICT: 'GULBARGA' }
 */
export function publishedPlace(branch: Pick<Branch, 'publishedDiffers' | 'publishedState' | 'publishedDistrict'>): {
  PUBLISHED_STATE?: string;
  PUBLISHED_DISTRICT?: string;
} {
  return branch.publishedDiffers ? { PUBLISHED_STATE: branch.publishedState, PUBLISHED_DISTRICT: branch.publishedDistrict } : {};
}

/**
 * `/ifsc/api/ifsc/{IFSC}` and `/ifsc/api/ifsc.php?ifsc=`: the record of one branch,
 * the code taken in any letter case. A malformed code is a 400 before any lookup;
 * an unknown one a 404 with the normalised code and whether it is valid ({@link ifscNotFound}).
 *
 * @example
 * ifscResponse(ifsc, 'sbin0000001', urls).body.BANK // 'State Bank of India'
 * ifscResponse(ifsc, 'SBIN', urls).status // 400
 */
export function ifscResponse(dataset: IfscDataset, code: string, urls: SiteUrls): ApiResponse<IfscRecord | IfscError> {
  const ifsc = normalizeIfsc(code);
  if (ifsc === null) return ifscError(400, MESSAGES.malformedIfsc, code.trim());
  const branch = dataset.branches.get(ifsc);
  if (!branch) return ifscNotFound(ifsc, dataset.validCodes.has(ifsc));
  return { status: 200, body: ifscRecord(branch, urls) };
}

/**
 * The 404 of an IFSC lookup: a code in the RBI's full list that this edition has no
 * branch record for is `valid`, with its own message, so that a payment form can
 * still accept it.
 *
 * @example
 * ifscNotFound('SBIN0099999', false).body // { success: false, error: 'IFSC not found', IFSC: 'SBIN0099999', valid: false }
 */
export function ifscNotFound(ifsc: string, valid: boolean): ApiResponse<IfscError> {
  const error = valid ? MESSAGES.ifscDetailsNotAvailable : MESSAGES.ifscNotFound;
  return { status: 404, body: { success: false, error, IFSC: ifsc, valid } };
}

/**
 * The body `/ifsc/api/ifsc/{IFSC}` answers for a branch.
 *
 * @example
 * ifscRecord(branch, urls).success // true
 */
export function ifscRecord(branch: Branch, urls: SiteUrls): IfscRecord {
  return { success: true, ...toIfscBranchItem(branch, urls) };
}
