/**
 * `india-pincode-ifsc-mcp/http`: the MCP tools over HTTP, as a fetch-style handler for
 * one endpoint. Streamable HTTP without sessions or event streams: each POST carries a
 * JSON-RPC message (or a batch) and gets its answer as JSON; what needs no answer (a
 * notification) gets 202. The SDK is not imported: the protocol's few methods are
 * answered here, so the handler fits an edge worker's bundle and CPU budget.
 */
import { SERVER_NAME, SERVER_VERSION } from './about.js';
import { findTool, listTools, type ToolBackend, toolResult } from './tools.js';

/** The protocol versions answered, newest first (the SDK's own list, which a test compares). */
export const PROTOCOL_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

/** A request body past this many bytes is refused (413): no call of the tools needs a tenth of it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** JSON-RPC's error codes, and the one MCP uses for a refused HTTP request. */
export const RPC_ERRORS = { parse: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, refused: -32000 } as const;

export interface McpHttpOptions {
  /** Where the tools get their answers for a request (a client of the deployment it reached, say). */
  readonly backend: (request: Request) => ToolBackend;
  /** What `initialize` tells the agent about the server. */
  readonly instructions: (request: Request) => string;
  /** Headers for every answer (CORS, security); the handler's own content type and caching win. */
  readonly headers?: Readonly<Record<string, string>>;
}

type Id = string | number;
type Message = Record<string, unknown>;
type Reply = { jsonrpc: '2.0'; id: Id | null } & ({ result: unknown } | { error: { code: number; message: string } });

const reply = (id: Id | null, result: unknown): Reply => ({ jsonrpc: '2.0', id, result });
const failure = (id: Id | null, code: number, message: string): Reply => ({ jsonrpc: '2.0', id, error: { code, message } });
const isId = (id: unknown): id is Id => typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

/**
 * A fetch-style handler for an MCP endpoint: POST a JSON-RPC message (`initialize`,
 * `ping`, `tools/list`, `tools/call`, notifications), get JSON; OPTIONS 204; any other
 * method 405 (no event stream). A body that is not JSON-RPC gets a JSON-RPC error with
 * 400, an unknown method or tool a JSON-RPC error, a bad tool argument a tool error
 * (`isError`): never a 500.
 *
 * @example
 * const handle = createMcpHttpHandler({ backend: () => OFFLINE_BACKEND, instructions: () => 'PIN codes and IFSCs' });
 * await handle(new Request('http://localhost/mcp', { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' }));
 * // 200 {"jsonrpc":"2.0","id":1,"result":{}}
 */
export function createMcpHttpHandler(options: McpHttpOptions): (request: Request) => Promise<Response> {
  const headers = { ...options.headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  const send = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(body === null ? null : JSON.stringify(body), { status, headers: { ...headers, ...extra } });
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...options.headers, 'Cache-Control': 'public, max-age=86400' } });
    if (request.method !== 'POST') {
      return send(
        405,
        failure(
          null,
          RPC_ERRORS.refused,
          `${request.method} is not answered here: send JSON-RPC messages with POST (this endpoint keeps no session and no event stream)`,
        ),
        {
          Allow: 'POST, OPTIONS',
        },
      );
    }
    const refused = refusal(request);
    if (refused) return send(refused.status, failure(null, RPC_ERRORS.refused, refused.message));
    const text = await boundedText(request);
    if (text === null) return send(413, failure(null, RPC_ERRORS.refused, `The body is larger than ${MAX_BODY_BYTES} bytes`));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return send(400, failure(null, RPC_ERRORS.parse, 'Parse error: the body is not JSON'));
    }
    const batch = Array.isArray(parsed);
    const messages: unknown[] = batch ? (parsed as unknown[]) : [parsed];
    if (messages.length === 0) return send(400, failure(null, RPC_ERRORS.invalidRequest, 'Invalid Request: an empty batch'));
    const replies = (await Promise.all(messages.map((message) => answer(message, request, options)))).filter((r): r is Reply => r !== null);
    if (replies.length === 0) return send(202, null);
    const invalid = !batch && 'error' in replies[0]! && replies[0].error.code === RPC_ERRORS.invalidRequest;
    return send(invalid ? 400 : 200, batch ? replies : replies[0]);
  };
}

/** Why a POST is refused before its body is read: a content type that is not JSON, a protocol version not answered. */
function refusal(request: Request): { status: number; message: string } | undefined {
  const type = request.headers.get('content-type');
  if (type !== null && !/^application\/json\s*(;|$)/i.test(type)) return { status: 415, message: `Content-Type must be application/json, not ${type}` };
  const version = request.headers.get('mcp-protocol-version');
  if (version !== null && !PROTOCOL_VERSIONS.includes(version)) {
    return { status: 400, message: `MCP-Protocol-Version ${version} is not supported (supported: ${PROTOCOL_VERSIONS.join(', ')})` };
  }
  const length = Number(request.headers.get('content-length') ?? 0);
  return length > MAX_BODY_BYTES ? { status: 413, message: `The body is larger than ${MAX_BODY_BYTES} bytes` } : undefined;
}

/** The body as text, or `null` past {@link MAX_BODY_BYTES} (a body may come without a length). */
async function boundedText(request: Request): Promise<string | null> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.byteLength > MAX_BODY_BYTES ? null : new TextDecoder().decode(bytes);
}

/** The reply to one message; `null` for what takes none (a notification, or a client's own reply). */
async function answer(message: unknown, request: Request, options: McpHttpOptions): Promise<Reply | null> {
  if (typeof message !== 'object' || message === null || Array.isArray(message) || (message as Message).jsonrpc !== '2.0') {
    return failure(null, RPC_ERRORS.invalidRequest, 'Invalid Request: not a JSON-RPC 2.0 message');
  }
  const { id, method, params } = message as Message;
  if (method === undefined && ('result' in message || 'error' in message)) return null;
  if (typeof method !== 'string' || ('id' in message && !isId(id))) {
    return failure(isId(id) ? id : null, RPC_ERRORS.invalidRequest, 'Invalid Request: a message needs a string "method" and a string or number "id"');
  }
  if (!('id' in message)) return null;
  return dispatch(id as Id, method, params, request, options);
}

async function dispatch(id: Id, method: string, params: unknown, request: Request, options: McpHttpOptions): Promise<Reply> {
  const given = (typeof params === 'object' && params !== null ? params : {}) as Message;
  switch (method) {
    case 'initialize': {
      const asked = given.protocolVersion;
      const protocolVersion = typeof asked === 'string' && PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSIONS[0];
      return reply(id, {
        protocolVersion,
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: SERVER_NAME, version: SERVER_VERSION },
        instructions: options.instructions(request),
      });
    }
    case 'ping':
      return reply(id, {});
    case 'tools/list':
      return reply(id, { tools: listTools() });
    case 'tools/call': {
      const name = given.name;
      if (typeof name !== 'string' || !findTool(name)) return failure(id, RPC_ERRORS.invalidParams, `Unknown tool: ${JSON.stringify(name ?? null)}`);
      return reply(id, await toolResult(name, given.arguments, options.backend(request)));
    }
    default:
      return failure(id, RPC_ERRORS.methodNotFound, `Method not found: ${method} (this server has tools only)`);
  }
}
