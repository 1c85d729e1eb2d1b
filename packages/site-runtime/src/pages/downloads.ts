/**
 * The about page's Downloads section: the data downloads (SQLite, CSV, Parquet, the data
 * dictionary, SHA-256 sums) that the refresh workflow attaches to a GitHub release, with
 * their sizes and sums from the release's manifest (`downloads.json`, written by
 * `npm run exports:release`). The site build never builds the downloads itself: without a
 * manifest for its editions, the section names the release to look for instead of sizes.
 */
import type { DownloadsManifest } from '../model/downloads-manifest.js';
import type { DataMeta } from 'india-pincode-ifsc';
import { esc, link } from './html.js';

/** The release assets in the order the page lists them, with what each holds. */
export const RELEASE_ASSETS = [
  [
    'india-pincode-ifsc.sqlite',
    'SQLite database: every table with primary and foreign keys, the API’s lookup indexes and full-text indexes of office and branch names',
  ],
  ['india-pincode-ifsc-csv.zip', 'CSV: one UTF-8 file per table, with a header row (zip)'],
  ['india-pincode-ifsc-parquet.zip', 'Parquet: one file per table (zip)'],
  ['DATA-DICTIONARY.md', 'Data dictionary: every column, the editions and the licences'],
  ['SHA256SUMS', 'SHA-256 sums of the files inside (sha256sum -c)'],
] as const;

/**
 * The release tag of the downloads of a pair of editions.
 *
 * @example
 * releaseTag({ pincode: '2025-10-03', ifsc: '2026-05-01' }) // 'data-2025-10-03-2026-05-01'
 */
export const releaseTag = (editions: { pincode: string; ifsc: string }): string => `data-${editions.pincode}-${editions.ifsc}`;

/**
 * A size as people read it: bytes, kB or MB (powers of 1,000, one decimal past 1 MB).
 *
 * @example
 * sizeText(52_428_800) // '52.4 MB'
 */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1e6) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * A manifest's text checked for the fields the page shows; throws naming what is wrong.
 *
 * @example
 * parseDownloadsManifest(text).release.tag // 'data-2025-10-03-2026-05-01'
 */
export function parseDownloadsManifest(text: string): DownloadsManifest {
  const value = JSON.parse(text) as Partial<DownloadsManifest>;
  const problem =
    !value?.editions || !isText(value.editions.pincode) || !isText(value.editions.ifsc)
      ? 'editions'
      : !value.release || !isText(value.release.tag) || !isText(value.release.url)
        ? 'release'
        : !Array.isArray(value.files) ||
            value.files.some((f) => !isText(f?.name) || !Number.isSafeInteger(f.bytes) || !/^[0-9a-f]{64}$/.test(String(f.sha256)) || !isText(f.url))
          ? 'files'
          : null;
  if (problem) throw new Error(`the downloads manifest has no valid ${problem}`);
  return value as DownloadsManifest;
}

/** Where the downloads are when the site has no manifest for its editions: the release to look for, and how to build them. */
function withoutManifest(meta: DataMeta, stale: DownloadsManifest | null): string {
  const tag = releaseTag(meta.editions);
  const why = stale
    ? ` The manifest given to this build is of release <code>${esc(stale.release.tag)}</code>, not of this site’s editions, so its sizes are not shown.`
    : '';
  return (
    '<p>The data of this site as files a database or a notebook opens directly: a SQLite database, CSV and Parquet files of every table, a data dictionary and SHA-256 sums. ' +
    `Each monthly data refresh attaches them to the project’s GitHub release <code>${esc(tag)}</code> (its releases page lists their sizes); ` +
    `from a clone of the project, <code>npm run build:exports</code> writes the same files.${why}</p>`
  );
}

/**
 * The Downloads section of the about page: a table of the release's files with sizes,
 * SHA-256 sums and links when `manifest` is of the site's editions, else where to get them.
 *
 * @example
 * downloadsSection(meta, null) // '<h2 id="downloads">Downloads</h2><p>The data of this site as files …'
 */
export function downloadsSection(meta: DataMeta, manifest: DownloadsManifest | null): string {
  const heading = '<h2 id="downloads">Downloads</h2>';
  const current = manifest && manifest.editions.pincode === meta.editions.pincode && manifest.editions.ifsc === meta.editions.ifsc;
  if (!manifest || !current) return heading + withoutManifest(meta, manifest);
  const described = new Map<string, string>(RELEASE_ASSETS);
  let rows = '';
  for (const file of manifest.files) {
    rows +=
      `<tr><td>${link(file.url, file.name)}</td><td>${esc(described.get(file.name) ?? '')}</td>` +
      `<td>${esc(sizeText(file.bytes))}</td><td><code>${esc(file.sha256)}</code></td></tr>`;
  }
  return (
    `${heading}<p>The data of this site as files, from release ${link(manifest.release.url, manifest.release.tag)} ` +
    `(India Post directory of ${esc(manifest.editions.pincode)}, IFSC list of ${esc(manifest.editions.ifsc)}):</p>` +
    `<table><thead><tr><th scope="col">File</th><th scope="col">Contents</th><th scope="col">Size</th><th scope="col">SHA-256</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  );
}
