/**
 * The edge's renderers, in a module of their own: the packs hold every file the worker
 * serves, so it imports this only for a page under a base URL with a path (which the
 * packed page cannot take: edge-handler.ts), and evaluating the renderers would cost
 * every other first request milliseconds.
 */

import type { SiteFiles } from '../handler/site-files.js';
import { renderedSiteFiles } from '../handler/rendered-site-files.js';
import { SITE_KINDS } from '../site-kinds.js';
import type { ReadAsset } from './edge-assets.js';
import { edgeData } from './edge-data.js';

/** Rendered answers an isolate keeps: the CDN in front keeps the rest, and isolates have little memory. */
const EDGE_CACHE_BYTES = 4 * 2 ** 20;

/** The kinds the edge can render on request: all but those that need every bank at once. */
export const EDGE_KINDS = SITE_KINDS.filter((kind) => kind.scope !== 'whole');

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
