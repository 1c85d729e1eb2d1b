import { createClient } from 'india-pincode-ifsc/client';
import { getOrCreate } from 'india-pincode-ifsc/internal';
import { createMcpHttpHandler } from 'india-pincode-ifsc-mcp/http';
import type { ToolBackend } from 'india-pincode-ifsc-mcp';
import { CORS_HEADERS, SECURITY_HEADERS } from '../headers.js';
import type { Handler } from '../handler/handler.js';

/** The API's CORS headers, with the one method this endpoint takes besides the preflight. */
const MCP_HEADERS = { ...CORS_HEADERS, 'Access-Control-Allow-Methods': 'POST, OPTIONS', ...SECURITY_HEADERS };

/**
 * The MCP endpoint of a site (routes.ts `MCP_PATH`): the stdio server's tools, answered
 * by asking the site's own handler in process, the way the client asks a deployment
 * over the network. Every answer is the API's, so the tools answer what the site does
 * on any host that runs this handler (`npm start`, the edge worker).
 *
 * @example
 * const mcp = mcpEndpoint(createHandler(files));
 * await mcp(new Request('http://localhost/mcp', { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' }));
 */
export function mcpEndpoint(site: Handler): Handler {
  const backends = new Map<string, ToolBackend>();
  const inProcess: typeof fetch = (input, init) => site(new Request(input, { headers: init?.headers }));
  return createMcpHttpHandler({
    headers: MCP_HEADERS,
    backend: (request) => {
      const origin = new URL(request.url).origin;
      // No retries: an error of the handler in process would only come again.
      return getOrCreate(backends, origin, () => createClient({ baseUrl: origin, fetch: inProcess, retries: 0, timeoutMs: 30_000 }));
    },
    instructions: (request) =>
      `Indian postal PIN codes, post offices and bank branch codes (IFSC), from India Post's directory and the RBI's IFSC lists, ` +
      `as ${new URL(request.url).origin} serves them; each answer's url field links its page.`,
  });
}
