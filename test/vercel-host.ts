/**
 * Vercel, as far as the edge build's Build Output (`.vercel/output` in an edge build)
 * tells it, for the tests: `config.json`'s routes in order (the headers of each route
 * whose `src` matches, the filesystem step over `static/`, then the route to the
 * function), and the function itself run in Vercel's own Edge runtime (the
 * `edge-runtime` package), with `SITE_URL` in its `process.env` as Vercel gives it.
 * What this cannot know of Vercel's router it keeps simple: the filesystem step answers
 * GET and HEAD for files, and any other method goes on to the function.
 *
 * Usage: PORT=3000 SITE_URL=https://pin.example.org tsx test/vercel-host.ts EDGE_DIR
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import { EdgeRuntime } from 'edge-runtime';

interface Route {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: string;
}

const output = join(process.argv[2] ?? 'dist-edge', '.vercel', 'output');
const { routes } = JSON.parse(await readFile(join(output, 'config.json'), 'utf8')) as { routes: Route[] };

/** The function as Vercel runs it: its module's default export answers each fetch event. */
async function functionRuntime(name: string): Promise<EdgeRuntime> {
  const dir = join(output, 'functions', `${name}.func`);
  const { entrypoint } = JSON.parse(await readFile(join(dir, '.vc-config.json'), 'utf8')) as { entrypoint: string };
  // The runtime evaluates scripts, not modules: the module becomes a script that keeps its exports in a global.
  const bundled = await build({
    entryPoints: [join(dir, entrypoint)],
    bundle: true,
    format: 'iife',
    globalName: '__function',
    write: false,
    logLevel: 'error',
  });
  const initialCode = `${bundled.outputFiles[0]!.text}\naddEventListener('fetch', (event) => event.respondWith(__function.default(event.request)));`;
  const env = { SITE_URL: process.env.SITE_URL };
  return new EdgeRuntime({ initialCode, extend: (context) => Object.assign(context, { process: { env } }) });
}

const runtimes = new Map<string, Promise<EdgeRuntime>>();

async function staticFile(path: string): Promise<Buffer | null> {
  const file = join(output, 'static', decodeURIComponent(path));
  if (!file.startsWith(join(output, 'static')) || !(await stat(file).catch(() => null))?.isFile()) return null;
  return readFile(file);
}

/** Sends a request through the routes: headers, the filesystem, then the function. */
async function route(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const url = new URL(request.url!, origin);
  const headers: Record<string, string> = {};
  for (const step of routes) {
    if (step.handle === 'filesystem') {
      const file = request.method === 'GET' || request.method === 'HEAD' ? await staticFile(url.pathname) : null;
      if (file) {
        response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : file);
        return;
      }
      continue;
    }
    if (!step.src || !new RegExp(step.src).test(url.pathname)) continue;
    Object.assign(headers, step.headers);
    if (step.dest) return answer(step.dest.slice(1), request, response, url);
    if (step.status) {
      response.writeHead(step.status, headers).end();
      return;
    }
    if (!step.continue) break;
  }
  response.writeHead(404, headers).end();
}

async function answer(name: string, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  let runtime = runtimes.get(name);
  if (!runtime) {
    runtime = functionRuntime(name);
    runtimes.set(name, runtime);
  }
  const headers = Object.entries(request.headers).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value] as [string, string]] : []));
  // A request's body (a POST to /mcp) goes on to the function as Vercel passes it.
  const chunks: Buffer[] = [];
  if (request.method !== 'GET' && request.method !== 'HEAD') for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const got = await (await runtime).dispatchFetch(url.href, { method: request.method, headers, body });
  response.writeHead(got.status, Object.fromEntries(got.headers));
  response.end(Buffer.from(await got.arrayBuffer()));
}

const server = createServer((request, response) => {
  route(request, response, `http://${request.headers.host}`).catch((error: Error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
// The function reads its assets over kept-alive connections, some after seconds of work: Node's
// 5 s idle timeout would close one as the function sends on it ("fetch failed").
server.keepAliveTimeout = 120_000;
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
