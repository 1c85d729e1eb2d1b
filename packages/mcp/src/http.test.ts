import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createMcpHttpHandler, MAX_BODY_BYTES, PROTOCOL_VERSIONS, RPC_ERRORS } from './http.js';
import { listTools, type ToolBackend } from './tools.js';

/** The protocol alone: no test here calls a tool that reaches the backend. */
const unreachable = new Proxy({} as ToolBackend, {
  get: (_target, name) => () => {
    throw new Error(`the backend was asked ${String(name)}`);
  },
});
const handle = createMcpHttpHandler({ backend: () => unreachable, instructions: () => 'test', headers: { 'Access-Control-Allow-Origin': '*' } });

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  handle(new Request('http://test.invalid/mcp', { method: 'POST', headers, body }));
const rpc = (message: unknown) => post(JSON.stringify(message));

describe('MCP over HTTP: the protocol', () => {
  it("answers the SDK's protocol versions, newest first, and initialize with the version asked", async () => {
    expect(PROTOCOL_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
    const response = await rpc({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {} } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const { result } = await response.json();
    expect(result).toMatchObject({
      protocolVersion: '2025-06-18',
      capabilities: { tools: {} },
      serverInfo: { name: 'india-pincode-ifsc' },
      instructions: 'test',
    });
    const unknown = await (await rpc({ jsonrpc: '2.0', id: 2, method: 'initialize', params: { protocolVersion: '1999-01-01' } })).json();
    expect(unknown.result.protocolVersion).toBe(PROTOCOL_VERSIONS[0]);
  });

  it('lists the tools, pings, and takes notifications and batches', async () => {
    expect((await (await rpc({ jsonrpc: '2.0', id: 'a', method: 'tools/list' })).json()).result.tools).toEqual(listTools());
    expect(await (await rpc({ jsonrpc: '2.0', id: 3, method: 'ping' })).json()).toEqual({ jsonrpc: '2.0', id: 3, result: {} });
    const notified = await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect([notified.status, await notified.text()]).toEqual([202, '']);
    const batch = await (
      await rpc([
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 4, method: 'ping' },
      ])
    ).json();
    expect(batch).toEqual([{ jsonrpc: '2.0', id: 4, result: {} }]);
  });

  it('answers what is not JSON-RPC, an unknown method and an unknown tool with JSON-RPC errors, never a 500', async () => {
    const cases: [Response, number, number][] = [
      [await post('{not json'), 400, RPC_ERRORS.parse],
      [await rpc({ id: 1, method: 'ping' }), 400, RPC_ERRORS.invalidRequest],
      [await rpc({ jsonrpc: '2.0', id: {}, method: 'ping' }), 400, RPC_ERRORS.invalidRequest],
      [await rpc([]), 400, RPC_ERRORS.invalidRequest],
      [await rpc({ jsonrpc: '2.0', id: 5, method: 'resources/list' }), 200, RPC_ERRORS.methodNotFound],
      [await rpc({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } }), 200, RPC_ERRORS.invalidParams],
      [await post('{}', { 'content-type': 'text/plain' }), 415, RPC_ERRORS.refused],
      [await post('{}', { 'content-type': 'application/json', 'mcp-protocol-version': '1999-01-01' }), 400, RPC_ERRORS.refused],
      [await post(' '.repeat(MAX_BODY_BYTES + 1)), 413, RPC_ERRORS.refused],
      [await handle(new Request('http://test.invalid/mcp')), 405, RPC_ERRORS.refused],
    ];
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    }
  });

  it('refuses a bad tool argument with a tool error, before the backend is asked', async () => {
    const response = await rpc({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'lookup_pincode', arguments: { pincode: '12' } } });
    const { result } = await response.json();
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(/^lookup_pincode: "pincode" must be six digits/);
  });

  it('answers the preflight with its headers and no body', async () => {
    const response = await handle(new Request('http://test.invalid/mcp', { method: 'OPTIONS' }));
    expect([response.status, response.headers.get('access-control-allow-origin'), await response.text()]).toEqual([204, '*', '']);
  });
});
