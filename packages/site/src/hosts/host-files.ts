import type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
import { netlifyHeaders, netlifyRedirects } from './netlify/files.js';
import { nginxConf } from './nginx/nginx-conf.js';
import { serveJson } from './serve/serve-json.js';
import { vercelJson } from './vercel/files.js';

/**
 * The host files, written into the site beside the pages and the API: each made in its
 * host's folder.
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
