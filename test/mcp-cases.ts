/**
 * The MCP tool calls every transport must answer alike (stdio, `/mcp` on npm start, the
 * edge worker and the Vercel function): a hit, a miss and a refused argument of every
 * tool, and how to ask them over HTTP with the SDK's own client.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MCP_PATH } from '@india-pincode-ifsc/site-runtime/routes';

export const MCP_CASES: readonly (readonly [string, Record<string, unknown>])[] = [
  ['lookup_pincode', { pincode: '110001' }],
  ['lookup_pincode', { pincode: '999999' }],
  ['lookup_pincode', { pincode: '11001' }],
  ['find_post_offices', { name: 'Kolkata', limit: 5 }],
  ['search_post_offices', { query: 'baroda h' }],
  ['search_post_offices', { query: 'conaught place', limit: 3 }],
  ['nearest_post_offices', { latitude: 28.6315, longitude: 77.2167, limit: 3 }],
  ['distance_between_pincodes', { from: '110001', to: ' 400001 ' }],
  ['distance_between_pincodes', { from: '110001', to: '999999' }],
  ['lookup_ifsc', { ifsc: 'sbin0000001' }],
  ['lookup_ifsc', { ifsc: 'ABPB0000002' }],
  ['lookup_ifsc', { ifsc: 'SBIN0ZZZZZZ' }],
  ['validate_ifsc', { ifsc: 'HDFC0000001' }],
  ['validate_ifsc', { ifsc: 'not an ifsc' }],
  ['lookup_micr', { micr: '110024252' }],
  ['lookup_micr', { micr: '000000000' }],
  ['list_states', { limit: 3, offset: 30 }],
  ['lookup_state', { state: 'delhi' }],
  ['lookup_district', { state: 'Delhi', district: 'nowhere' }],
  ['list_banks', { limit: 2 }],
  ['search_bank_branches', { query: 'connaught place' }],
  ['search_bank_branches', { query: '700001' }],
  ['list_bank_branches', { bank: 'SBIN', state: 'West Bengal', district: 'Kolkata', limit: 2, offset: 1 }],
  ['list_bank_branches', { bank: 'NOSUCHBANK', state: 'West Bengal', district: 'Kolkata' }],
  ['list_bank_branches', { bank: 'SBIN', state: 'West Bengal' }],
];

/** The SDK's client on a server's MCP endpoint, over Streamable HTTP. */
export async function mcpOverHttp(origin: string): Promise<Client> {
  const client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, origin)));
  return client;
}

/** A call's whole result: what every transport must answer alike. */
export async function toolCall(client: Client, [name, args]: readonly [string, Record<string, unknown>]) {
  const { content, structuredContent, isError } = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });
  return { content, structuredContent, isError: isError === true };
}
