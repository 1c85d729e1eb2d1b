/**
 * The human-readable pages of the site: one pre-rendered HTML page per API result,
 * the home search, the IFSC picker, the about page, the 404 page, the shared CSS and
 * script, the sitemaps and robots.txt.
 */
import type { SiteData } from '../generate/api-files.js';
import type { SiteEntry } from '../generate/write-site.js';
import { SITE_CSS, siteScript } from './assets.js';
import { bankPages, branchPages } from './ifsc-pages.js';
import { ASSET_PATHS, createLayout } from './layout.js';
import { pincodePages, placePages } from './pincode-pages.js';
import { robotsTxt, pageUrls, sitemapFiles } from './sitemap.js';
import { staticPages } from './static-pages.js';

export { esc, jsonLd } from './html.js';
export { pageUrls, sitemapFiles, SITEMAP_LIMIT } from './sitemap.js';

/**
 * Every page and asset of the site.
 *
 * @example
 * for (const entry of pageFiles(data)) console.log(entry.path); // '/index.html', …, '/sitemap.xml'
 */
export function* pageFiles(data: SiteData): Generator<SiteEntry> {
  const layout = createLayout(data.urls);
  yield { path: ASSET_PATHS.css, body: SITE_CSS };
  yield { path: ASSET_PATHS.js, body: siteScript() };
  yield* staticPages(data, layout);
  yield* pincodePages(data, layout);
  yield* placePages(data, layout);
  yield* bankPages(data, layout);
  yield* branchPages(data, layout);
  yield* sitemapFiles(pageUrls(data), data.urls.baseUrl);
  yield { path: '/robots.txt', body: robotsTxt(data.urls.baseUrl) };
}
