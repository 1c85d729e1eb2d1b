import { FILE_HEADERS, JSON_TYPE } from '../headers.js';
import type { SiteEntry } from '../generate/write-site.js';
import { API_ROOTS, ERRORS_FOLDER } from '../routes.js';
import { nginxConf } from './nginx-conf.js';
import { notFoundRules, pagePatterns, staticRewrites } from './static-rules.js';

/** The folders whose extensionless files are JSON. */
const API_FOLDERS = [...API_ROOTS, ERRORS_FOLDER];

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

/** Netlify `_headers`: CORS and caching everywhere, JSON for the API folders. */
export function netlifyHeaders(): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  return [block('/*', FILE_HEADERS), ...API_FOLDERS.map((folder) => block(`${folder}*`, { 'Content-Type': JSON_TYPE }))].join('\n');
}

/**
 * Netlify `_redirects`: each query form rewritten to its file (Netlify matches query
 * parameters and fills `:name` from them), then each family's 404 body for misses
 * (Netlify applies a rule only when no file exists at the path).
 */
export function netlifyRedirects(): string {
  const lines = ['# Generated from the route table by the site generator: do not edit.'];
  for (const rule of staticRewrites()) {
    const query = rule.query.map((name) => `${name}=:${name}`).join(' ');
    // Forced (`!`): a query form must win over a file at the same path
    // (`/api/states.php?bank=` over the file `/api/states.php`).
    lines.push([rule.from, query, rule.to, query ? '200!' : '200'].filter(Boolean).join('  '));
  }
  for (const rule of notFoundRules()) lines.push(`${rule.glob}  ${rule.file}  404`);
  lines.push('/*  /404.html  404');
  return `${lines.join('\n')}\n`;
}

/**
 * `vercel.json`: the query forms as rewrites with `has` conditions (named groups fill
 * the destination), the path forms as plain rewrites, and the headers.
 */
export function vercelJson(): string {
  const rewrites = staticRewrites().map((rule) => ({
    source: rule.from,
    ...(rule.query.length ? { has: rule.query.map((name) => ({ type: 'query', key: name, value: `(?<${name}>.+)` })) } : {}),
    destination: rule.to,
  }));
  const toHeaders = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      cleanUrls: false,
      headers: [
        { source: '/(.*)', headers: toHeaders(FILE_HEADERS) },
        ...API_FOLDERS.map((folder) => ({ source: `${folder}(.*)`, headers: toHeaders({ 'Content-Type': JSON_TYPE }) })),
      ],
      rewrites,
    },
    null,
    2,
  )}\n`;
}

/**
 * The host files, written into the site beside the pages and the API.
 *
 * @example
 * for (const entry of hostFiles()) console.log(entry.path); // /serve.json, /_headers, /_redirects, /vercel.json, /nginx.conf
 */
export function* hostFiles(): Generator<SiteEntry> {
  yield { path: '/serve.json', body: serveJson() };
  yield { path: '/_headers', body: netlifyHeaders() };
  yield { path: '/_redirects', body: netlifyRedirects() };
  yield { path: '/vercel.json', body: vercelJson() };
  yield { path: '/nginx.conf', body: nginxConf() };
}
