import { collapseWhitespace } from '../text/collapse-whitespace.js';
import { toSlug } from '../text/slug.js';
import type { Bank, IfscDistrict, IfscState, IfscDataset } from './types.js';

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
