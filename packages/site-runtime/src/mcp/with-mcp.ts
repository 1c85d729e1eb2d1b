import type { Handler } from '../handler/handler.js';
import { MCP_PATH } from '../routes.js';

/** Whether a request URL is the MCP endpoint's (query and fragment aside); asked of every request, so it makes no string. */
export function isMcpUrl(url: string): boolean {
  const path = url.indexOf('/', url.indexOf('//') + 2);
  if (path < 0 || !url.startsWith(MCP_PATH, path)) return false;
  const next = url[path + MCP_PATH.length];
  return next === undefined || next === '?' || next === '#';
}

/**
 * A site's handler with its MCP endpoint (mcp-endpoint.ts) at `MCP_PATH`; every other
 * URL goes to the site. The endpoint's code is imported on its first request: an edge
 * isolate that never sees one never compiles it.
 *
 * @example
 * const handle = withMcp(createHandler(files));
 * (await handle(new Request('http://localhost/mcp'))).status // 405: POST only
 */
export function withMcp(site: Handler): Handler {
  let endpoint: Promise<Handler> | undefined;
  const load = () =>
    (endpoint ??= import('./mcp-endpoint.js').then(
      (module) => module.mcpEndpoint(site),
      (error: unknown) => {
        // A failed import is tried again by the next request, not kept.
        endpoint = undefined;
        throw error;
      },
    ));
  return (request) => (isMcpUrl(request.url) ? load().then((mcp) => mcp(request)) : site(request));
}
