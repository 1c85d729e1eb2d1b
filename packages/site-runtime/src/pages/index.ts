/**
 * The human-readable pages of the site: one pre-rendered HTML page per API result,
 * the home search, the IFSC picker, the about page, the 404 page, the shared CSS and
 * script, the sitemaps and robots.txt.
 */
import type { FileKind } from '../model/file-kind.js';
import { DOCS_PAGE_KIND } from './docs-page.js';
import { IFSC_PAGE_KINDS } from './ifsc-pages.js';
import { PINCODE_PAGE_KINDS } from './pincode-pages.js';
import { SITEMAP_KINDS } from './sitemap.js';
import { STATIC_PAGE_KINDS } from './static-pages.js';

export { esc, jsonLd } from './html.js';
export { pageUrls, sitemapFiles, SITEMAP_LIMIT } from './sitemap.js';

/**
 * Every kind of page of the site, and the sitemaps (the shared CSS and script are {@link ASSET_KINDS}, which need node to build).
 *
 * @example
 * for (const entry of kindEntries(PAGE_KINDS, data)) console.log(entry.path); // '/index.html', …, '/robots.txt'
 */
export const PAGE_KINDS: readonly FileKind[] = [...STATIC_PAGE_KINDS, DOCS_PAGE_KIND, ...PINCODE_PAGE_KINDS, ...IFSC_PAGE_KINDS, ...SITEMAP_KINDS];
