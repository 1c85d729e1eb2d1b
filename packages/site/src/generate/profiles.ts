/**
 * Static deploy profiles: which files a build writes for a kind of host. The profile
 * is a build setting (`npm run build -- --profile NAME`); each one's claim about the
 * hosts it fits is checked by the build's summary against HOST_LIMITS.
 */
import type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
import { GITHUB_PAGES_LIMITS } from '../hosts/github-pages/limits.js';
import { byteLength, MANIFEST, MANIFEST_HEAD_BYTES, manifestLineBytes } from './manifest.js';
import { budgetPages, PAGE_PRIORITY, type BudgetKind, type PageSelection } from './page-budget.js';

/** The profiles, by name: what each writes. */
export const PROFILES = {
  full: 'every file: the API, every page, the host files (the default)',
  'github-pages': "the API but the files only code reads, and pages in a fixed order while they fit GitHub Pages' 1 GB",
  bucket: 'every file, and upload-manifest.tsv: each file with its Content-Type and Cache-Control, for an upload script',
  'api-only': 'the API but the files only code reads, and the host files, no pages',
} as const;

export type ProfileName = keyof typeof PROFILES;

/**
 * Checks a profile name given on the command line.
 *
 * @example
 * parseProfile('github-pages') // 'github-pages'
 * parseProfile('pages') // throws: unknown profile "pages": use one of full, github-pages, bucket, api-only
 */
export function parseProfile(name: string): ProfileName {
  if (Object.hasOwn(PROFILES, name)) return name as ProfileName;
  throw new Error(`unknown profile ${JSON.stringify(name)}: use one of ${Object.keys(PROFILES).join(', ')}`);
}

/**
 * The profile the commands' options ask for: `--profile NAME`, or `--api-only` (another
 * name for `--profile api-only`); `undefined` for neither (the default, `full`).
 *
 * @example
 * profileOption(undefined, true) // 'api-only'
 * profileOption('bucket', true) // throws: --api-only and --profile bucket contradict each other
 */
export function profileOption(profile: string | undefined, apiOnly: boolean | undefined): ProfileName | undefined {
  const named = profile === undefined ? undefined : parseProfile(profile);
  if (apiOnly && named && named !== 'api-only') throw new Error(`--api-only and --profile ${named} contradict each other`);
  return apiOnly ? 'api-only' : named;
}

/**
 * One line per page kind: how many of its pages a budget took.
 *
 * @example
 * describeSelection(selection)[0] // '  home: 1 of 1 pages (all; 0.0 MB)'
 */
export function describeSelection(selection: PageSelection): string[] {
  const kinds = Object.entries(selection.kinds).sort(([a], [b]) => PAGE_PRIORITY[a as BudgetKind] - PAGE_PRIORITY[b as BudgetKind]);
  return kinds.map(([kind, { included, total, bytes, last }]) => {
    const part = included === total ? 'all' : included === 0 ? 'none' : `the first in generation order, up to ${last}`;
    return `  ${kind}: ${included} of ${total} pages (${part}; ${(bytes / 1e6).toFixed(1)} MB)`;
  });
}

/** The size limit the github-pages profile stays under: GitHub Pages'. */
export const GITHUB_PAGES_BYTES = GITHUB_PAGES_LIMITS.maxBytes!;

/** A site in its three parts, in the order they are written. */
export interface SiteParts {
  readonly api: Iterable<SiteEntry>;
  /** The pages, their assets and sitemaps, made afresh on each call; only the paths `wanted` accepts, when given. */
  readonly pages: (wanted?: (path: string) => boolean) => Iterable<SiteEntry>;
  /** The host files and the extras. */
  readonly tail: readonly SiteEntry[];
  readonly baseUrl: string;
  /** The pages a budget takes last: the bank browse's paths from before placement. */
  readonly oldBrowsePath?: (path: string) => boolean;
}

/**
 * The API, then the pages that fit `limit` bytes with everything else (the API, the
 * host files, the extras, manifest.txt), then the host files and the extras; what was
 * taken goes to `notes`.
 *
 * @example
 * for (const entry of withinBytes({ api, pages: () => pageFiles(data), tail, baseUrl }, GITHUB_PAGES_BYTES, notes)) write(entry);
 */
export function* withinBytes(site: SiteParts, limit: number, notes: string[]): Generator<SiteEntry> {
  let used = MANIFEST_HEAD_BYTES + manifestLineBytes(MANIFEST);
  for (const entry of site.tail) used += byteLength(entry.body) + manifestLineBytes(entry.path);
  let apiFilesCount = 0;
  for (const entry of site.api) {
    used += byteLength(entry.body) + manifestLineBytes(entry.path);
    apiFilesCount++;
    yield entry;
  }
  notes.push(`the API: ${apiFilesCount} files; pages within the ${(limit / 1e9).toFixed(2)} GB left after it and the host files:`);
  yield* budgetPages(site.pages, site.baseUrl, limit - used, (selection) => notes.push(...describeSelection(selection)), site.oldBrowsePath);
  yield* site.tail;
}
