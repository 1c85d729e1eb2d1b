export {
  ROUTES,
  matchRoute,
  fillPattern,
  errorFile,
  FAMILY_NOT_FOUND,
  type ApiRoute,
  type ErrorFamily,
  type FileVariant,
} from '@india-pincode-ifsc/site-runtime/routes';
export {
  createHandler,
  createPlainHandler,
  type Handler,
  type PlainHandler,
  type PlainRequest,
  type PlainResponse,
} from '@india-pincode-ifsc/site-runtime/handler/handler';
export { nodeSiteFiles } from './node-site-files.js';
export type { SiteFile, SiteFiles } from '@india-pincode-ifsc/site-runtime/handler/site-files';
export { serveHandler } from './server.js';
export { generateSite, siteEntries } from './generate/generate-site.js';
export { memoryBuildFs, nodeBuildFs, type BuildFs } from './generate/build-fs.js';
export { MANIFEST } from './generate/manifest.js';
export { writeSite, type WriteResult } from './generate/write-site.js';
export type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
export { buildSite } from './build.js';
