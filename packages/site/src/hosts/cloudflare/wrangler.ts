/** Cloudflare Workers with static assets: the edge build's `wrangler.json`, and Cloudflare's limits. */
import type { HostLimits } from '../host-limits.js';

const MiB = 2 ** 20;

/** Cloudflare's documented limits on static files, for Pages and for a Worker's static assets. */
export const CLOUDFLARE_LIMITS: readonly HostLimits[] = [
  { host: 'Cloudflare Pages', maxFiles: 20_000, maxFileBytes: 25 * MiB, source: 'https://developers.cloudflare.com/pages/platform/limits/' },
  {
    host: 'Cloudflare Workers static assets',
    maxFiles: 20_000,
    maxFileBytes: 25 * MiB,
    source: 'https://developers.cloudflare.com/workers/static-assets/',
  },
];

/** The `compatibility_date` of the worker: the newest the pinned wrangler's workerd runs. */
export const COMPATIBILITY_DATE = '2026-04-01';

/** Where the edge build puts what `wrangler.json` names. */
export interface WranglerLayout {
  /** The worker module. */
  main: string;
  /** The folder of its modules loaded on first use. */
  chunks: string;
  /** The static assets' folder. */
  assets: string;
}

/**
 * `wrangler.json` for the edge build: the worker uploaded as built, its assets behind the
 * `ASSETS` binding, and the Worker run first for every path but the plain files, which
 * Cloudflare's CDN serves alone (free, outside the Worker's daily requests).
 *
 * @example
 * JSON.parse(wranglerJson({ main: 'worker.js', chunks: 'chunks', assets: 'public' }, ['/robots.txt'])).assets.run_worker_first // ['/*', '!/robots.txt']
 */
export function wranglerJson(layout: WranglerLayout, plain: readonly string[], siteUrl?: string): string {
  const wrangler = {
    name: 'india-pincode-ifsc',
    main: layout.main,
    compatibility_date: COMPATIBILITY_DATE,
    // Uploaded as built: the renderers' chunk stays a module of its own, loaded by the
    // first request that renders a file instead of by every isolate's first request.
    no_bundle: true,
    rules: [{ type: 'ESModule', globs: [`${layout.chunks}/*.js`] }],
    assets: {
      directory: layout.assets,
      binding: 'ASSETS',
      run_worker_first: plain.length ? ['/*', ...plain.map((path) => `!${path}`)] : true,
      html_handling: 'none',
      not_found_handling: 'none',
    },
    ...(siteUrl ? { vars: { SITE_URL: siteUrl } } : {}),
  };
  return `${JSON.stringify(wrangler, null, 2)}\n`;
}
