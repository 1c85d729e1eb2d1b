/**
 * `npm start`: brings dist-site/ up to date (a no-op when sources, settings and code
 * are unchanged) and serves it through the request handler on PORT (default 3000).
 */
import { DEFAULT_SITE_URL } from 'india-pincode-ifsc';
import { SourceError, sourcesDir } from '@india-pincode-ifsc/sources';
import { buildSite } from './build.js';
import { createPlainHandler } from './handler/handler.js';
import { nodeSiteFiles } from './handler/node-site-files.js';
import { serveHandler } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const outDir = process.env.SITE_DIR ?? 'dist-site';
// The base URL is a build setting, not the port: serving on another port rewrites nothing.
const baseUrl = process.env.SITE_URL ?? DEFAULT_SITE_URL;

try {
  await buildSite({ baseUrl, outDir, sources: sourcesDir(), dataset: process.env.DATASET_DIR || undefined });
} catch (error) {
  // A missing or unreadable source: one line that says which file and what to do.
  if (!(error instanceof SourceError)) throw error;
  console.error(`npm start: ${error.message}`);
  process.exit(2);
}
const server = serveHandler(createPlainHandler(nodeSiteFiles(outDir)));
server.listen(port, () => console.log(`serving ${outDir} on http://localhost:${port}/ (links and url fields: ${baseUrl})`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
