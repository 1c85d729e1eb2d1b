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

/**
 * Holds `{site}.lock` while a build writes the site, so that two builds never write one
 * site at once (each removes the other's unfinished folder). A lock whose process is
 * gone (a killed build) is taken over. Returns the release function.
 *
 * @example
 * const release = await lockSite('/abs/dist-site');
 * try { … } finally { await release(); }
 */
export async function lockSite(outDir: string): Promise<() => Promise<void>> {
  const path = `${outDir}.lock`;
  // On a fresh clone the site's parent folder may not exist yet.
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(path, 'utf8').catch(() => ''));
      if (holder && (await alive(holder)))
        throw new Error(`${outDir}: another build (process ${holder}) is writing it; wait for it, or remove ${path} if it is gone`);
      await rm(path, { force: true });
    }
  }
  throw new Error(`${path}: could not take the build lock`);
}
