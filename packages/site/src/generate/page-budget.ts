import type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
import type { PAGE_PATHS } from 'india-pincode-ifsc/internal';
import { contentType } from '@india-pincode-ifsc/site-runtime/headers';
import { pagePatterns } from '../hosts/static-rules.js';
import { kindMatcher } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { sitemapFiles } from '@india-pincode-ifsc/site-runtime/pages/index';

import { byteLength, manifestLineBytes } from './manifest.js';

/** A kind of page: one of the page paths. */
export type PageKind = keyof typeof PAGE_PATHS;

/**
 * The order in which a size budget takes pages: the pages that lead to others (home,
 * states, districts, PIN codes, banks and their listings) first, then the two large
 * kinds, post offices and branches, while the budget lasts.
 */
export const PAGE_PRIORITY: Readonly<Record<BudgetKind, number>> = {
  home: 0,
  ifscHome: 1,
  about: 2,
  state: 3,
  district: 4,
  pincode: 5,
  bank: 6,
  bankState: 7,
  bankDistrict: 8,
  postOffice: 9,
  branch: 10,
  oldBrowsePath: 11,
};

/**
 * What a budget takes pages by: their kind, and last of all the bank browse's paths from
 * before placement (kept for old links; a new deployment has none to keep).
 */
export type BudgetKind = PageKind | 'oldBrowsePath';

const pageMatcher = kindMatcher(pagePatterns().map(({ kind, pattern }) => ({ kind, pattern: `${pattern}index.html` })));

/** The kind of a page file (`/pincode/110001/index.html` → `pincode`); undefined for assets. */
export const pageKind = (path: string): PageKind | undefined => pageMatcher(path)?.kind.kind;

const isSitemap = (path: string) => contentType(path).startsWith('application/xml');
const pageUrl = (baseUrl: string, path: string) => baseUrl + path.slice(0, -'index.html'.length);
/** A page's line in a sitemap file. */
const sitemapLineBytes = (url: string) => 26 + Buffer.byteLength(url);
/** The sitemap files' heads and the sitemap index, for up to a million pages. */
const SITEMAP_OVERHEAD = 16_384;

/** What a budget took of each page kind. */
export interface PageSelection {
  /** Per kind: pages taken, pages in all, their bytes, and the URL path of the last page taken. */
  readonly kinds: Record<BudgetKind, { included: number; total: number; bytes: number; last?: string }>;
  /** Bytes of everything the pages add: pages, assets, sitemaps, their manifest lines. */
  readonly bytes: number;
}

/**
 * Renders every page once to measure each kind: bytes with manifest and sitemap lines,
 * each page's cost in generation order, and the assets.
 */
function measure(pages: Iterable<SiteEntry>, baseUrl: string, kindOf: (path: string) => BudgetKind | undefined) {
  const kinds = Object.fromEntries(Object.keys(PAGE_PRIORITY).map((kind) => [kind, { total: 0, bytes: 0, costs: [] as number[] }])) as Record<
    BudgetKind,
    { total: number; bytes: number; costs: number[] }
  >;
  let assets = SITEMAP_OVERHEAD;
  for (const entry of pages) {
    const kind = kindOf(entry.path);
    const bytes = byteLength(entry.body) + manifestLineBytes(entry.path);
    if (kind) {
      const cost = bytes + sitemapLineBytes(pageUrl(baseUrl, entry.path));
      kinds[kind].total++;
      kinds[kind].bytes += cost;
      kinds[kind].costs.push(cost);
    } else if (!isSitemap(entry.path)) assets += bytes;
  }
  return { kinds, assets };
}

/** How many of a kind's first pages fit its allowance: the pages a budget takes of it. */
function fitting(costs: readonly number[], allowance: number): number {
  let bytes = 0;
  for (let i = 0; i < costs.length; i++) {
    bytes += costs[i]!;
    if (bytes > allowance) return i;
  }
  return costs.length;
}

/**
 * Which page paths to render the second time: each kind's fitting first pages, and
 * every file that is not a page. Called once per path, in generation order, so that
 * the pages a budget leaves out are never rendered twice.
 */
function fittingPaths(counts: ReadonlyMap<BudgetKind, number>, kindOf: (path: string) => BudgetKind | undefined): (path: string) => boolean {
  const seen = new Map<BudgetKind, number>();
  return (path) => {
    const kind = kindOf(path);
    if (kind === undefined) return true;
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    return index < counts.get(kind)!;
  };
}

const emptySelection = (measured: Record<BudgetKind, { total: number }>) =>
  Object.fromEntries(Object.entries(measured).map(([kind, { total }]) => [kind, { included: 0, total, bytes: 0 }])) as PageSelection['kinds'];

/** How many bytes each kind may take: whole kinds in priority order, then one kind in part. */
function allot(kinds: Record<BudgetKind, { bytes: number }>, budget: number): Map<BudgetKind, number> {
  const allowance = new Map<BudgetKind, number>();
  let left = budget;
  for (const kind of (Object.keys(PAGE_PRIORITY) as BudgetKind[]).sort((a, b) => PAGE_PRIORITY[a] - PAGE_PRIORITY[b])) {
    allowance.set(kind, Math.max(0, left));
    left -= kinds[kind].bytes;
    if (left < 0) left = 0;
  }
  return allowance;
}

/**
 * The site's pages (what `pages()` makes, afresh on each call: they are made twice, once
 * to measure, then only those taken, which `pages` is asked of by path before it
 * renders each file) within `budget` bytes, manifest lines included: the assets, then
 * page kinds in {@link PAGE_PRIORITY} order (a page `oldBrowsePath` names last), the first kind that does not fit whole
 * in its generation order until the budget is spent, and sitemaps listing exactly the
 * pages taken; no page at all when the assets alone do not fit. `selection` receives
 * what was taken once the pages are done.
 *
 * @example
 * for (const entry of budgetPages(() => pageFiles(data), baseUrl, 4e8, (s) => console.log(s.kinds.postOffice))) write(entry);
 */
export function* budgetPages(
  pages: (wanted?: (path: string) => boolean) => Iterable<SiteEntry>,
  baseUrl: string,
  budget: number,
  selection?: (result: PageSelection) => void,
  oldBrowsePath: (path: string) => boolean = () => false,
): Generator<SiteEntry> {
  const kindOf = (path: string): BudgetKind | undefined => (oldBrowsePath(path) ? 'oldBrowsePath' : pageKind(path));
  const measured = measure(pages(), baseUrl, kindOf);
  // Pages without their stylesheet, script and 404 page would be no use.
  if (budget < measured.assets) return selection?.({ kinds: emptySelection(measured.kinds), bytes: 0 });
  const allowance = allot(measured.kinds, budget - measured.assets);
  const kinds = emptySelection(measured.kinds);
  const urls: string[] = [];
  let bytes = 0;
  // A kind taken in part is its first pages in generation order, as many as fit.
  const counts = new Map(Object.entries(measured.kinds).map(([kind, { costs }]) => [kind as BudgetKind, fitting(costs, allowance.get(kind as BudgetKind)!)]));
  for (const entry of pages(fittingPaths(counts, kindOf))) {
    const kind = kindOf(entry.path);
    const size = byteLength(entry.body) + manifestLineBytes(entry.path);
    if (kind === undefined) {
      if (isSitemap(entry.path)) continue;
      bytes += size;
      yield entry;
      continue;
    }
    // The same count as the paths asked for: a `pages` that renders every path still gets only those.
    if (kinds[kind].included >= counts.get(kind)!) continue;
    const url = pageUrl(baseUrl, entry.path);
    kinds[kind].included++;
    kinds[kind].bytes += size + sitemapLineBytes(url);
    kinds[kind].last = url.slice(baseUrl.length);
    bytes += size;
    urls.push(url);
    yield entry;
  }
  for (const entry of sitemapFiles(urls, baseUrl)) {
    bytes += byteLength(entry.body) + manifestLineBytes(entry.path);
    yield entry;
  }
  selection?.({ kinds, bytes });
}
