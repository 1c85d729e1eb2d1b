/**
 * `npm run start:edge`: builds `dist-edge/` (a few seconds) and serves it on PORT
 * (default 3000) in Cloudflare's own runtime, `wrangler dev` (workerd, local: no
 * account, metrics off). SITE_URL, when set, is the worker's base URL; else each
 * request's origin.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { sourcesDir } from '@india-pincode-ifsc/sources';
import { buildEdge } from './build-edge.js';

const port = process.env.PORT ?? '3000';
const out = resolve(process.env.EDGE_DIR ?? 'dist-edge');
const siteUrl = process.env.SITE_URL;

await buildEdge({ out, sources: sourcesDir(), dataset: process.env.DATASET_DIR || undefined, siteUrl });
const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
const args = [wrangler, 'dev', '--config', join(out, 'wrangler.json'), '--ip', '127.0.0.1', '--port', port, '--log-level', 'warn'];
if (siteUrl) args.push('--var', `SITE_URL:${siteUrl}`);
const child = spawn(process.execPath, args, { cwd: out, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
console.log(`serving ${out} in wrangler dev on http://localhost:${port}/ (base URL: ${siteUrl ?? "each request's origin"})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
