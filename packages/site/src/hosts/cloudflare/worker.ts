/**
 * The edge handler as a Cloudflare Worker with static assets: `npm run build:edge`
 * bundles this file into `dist-edge/worker.js`. The assets (`dist-edge/public`) hold
 * the dataset and the files rendered at build time; `SITE_URL` (a var) sets the base
 * URL, else each request's origin is used.
 */
import type { Handler } from '@india-pincode-ifsc/site-runtime/handler/handler';
import { bundledPackList } from '@india-pincode-ifsc/site-runtime/edge/bundled-pack-list';
import { createEdgeHandler } from '@india-pincode-ifsc/site-runtime/edge/edge-handler';
import { responseBytes } from '@india-pincode-ifsc/site-runtime/edge/response-bytes';

/** The static-assets binding Cloudflare gives a Worker. */
interface AssetsBinding {
  fetch(request: Request | string): Promise<Response>;
}

let handler: Handler | undefined;

export default {
  fetch(request: Request, env: { ASSETS: AssetsBinding; SITE_URL?: string }): Promise<Response> {
    handler ??= createEdgeHandler({
      siteUrl: env.SITE_URL,
      packList: bundledPackList(),
      readAsset: async (path) => {
        // A URL, not a Request: the binding takes either, and a Request costs CPU to build.
        const response = await env.ASSETS.fetch(new URL(path, 'https://assets.invalid').href);
        if (response.status === 200) return responseBytes(response);
        // An unread body holds its connection open: a miss must let it go.
        await response.body?.cancel();
        return null;
      },
    });
    return handler(request);
  },
};
