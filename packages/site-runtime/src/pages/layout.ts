import { type DataSource, getOrCreate, type SiteUrls } from 'india-pincode-ifsc/internal';
import type { SiteData } from '../model/site-data.js';
import { DOCS_FOLDER } from '../routes.js';
import { esc, link, relativeTo, type Rel } from './html.js';

/** The site's name, in the header, titles and JSON-LD. */
export const SITE_NAME = 'India PIN & IFSC';

/** Paths of the shared assets (under the base URL): the stylesheet, the script and the maps' background. */
export const ASSET_PATHS = { css: '/assets/site.css', js: '/assets/site.js', map: '/assets/india-post-offices.svg' } as const;

/** The id of the about page's data section, which the footer links to. */
export const DATA_SECTION = 'data';

/** What one page says; `main` is HTML already (escaped by its renderer). */
export interface PageContent {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page (its canonical link); null for the 404 page, served at any path. */
  readonly url: string | null;
  /** The page's link maker, when the renderer made one already. */
  readonly rel?: Rel;
  readonly h1: string;
  /** HTML before the h1 inside main (breadcrumbs). */
  readonly before?: string;
  readonly main: string;
  /** A JSON-LD script element, or ''. */
  readonly jsonLd?: string;
  /** Whether the page uses the shared script (search, picker, copy button). */
  readonly script?: boolean;
  /** More elements for the head (the reference page's stylesheet and scripts), HTML already. */
  readonly head?: string;
  /**
   * Whether `main` brings its own main landmark and h1 (the reference page, whose
   * Swagger UI renders both): then it is not wrapped in `<main>` and `h1` is not shown.
   */
  readonly ownMain?: boolean;
}

/** Renders whole pages around {@link PageContent}. */
export type Layout = (content: PageContent) => string;

/**
 * The path part of a base URL, without a trailing slash: what the page script
 * prefixes to its fetches, so a site under a sub-path (GitHub Pages) works.
 *
 * @example
 * basePath('https://user.github.io/pins') // '/pins'
 */
export function basePath(baseUrl: string): string {
  return new URL(baseUrl).pathname.replace(/\/+$/, '');
}

const layouts = new WeakMap<readonly DataSource[], WeakMap<SiteUrls, Layout>>();

/**
 * The layout of a set of page URLs and the data's sources, made once for them.
 *
 * @example
 * layoutFor(data)({ title: 'About', … })
 */
export function layoutFor({ urls, sources }: Pick<SiteData, 'urls' | 'sources'>): Layout {
  return getOrCreate(
    getOrCreate(layouts, sources, () => new WeakMap()),
    urls,
    () => createLayout(urls, sources),
  );
}

/**
 * A source's credit line, from the dataset.
 *
 * @example
 * attribution(data.sources, 'ifscBranches') // 'Bank branch data: Reserve Bank of India IFSC lists, compiled by the razorpay/ifsc project'
 */
function attribution(sources: readonly DataSource[], id: string): string {
  const source = sources.find((candidate) => candidate.id === id);
  if (!source) throw new Error(`the dataset credits no source ${id}: rebuild it with npm run build:data`);
  return source.attribution;
}

/**
 * The page layout for one base URL. Every page links the shared stylesheet, and the
 * footer links the site's base URL (the CC BY 4.0 attribution of the IFSC data) and
 * credits both sources with their `attribution` lines, as the dataset carries them.
 *
 * @example
 * createLayout(urls, data.sources)({ title: 'About', description: '…', url: urls.about(), h1: 'About', main: '<p>…</p>' })
 */
export function createLayout(urls: SiteUrls, sources: readonly DataSource[]): Layout {
  const base = urls.baseUrl;
  const css = base + ASSET_PATHS.css;
  const js = base + ASSET_PATHS.js;
  const about = `${urls.about()}#${DATA_SECTION}`;
  const host = esc(new URL(base).host + basePath(base));
  const credits =
    ` (<a href="https://creativecommons.org/licenses/by/4.0/" rel="license">CC BY 4.0</a>). ` +
    `${esc(attribution(sources, 'pincodeDirectory'))}. ${esc(attribution(sources, 'ifscBranches'))}. `;
  const dataBase = esc(basePath(base));
  return (page) => {
    const r = page.rel ?? relativeTo(base, page.url);
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${esc(page.title)}</title><meta name="description" content="${esc(page.description)}">` +
      (page.url ? `<link rel="canonical" href="${esc(page.url)}">` : '<meta name="robots" content="noindex">') +
      `<link rel="stylesheet" href="${esc(r(css))}">` +
      (page.script ? `<script src="${esc(r(js))}" defer></script>` : '') +
      (page.head ?? '') +
      (page.jsonLd ?? '') +
      `</head><body data-base="${dataBase}"><a class="skip" href="#main">Skip to content</a>` +
      `<header><a class="brand" href="${esc(r(urls.home()))}">${esc(SITE_NAME)}</a><nav aria-label="Site">` +
      `${link(r(urls.home()), 'PIN codes')} ${link(r(urls.ifscHome()), 'IFSC')} ${link(r(urls.baseUrl + DOCS_FOLDER), 'API')}</nav></header>` +
      (page.ownMain
        ? `<div id="main">${page.before ?? ''}${page.main}</div>`
        : `<main id="main">${page.before ?? ''}<h1>${esc(page.h1)}</h1>${page.main}</main>`) +
      `<footer><p>IFSC data powered by <a href="${esc(urls.home())}">${host}</a>${credits}${link(r(about), 'Sources and licences')}.</p></footer></body></html>`
    );
  };
}
