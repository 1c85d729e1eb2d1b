/**
 * What the fault tests and `npm run bench:faults` share: a subset of the real sources,
 * builds started as `npm run build` starts them (and killed with everything they
 * started), and clients that ask servers for known URLs every 20 ms while builds run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import { join } from 'node:path';
import { SOURCES, sourcesDir } from '@india-pincode-ifsc/sources';
import { type RunningServer, signalGroup, siteBuildCommand } from './servers.js';

/** URLs every site has, full or subset: what the clients ask for. */
export const KNOWN_PATHS = [
  '/api/pincode/110001',
  '/api/v1/pincode/110001',
  '/api/v1/pincode/110002',
  '/ifsc/api/ifsc/ABHY0065001',
  '/api/v1/states',
  '/api/banks.php',
];

/**
 * Writes a subset of the real sources into `dir`: the first 3,000 directory rows (New
 * Delhi's first) and every branch of banks whose code starts with A, so that a site
 * builds in seconds.
 *
 * @example
 * writeSourceSubset('/tmp/x/sources'); // then build with --sources /tmp/x/sources
 */
export function writeSourceSubset(dir: string): void {
  mkdirSync(join(dir, 'pincode'), { recursive: true });
  mkdirSync(join(dir, 'ifsc'), { recursive: true });
  const directory = readFileSync(join(sourcesDir(), SOURCES.pincodeDirectory.file), 'utf8').split('\n');
  writeFileSync(join(dir, SOURCES.pincodeDirectory.file), `${directory.slice(0, 3001).join('\n')}\n`);
  const branches = readFileSync(join(sourcesDir(), SOURCES.ifscBranches.file), 'utf8');
  // Records are in IFSC order and may span lines: cut where a line starts the first record of a code past A.
  const end = branches.search(/\n[^,\n]*,[B-Z][A-Z]{3}0[A-Z0-9]{6},/);
  writeFileSync(join(dir, SOURCES.ifscBranches.file), `${branches.slice(0, end)}\n`);
  for (const id of ['bankNames', 'banks', 'sublets', 'ifscCodes'] as const) {
    writeFileSync(join(dir, SOURCES[id].file), readFileSync(join(sourcesDir(), SOURCES[id].file)));
  }
}

/** A build started as `npm run build` starts it. */
export interface BuildRun {
  child: ChildProcess;
  /** Everything it wrote to stderr so far (its log, progress and errors). */
  stderr(): string;
  /** Resolves when it is gone, however it ended. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL to the build and everything it started. */
  kill(): void;
}

/**
 * Starts `npm run build` into `site` for `baseUrl` with `extra` arguments, in CI mode
 * (plain progress lines); `onLine` sees each stderr line as it comes.
 *
 * @example
 * const run = startBuild('/tmp/x/site', 'https://a.test', ['--api-only']);
 * await buildResult(run); // 0
 */
export function startBuild(site: string, baseUrl: string, extra: string[] = [], onLine?: (line: string) => void): BuildRun {
  const [command, args] = siteBuildCommand(site, baseUrl, ...extra);
  // Its own process group: tsx runs the build in a child process, and a kill must reach both.
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CI: 'true' }, detached: true });
  let errors = '';
  let partial = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk;
    if (!onLine) return;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) onLine(line);
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  const kill = () => signalGroup(child.pid!, 'SIGKILL');
  return { child, stderr: () => errors, exit, kill };
}

/**
 * A build's outcome for an assertion: its exit code when it succeeded or was killed,
 * else the code with the end of its error output, so that a failure says why.
 *
 * @example
 * expect(await buildResult(startBuild(site, url))).toBe(0);
 */
export async function buildResult(run: BuildRun): Promise<number | string | null> {
  const { code, signal } = await run.exit;
  return code === 0 || signal ? code : `exit ${code}: ${run.stderr().slice(-2000)}`;
}

/** One answer a client got. */
export interface Answer {
  server: string;
  path: string;
  status: number;
  body: string;
}

/**
 * Clients asking every server for `paths` in turn, one request every 20 ms each, until
 * stopped; every answer is kept (status 0 when the request itself failed).
 *
 * @example
 * const clients = startClients(servers, KNOWN_PATHS);
 * // … rebuild …
 * await clients.stop();
 * clients.answers.filter((a) => a.status !== 200); // []
 */
export function startClients(servers: RunningServer[], paths: string[] = KNOWN_PATHS) {
  const answers: Answer[] = [];
  let running = true;
  const loops = servers.map(async (server) => {
    for (let i = 0; running; i++) {
      const path = paths[i % paths.length]!;
      const answer = await fetch(server.origin + path).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        (error: Error) => ({ status: 0, body: error.message }),
      );
      answers.push({ server: server.origin, path, ...answer });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** What one server answers for each path now, to tell old answers from new ones. */
export async function snapshot(server: RunningServer, paths: string[] = KNOWN_PATHS): Promise<Map<string, string>> {
  return new Map(await Promise.all(paths.map(async (path) => [path, await fetch(server.origin + path).then((r) => r.text())] as const)));
}

/** Every folder and link beside the site (`{site}`, `.builds`, `.previous`, …) in `parent`. */
export const leftovers = (parent: string, siteName = 'site') =>
  readdirSync(parent)
    .filter((name) => name.startsWith(siteName))
    .sort();

/**
 * The files of the built site at `site` whose contents differ from its manifest's
 * hashes, or are missing: `[]` when the live build is intact.
 *
 * @example
 * expect(damagedFiles('/tmp/x/site')).toEqual([]);
 */
export function damagedFiles(site: string): string[] {
  const manifest = readFileSync(join(site, 'manifest.txt'), 'utf8');
  const damaged: string[] = [];
  for (const line of manifest.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [digest, path] = [line.slice(0, 40), line.slice(41)];
    let body: Buffer | undefined;
    try {
      body = readFileSync(join(site, path));
    } catch {
      // Missing: counted below.
    }
    if (!body || hash('sha1', body, 'hex') !== digest) damaged.push(path);
  }
  return damaged;
}

/**
 * Runs `mount` with `args` (the machine runs as root); an error that says what to do
 * when this machine cannot mount.
 *
 * @example
 * mount('-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', '/tmp/x/disk');
 */
export function mount(...args: string[]): void {
  try {
    execFileSync('mount', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const detail = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim();
    throw new Error(`mount ${args.join(' ')} failed (${detail}): the disk-fault checks need root and a kernel that lets it mount tmpfs and bind mounts`);
  }
}

/** Unmounts `path` if something is mounted there (lazily, so that an open file does not keep it). */
export function unmount(path: string): void {
  try {
    execFileSync('umount', ['-l', path], { stdio: 'ignore' });
  } catch {
    // Nothing mounted there.
  }
}
