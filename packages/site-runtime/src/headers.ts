/**
 * The headers every response carries, defined once for the handler and for the
 * generated host files (serve.json, Netlify `_headers`, vercel.json).
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
} as const;

/**
 * Pages run only the site's own code: scripts, styles and connections from the site
 * itself, images also as `data:` URLs, nothing embedded, no other site framing it.
 * Sent with every answer (an API body opened in a browser is a document too).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/** The headers that keep pages to the site's own code and keep full URLs from other sites. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Clients and CDNs may keep a response an hour and serve it stale for a day while refreshing. */
export const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The headers of every file a host serves as it is (the host files, the edge build's
 * static assets); the handler sends the same, with each answer's own Cache-Control.
 */
export const FILE_HEADERS = { ...CORS_HEADERS, 'Cache-Control': CACHE_CONTROL, ...SECURITY_HEADERS } as const;

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The content type of each file extension the site has; files without one are JSON. */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': JSON_TYPE,
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * The content type of a site file by its extension; API files (no extension, or
 * `.php` as in the URL) are JSON.
 *
 * @example
 * contentType('/api/pincode/110001') // 'application/json; charset=utf-8'
 */
export function contentType(path: string): string {
  const match = /\.[a-z0-9]+$/i.exec(path.slice(path.lastIndexOf('/')));
  return (match && FILE_TYPES[match[0].toLowerCase()]) || JSON_TYPE;
}
