import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { PlainHandler, PlainRequest } from './handler/handler.js';

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

/**
 * Serves the handler with node:http.
 *
 * @example
 * serveHandler(createPlainHandler(nodeSiteFiles('dist-site'))).listen(3000);
 */
export function serveHandler(handler: PlainHandler): Server {
  const server = createServer((req, res) => {
    handler(toPlainRequest(req)).then(
      (answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? undefined);
      },
      (error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end('{"status":"error","code":500,"message":"Internal error"}');
      },
    );
  });
  // A client may close its sending side right after the request (printf … | nc);
  // it still gets its answer, which may need a few file reads.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  // Keep idle connections well past clients' own keep-alive, so that a client never
  // reuses a connection the server is closing at that moment.
  server.keepAliveTimeout = 30_000;
  server.headersTimeout = 35_000;
  return server;
}
