import type { Handler } from '../handler/handler.js';
import { bundledPackList } from './bundled-pack-list.js';
import { createEdgeHandler } from './edge-handler.js';
import { responseBytes } from './response-bytes.js';

/**
 * The edge handler for hosts that serve the edge build's assets as plain static files
 * beside the function (Netlify, Vercel): assets are fetched from the request's own
 * origin, under `/_edge/`, which the host's routing leaves to its file server.
 *
 * @example
 * export default sameOriginHandler(process.env.SITE_URL);
 */
export function sameOriginHandler(siteUrl: string | undefined): Handler {
  let origin = '';
  const handle = createEdgeHandler({
    siteUrl,
    packList: bundledPackList(),
    readAsset: async (path) => {
      const response = await fetch(new URL(path, origin));
      if (response.status === 200) return responseBytes(response);
      // An unread body holds its connection open: a miss must let it go.
      await response.body?.cancel();
      return null;
    },
  });
  return (request) => {
    origin = new URL(request.url).origin;
    return handle(request);
  };
}
