/**
 * The MCP server over the tools: lists them with their JSON Schemas and answers calls
 * with structured content and a text. A bad call is a tool error (`isError`) with a
 * message; nothing a client sends ends the process.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { edition as ifscEdition, setBaseUrl as setIfscBaseUrl } from 'india-pincode-ifsc/ifsc';
import { edition as pincodeEdition, setBaseUrl as setPincodeBaseUrl } from 'india-pincode-ifsc/pincode';
import { SERVER_NAME, SERVER_VERSION } from './about.js';
import { OFFLINE_BACKEND } from './offline-backend.js';
import { listTools, toolResult } from './tools.js';

export { SERVER_NAME, SERVER_VERSION };

/**
 * A server with every tool; connect it to a transport (`StdioServerTransport` in the bin).
 * `baseUrl` is the site the answers' `url` fields point to (default `http://localhost:3000`).
 *
 * @example
 * await createServer({ baseUrl: 'https://pin.example.org' }).connect(new StdioServerTransport());
 */
export function createServer(options: { baseUrl?: string } = {}): Server {
  if (options.baseUrl) {
    setPincodeBaseUrl(options.baseUrl);
    setIfscBaseUrl(options.baseUrl);
  }
  const server = new Server(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        `Offline lookups of Indian postal PIN codes, post offices and bank branch codes (IFSC), from India Post's directory ` +
        `(edition ${pincodeEdition}) and the RBI's IFSC lists (edition ${ifscEdition}).`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listTools() }));
  server.setRequestHandler(
    CallToolRequestSchema,
    (request): Promise<CallToolResult> => toolResult(request.params.name, request.params.arguments, OFFLINE_BACKEND),
  );
  return server;
}
