import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve as resolvePath } from 'node:path';
import { siteCommand } from '../packages/site/src/commands.js';

const root = join(import.meta.dirname, '..');

/**
 * The command that builds the test site as `npm run build` does: node, then its
 * arguments. The global setup and the build tests run it.
 */
export function siteBuildCommand(siteDir: string, baseUrl: string, ...extra: string[]): [string, string[]] {
  return [process.execPath, siteCommand('build', '--out', siteDir, '--base-url', baseUrl, ...extra)];
}

/**
 * `fetch`, sent once more when its connection was closed under it: a kept-alive socket
 * that the server drops as idle (Node's after 5 s, wrangler dev's proxy sooner) can race
 * the next request sent on it. A second failure, or one past two minutes, names the URL.
 */
export async function fetchOnFreshSocket(url: string, init: RequestInit = {}): Promise<Response> {
  const once = () => fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  try {
    return await once();
  } catch {
    return once().catch((error: Error) => {
      throw new Error(`${init.method ?? 'GET'} ${url}: ${error.message} (${(error.cause as Error | undefined)?.message ?? 'no cause'})`);
    });
  }
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A server process started as users start it, stopped by `stop()`. */
export interface RunningServer {
  origin: string;
  /** The process started (for `npm start`, tsx's, whose child serves). */
  pid: number;
  /** The last of what the process printed: why it answered a 5xx, when it says. */
  output(): string;
  /** Resolves with the process's exit code (`null` when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** How long a started server may take to answer its first request. */
export const START_WITHIN_MS = 600_000;

/** The process groups of the servers started and not yet stopped: a test file that ends without stopping one leaves none behind. */
const started = new Set<number>();
process.once('exit', () => {
  for (const pid of started) signalGroup(pid, 'SIGKILL');
});

/** Signals a process group (a child spawned `detached`); one already gone is no error. */
export function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Starts a command and waits until `origin + probe` answers. */
async function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, origin: string, probe: string): Promise<RunningServer> {
  const merged = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  // Its own process group, so that what it starts goes with it: `wrangler dev` exited on
  // SIGTERM and left its workerd running (one spinning a core for half an hour).
  const child: ChildProcess = spawn(command, args, { cwd: root, env: merged, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.add(child.pid!);
  // The last of what it printed, for the error when it fails to start (a server that logs
  // every request would otherwise grow this past what a string can hold).
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk).slice(-65_536));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // A server that builds first (start:edge builds dist-edge, 3–4 minutes alone) shares the machine with other test files.
  const deadline = Date.now() + START_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(origin + probe);
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${command} did not answer within ${START_WITHIN_MS / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A server that dies under a test says why, in the test's output.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${command} ${args.at(-1) ?? ''} exited (${code ?? signal}) while serving:\n${output.slice(-4000)}`);
  });
  return {
    origin,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: async () => {
      stopping = true;
      // SIGTERM to the command alone, as a process manager sends it (it stops gracefully).
      if (child.exitCode === null) {
        const exit = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exit;
      }
      // Then whatever it started and left behind.
      signalGroup(child.pid!, 'SIGKILL');
      started.delete(child.pid!);
    },
  };
}

/** The project's server, started as `npm start` starts it, over an already built site. */
export async function startSiteServer(siteDir: string, baseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const settings: NodeJS.ProcessEnv = { PORT: String(port), SITE_DIR: siteDir, SITE_URL: baseUrl, ...env };
  // An empty SITE_URL means "not set": the server's default applies.
  if (!settings.SITE_URL) settings.SITE_URL = undefined;
  return startProcess(process.execPath, siteCommand('start'), settings, origin, '/api/v1/states');
}

/** The project's server as `npm start` starts it with no site folder: every answer rendered from the dataset. */
export async function startRenderedServer(baseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return startProcess(process.execPath, siteCommand('start'), { PORT: String(port), SITE_DIR: undefined, SITE_URL: baseUrl, ...env }, origin, '/api/v1/states');
}

/** `npm run start:edge`: the edge build in `edgeDir`, served by `wrangler dev` (workerd). */
export async function startEdgeServer(edgeDir: string, baseUrl: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return startProcess(process.execPath, siteCommand('start-edge'), { PORT: String(port), EDGE_DIR: edgeDir, SITE_URL: baseUrl }, origin, '/api/v1/states');
}

/**
 * The edge build's Vercel output in `edgeDir` (built first, by {@link startEdgeServer}):
 * its routes and static files, and its function in Vercel's Edge runtime (test/vercel-host.ts).
 */
export async function startVercelServer(edgeDir: string, baseUrl: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return startProcess(
    process.execPath,
    [tsx, join(root, 'test', 'vercel-host.ts'), edgeDir],
    { PORT: String(port), SITE_URL: baseUrl },
    origin,
    '/api/v1/states',
  );
}

/** `serve` over the site, as `npm run preview` runs it (it reads the generated serve.json). */
export async function startServe(siteDir: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serve = join(root, 'node_modules', 'serve', 'build', 'main.js');
  return startProcess(
    process.execPath,
    [serve, siteDir, '-l', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-port-switching'],
    {},
    origin,
    '/api/v1/states',
  );
}

/** Debian's nginx: on the PATH, or where Debian puts it (outside a normal user's PATH). */
function nginxBinary(): string {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin']) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does it)');
}

/**
 * nginx over the site with the server block of docs/deploy.md (`root` the site, `include` its
 * generated nginx.conf), as a foreground process on a free loopback port, its pid,
 * temporary files and logs in a folder of its own.
 */
export async function startNginx(siteDir: string): Promise<RunningServer> {
  const port = await freePort();
  const prefix = await mkdtemp(join(tmpdir(), 'nginx-'));
  const site = resolvePath(siteDir);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/${kind};`);
  const config = [
    'daemon off;',
    'worker_processes 1;',
    // As root (CI), the workers would run as nobody, who may not read a clone under /root.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${prefix}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    `http { access_log off; ${temp.join(' ')}`,
    `  server { listen 127.0.0.1:${port}; root ${site}; include ${site}/nginx.conf; }`,
    '}',
  ];
  await writeFile(join(prefix, 'nginx.conf'), `${config.join('\n')}\n`);
  const server = await startProcess(nginxBinary(), ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {}, `http://127.0.0.1:${port}`, '/api/v1/states');
  return { ...server, stop: () => server.stop().then(() => rm(prefix, { recursive: true, force: true })) };
}

const CONTENT_TYPES: Readonly<Record<string, string>> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

/**
 * A plain static file server over folders by URL prefix (longest first), for
 * bundles that are not the site: what any static host does, nothing more.
 */
export async function serveFolders(folders: Record<string, string>): Promise<RunningServer> {
  const prefixes = Object.keys(folders).sort((a, b) => b.length - a.length);
  const server = createHttpServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const prefix = prefixes.find((p) => path.startsWith(p));
    const file = prefix && !path.includes('..') ? join(folders[prefix]!, path.slice(prefix.length)) : undefined;
    try {
      const body = await readFile(file ?? '');
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // It runs in this process: it "exits" when it closes.
  const exited = new Promise<number | null>((resolve) => server.once('close', () => resolve(0)));
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: process.pid,
    output: () => '',
    exited,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
