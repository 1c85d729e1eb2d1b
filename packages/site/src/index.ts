export { ROUTES, matchRoute, fillPattern, errorFile, FAMILY_NOT_FOUND, type ApiRoute, type ErrorFamily, type FileVariant } from './routes.js';
export { createHandler, createPlainHandler, type Handler, type PlainHandler, type PlainRequest, type PlainResponse } from './handler/handler.js';
export { nodeSiteFiles } from './handler/node-site-files.js';
export type { SiteFile, SiteFiles } from './handler/site-files.js';
export { serveHandler } from './server.js';
export { generateSite, siteEntries } from './generate/generate-site.js';
export { memoryBuildFs, nodeBuildFs, type BuildFs } from './generate/build-fs.js';
export { writeSite, MANIFEST, type SiteEntry, type WriteResult } from './generate/write-site.js';
export { buildSite } from './build.js';
