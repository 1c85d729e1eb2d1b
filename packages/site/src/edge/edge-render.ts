/**
 * The edge's renderers, in a module of their own: the worker imports it only when a
 * request needs a file rendered (pages), because the JSON answers are served from
 * packs and evaluating the renderers would cost every first request milliseconds.
 */

import type { SiteFiles } from '../handler/site-files.js';
import { renderedSiteFiles } from '../render/rendered-site-files.js';
import { SITE_KINDS } from '../render/site-kinds.js';
import type { ReadAsset } from './edge-assets.js';
import { edgeData } from './edge-data.js';
import { isPacked } from './edge-packs.js';

/** Rendered answers an isolate keeps: the CDN in front keeps the rest, and isolates have little memory. */
const EDGE_CACHE_BYTES = 4 * 2 ** 20;

/** The kinds the edge renders on request: all but those that need every bank at once and those it packs. */
export const EDGE_KINDS = SITE_KINDS.filter((kind) => kind.scope !== 'whole' && !isPacked(kind));

/**
 * The files the edge renders from the dataset in its assets, per base URL; a path of no
 * kind it renders reads as none.
 *
 * @example
 * const rendered = edgeRenderer(readAsset)('https://pin.example.org');
 * await rendered.read('/pincode/110001/index.html') // the page
 */
export function edgeRenderer(readAsset: ReadAsset): (baseUrl: string) => SiteFiles {
  const dataFor = edgeData(readAsset);
  return (baseUrl) => renderedSiteFiles(EDGE_KINDS, dataFor(baseUrl), { cacheBytes: EDGE_CACHE_BYTES });
}
