/** One file of the site: its URL-style path and contents (what a kind renders, the generator writes and the hosts' files are). */
export interface SiteEntry {
  readonly path: string;
  readonly body: string | Uint8Array;
}
