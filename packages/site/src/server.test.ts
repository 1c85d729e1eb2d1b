/**
 * The node server under abuse, over a small in-memory site, with short timeouts: slow
 * clients, silent clients, clients that never read, malformed requests and a handler
 * that throws. Real node:http on loopback, real sockets.
 */
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlainHandler, type PlainRequest } from '@india-pincode-ifsc/site-runtime/handler/handler';
import { COMPRESS_FROM } from './content-coding.js';
import { serveHandler } from './server.js';
import { memorySiteFiles } from '@india-pincode-ifsc/site-runtime/testing/memory-site';
import { testSiteData } from '@india-pincode-ifsc/site-runtime/testing/site-data';

// Short, so that the abuse ends in seconds; the header timeout not so short that a
// well-behaved request beside the abuse on a loaded machine is cut off (800 ms was: 408).
const TIMEOUTS = { headers: 2000, request: 3000, idle: 1500, keepAlive: 500 };
let server: Server;
let port: number;

beforeAll(async () => {
  const handle = createPlainHandler(memorySiteFiles(testSiteData()));
  const withBoom = async (request: PlainRequest) => {
    if (request.url.endsWith('/boom')) throw new Error('a failure inside a request');
    return handle(request);
  };
  // The handler's kept answers too, so that a URL asked again takes the server's quick path.
  server = serveHandler(Object.assign(withBoom, { kept: handle.kept }), TIMEOUTS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and collects what comes back until the server closes the socket. */
function raw(write: (socket: Socket) => void): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => write(socket));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', () => {});
  });
}

/**
 * A well-behaved client's request, on a connection of its own: on a kept-alive one that
 * sat idle while the server was busy, Node may count the idle time against the next
 * request's header timeout and answer 408.
 */
const ask = () =>
  new Promise<number>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/v1/states', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    }).on('error', reject);
  });

describe('the node server', () => {
  it('cuts off a client that sends its headers a byte at a time, and keeps answering others', async () => {
    const slow = raw((socket) => {
      const bytes = 'GET /api/v1/states HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n';
      let i = 0;
      const timer = setInterval(() => {
        if (i >= bytes.length || socket.destroyed) return clearInterval(timer);
        socket.write(bytes[i++]!);
      }, 50);
    });
    expect(await ask()).toBe(200);
    const { text, ms } = await slow;
    expect(ms).toBeLessThan(TIMEOUTS.headers * 4);
    expect(text === '' || /^HTTP\/1\.1 408/.test(text)).toBe(true);
    if (text) expect(text).toContain('Access-Control-Allow-Origin: *');
  });

  it('closes connections that send nothing', async () => {
    const silent = await Promise.all(Array.from({ length: 20 }, () => raw(() => {})));
    for (const { ms } of silent) expect(ms).toBeLessThan(TIMEOUTS.idle * 3);
    expect(await ask()).toBe(200);
  });

  it('answers malformed requests with a JSON 400 and the CORS header', async () => {
    const { text } = await raw((socket) => socket.write('GET /api/v1/states HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(text).toContain('Access-Control-Allow-Origin: *');
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ status: 'error', code: 400, message: 'Malformed request' });
  });

  it('answers an error inside a request with a JSON 500, and lives on', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/boom`);
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ status: 'error', code: 500, message: 'Internal error' });
    expect(await ask()).toBe(200);
  });

  it('drops a client that asks and never reads, and keeps answering others', async () => {
    // Watched from the server's side: a client that does not read never sees its socket close.
    const closed = new Promise<number>((resolve) => {
      server.once('connection', (socket: Socket) => {
        const opened = Date.now();
        socket.on('close', () => resolve(Date.now() - opened));
      });
    });
    const greedy = connect(port, '127.0.0.1', () => {
      greedy.pause();
      for (let i = 0; i < 2000; i++) greedy.write('GET /api/v1/states HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    greedy.on('error', () => {});
    expect(await ask()).toBe(200);
    // Closed at all is the point (without the timeout it never is); the bound is loose, as CPU here is shared.
    expect(await closed).toBeLessThan(TIMEOUTS.idle * 10);
    greedy.destroy();
  }, 40_000);

  it('sends each coding decoding to the very bytes of the plain answer, for JSON, pages and a 404; HEAD and 304 without a body', async () => {
    for (const path of ['/api/v1/pincode/110001', '/', '/no/such/page/']) {
      const plain = await rawGet(path, {});
      expect([path, plain.body.byteLength >= COMPRESS_FROM]).toEqual([path, true]);
      expect(plain.headers.vary).toBe('Accept-Encoding');
      for (const [coding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const coded = await rawGet(path, { 'Accept-Encoding': coding });
        expect([path, coded.status, coded.headers['content-encoding']]).toEqual([path, plain.status, coding]);
        expect(Number(coded.headers['content-length'])).toBe(coded.body.byteLength);
        expect(decode(coded.body).equals(plain.body)).toBe(true);
        const head = await rawGet(path, { 'Accept-Encoding': coding }, 'HEAD');
        expect([head.body.byteLength, head.headers['content-length'], head.headers['content-encoding']]).toEqual([0, coded.headers['content-length'], coding]);
        if (!coded.headers.etag || plain.status !== 200) continue;
        expect(coded.headers.etag).toBe(plain.headers.etag!.replace(/"$/, `-${coding}"`));
        const again = await rawGet(path, { 'Accept-Encoding': coding, 'If-None-Match': coded.headers.etag });
        expect([again.status, again.body.byteLength, again.headers.etag]).toEqual([304, 0, coded.headers.etag]);
      }
    }
  });
});

describe('a URL asked again', () => {
  it('goes out as it did the first time, in each coding, HEAD and 404 included', async () => {
    const without = ({ date, ...headers }: IncomingHttpHeaders) => headers;
    for (const path of ['/api/v1/pincode/110001', '/api/v1/states', '/no/such/page/']) {
      for (const codings of [{}, { 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
        for (const method of ['GET', 'HEAD']) {
          const [first, second, third] = [await rawGet(path, codings, method), await rawGet(path, codings, method), await rawGet(path, codings, method)];
          for (const again of [second, third]) {
            expect([path, method, again.status, without(again.headers)]).toEqual([path, method, first.status, without(first.headers)]);
            expect(again.body.equals(first.body)).toBe(true);
          }
        }
      }
    }
  });
});

/** A request whose body comes back as it was sent (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
