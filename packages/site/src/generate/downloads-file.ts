import type { DownloadsManifest } from '@india-pincode-ifsc/site-runtime/model/downloads-manifest';
import { readFile } from 'node:fs/promises';
import { parseDownloadsManifest } from '@india-pincode-ifsc/site-runtime/pages/downloads';

/** A downloads manifest that was named but cannot be read or parsed. */
export class DownloadsManifestError extends Error {}

/**
 * The downloads manifest a build reads (`npm run build`, `npm run build:edge` and
 * `npm start` alike): the given path, else `DOWNLOADS_MANIFEST`, else none.
 *
 * @example
 * downloadsPath(undefined) // process.env.DOWNLOADS_MANIFEST, or undefined
 */
export const downloadsPath = (given: string | undefined): string | undefined => given || process.env.DOWNLOADS_MANIFEST || undefined;

/**
 * The manifest at `path` (none without a path); a path that cannot be read or parsed
 * is an error naming it, so a build never lists downloads it was not meant to.
 *
 * @example
 * await readDownloadsFile('dist-exports/downloads.json') // { editions, release, files }
 */
export async function readDownloadsFile(path: string | undefined): Promise<DownloadsManifest | null> {
  if (!path) return null;
  try {
    return parseDownloadsManifest(await readFile(path, 'utf8'));
  } catch (error) {
    throw new DownloadsManifestError(`downloads manifest ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
