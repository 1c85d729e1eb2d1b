import type { SiteShape } from '@india-pincode-ifsc/site-runtime/model/site-shape';
import { FILE_SERVER_LIMITS } from './bucket/upload-manifest.js';
import { CLOUDFLARE_LIMITS } from './cloudflare/wrangler.js';
import { GITHUB_PAGES_LIMITS } from './github-pages/limits.js';
import { NETLIFY_LIMITS } from './netlify/files.js';
import { VERCEL_LIMITS } from './vercel/files.js';

/** One host's documented limits on a static deployment; absent means none documented. */
export interface HostLimits {
  readonly host: string;
  readonly maxFiles?: number;
  readonly maxBytes?: number;
  readonly maxFileBytes?: number;
  readonly maxFolderEntries?: number;
  /** Where the figures come from (read November 2026). */
  readonly source: string;
}

const MiB = 2 ** 20;

/** Deno Deploy's documented limit (a host with no folder here: no configuration of its own). */
const DENO_DEPLOY_LIMITS: HostLimits = { host: 'Deno Deploy', maxBytes: 1e9, source: 'https://docs.deno.com/deploy/manual/pricing-and-limits/' };

/** The hosts' limits, in one table, each from its host's folder: the build's summary and docs/deploy.md read it. */
export const HOST_LIMITS: readonly HostLimits[] = [
  GITHUB_PAGES_LIMITS,
  DENO_DEPLOY_LIMITS,
  NETLIFY_LIMITS,
  VERCEL_LIMITS,
  ...CLOUDFLARE_LIMITS,
  FILE_SERVER_LIMITS,
];

/**
 * Which limits a site's shape breaks on each host: `[]` when it fits.
 *
 * @example
 * limitsBroken(shape, HOST_LIMITS[0]) // ['1.6 GB over 1.0 GB']
 */
export function limitsBroken(shape: SiteShape, limits: HostLimits): string[] {
  const broken: string[] = [];
  const gb = (n: number) => `${(n / 1e9).toFixed(1)} GB`;
  if (limits.maxBytes !== undefined && shape.bytes > limits.maxBytes) broken.push(`${gb(shape.bytes)} over ${gb(limits.maxBytes)}`);
  if (limits.maxFiles !== undefined && shape.files > limits.maxFiles) broken.push(`${shape.files} files over ${limits.maxFiles}`);
  if (limits.maxFileBytes !== undefined && shape.largestFile.bytes > limits.maxFileBytes) {
    broken.push(`${shape.largestFile.path} is ${(shape.largestFile.bytes / MiB).toFixed(1)} MiB, over ${(limits.maxFileBytes / MiB).toFixed(0)} MiB`);
  }
  if (limits.maxFolderEntries !== undefined && shape.fullestFolder.entries > limits.maxFolderEntries) {
    broken.push(`${shape.fullestFolder.path} holds ${shape.fullestFolder.entries} entries, over ${limits.maxFolderEntries}`);
  }
  return broken;
}

/**
 * The build's summary of a site against every host: its shape (with the profile it was
 * built with, if given), then a line per host.
 *
 * @example
 * hostSummary(shape, 'full').split('\n')[0] // 'profile full: 804331 files, 1.74 GB; largest file …'
 */
export function hostSummary(shape: SiteShape, profile?: string): string {
  const lines = [
    `${profile ? `profile ${profile}: ` : ''}${shape.files} files, ${(shape.bytes / 1e9).toFixed(2)} GB; largest file ${shape.largestFile.path} (${(shape.largestFile.bytes / MiB).toFixed(1)} MiB); fullest folder ${shape.fullestFolder.path} (${shape.fullestFolder.entries} entries)`,
  ];
  for (const limits of HOST_LIMITS) {
    const broken = limitsBroken(shape, limits);
    lines.push(`  ${broken.length ? 'does not fit' : 'fits'} ${limits.host}${broken.length ? `: ${broken.join('; ')}` : ''}`);
  }
  return lines.join('\n');
}
