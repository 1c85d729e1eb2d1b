import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Handler, PlainHandler, PlainRequest, PlainResponse } from '@india-pincode-ifsc/site-runtime/handler/handler';
import { CORS_HEADERS, JSON_TYPE } from '@india-pincode-ifsc/site-runtime/headers';
import { isMcpUrl } from '@india-pincode-ifsc/site-runtime/mcp/with-mcp';
import { encodeKept, encodeResponse, uncodedRequest } from './content-coding.js';
import { closesAfterAnswer } from './graceful-stop.js';

/**
 * How long the server waits, in one place (milliseconds). `headers`: for the whole
 * header block of a request, so a client that sends it a byte at a time is cut off;
 * `request`: for the whole request; `idle`: for a connection on which nothing moves
 * either way (opened and silent, or a client that stopped reading its answer);
 * `keepAlive`: between requests, longer than clients' own keep-alive so that a client
 * never reuses a connection the server is closing at that moment.
 */
export const SERVER_TIMEOUTS = { headers: 20_000, request: 30_000, idle: 60_000, keepAlive: 15_000 } as const;

export type ServerTimeouts = { readonly [K in keyof typeof SERVER_TIMEOUTS]: number };

/** Reads a node request as the handler's plain request, without building fetch objects. */
function toPlainRequest(req: IncomingMessage): PlainRequest {
  return {
    method: req.method ?? 'GET',
    url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
    header: (name) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The request headers a fetch-style endpoint reads (the MCP endpoint's): its body's type, what it accepts, the protocol version. */
const FORWARDED_HEADERS = ['accept', 'content-type', 'mcp-protocol-version'] as const;

/** Request bodies are read up to this size and one byte more: the endpoint refuses what is larger; the rest is drained unread. */
const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (size > MAX_BODY_BYTES) continue;
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  return Uint8Array.from(Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES + 1));
}

/** A request answered by a fetch-style handler (the MCP endpoint, which reads a body), as a plain response. */
async function fetchAnswer(req: IncomingMessage, request: PlainRequest, handler: Handler): Promise<PlainResponse> {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.header(name);
    if (value !== null) forwarded[name] = value;
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(req);
  const response = await handler(new Request(request.url, { method: request.method, headers: forwarded, body }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = Object.fromEntries([...response.headers].map(([name, value]) => [headerCase(name), value]));
  return { status: response.status, headers, body: bytes.byteLength ? bytes : null };
}

/** A header name as the plain handler writes it (`content-type` → `Content-Type`), which compression reads. */
const headerCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** A v1 error as a complete HTTP response, for a socket the parser gave up on. */
function rawError(code: number, reason: string, message: string): string {
  const body = JSON.stringify({ status: 'error', code, message });
  const headers = { ...CORS_HEADERS, 'Content-Type': JSON_TYPE, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  return `HTTP/1.1 ${code} ${reason}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n${body}`;
}

/** What node's parser could not take: answered as JSON with the CORS header, like every other answer. */
function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
  const [code, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'Request not received in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Request headers too large']
        : [400, 'Bad Request', 'Malformed request'];
  socket.end(rawError(code, reason, message));
}

function send(server: Server, res: ServerResponse, request: PlainRequest, response: PlainResponse): void {
  if (closesAfterAnswer(server)) res.setHeader('Connection', 'close');
  res.writeHead(response.status, response.headers);
  res.end(request.method === 'HEAD' ? undefined : (response.body ?? undefined));
}

/** A request that failed inside: 500 with a JSON body, logged once. */
function sendError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`500 for ${req.method} ${req.url}:`, error);
  if (!res.headersSent) res.writeHead(500, { ...CORS_HEADERS, 'Content-Type': JSON_TYPE });
  res.end('{"status":"error","code":500,"message":"Internal error"}');
}

/**
 * Serves the handler with node:http, compressed as each request accepts
 * (content-coding.ts), and the MCP endpoint at its path when given. An error inside a
 * request answers 500 with a JSON body and is logged once; the process never dies from
 * a request.
 *
 * @example
 * const plain = createPlainHandler(nodeSiteFiles('dist-site'));
 * serveHandler(plain, SERVER_TIMEOUTS, mcpEndpoint(fetchHandler(plain))).listen(3000);
 */
export function serveHandler(handler: PlainHandler, timeouts: ServerTimeouts = SERVER_TIMEOUTS, mcp?: Handler): Server {
  const options = {
    headersTimeout: timeouts.headers,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    // Check the header and request timers often enough for short test settings too.
    connectionsCheckingInterval: Math.min(30_000, timeouts.headers / 4),
  };
  const server = createServer(options, (req, res) => {
    const request = toPlainRequest(req);
    const uncoded = uncodedRequest(request);
    // A HEAD is answered as its GET, so that its headers name the coded body it would get.
    const asked = request.method === 'HEAD' ? { ...uncoded, method: 'GET' } : uncoded;
    const mcpAsked = mcp !== undefined && isMcpUrl(request.url);
    try {
      const kept = mcpAsked ? undefined : handler.kept?.(asked);
      // A URL asked again goes out at once, as it was coded the first time.
      if (kept) return send(server, res, request, encodeKept(request, kept));
    } catch (error) {
      return sendError(req, res, error);
    }
    const answered = mcpAsked ? fetchAnswer(req, request, mcp) : handler(asked);
    answered.then((response) => send(server, res, request, encodeResponse(request, response))).catch((error: unknown) => sendError(req, res, error));
  });
  // A client may close its sending side right after the request (printf … | nc);
  // it still gets its answer, which may need a few file reads.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.timeout = timeouts.idle;
  server.on('clientError', onClientError);
  // CONNECT never reaches the request handler: answer it here like any other method.
  server.on('connect', (req: IncomingMessage, socket: Socket) => socket.end(rawError(405, 'Method Not Allowed', `Method ${req.method} not allowed`)));
  server.on('timeout', (socket: Socket) => socket.destroy());
  return server;
}
