import { Agent, get, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveHandler } from './server.js';
import { stopGracefully } from './graceful-stop.js';

/** A server whose every answer takes `ms`, on a free loopback port. */
async function slowServer(ms: number): Promise<{ server: Server; port: number }> {
  const server = serveHandler(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { status: 200, headers: { 'Content-Type': 'text/plain' }, body: new TextEncoder().encode('done') };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

function ask(port: number, agent: Agent | false) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
    }).on('error', reject);
  });
}

describe('stopGracefully', () => {
  it('answers every request in flight, refuses new connections, closes kept-alive ones, and resolves', async () => {
    const { server, port } = await slowServer(400);
    const agent = new Agent({ keepAlive: true });
    const inFlight = Array.from({ length: 12 }, (_, i) => ask(port, i % 2 ? agent : false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = stopGracefully(server);
    // The port closes once the connections queued at the stop are accepted.
    while (server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(ask(port, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [200, 'done']));
    // Answered after the stop began, on kept-alive connections too: each answer closes its connection.
    expect(answers.map((a) => a.connection)).toEqual(answers.map(() => 'close'));
    await stopped;
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('answers a connection accepted before the stop that sends its request after it, and closes one that stays silent at the end of the wait', async () => {
    const { server, port } = await slowServer(10);
    const open = () =>
      new Promise<Socket>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => resolve(socket));
      });
    const [late, silent] = [await open(), await open()];
    const replies = [late, silent].map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk) => (text += chunk));
          socket.on('close', () => resolve(text));
          socket.on('error', () => {});
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A short wait: the silent connection is closed when it ends.
    const stopped = stopGracefully(server, 1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    late.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const [answer, nothing] = await Promise.all(replies);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close\r\n[\s\S]*\r\ndone\r\n/);
    expect(nothing).toBe('');
    await stopped;
  });

  it('cuts what is left when the answers outlast the wait', async () => {
    const { server, port } = await slowServer(60_000);
    const stuck = ask(port, false).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stopGracefully(server, 200);
    expect(await stuck).toBe('ECONNRESET');
  });
});
