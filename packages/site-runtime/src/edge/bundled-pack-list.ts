import type { PackList } from './edge-packs.js';

/**
 * The name the edge bundles replace with the build's pack list (hosts/edge-bundle.ts),
 * so that a worker's first request reads no list: `declare const` below spells it too.
 * The list goes in as its JSON text, not an object literal: V8 scans a string and
 * `JSON.parse` reads it faster than it parses and compiles the same data as code.
 */
export const PACK_LIST_GLOBAL = 'EDGE_PACK_LIST';

declare const EDGE_PACK_LIST: string | undefined;

/**
 * The pack list the bundle holds, or `undefined` when this module runs unbundled (tests),
 * where the list is read from the assets.
 *
 * @example
 * createEdgeHandler({ readAsset, packList: bundledPackList() });
 */
export const bundledPackList = (): PackList | undefined => (BUNDLED === undefined ? undefined : (JSON.parse(BUNDLED) as PackList));

// Read here, outside the function, so that V8 scans the long string once with the module.
const BUNDLED = typeof EDGE_PACK_LIST === 'undefined' ? undefined : EDGE_PACK_LIST;
