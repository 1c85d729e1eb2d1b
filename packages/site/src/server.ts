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
  return createServer((req, res) => {
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
}
