/** The data downloads' release manifest: what `npm run exports:release` writes and the about page lists. */
/** One release asset: its name, size, SHA-256 sum and download URL. */
export interface DownloadFile {
  readonly name: string;
  readonly bytes: number;
  readonly sha256: string;
  readonly url: string;
}

/** What `npm run exports:release` writes beside the downloads and the site build reads. */
export interface DownloadsManifest {
  readonly editions: { readonly pincode: string; readonly ifsc: string };
  readonly release: { readonly tag: string; readonly url: string };
  readonly files: readonly DownloadFile[];
}
