/**
 * The MCP server as agents run it: the packed `india-pincode-ifsc-mcp` and
 * `india-pincode-ifsc` tarballs installed into an empty project, started by its bin
 * over stdio and driven by the SDK's own client. It lists its tools, and every tool
 * answers a real case (compared with the offline lookups) and refuses a bad input
 * with a tool error, after which the server still answers. And the same tools over
 * HTTP at `/mcp` on `npm start`: the same list and the same answers as over stdio.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ifsc, isValidIfsc, micr } from 'india-pincode-ifsc/ifsc';
import { distance, nearestPostOffices, pincode, postOffices, searchPostOffices } from 'india-pincode-ifsc/pincode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PATH } from '@india-pincode-ifsc/site-runtime/routes';
import { OPERATIONS } from 'india-pincode-ifsc/operations';
import { MCP_CASES, mcpOverHttp, toolCall } from './mcp-cases.js';
import { type RunningServer, startRenderedServer } from './servers.js';

const root = join(import.meta.dirname, '..');
let project: string;
let client: Client;

beforeAll(async () => {
  // The packages were built by the global setup (npm run build:lib).
  project = mkdtempSync(join(tmpdir(), 'pin-ifsc-mcp-'));
  const packed = execFileSync(
    'npm',
    ['pack', '--workspace', 'india-pincode-ifsc', '--workspace', 'india-pincode-ifsc-mcp', '--pack-destination', project, '--json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  const tarballs = (JSON.parse(packed) as { filename: string }[]).map(({ filename }) => join(project, filename));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'agent-app', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], { cwd: project, stdio: 'pipe' });
  const transport = new StdioClientTransport({
    command: 'npx',
    args: ['--no-install', 'india-pincode-ifsc-mcp'],
    cwd: project,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SITE_URL: 'https://pin.example.test' },
    stderr: 'pipe',
  });
  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
});

afterAll(async () => {
  await client?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text: string }[])[0]!.text;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read answers of every tool's shape
  return { error: result.isError === true, text, data: result.structuredContent as Record<string, any> };
}

const BASE = 'https://pin.example.test';
const rebase = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('http://localhost:3000', BASE));

describe('the MCP server from the packed tarball', () => {
  it('lists its tools, each with an input and an output schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(OPERATIONS.map((operation) => operation.tool));
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description?.length).toBeGreaterThan(20);
    }
  });

  it('lookup_pincode', async () => {
    const hit = await call('lookup_pincode', { pincode: '110001' });
    expect(hit.data).toEqual({ found: true, result: rebase(pincode('110001')) });
    expect(hit.text).toContain('Baroda House');
    expect((await call('lookup_pincode', { pincode: '999999' })).data.found).toBe(false);
    const bad = await call('lookup_pincode', { pincode: '11001' });
    expect(bad).toMatchObject({ error: true, text: 'lookup_pincode: "pincode" must be six digits, the first not 0, got "11001"' });
  });

  it('find_post_offices', async () => {
    const hit = await call('find_post_offices', { name: 'Kolkata', limit: 5 });
    expect(hit.data.total).toBe(postOffices('Kolkata').length);
    expect(hit.data.result).toEqual(rebase(postOffices('Kolkata').slice(0, 5)));
    expect(hit.text).toMatch(/more: ask again with offset 5/);
    expect(await call('find_post_offices', { name: 'Kolkata', limit: 500 })).toMatchObject({ error: true, text: expect.stringContaining('between 1 and 200') });
  });

  it('search_post_offices', async () => {
    const hit = await call('search_post_offices', { query: 'baroda h' });
    expect(hit.data).toEqual({ found: true, result: rebase(searchPostOffices('baroda h')) });
    expect(await call('search_post_offices', { query: 'b' })).toMatchObject({ error: true, text: expect.stringContaining('at least 2 characters') });
  });

  it('nearest_post_offices', async () => {
    const hit = await call('nearest_post_offices', { latitude: 28.6315, longitude: 77.2167, limit: 3 });
    expect(hit.data.result).toEqual(rebase(nearestPostOffices(28.6315, 77.2167, { limit: 3 })));
    expect(await call('nearest_post_offices', { latitude: 128, longitude: 77 })).toMatchObject({
      error: true,
      text: expect.stringContaining('"latitude" must be between -90 and 90'),
    });
  });

  it('distance_between_pincodes', async () => {
    const hit = await call('distance_between_pincodes', { from: '110001', to: ' 400001 ' });
    const expected = distance('110001', '400001')!;
    expect(hit.data).toEqual({ found: true, result: expected });
    expect(hit.text).toContain(`${expected.distance_km} km`);
    const miss = await call('distance_between_pincodes', { from: '110001', to: '999999' });
    expect(miss).toMatchObject({ data: { found: false, result: null }, text: expect.stringContaining('999999 is unknown') });
    expect(await call('distance_between_pincodes', { from: '110001', to: '0110001' })).toMatchObject({
      error: true,
      text: 'distance_between_pincodes: "to" must be six digits, the first not 0, got "0110001"',
    });
    expect(await call('distance_between_pincodes', { from: '110001' })).toMatchObject({ error: true, text: expect.stringContaining('"to" is required') });
  });

  it('lookup_micr', async () => {
    const hit = await call('lookup_micr', { micr: '110024252' });
    const expected = (await micr('110024252'))!;
    expect(expected.count).toBeGreaterThan(1);
    expect(hit.data).toEqual({ found: true, result: rebase(expected) });
    expect(hit.text.split('\n')).toHaveLength(1 + expected.count);
    expect((await call('lookup_micr', { micr: ' 000000000 ' })).data).toEqual({ found: false, result: null });
    expect(await call('lookup_micr', { micr: '70000202' })).toMatchObject({ error: true, text: 'lookup_micr: "micr" must be nine digits, got "70000202"' });
  });

  it("carries a withdrawn code's LISTED false through the IFSC records", async () => {
    const code = 'ABPB0000002';
    const record = (await ifsc(code))!;
    expect(record.LISTED).toBe(false);
    const hit = await call('lookup_ifsc', { ifsc: code });
    expect(hit.data).toMatchObject({ found: true, result: { IFSC: code, LISTED: false } });
    expect(hit.text).toContain('withdrawn');
    const byMicr = await call('lookup_micr', { micr: record.MICR });
    expect(byMicr.data.result.branches.find((b: { IFSC: string }) => b.IFSC === code)).toMatchObject({ LISTED: false });
    expect(byMicr.text).toContain(`${code}: `);
    expect(byMicr.text).toContain('(withdrawn: not in the RBI list)');
  });

  it('lookup_ifsc', async () => {
    const hit = await call('lookup_ifsc', { ifsc: 'sbin0000001' });
    expect(hit.data).toEqual({ found: true, result: rebase(await ifsc('SBIN0000001')) });
    expect(hit.text).toContain('KOLKATA MAIN');
    expect((await call('lookup_ifsc', { ifsc: 'SBIN0ZZZZZZ' })).data).toEqual({ found: false, result: null });
    expect(await call('lookup_ifsc', { ifsc: 'SBIN1000001' })).toMatchObject({ error: true, text: expect.stringContaining('four letters, a zero') });
  });

  it('validate_ifsc', async () => {
    expect((await call('validate_ifsc', { ifsc: 'HDFC0000001' })).data.result).toEqual({
      ifsc: 'HDFC0000001',
      well_formed: true,
      in_rbi_list: await isValidIfsc('HDFC0000001'),
      has_branch_record: true,
      bank: 'HDFC Bank',
    });
    expect((await call('validate_ifsc', { ifsc: 'not an ifsc' })).data.result).toMatchObject({ well_formed: false, in_rbi_list: false });
    expect(await call('validate_ifsc', {})).toMatchObject({ error: true, text: expect.stringContaining('"ifsc" is required') });
  });

  it('search_bank_branches', async () => {
    const hit = await call('search_bank_branches', { query: 'connaught place' });
    expect(hit.data.result.total.branches).toBeGreaterThan(3);
    for (const branch of hit.data.result.branches.slice(0, 3)) {
      const { success: _success, ...item } = rebase((await ifsc(branch.IFSC))!);
      expect(branch).toEqual(item);
      expect(typeof branch.LISTED).toBe('boolean');
    }
    expect(await call('search_bank_branches', { query: 42 })).toMatchObject({ error: true, text: expect.stringContaining('"query" must be a string') });
  });

  it('list_bank_branches', async () => {
    const hit = await call('list_bank_branches', { bank: 'SBIN', state: 'West Bengal', district: 'Kolkata', limit: 2, offset: 1 });
    expect(hit.data).toMatchObject({ found: true, offset: 1 });
    expect(hit.data.result).toHaveLength(2);
    expect(hit.data.result[0].BANK).toBe('State Bank of India');
    expect((await call('list_bank_branches', { bank: 'NOSUCHBANK', state: 'West Bengal', district: 'Kolkata' })).data.found).toBe(false);
    expect(await call('list_bank_branches', { bank: 'SBIN', state: 'West Bengal' })).toMatchObject({
      error: true,
      text: expect.stringContaining('"district" is required'),
    });
  });

  it('answers an unknown tool and unknown arguments with a tool error, and keeps answering', async () => {
    expect(await call('no_such_tool', {})).toMatchObject({ error: true, text: expect.stringContaining('unknown tool "no_such_tool"') });
    expect(await call('lookup_pincode', { pincode: '110001', extra: 1 })).toMatchObject({
      error: true,
      text: expect.stringContaining('unknown argument "extra"'),
    });
    expect((await call('lookup_pincode', { pincode: '560001' })).data.found).toBe(true);
  });
});

describe('MCP over HTTP at /mcp on npm start', () => {
  let server: RunningServer;
  let http: Awaited<ReturnType<typeof mcpOverHttp>>;
  beforeAll(async () => {
    server = await startRenderedServer(BASE);
    http = await mcpOverHttp(server.origin);
  });
  afterAll(async () => {
    await http?.close();
    await server?.stop();
  });

  it('lists the tools of the stdio server and answers every call as it does', async () => {
    expect((await http.listTools()).tools).toEqual((await client.listTools()).tools);
    for (const asked of MCP_CASES) expect(await toolCall(http, asked), asked[0]).toEqual(await toolCall(client, asked));
  });

  it('answers an unknown tool and what is not JSON-RPC with JSON-RPC errors, never a 500, and keeps answering', async () => {
    await expect(http.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    const post = (body: string) => fetch(server.origin + MCP_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const parse = await post('{"jsonrpc": "2.0", "id": 1, "method":');
    expect([parse.status, (await parse.json()).error.code]).toEqual([400, -32700]);
    const invalid = await post('{"id": 1}');
    expect([invalid.status, (await invalid.json()).error.code]).toEqual([400, -32600]);
    const get = await fetch(server.origin + MCP_PATH);
    expect([get.status, get.headers.get('allow'), (await get.json()).error.code]).toEqual([405, 'POST, OPTIONS', -32000]);
    const preflight = await fetch(server.origin + MCP_PATH, { method: 'OPTIONS' });
    expect([preflight.status, preflight.headers.get('access-control-allow-methods')]).toEqual([204, 'POST, OPTIONS']);
    expect((await toolCall(http, ['lookup_pincode', { pincode: '560001' }])).structuredContent).toMatchObject({ found: true });
    // Compressed as every answer of npm start is, and decoded by the client.
    const message = { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'lookup_pincode', arguments: { pincode: '110001' } } };
    const coded = await fetch(server.origin + MCP_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify(message),
    });
    expect([coded.status, coded.headers.get('content-encoding'), coded.headers.get('vary')]).toEqual([200, 'br', 'Accept-Encoding']);
    expect((await coded.json()).result.structuredContent.found).toBe(true);
  });
});
