import { collapseWhitespace } from '../text/collapse-whitespace.js';
import { toSlug } from '../text/slug.js';
import type { Bank, IfscDistrict, IfscState, IfscDataset, OldPath } from './types.js';

/**
 * Finds a bank by slug, by 4-letter bank code, or by name, in any letter case.
 *
 * @example
 * findBank(ifsc, 'state-bank-of-india')?.code // 'SBIN'
 * findBank(ifsc, 'sbin')?.name // 'State Bank of India'
 * findBank(ifsc, 'STATE BANK OF INDIA')?.slug // 'state-bank-of-india'
 */
export function findBank(dataset: IfscDataset, key: string): Bank | undefined {
  const trimmed = collapseWhitespace(key);
  if (!trimmed) return undefined;
  return (
    dataset.banksBySlug.get(trimmed) ??
    dataset.banksBySlug.get(trimmed.toLowerCase()) ??
    (/^[a-z]{4}$/i.test(trimmed) ? dataset.banksByCode.get(trimmed.toUpperCase()) : undefined) ??
    dataset.banksByLowerName.get(trimmed.toLowerCase()) ??
    dataset.banksBySlug.get(toSlug(trimmed))
  );
}

/**
 * Finds a state of a hierarchy (all banks, or one bank's states) by slug or by name
 * in any letter case.
 *
 * @example
 * findIfscState(ifsc.states, 'WEST BENGAL')?.slug // 'west-bengal'
 * findIfscState(findBank(ifsc, 'SBIN')!.states, 'west-bengal')?.branchCount
 */
export function findIfscState(states: readonly IfscState[], key: string): IfscState | undefined {
  const trimmed = collapseWhitespace(key);
  if (!trimmed) return undefined;
  const lower = trimmed.toLowerCase();
  const slug = toSlug(trimmed);
  return states.find((s) => s.slug === lower) ?? states.find((s) => s.name.toLowerCase() === lower) ?? states.find((s) => s.slug === slug);
}

/**
 * Finds a district of a hierarchy state by slug or by name in any letter case.
 *
 * @example
 * findIfscDistrict(findIfscState(ifsc.states, 'west-bengal')!, 'Kolkata')?.slug // 'kolkata'
 */
export function findIfscDistrict(state: IfscState, key: string): IfscDistrict | undefined {
  const trimmed = collapseWhitespace(key);
  if (!trimmed) return undefined;
  const lower = trimmed.toLowerCase();
  return state.districtsBySlug.get(lower) ?? state.districtsByLowerName.get(lower) ?? state.districtsBySlug.get(toSlug(trimmed));
}

/**
 * An old path of a bank's browse (a published state and district that placement
 * replaced, by slug or name) with the branches it listed, or `undefined`.
 *
 * @example
 * findOldPath(sbi, 'karnataka', 'gulberga') // { path: 'karnataka/gulberga', name: 'Gulberga', ifscs: [...] }
 */
export function findOldPath(bank: Bank, stateKey: string, districtKey: string): (OldPath & { path: string }) | undefined {
  const path = `${toSlug(collapseWhitespace(stateKey))}/${toSlug(collapseWhitespace(districtKey))}`;
  const old = bank.oldPaths.get(path);
  return old && { path, ...old };
}

/** A path of the bank browse: a bank, a state and a district, by slug. */
export interface BankDistrictPath {
  readonly bank: string;
  readonly state: string;
  readonly district: string;
}

/**
 * Every path of the bank browse, by slug: each bank's districts, then each of its old
 * paths that placement replaced ({@link Bank.oldPaths}), which answer with the branches
 * they listed, so that the static site holds a file for them too.
 *
 * @example
 * bankDistrictPaths(ifsc).find((p) => p.district === 'gulberga') // { bank: 'state-bank-of-india', state: 'karnataka', district: 'gulberga' }
 */
export function bankDistrictPaths(dataset: IfscDataset): BankDistrictPath[] {
  return dataset.banks.flatMap((bank) => [
    ...bank.states.flatMap((state) => state.districts.map((district) => ({ bank: bank.slug, state: state.slug, district: district.slug }))),
    ...oldPathsOf(bank),
  ]);
}

/** A bank's old paths ({@link Bank.oldPaths}) as paths of the browse. */
const oldPathsOf = (bank: Bank): BankDistrictPath[] =>
  [...bank.oldPaths.keys()].map((path) => {
    const [state, district] = path.split('/') as [string, string];
    return { bank: bank.slug, state, district };
  });

/**
 * The bank browse's paths that placement replaced, every bank's ({@link Bank.oldPaths}):
 * the part of {@link bankDistrictPaths} kept for old links.
 *
 * @example
 * oldBankDistrictPaths(ifsc)[0] // { bank: 'state-bank-of-india', state: 'karnataka', district: 'gulberga' }, say
 */
export const oldBankDistrictPaths = (dataset: IfscDataset): BankDistrictPath[] => dataset.banks.flatMap(oldPathsOf);

/**
 * Whether a bank's browse has the path exactly (slugs as written, no other spelling):
 * one of its districts, or an old path that placement replaced.
 *
 * @example
 * hasBankDistrictPath(ifsc, 'state-bank-of-india', 'karnataka', 'gulberga') // true
 */
export function hasBankDistrictPath(dataset: IfscDataset, bank: string, state: string, district: string): boolean {
  const found = dataset.banksBySlug.get(bank);
  return Boolean(found?.statesBySlug.get(state)?.districtsBySlug.has(district) || found?.oldPaths.has(`${state}/${district}`));
}
