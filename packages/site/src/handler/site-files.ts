/** One file of the generated site, as the handler needs it. */
export interface SiteFile {
  readonly body: Uint8Array;
  /** A strong validator for `ETag`/`If-None-Match`. */
  readonly etag: string;
}

/**
 * Read access to the generated site, by URL-style path (`/api/pincode/110001`).
 * The node server reads `dist-site/` from disk; tests read an in-memory site; an
 * edge host reads its static assets. Paths reaching here are already checked.
 */
export interface SiteFiles {
  read(path: string): Promise<SiteFile | null>;
}
