/**
 * The handler as an edge module: a Cloudflare Worker (Pages `_worker.js`, or Workers
 * with static assets) whose site files are the deployment's static assets. The
 * generator bundles this file into `dist-site/_worker.js`.
 */
import { createHandler, type Handler } from '../handler/handler.js';
import type { SiteFiles } from '../handler/site-files.js';

/** The static-assets binding Cloudflare gives a Worker. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/**
 * Site files read through a static-assets binding. A redirect the asset server
 * makes for its own HTML handling (`/x/index.html` → `/x/`) is followed once.
 *
 * @example
 * const files = assetSiteFiles(env.ASSETS);
 */
export function assetSiteFiles(assets: AssetsBinding): SiteFiles {
  return {
    async read(path) {
      let response = await assets.fetch(new Request(new URL(path, 'https://assets.invalid')));
      const location = response.headers.get('Location');
      if (response.status >= 300 && response.status < 400 && location) response = await assets.fetch(new Request(new URL(location, 'https://assets.invalid')));
      if (response.status !== 200) return null;
      const body = new Uint8Array(await response.arrayBuffer());
      return { body, etag: response.headers.get('ETag') ?? `"${body.byteLength.toString(36)}"` };
    },
  };
}

let handler: Handler | undefined;

export default {
  fetch(request: Request, env: { ASSETS: AssetsBinding }): Promise<Response> {
    handler ??= createHandler(assetSiteFiles(env.ASSETS));
    return handler(request);
  },
};
