/**
 * The doors agree: every operation of the table, asked with the same arguments (its
 * example, a miss where it can miss, a bad argument where it takes one) through the
 * offline entries, the HTTP client against `npm start`, the MCP server over stdio and at
 * `/mcp` on that server, and the command line with `--json`, gets the same answer
 * everywhere, and the same refusal, each in its door's form.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import * as offlineIfsc from 'india-pincode-ifsc/ifsc';
import * as offlinePincode from 'india-pincode-ifsc/pincode';
import {
  type Args,
  foundBy,
  type LookupFunctions,
  lookupFunctions,
  type Operation,
  OperationInputError,
  OPERATIONS,
  PAGE_LIMITS,
  runOperation,
} from 'india-pincode-ifsc/operations';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEMAS } from '@india-pincode-ifsc/site-runtime/openapi/schemas';
import { schemaChecker } from '@india-pincode-ifsc/site-runtime/testing/openapi-check';
import { createClient } from '../packages/core/src/client/index.js';
import { mcpOverHttp } from './mcp-cases.js';
import { type RunningServer, startRenderedServer } from './servers.js';

const root = join(import.meta.dirname, '..');
const baseUrl = inject('baseUrl');
const run = promisify(execFile);

/** Arguments that find nothing, for the operations that can miss. */
const MISSES: Readonly<Record<string, Args>> = {
  pincode: { pincode: '999999' },
  postOffices: { name: 'xyzzy qwerty' },
  distance: { from: '110001', to: '999999' },
  state: { state: 'atlantis' },
  district: { state: 'delhi', district: 'nowhere' },
  ifsc: { ifsc: 'SBIN0ZZZZZZ' },
  micr: { micr: '000000000' },
  branches: { bank: 'NOSUCHBANK', state: 'West Bengal', district: 'Kolkata' },
  searchPostOffices: { query: 'xyzzyq qwertz' },
  searchBranches: { query: 'xyzzyq qwertz' },
};

/** The example with its first parameter made bad (a wrong pattern, too short, not a number, too long). */
function badArgs(operation: Operation): Args | undefined {
  const name = operation.required[0];
  if (!name) return undefined;
  const param = operation.params[name]!;
  const bad = param.pattern || param.minLength ? 'x' : param.type === 'string' ? 'x'.repeat((param.maxLength ?? 0) + 1) : 'north';
  return { ...operation.example, [name]: bad };
}

const CASES = OPERATIONS.flatMap((operation) => {
  const asked: { operation: Operation; args: Args; kind: 'example' | 'miss' | 'bad' }[] = [{ operation, args: operation.example, kind: 'example' }];
  if (MISSES[operation.name]) asked.push({ operation, args: MISSES[operation.name]!, kind: 'miss' });
  // A limit above the maximum is taken as the maximum by every door, as the API takes it.
  if (operation.params.limit?.capped) asked.push({ operation, args: { ...operation.example, limit: 500 }, kind: 'example' });
  const bad = badArgs(operation);
  if (bad) asked.push({ operation, args: bad, kind: 'bad' });
  return asked;
});

const offline = lookupFunctions(offlinePincode, offlineIfsc);
const fits = schemaChecker({ components: { schemas: SCHEMAS } });
let server: RunningServer;
let stdio: McpClient;
let http: McpClient;

beforeAll(async () => {
  offlinePincode.setBaseUrl(baseUrl);
  offlineIfsc.setBaseUrl(baseUrl);
  server = await startRenderedServer(baseUrl);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(root, 'packages', 'mcp', 'dist', 'bin.js')],
    env: { PATH: process.env.PATH ?? '', SITE_URL: baseUrl },
    stderr: 'pipe',
  });
  stdio = new McpClient({ name: 'doors-agree', version: '1.0.0' });
  await stdio.connect(transport);
  http = await mcpOverHttp(server.origin);
}, 300_000);

afterAll(async () => {
  await Promise.all([stdio?.close(), http?.close()]);
  await server?.stop();
});

/** The answer (or the refusal's message) through a set of lookup functions. */
async function viaFunctions(operation: Operation, functions: LookupFunctions, args: Args) {
  try {
    return { answer: (await runOperation(operation, functions, args)).answer };
  } catch (error) {
    if (error instanceof OperationInputError) return { refused: error.message };
    throw error;
  }
}

/** What the MCP tool answers, in the terms of the functions' answer: its page of a list is compared with the same page. */
async function viaMcp(client: McpClient, operation: Operation, args: Args, expected: unknown) {
  const paged = operation.list === true && !('limit' in operation.params);
  const result = await client.callTool({ name: operation.tool, arguments: paged ? { ...args, limit: PAGE_LIMITS.maxLimit } : args }, undefined, {
    timeout: 120_000,
  });
  const text = (result.content as { text: string }[])[0]!.text;
  if (result.isError) return { refused: text.replace(`${operation.tool}: `, '') };
  const structured = result.structuredContent as { found: boolean; result: unknown; total?: number };
  expect(structured.found, operation.tool).toBe(foundBy(operation, expected));
  if (paged && Array.isArray(expected)) {
    expect(structured.total).toBe(expected.length);
    return { answer: expected.length > PAGE_LIMITS.maxLimit ? expected : structured.result, page: structured.result };
  }
  return { answer: structured.result };
}

/** What `india-pincode-ifsc <command> … --json` prints, by its exit status. */
async function viaCli(operation: Operation, args: Args) {
  const positionals = operation.required.map((name) => String(args[name]));
  const options = Object.keys(operation.params)
    .filter((name) => !operation.required.includes(name) && args[name] !== undefined)
    .flatMap((name) => [`--${name}`, String(args[name])]);
  const argv = [join(root, 'packages', 'cli', 'dist', 'bin.js'), operation.command, ...positionals, ...options, '--json'];
  try {
    const { stdout } = await run(process.execPath, argv, { env: { ...process.env, SITE_URL: baseUrl }, maxBuffer: 64 * 2 ** 20 });
    return { status: 0, answer: JSON.parse(stdout) as unknown };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, message: failed.stderr.trim().replace(/^india-pincode-ifsc: /, '') };
  }
}

describe('every door answers every operation alike', () => {
  it.each(CASES.map((asked) => [`${asked.operation.command} (${asked.kind})`, asked] as const))('%s', async (_name, { operation, args, kind }) => {
    const expected = await viaFunctions(operation, offline, args);
    const client = createClient({ baseUrl: server.origin, timeoutMs: 60_000 });
    expect(await viaFunctions(operation, client, args), 'the client against npm start').toEqual(expected);
    const cli = await viaCli(operation, args);
    if ('refused' in expected) {
      expect(kind).toBe('bad');
      expect(cli).toMatchObject({ status: 2, message: expected.refused });
      for (const mcp of [stdio, http]) expect(await viaMcp(mcp, operation, args, null)).toEqual(expected);
      return;
    }
    const found = foundBy(operation, expected.answer);
    expect(found).toBe(kind === 'example');
    // The answer has the shape the table declares: the OpenAPI document's schema of it, or of each item.
    for (const value of operation.list ? ((expected.answer as unknown[] | null) ?? []) : expected.answer === null ? [] : [expected.answer]) {
      expect(fits(operation.answer, value), `${operation.name} answers ${operation.answer}`).toBeNull();
    }
    expect(cli, 'the command line').toEqual(found ? { status: 0, answer: expected.answer } : expect.objectContaining({ status: 1, stdout: '' }));
    for (const [door, mcp] of [
      ['MCP over stdio', stdio],
      ['MCP at /mcp', http],
    ] as const) {
      const answered = await viaMcp(mcp, operation, args, expected.answer);
      expect(answered.answer, door).toEqual(expected.answer);
      if (answered.page) expect(answered.page, door).toEqual((expected.answer as unknown[]).slice(0, PAGE_LIMITS.maxLimit));
    }
  });
});
