import type { FileKind } from '../model/file-kind.js';
import type { SiteData } from '../model/site-data.js';
import { DOCS_FOLDER, FILES, OPENAPI_FILE, ROUTES } from '../routes.js';
import { downloadsSection } from './downloads.js';
import { crumbs, esc, jsonLd, link, linkWith, relativeTo } from './html.js';
import { DATA_SECTION, layoutFor, SITE_NAME } from './layout.js';
import { pagePath } from './page-path.js';
import { CODE_ONLY_ROUTES } from '../routes.js';

/** The page a static host answers for a path with no file. */
export const NOT_FOUND_PAGE = '/404.html';

/** The home page: the search box and the states. */
function homePage(data: SiteData): string {
  const { urls, pincodes, meta } = data;
  const home = linkWith(relativeTo(urls.baseUrl, urls.home()));
  let states = '';
  for (const state of pincodes.states) states += `<li>${home(urls.state(state.slug), state.name)}</li>`;
  return layoutFor(data)({
    title: `${SITE_NAME}: PIN codes, post offices and IFSC codes`,
    description: `Find any of India's ${meta.counts.pincodes} PIN codes and ${meta.counts.post_offices} post offices by PIN or name, and the IFSC of ${meta.counts.branches} bank branches. Free JSON API.`,
    url: urls.home(),
    script: true,
    h1: 'India PIN codes and post offices',
    main:
      `<form id="search" role="search" action="./"><div><label for="q">PIN code, post office name or IFSC</label>` +
      `<input id="q" name="q" type="search" autocomplete="off" spellcheck="false" aria-describedby="status" aria-controls="results" placeholder="110001 or Baroda House"></div>` +
      `<button type="submit">Search</button></form><p id="status" role="status" aria-live="polite"></p><ul id="results"></ul>` +
      `<noscript><p>The search needs JavaScript. Browse by state below, or use the ${home(urls.about(), 'JSON API')}.</p></noscript>` +
      `<h2>States and union territories</h2><ul class="cols">${states}</ul>` +
      `<h2>Bank branches</h2><p>${home(urls.ifscHome(), 'Find a bank branch IFSC')} by bank, state and district.</p>`,
    jsonLd: jsonLd({ '@type': 'WebSite', name: SITE_NAME, url: urls.home() }),
  });
}

/** The IFSC picker: bank, state, district, branch. */
function ifscHomePage(data: SiteData): string {
  const { urls, meta } = data;
  const select = (id: string, label: string) =>
    `<div><label for="${id}">${label}</label><select id="${id}" name="${id}" disabled><option value="">${id === 'bank' ? 'Loading…' : '—'}</option></select></div>`;
  const picker = linkWith(relativeTo(urls.baseUrl, urls.ifscHome()));
  return layoutFor(data)({
    title: `IFSC codes of ${meta.counts.banks} Indian banks – find a branch`,
    description: `Find the IFSC, MICR and address of any of ${meta.counts.branches} bank branches in India: choose the bank, state, district and branch.`,
    url: urls.ifscHome(),
    script: true,
    before: crumbs(picker, [[urls.home(), 'Home']], 'IFSC'),
    h1: 'Find a bank branch IFSC',
    main:
      `<form id="picker" action="./">${select('bank', 'Bank')}${select('state', 'State')}${select('district', 'District')}${select('branch', 'Branch')}</form>` +
      `<p role="status" aria-live="polite"><a id="go" href="./" hidden></a></p>` +
      `<noscript><p>The picker needs JavaScript. Every branch is also in the ${picker(urls.about(), 'JSON API')}.</p></noscript>` +
      `<p>Know the code? Type it into the ${picker(urls.home(), 'search box')}.</p>`,
  });
}

/** The about page: every endpoint with an example, the sources, the editions and the data downloads. */
function aboutPage(data: SiteData): string {
  const { urls, meta, downloads, sources } = data;
  const about = linkWith(relativeTo(urls.baseUrl, urls.about()));
  let endpoints = '';
  for (const route of ROUTES) {
    // Answers computed from the request: a host that only serves files cannot give them.
    const note = CODE_ONLY_ROUTES.includes(route.name) ? '<br><small>needs the server or the edge worker (not a static host)</small>' : '';
    endpoints += `<tr><td>${route.paths.map((path) => `<code>${esc(path)}</code>`).join('<br>')}${note}</td><td>${about(urls.baseUrl + route.example, route.example)}</td></tr>`;
  }
  let credits = '';
  for (const source of sources) {
    credits += `<li>${link(source.homepage, source.title)}, ${esc(source.publisher)}. Licence: ${link(source.licence.url, source.licence.name)}. <q>${esc(source.attribution)}</q></li>`;
  }
  return layoutFor(data)({
    title: `About ${SITE_NAME} and its free JSON API`,
    description:
      'The free, keyless JSON API for Indian PIN codes, post offices and IFSC codes: every endpoint with an example, and the data sources and licences.',
    url: urls.about(),
    before: crumbs(about, [[urls.home(), 'Home']], 'About'),
    h1: 'About this site and its API',
    main:
      `<p>Every page of this site has a JSON twin. The API needs no key; answers are static files with CORS open to all origins.</p>` +
      `<p>The ${about(urls.baseUrl + DOCS_FOLDER, 'API reference')} shows every endpoint with its parameters, statuses, schemas and examples, ` +
      `from the OpenAPI 3.1 document ${about(urls.baseUrl + OPENAPI_FILE, OPENAPI_FILE)}.</p>` +
      `<h2>Endpoints</h2><table><thead><tr><th scope="col">Path</th><th scope="col">Example</th></tr></thead><tbody>${endpoints}</tbody></table>` +
      `<h2 id="${DATA_SECTION}">Data and attribution</h2><ul>${credits}</ul>` +
      `<p>Editions: India Post directory of ${esc(meta.editions.pincode)}, IFSC list of ${esc(meta.editions.ifsc)} (release ${esc(meta.editions.ifsc_release)}); ` +
      `built ${esc(meta.built.slice(0, 10))}${meta.refreshed ? `, last refreshed from upstream ${esc(meta.refreshed.slice(0, 10))}` : ''}. ` +
      `The same in JSON, with counts: ${about(urls.baseUrl + FILES.meta, FILES.meta)}.</p>` +
      `<p>The IFSC interface is offered under <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">CC BY 4.0</a>: ` +
      `applications using it must show a visible link to <a href="${esc(urls.home())}">${esc(urls.home())}</a> in their footer, credits or about page.</p>` +
      downloadsSection(meta, downloads ?? null),
  });
}

/** The 404 page, served at any path: its links are rooted. */
function notFoundPage(data: SiteData): string {
  const { urls } = data;
  const rooted = linkWith(relativeTo(urls.baseUrl, null));
  return layoutFor(data)({
    title: `Page not found – ${SITE_NAME}`,
    description: 'This page does not exist.',
    url: null,
    h1: 'Page not found',
    main: `<p>There is no page at this address. Search ${rooted(urls.home(), 'PIN codes and post offices')} or ${rooted(urls.ifscHome(), 'bank branches')}.</p>`,
  });
}

/** A page with no parameters, rendered from the PIN side and the data's summary. */
const staticPage = (pattern: string, render: (data: SiteData) => string): FileKind => ({
  pattern,
  scope: 'pincode',
  section: 'pages',
  list: () => [{}],
  render,
});

/**
 * The home search, the IFSC picker, the about page and the 404 page.
 *
 * @example
 * STATIC_PAGE_KINDS[0].render(data, {}) // the home page
 */
export const STATIC_PAGE_KINDS: readonly FileKind[] = [
  staticPage(pagePath('home'), homePage),
  staticPage(pagePath('ifscHome'), ifscHomePage),
  staticPage(pagePath('about'), aboutPage),
  staticPage(NOT_FOUND_PAGE, notFoundPage),
];
