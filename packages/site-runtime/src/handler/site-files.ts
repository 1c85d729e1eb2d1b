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
   * A file as the store holds it, before the request's base URL is put in (edge
   * builds hold their files with a placeholder), for a reader that parses a small part
   * of a large file: its bytes, and the function that puts the base URL in a text cut
   * from them. `null` where the file has to be read whole ({@link read}). Stores that
   * hold their files as served omit it.
   */
  readStored?(path: string): Promise<StoredFile | null>;
  /**
   * The files of the build live at this moment, for one request: every read through
   * it comes from that build, even if another becomes live meanwhile. The same object
   * for as long as the same build is live. Stores whose files never change omit it.
   */
  pin?(): Promise<SiteFiles>;
  /**
   * What {@link pin} would give at this moment, when that is known without waiting;
   * `undefined` when it has to be looked up (then call `pin`). Stores with `pin` give it.
   */
  pinNow?(): SiteFiles | undefined;
}

/** A file as a store holds it ({@link SiteFiles.readStored}). */
export interface StoredFile {
  readonly body: Uint8Array;
  /** A text cut from the body, with the request's base URL in it. */
  rebase(text: string): string;
}

/** A file as its store holds it ({@link StoredFile}), or as served where the store keeps none so (then it needs no base URL put in). */
export type StoredOrServed = { readonly body: Uint8Array; readonly rebase?: (text: string) => string };

/**
 * A file as its store holds it where the store says so ({@link SiteFiles.readStored}), else
 * as served; `null` when there is none.
 *
 * @example
 * const file = await readStoredOrServed(files, '/api/v1/nearby/leaves/13');
 * file?.rebase?.(text) ?? text
 */
export async function readStoredOrServed(files: SiteFiles, path: string): Promise<StoredOrServed | null> {
  return (await files.readStored?.(path)) ?? (await files.read(path));
}
