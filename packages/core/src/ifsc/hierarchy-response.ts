import { type ApiResponse, isApiResponse, isGiven } from '../api-response.js';
import { MESSAGES } from '../messages.js';
import type { SiteUrls } from '../site-urls.js';
import { findBank, findIfscDistrict, findIfscState, findOldPath } from './lookup.js';
import { ifscError, toIfscBranchItem, type IfscBranchItem, type IfscError } from './record.js';
import type { Bank, IfscDistrict, IfscState, IfscDataset, OldPath } from './types.js';

/** A bank in a listing. */
export interface BankItem {
  code: string;
  name: string;
  slug: string;
  category: string;
  /** All its branches. */
  branches: number;
  url: string;
}

/** A state or district in a listing. */
export interface PlaceItem {
  name: string;
  slug: string;
  /** Its branches (of the bank, when the listing is filtered by one). */
  branches: number;
  url: string;
}

/** A hierarchy listing: `{success, count, <list>}`. */
export type IfscListing<Key extends string, Item> = { success: true; count: number } & { [K in Key]: Item[] };

/** `/api/districts.php`'s answer: the listing, and the state's branches placed in none of its districts. */
export type DistrictListing = IfscListing<'districts', PlaceItem> & { unplaced: number };

/**
 * A bank as a listing item.
 *
 * @example
 * toBankItem(findBank(ifsc, 'SBIN')!, urls).url // '…/ifsc/bank/state-bank-of-india/'
 */
export function toBankItem(bank: Pick<Bank, 'code' | 'name' | 'slug' | 'category' | 'branchCount'>, urls: SiteUrls): BankItem {
  return { code: bank.code, name: bank.name, slug: bank.slug, category: bank.category, branches: bank.branchCount, url: urls.bank(bank.slug) };
}

function missing(names: string[]): ApiResponse<IfscError> {
  return ifscError(400, MESSAGES.missing(names));
}

/** The bank a listing is filtered by: `null` when no key is given, a 404 response when the key is unknown. */
function resolveBank(dataset: IfscDataset, bankKey: string | null): Bank | null | ApiResponse<IfscError> {
  if (!isGiven(bankKey)) return null;
  return findBank(dataset, bankKey) ?? ifscError(404, MESSAGES.bank(bankKey));
}

/**
 * The page of a district without a bank filter: the PIN side's district page, since
 * every branch is placed in one of India Post's districts or in none.
 *
 * @example
 * districtPageUrl(state, district, urls) // '…/state/delhi/new-delhi/'
 */
export function districtPageUrl(state: IfscState, district: IfscDistrict, urls: SiteUrls): string {
  return urls.district(state.slug, district.slug);
}

const isResponse = isApiResponse<IfscError>;

/**
 * `/api/banks.php`: every bank, sorted by name, with its code, category and branch count.
 *
 * @example
 * banksResponse(ifsc, urls).body.banks.find((b) => b.code === 'SBIN')?.name // 'State Bank of India'
 */
export function banksResponse(dataset: IfscDataset, urls: SiteUrls): ApiResponse<IfscListing<'banks', BankItem>> {
  const banks = dataset.banks.map((bank) => toBankItem(bank, urls));
  return { status: 200, body: { success: true, count: banks.length, banks } };
}

/**
 * `/api/states.php?bank=`: every state with branches, or (given a bank slug, code
 * or name) the states where that bank has branches; sorted by name. Items link to
 * the site's state page, or to the bank's state page when filtered. 404 for an
 * unknown bank.
 *
 * @example
 * statesResponse(ifsc, null, urls).body.states[0].name // 'Andaman and Nicobar Islands'
 * statesResponse(ifsc, 'sbin', urls).body.states[0].url // '…/ifsc/bank/state-bank-of-india/andaman-and-nicobar-islands/'
 */
export function statesResponse(dataset: IfscDataset, bankKey: string | null, urls: SiteUrls): ApiResponse<IfscListing<'states', PlaceItem> | IfscError> {
  const bank = resolveBank(dataset, bankKey);
  if (isResponse(bank)) return bank;
  const source = bank ? bank.states : dataset.states;
  const states = source.map(
    (state): PlaceItem => ({
      name: state.name,
      slug: state.slug,
      branches: state.branchCount,
      url: bank ? urls.bankState(bank.slug, state.slug) : urls.state(state.slug),
    }),
  );
  return { status: 200, body: { success: true, count: states.length, states } };
}

function resolveState(states: readonly IfscState[], stateKey: string): IfscState | ApiResponse<IfscError> {
  return findIfscState(states, stateKey) ?? ifscError(404, MESSAGES.state(stateKey));
}

/**
 * `/api/districts.php?bank=&state=`: the districts of a state (slug or name), all
 * banks or one bank's, sorted by name (India Post's districts only), with `unplaced`:
 * the state's branches placed in none of them. 400 without `state`; 404 for an
 * unknown bank, or a state where the bank (or no bank) has branches.
 *
 * @example
 * districtsResponse(ifsc, 'sbin', 'west-bengal', urls).body.districts.map((d) => d.name)
 */
export function districtsResponse(dataset: IfscDataset, bankKey: string | null, stateKey: string, urls: SiteUrls): ApiResponse<DistrictListing | IfscError> {
  if (!isGiven(stateKey)) return missing(['state']);
  const bank = resolveBank(dataset, bankKey);
  if (isResponse(bank)) return bank;
  const state = resolveState(bank ? bank.states : dataset.states, stateKey);
  if (isResponse(state)) return state;
  const districts = state.districts.map(
    (district): PlaceItem => ({
      name: district.name,
      slug: district.slug,
      branches: district.branchCount,
      url: bank ? urls.bankDistrict(bank.slug, state.slug, district.slug) : districtPageUrl(state, district, urls),
    }),
  );
  return { status: 200, body: { success: true, count: districts.length, districts, unplaced: state.unplacedCount } };
}

/** Where a path of a bank's browse leads: one of its districts, or an old path with the branches it listed. */
export type BankDistrictAnswer =
  | { readonly state: IfscState; readonly district: IfscDistrict; readonly ifscs: readonly string[] }
  | { readonly old: OldPath & { readonly path: string }; readonly ifscs: readonly string[] };

/**
 * A bank's district by state and district (slugs or names), or, for a path of the
 * browse before placement, that old path and the branches it listed
 * ({@link findOldPath}); else the 404 of the state or the district.
 *
 * @example
 * bankDistrict(sbi, 'karnataka', 'kalaburagi') // { state: Karnataka, district: Kalaburagi, ifscs: [...] }
 * bankDistrict(sbi, 'karnataka', 'gulberga') // { old: { path: 'karnataka/gulberga', name: 'Gulberga', ifscs }, ifscs }
 */
export function bankDistrict(bank: Bank, stateKey: string, districtKey: string): BankDistrictAnswer | ApiResponse<IfscError> {
  const state = findIfscState(bank.states, stateKey);
  const district = state && findIfscDistrict(state, districtKey);
  if (state && district) return { state, district, ifscs: district.ifscs };
  const old = findOldPath(bank, stateKey, districtKey);
  if (old) return { old, ifscs: old.ifscs };
  return state ? ifscError(404, MESSAGES.district(districtKey)) : ifscError(404, MESSAGES.state(stateKey));
}

/**
 * `/api/branches.php?bank=&state=&district=`: the branches of a bank in a district,
 * as IFSC records without `success`, sorted by branch name, then IFSC; an old path of
 * the bank's browse answers with the branches it listed, where they are now ({@link bankDistrict}).
 * 400 when a parameter is missing; 404 for an unknown bank, state or district.
 *
 * @example
 * branchesResponse(ifsc, 'sbin', 'west-bengal', 'kolkata', urls).body.branches[0].IFSC
 */
export function branchesResponse(
  dataset: IfscDataset,
  bankKey: string,
  stateKey: string,
  districtKey: string,
  urls: SiteUrls,
): ApiResponse<IfscListing<'branches', IfscBranchItem> | IfscError> {
  const absent = Object.entries({ bank: bankKey, state: stateKey, district: districtKey })
    .filter(([, value]) => !isGiven(value))
    .map(([name]) => name);
  if (absent.length) return missing(absent);
  const bank = resolveBank(dataset, bankKey);
  if (isResponse(bank)) return bank;
  if (!bank) return missing(['bank']);
  const found = bankDistrict(bank, stateKey, districtKey);
  if (isResponse(found)) return found;
  const branches = found.ifscs.map((ifsc) => toIfscBranchItem(dataset.branches.get(ifsc)!, urls));
  return { status: 200, body: { success: true, count: branches.length, branches } };
}
