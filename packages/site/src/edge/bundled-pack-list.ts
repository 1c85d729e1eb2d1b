import type { PackList } from './edge-packs.js';

/**
 * The name the edge bundles replace with the build's pack list (hosts/edge-bundle.ts),
 * so that a worker's first request reads no list: `declare const` below spells it too.
 */
export const PACK_LIST_GLOBAL = 'EDGE_PACK_LIST';

declare const EDGE_PACK_LIST: PackList | undefined;

/**
 * The pack list the bundle holds, or `undefined` when this module runs unbundled (tests),
 * where the list is read from the assets.
 *
 * @example
 * createEdgeHandler({ readAsset, packList: bundledPackList() });
 */
export const bundledPackList = (): PackList | undefined => (typeof EDGE_PACK_LIST === 'undefined' ? undefined : EDGE_PACK_LIST);
