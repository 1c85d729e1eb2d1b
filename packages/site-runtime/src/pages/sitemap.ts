import type { SiteEntry } from '../model/site-entry.js';
import { getOrCreate } from 'india-pincode-ifsc/internal';

import type { FileKind } from '../model/file-kind.js';
import type { SiteData } from '../model/site-data.js';
import { esc } from './html.js';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/** The absolute URL of every page of the site, in the order the pages are generated. */
export function* pageUrls({ pincodes, ifsc, urls }: SiteData): Generator<string> {
  yield urls.home();
  yield urls.ifscHome();
  yield urls.about();
  for (const [pin, area] of pincodes.areas) {
    yield urls.pincode(pin);
    for (const office of area.offices) yield urls.postOffice(pin, office.slug);
  }
  for (const state of pincodes.states) {
    yield urls.state(state.slug);
    for (const district of state.districts) yield urls.district(state.slug, district.slug);
  }
  for (const bank of ifsc.banks) {
    yield urls.bank(bank.slug);
    for (const state of bank.states) {
      yield urls.bankState(bank.slug, state.slug);
      for (const district of state.districts) yield urls.bankDistrict(bank.slug, state.slug, district.slug);
    }
  }
  for (const code of ifsc.branches.keys()) yield urls.branch(code);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Path of the n-th (1-based) sitemap file. */
export const sitemapPath = (n: number | string) => `/sitemaps/${n}.xml`;

/** The sitemap index's path. */
const SITEMAP_INDEX = '/sitemap.xml';

/**
 * The sitemap files of a list of URLs, at most `limit` URLs each, then the index
 * `/sitemap.xml` pointing at them.
 *
 * @example
 * [...sitemapFiles(['https://x/'], 'https://x')].map((f) => f.path) // ['/sitemaps/1.xml', '/sitemap.xml']
 */
export function* sitemapFiles(pageUrlList: Iterable<string>, baseUrl: string, limit = SITEMAP_LIMIT): Generator<SiteEntry> {
  let n = 0;
  let chunk: string[] = [];
  const flush = (): SiteEntry => {
    n++;
    const body = `${XML_HEAD}<urlset ${NS}>\n${chunk.map((url) => `<url><loc>${esc(url)}</loc></url>`).join('\n')}\n</urlset>\n`;
    chunk = [];
    return { path: sitemapPath(n), body };
  };
  for (const url of pageUrlList) {
    chunk.push(url);
    if (chunk.length === limit) yield flush();
  }
  if (chunk.length || n === 0) yield flush();
  let index = `${XML_HEAD}<sitemapindex ${NS}>\n`;
  for (let i = 1; i <= n; i++) index += `<sitemap><loc>${esc(baseUrl + sitemapPath(i))}</loc></sitemap>\n`;
  yield { path: SITEMAP_INDEX, body: `${index}</sitemapindex>\n` };
}

/**
 * `robots.txt`: everything may be crawled; the sitemap index is named.
 *
 * @example
 * robotsTxt('https://x') // 'User-agent: *\nAllow: /\nSitemap: https://x/sitemap.xml\n'
 */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

const sitemapsOf = new WeakMap<SiteData, Map<string, string>>();

/** Every sitemap file of a data set, made once for it (they list every page, so they are made together). */
function sitemaps(data: SiteData): Map<string, string> {
  return getOrCreate(sitemapsOf, data, () => new Map(Array.from(sitemapFiles(pageUrls(data), data.urls.baseUrl), (entry) => [entry.path, String(entry.body)])));
}

/**
 * The sitemap files and their index, and robots.txt.
 *
 * @example
 * SITEMAP_KINDS[1].render(data, {}) // the sitemap index
 */
export const SITEMAP_KINDS: readonly FileKind[] = [
  {
    pattern: sitemapPath(':n'),
    scope: 'whole',
    section: 'pages',
    list: (data) => Array.from({ length: sitemaps(data).size - 1 }, (_, i) => ({ n: String(i + 1) })),
    render: (data, { n }) => sitemaps(data).get(sitemapPath(n!)) ?? null,
  },
  { pattern: SITEMAP_INDEX, scope: 'whole', section: 'pages', list: () => [{}], render: (data) => sitemaps(data).get(SITEMAP_INDEX)! },
  { pattern: '/robots.txt', scope: 'pincode', section: 'pages', list: () => [{}], render: ({ urls }) => robotsTxt(urls.baseUrl) },
];
