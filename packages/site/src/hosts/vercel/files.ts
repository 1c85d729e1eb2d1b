/** Vercel: over the static site, `vercel.json`; over the edge build, its Build Output's routes and function config. Both from the route table. */
import { EDGE_ASSETS } from '@india-pincode-ifsc/site-runtime/edge/edge-assets';
import { contentType, FILE_HEADERS, JSON_TYPE } from '@india-pincode-ifsc/site-runtime/headers';
import type { HostLimits } from '../host-limits.js';
import { API_FOLDERS, staticRewrites } from '../static-rules.js';

/** Vercel's documented limit on a deployment uploaded by its CLI. */
export const VERCEL_LIMITS: HostLimits = { host: 'Vercel (CLI upload)', maxFiles: 15_000, source: 'https://vercel.com/docs/limits' };

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
 * The edge build's routes (Build Output API `config.json`): the plain files from the
 * filesystem with the site's headers, a missing edge asset a plain 404 (the function
 * reads them from its own origin: sent to it, a missing one would call the function
 * again, and again), anything else to the function.
 *
 * @example
 * JSON.parse(vercelOutputConfig(['/robots.txt'])).routes.at(-1) // { src: '/(.*)', dest: '/site' }
 */
export function vercelOutputConfig(plain: readonly string[]): string {
  const literal = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const headers = (path: string) => ({ ...FILE_HEADERS, 'Content-Type': contentType(path) });
  const routes = [
    ...plain.map((path) => ({ src: `^${literal(path)}$`, headers: headers(path), continue: true })),
    { handle: 'filesystem' },
    { src: `^${literal(EDGE_ASSETS.root)}`, status: 404 },
    { src: '/(.*)', dest: '/site' },
  ];
  return `${JSON.stringify({ version: 3, routes }, null, 2)}\n`;
}

/** The edge function's `.vc-config.json`: Vercel's Edge runtime, the bundle as its entry. */
export const VERCEL_FUNCTION_CONFIG = `${JSON.stringify({ runtime: 'edge', entrypoint: 'index.js' }, null, 2)}\n`;
