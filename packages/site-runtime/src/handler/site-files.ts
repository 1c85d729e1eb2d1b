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
  /**
   * The files of the build live at this moment, for one request: every read through
   * it comes from that build, even if another becomes live meanwhile. The same object
   * for as long as the same build is live. Stores whose files never change omit it.
   */
  pin?(): Promise<SiteFiles>;
}
