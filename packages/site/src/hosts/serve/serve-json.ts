/** `serve` (what `npm run preview` runs): its `serve.json`, generated from the route table. */
import { FILE_HEADERS, JSON_TYPE } from '@india-pincode-ifsc/site-runtime/headers';
import { API_FOLDERS, pagePatterns, staticRewrites } from '../static-rules.js';

/**
 * A page pattern as a `serve` rewrite source. `serve` matches paths with their
 * trailing slash removed, and applies the remaining rules to a rewritten path again,
 * so a parameter must not match a file name (`index.html`): parameters take no dots.
 */
const servePageSource = (pattern: string) => pattern.replace(/:(p\d+)/g, ':$1([^/.]+)').replace(/(.)\/$/, '$1');

/**
 * `serve.json` for the `serve` package (what `npm run preview` runs): headers, a rewrite
 * of each page URL to its `index.html` (`serve` lists or refuses folders, it never
 * serves their index by itself), and the API's path rewrites. Unknown paths get
 * `404.html` with status 404 (`serve` looks for it by name). `serve` cannot match query
 * strings, so query forms need a host that can (Netlify, Vercel, nginx) or the handler.
 */
export function serveJson(): string {
  const toHeaders = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      directoryListing: false,
      cleanUrls: false,
      headers: [
        { source: '**', headers: toHeaders(FILE_HEADERS) },
        ...API_FOLDERS.map((folder) => ({ source: `${folder.slice(1)}**`, headers: toHeaders({ 'Content-Type': JSON_TYPE }) })),
      ],
      rewrites: [
        ...pagePatterns().map(({ pattern }) => ({ source: servePageSource(pattern), destination: `${pattern}index.html` })),
        ...staticRewrites()
          .filter((rule) => rule.query.length === 0)
          .map((rule) => ({ source: rule.from.slice(1), destination: rule.to })),
      ],
    },
    null,
    2,
  )}\n`;
}
