import { toSlug } from '../text/slug.js';
import type { Branch } from './types.js';

type Published = Pick<Branch, 'publishedSlug' | 'stateSlug' | 'publishedDistrict'>;

/** The usual path of a branch in the browse before placement: its state's slug and its published district's. */
const usualPath = (branch: Published) => `${branch.stateSlug}/${toSlug(branch.publishedDistrict)}`;

/**
 * The path the bank browse listed a branch under before placement (see
 * {@link Branch.publishedSlug}), `=` resolved; `''` for none.
 *
 * @example
 * publishedPath({ publishedSlug: '=', stateSlug: 'karnataka', publishedDistrict: 'GULBERGA' }) // 'karnataka/gulberga'
 */
export function publishedPath(branch: Published): string {
  return branch.publishedSlug === '=' ? usualPath(branch) : branch.publishedSlug;
}

/**
 * The form a shard stores {@link Branch.publishedSlug} in: `=` for the usual path, so
 * that the shards hold the few other paths only.
 *
 * @example
 * storedPublishedSlug({ publishedSlug: 'karnataka/gulberga', stateSlug: 'karnataka', publishedDistrict: 'Gulberga' }) // '='
 */
export function storedPublishedSlug(branch: Published): string {
  return branch.publishedSlug && branch.publishedSlug === usualPath(branch) ? '=' : branch.publishedSlug;
}
