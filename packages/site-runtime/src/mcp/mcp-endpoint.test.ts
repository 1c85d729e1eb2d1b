/**
 * The MCP endpoint over a small site in memory, driven by the SDK's own client over its
 * Streamable HTTP transport: the tools answer what the site's API answers.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ifscResponse, v1PincodeResponse } from 'india-pincode-ifsc/internal';
import { listTools } from 'india-pincode-ifsc-mcp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../handler/handler.js';
import { memorySiteFiles } from '../testing/memory-site.js';
import { testSiteData } from '../testing/site-data.js';
import { isMcpUrl, withMcp } from './with-mcp.js';

const data = testSiteData();
const handle = withMcp(createHandler(memorySiteFiles(data)));
const client = new Client({ name: 'endpoint-test', version: '1.0.0' });

beforeAll(async () => {
  const fetchInProcess = (url: string | URL, init?: RequestInit) => handle(new Request(url, init));
  await client.connect(new StreamableHTTPClientTransport(new URL('http://site.test/mcp'), { fetch: fetchInProcess }));
});
afterAll(() => client.close());

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of every tool's shape
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as any;

describe("a site's MCP endpoint", () => {
  it('is the one path MCP_PATH names', () => {
    expect(['http://x.test/mcp', 'http://x.test/mcp?a=1', 'https://x.test:8080/mcp#f'].map(isMcpUrl)).toEqual([true, true, true]);
    expect(['http://x.test/mcp/', 'http://x.test/api/mcp', 'http://x.test/mcpx', 'http://x.test/'].map(isMcpUrl)).toEqual([false, false, false, false]);
  });

  it('lists the tools of the stdio server', async () => {
    expect((await client.listTools()).tools).toEqual(listTools());
  });

  it("answers a PIN code and an IFSC with the site's own answers", async () => {
    const pin = await call('lookup_pincode', { pincode: '110001' });
    expect(pin.structuredContent.result).toEqual(v1PincodeResponse(data.pincodes, '110001', data.urls).body);
    const branch = await call('lookup_ifsc', { ifsc: 'sbin0000691' });
    expect(branch.structuredContent.result).toEqual(ifscResponse(data.ifsc, 'SBIN0000691', data.urls).body);
    const states = await call('list_states', { limit: 1 });
    expect(states.structuredContent).toMatchObject({
      found: true,
      total: data.pincodes.states.length,
      offset: 0,
      result: [{ name: data.pincodes.states[0]!.name }],
    });
    const missing = await call('lookup_pincode', { pincode: '999999' });
    expect(missing.structuredContent).toMatchObject({ found: false, result: null });
  });

  it('leaves every other URL to the site', async () => {
    const response = await handle(new Request('http://site.test/api/v1/pincode/110001'));
    expect(await response.json()).toEqual(v1PincodeResponse(data.pincodes, '110001', data.urls).body);
  });
});
