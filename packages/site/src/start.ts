/**
 * `npm start`: serves the site and the API on PORT (default 3000), rendering each
 * answer on request from the dataset (built first from the sources when out of date),
 * through the same renderers the static build writes files with, and MCP over HTTP at
 * `/mcp` (site-runtime mcp/). Nothing is written
 * but the dataset, so a fresh clone answers within seconds.
 * With SITE_DIR, it serves a generated site folder instead (built first when out of
 * date), following rebuilds without a restart.
 */
import { createSiteUrls, DEFAULT_SITE_URL } from 'india-pincode-ifsc';
import { DEFAULT_DATASET_DIR, openDatasetDirAsync, SourceError, sourcesDir } from '@india-pincode-ifsc/sources';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { buildSite } from './build.js';
import { downloadsPath, readDownloadsFile } from './generate/downloads-file.js';
import { generatedKinds } from './generate/generate-site.js';
import { createPlainHandler, fetchHandler } from '@india-pincode-ifsc/site-runtime/handler/handler';
import { mcpEndpoint } from '@india-pincode-ifsc/site-runtime/mcp/mcp-endpoint';
import { nodeSiteFiles } from './node-site-files.js';
import type { SiteFiles } from '@india-pincode-ifsc/site-runtime/handler/site-files';
import { renderedSiteFiles } from '@india-pincode-ifsc/site-runtime/handler/rendered-site-files';
import { pinSideFirst } from '@india-pincode-ifsc/site-runtime/handler/pin-side-first';
import { stopGracefully } from './graceful-stop.js';
import { SERVER_TIMEOUTS, serveHandler } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const siteDir = process.env.SITE_DIR;
// The base URL is a setting, not the port: serving on another port changes nothing.
const baseUrl = process.env.SITE_URL ?? DEFAULT_SITE_URL;
const datasetDir = process.env.DATASET_DIR || undefined;

/**
 * Every file of the site, rendered on request from the dataset held in memory: the PIN
 * side's files as soon as it is read, the rest once the IFSC side is (pin-side-first.ts).
 */
async function renderedSite(): Promise<SiteFiles> {
  const { dir } = await ensureDataset({ sources: sourcesDir(), out: datasetDir ?? DEFAULT_DATASET_DIR });
  const downloads = await readDownloadsFile(downloadsPath(undefined));
  return renderedSiteFiles(generatedKinds(), pinSideFirst(openDatasetDirAsync(dir), createSiteUrls(baseUrl), downloads));
}

/** A generated site folder, brought up to date first. */
async function builtSite(dir: string): Promise<SiteFiles> {
  await buildSite({ baseUrl, outDir: dir, sources: sourcesDir(), dataset: datasetDir });
  return nodeSiteFiles(dir);
}

let files: SiteFiles;
try {
  files = siteDir ? await builtSite(siteDir) : await renderedSite();
} catch (error) {
  // A missing or unreadable source: one line that says which file and what to do.
  if (!(error instanceof SourceError)) throw error;
  console.error(`npm start: ${error.message}`);
  process.exit(2);
}
const handler = createPlainHandler(files);
const server = serveHandler(handler, SERVER_TIMEOUTS, mcpEndpoint(fetchHandler(handler)));
const what = siteDir ? `the site in ${siteDir}` : 'the site rendered from the dataset';
server.listen(port, () => console.log(`serving ${what} on http://localhost:${port}/ (links and url fields: ${baseUrl})`));
// Answers in flight finish, new connections are refused, and the process ends with 0.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopGracefully(server).then(() => process.exit(0)));
