import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Handler } from './handler/handler.js';

/** Turns a node request into a fetch `Request` (GET-like methods only: the API has no bodies). */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers });
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * Serves a fetch-style handler with node:http.
 *
 * @example
 * const server = serveHandler(createHandler(nodeSiteFiles('dist-site')));
 * server.listen(3000);
 */
export function serveHandler(handler: Handler): Server {
  return createServer((req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    let request: Request;
    try {
      request = toRequest(req, origin);
    } catch {
      res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"status":"error","code":400,"message":"Malformed request"}');
      return;
    }
    handler(request)
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end('{"status":"error","code":500,"message":"Internal error"}');
      });
  });
}
