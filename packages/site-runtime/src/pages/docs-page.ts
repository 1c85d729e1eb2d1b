/**
 * The API's reference page, `/docs/`: the site's header and footer around Swagger UI
 * (its files are {@link DOCS_FILES}, copied in by docs.ts), over `/api/openapi.json`.
 * Free of node modules: the edge renders it on request with the deployment's base URL.
 */
import type { FileKind } from '../model/file-kind.js';
import { DOCS_FOLDER, OPENAPI_FILE } from '../routes.js';
import { crumbs, esc, linkWith, relativeTo } from './html.js';
import { layoutFor, SITE_NAME } from './layout.js';

/** The files of the page besides its index: Swagger UI's bundle, stylesheet and licence, and the page's own script and style. */
export const DOCS_FILES = {
  bundle: 'swagger-ui-bundle.js',
  css: 'swagger-ui.css',
  licence: 'swagger-ui-LICENSE.txt',
  script: 'docs.js',
  style: 'docs.css',
} as const;

/**
 * The reference page. In the API section, so every profile has it.
 *
 * @example
 * DOCS_PAGE_KIND.render(data, {}) // '<!doctype html>…<div id="swagger-ui"></div>…'
 */
export const DOCS_PAGE_KIND: FileKind = {
  pattern: `${DOCS_FOLDER}index.html`,
  scope: 'pincode',
  section: 'api',
  list: () => [{}],
  render: ({ urls, sources }) => {
    const url = urls.baseUrl + DOCS_FOLDER;
    const a = linkWith(relativeTo(urls.baseUrl, url));
    const head = [DOCS_FILES.css, DOCS_FILES.style].map((name) => `<link rel="stylesheet" href="${esc(name)}">`).join('');
    const scripts = [DOCS_FILES.bundle, DOCS_FILES.script].map((name) => `<script src="${esc(name)}" defer></script>`).join('');
    return layoutFor({ urls, sources })({
      title: `API reference – ${SITE_NAME}`,
      description:
        'Every endpoint of the free JSON API for Indian PIN codes, post offices and IFSC codes: parameters, statuses, response schemas and examples.',
      url,
      head: head + scripts,
      ownMain: true,
      before: crumbs(a, [[urls.home(), 'Home']], 'API'),
      h1: 'API reference',
      main:
        `<p>The OpenAPI 3.1 document of this API is ${a(urls.baseUrl + OPENAPI_FILE, OPENAPI_FILE)}: import it into an API tool, or generate a client from it. ` +
        `Sources and licences are on the ${a(urls.about(), 'about page')}.</p>` +
        `<div id="swagger-ui"></div><noscript><p>The reference needs JavaScript; the document itself is plain JSON.</p></noscript>`,
    });
  },
};
