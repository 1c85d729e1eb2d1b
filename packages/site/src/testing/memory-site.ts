/** A generated site held in memory, as the handler reads it, for the unit tests. */
import { createHash } from 'node:crypto';
import type { SiteData } from '../model/site-data.js';
import { siteEntries } from '../generate/generate-site.js';
import type { SiteFiles } from '../handler/site-files.js';

/**
 * Every file of the site of `data`, readable by the handler.
 *
 * @example
 * const handle = createHandler(memorySiteFiles(testSiteData()));
 */
export function memorySiteFiles(data: SiteData): SiteFiles {
  const encoder = new TextEncoder();
  const files = new Map([...siteEntries(data)].map((entry) => [entry.path, typeof entry.body === 'string' ? encoder.encode(entry.body) : entry.body]));
  return {
    read: async (path) => {
      const body = files.get(path);
      return body ? { body, etag: `"${createHash('sha1').update(body).digest('hex')}"` } : null;
    },
  };
}
