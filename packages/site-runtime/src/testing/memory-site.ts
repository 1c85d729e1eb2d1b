/** A site's rendered files held in memory, as the handler reads them, for the unit tests. */
import { createHash } from 'node:crypto';
import type { SiteData } from '../model/site-data.js';
import { kindEntries } from '../model/file-kind.js';
import { SITE_KINDS } from '../site-kinds.js';
import type { SiteFiles } from '../handler/site-files.js';

/**
 * Every file the site's kinds render from `data` (the API, OpenAPI and the pages; not
 * the build's static assets and host files, which the Node package adds), readable by
 * the handler.
 *
 * @example
 * const handle = createHandler(memorySiteFiles(testSiteData()));
 */
export function memorySiteFiles(data: SiteData): SiteFiles {
  const encoder = new TextEncoder();
  const files = new Map(
    [...kindEntries(SITE_KINDS, data)].map((entry) => [entry.path, typeof entry.body === 'string' ? encoder.encode(entry.body) : entry.body]),
  );
  return {
    read: async (path) => {
      const body = files.get(path);
      return body ? { body, etag: `"${createHash('sha1').update(body).digest('hex')}"` } : null;
    },
  };
}
