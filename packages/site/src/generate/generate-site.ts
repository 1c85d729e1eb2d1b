import { oldBankDistrictPaths, PAGE_PATHS } from 'india-pincode-ifsc/internal';
import type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
import type { BuildFs } from './build-fs.js';
import type { Progress } from './progress.js';
import { writeSite, type WriteResult } from './write-site.js';
import { hostFiles } from '../hosts/host-files.js';
import { ASSET_KINDS } from '../assets/assets.js';
import { type FileKind, kindEntries } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import type { SiteData } from '@india-pincode-ifsc/site-runtime/model/site-data';
import { SITE_KINDS } from '@india-pincode-ifsc/site-runtime/site-kinds';
import { withUploadManifest } from '../hosts/bucket/upload-manifest.js';
import { GITHUB_PAGES_BYTES, type ProfileName, withinBytes } from './profiles.js';

export interface GenerateOptions {
  fs: BuildFs;
  outDir: string;
  data: SiteData;
  inputs?: string;
  /** Which files to write for a kind of host (profiles.ts); default `full`. */
  profile?: ProfileName;
  /** Receives lines on what the profile left out. */
  notes?: string[];
  check?: boolean;
  /** Write every file afresh, comparing nothing (see writeSite). */
  fresh?: boolean;
  progress?: Progress;
  concurrency?: number;
}

/**
 * Every kind of file the generator writes from the data: the site's kinds but those only
 * the edge build ships, and the shared CSS and script (which `npm start` also serves,
 * but the edge ships pre-built).
 *
 * @example
 * generatedKinds().length
 */
export function generatedKinds(): FileKind[] {
  return [...SITE_KINDS, ...ASSET_KINDS].filter((kind) => kind.section !== 'edge');
}

/** The kinds of the API's files alone, without those only code reads (the `api-only` profile's, and the first share of `github-pages`). */
const apiKinds = () => generatedKinds().filter((kind) => kind.section === 'api');

/**
 * Every file of the site, in a fixed order: the API, the pages, the host files.
 *
 * @example
 * [...siteEntries(data)].length // every file of the site
 */
export function* siteEntries(data: SiteData): Generator<SiteEntry> {
  yield* kindEntries(generatedKinds(), data);
  yield* hostFiles();
}

/** The `api-only` profile's files: the API, then the host files. */
function* apiEntries(data: SiteData): Generator<SiteEntry> {
  yield* kindEntries(apiKinds(), data);
  yield* hostFiles();
}

/** Whether a page is one of the bank browse's paths from before placement (`Bank.oldPaths`). */
function oldBrowsePaths(data: SiteData): (path: string) => boolean {
  const pages = new Set(oldBankDistrictPaths(data.ifsc).map(({ bank, state, district }) => `${PAGE_PATHS.bankDistrict(bank, state, district)}index.html`));
  return (path) => pages.has(path);
}

/**
 * Every file of a profile's site, in a fixed order; lines on what it left out go to `notes`.
 *
 * @example
 * for (const entry of profileEntries('bucket', data)) write(entry); // …, then /upload-manifest.tsv
 */
export function profileEntries(profile: ProfileName, data: SiteData, notes: string[] = []): Iterable<SiteEntry> {
  switch (profile) {
    case 'full':
      return siteEntries(data);
    case 'api-only':
      return apiEntries(data);
    case 'bucket':
      return withUploadManifest(siteEntries(data));
    case 'github-pages': {
      const pages = generatedKinds().filter((kind) => kind.section === 'pages' || kind.section === 'host');
      const site = {
        api: kindEntries(apiKinds(), data),
        pages: (wanted?: (path: string) => boolean) => kindEntries(pages, data, wanted),
        tail: [...hostFiles()],
        baseUrl: data.urls.baseUrl,
        oldBrowsePath: oldBrowsePaths(data),
      };
      return withinBytes(site, GITHUB_PAGES_BYTES, notes);
    }
  }
}

/**
 * Generates the whole site into `outDir` through the injected filesystem.
 *
 * @example
 * await generateSite({ fs: memoryBuildFs(), outDir: '/site', data });
 */
export function generateSite(options: GenerateOptions): Promise<WriteResult> {
  return writeSite({ ...options, entries: profileEntries(options.profile ?? 'full', options.data, options.notes) });
}
