/**
 * A bucket (S3, R2, GCS) or any plain file server: no configuration it reads, so the
 * bucket profile writes the upload manifest an upload script sets each file's headers from.
 */

import type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
import { CACHE_CONTROL, contentType } from '@india-pincode-ifsc/site-runtime/headers';
import type { HostLimits } from '../host-limits.js';

/** A bucket's or file server's limits on a static deployment: none documented. */
export const FILE_SERVER_LIMITS: HostLimits = { host: 'nginx, S3, R2, GCS (any file server or bucket)', source: 'no documented limit' };

/** The file the bucket profile adds: one line per file, `path<TAB>content type<TAB>cache control`. */
export const UPLOAD_MANIFEST = '/upload-manifest.tsv';

/**
 * Every file, then the upload manifest: the path (relative, as `rclone --files-from-raw`
 * reads it), the Content-Type the handler sends and the Cache-Control, tab-separated.
 * Comment lines start with `#`. The site's own manifest.txt is not listed: it serves
 * the build, not the site.
 *
 * @example
 * [...withUploadManifest([{ path: '/api/meta', body: '{}' }])].at(-1)!.body // '# path\tcontent-type\tcache-control\napi/meta\tapplication/json; charset=utf-8\t…\n'
 */
export function* withUploadManifest(entries: Iterable<SiteEntry>): Generator<SiteEntry> {
  const lines = ['# path\tcontent-type\tcache-control'];
  for (const entry of entries) {
    lines.push(`${entry.path.slice(1)}\t${contentType(entry.path)}\t${CACHE_CONTROL}`);
    yield entry;
  }
  yield { path: UPLOAD_MANIFEST, body: `${lines.join('\n')}\n` };
}
