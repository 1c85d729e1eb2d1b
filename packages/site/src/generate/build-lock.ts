import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Whether a process is alive: a signal 0 probes without sending anything. A killed
 * process that nobody has reaped yet (a zombie: in containers whose first process does
 * not reap) still answers the probe, so on Linux its state is read as well.
 */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** How long a build waits for another one writing the same site before it gives up. */
const WAIT_MS = 30 * 60_000;
const POLL_MS = 250;

/**
 * Holds `{site}.lock` while a build writes the site, so that two builds never write one
 * site at once (each removes the other's unfinished folder). A build that finds the lock
 * held by a live process waits for it (several `npm start`s over one site start
 * together, and each then finds the site up to date); a lock whose process is gone (a
 * killed build) is taken over. Returns the release function.
 *
 * @example
 * const release = await lockSite('/abs/dist-site');
 * try { … } finally { await release(); }
 */
export async function lockSite(
  outDir: string,
  { waitMs = WAIT_MS, log = (line: string) => process.stderr.write(`${line}\n`) }: { waitMs?: number; log?: (line: string) => void } = {},
): Promise<() => Promise<void>> {
  const path = `${outDir}.lock`;
  // On a fresh clone the site's parent folder may not exist yet.
  await mkdir(dirname(path), { recursive: true });
  const deadline = Date.now() + waitMs;
  let waitingFor = 0;
  for (;;) {
    const holder = await tryLock(path);
    if (holder === 0) return () => rm(path, { force: true });
    if (Date.now() >= deadline) throw new Error(`${outDir}: another build (process ${holder}) is writing it; wait for it, or remove ${path} if it is gone`);
    if (holder !== waitingFor) log(`${outDir}: waiting for the build in process ${holder} to finish`);
    waitingFor = holder;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}

/** Takes the lock (0), or names the live process that holds it; a dead holder's lock is removed. */
async function tryLock(path: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return 0;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(path, 'utf8').catch(() => ''));
      if (holder && (await alive(holder))) return holder;
      await rm(path, { force: true });
    }
  }
  throw new Error(`${path}: could not take the build lock`);
}
