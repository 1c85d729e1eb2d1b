import { rename, rm } from 'node:fs/promises';

/**
 * Puts a folder written beside `dir` (`staging`) in its place: the old one renamed
 * aside, the new one renamed in, then the old one removed. `dir` is never half written
 * nor half removed, and is missing only between the two renames (removing a large old
 * folder first left it missing for seconds); when the new one cannot be renamed in, the
 * old one goes back.
 *
 * @example
 * await replaceFolder('dist-edge.staging', 'dist-edge');
 */
export async function replaceFolder(staging: string, dir: string): Promise<void> {
  const old = `${dir}.old`;
  await rm(old, { recursive: true, force: true });
  const moved = await rename(dir, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      return false;
    },
  );
  try {
    await rename(staging, dir);
  } catch (error) {
    // Nothing to put in its place: the old folder goes back.
    if (moved) await rename(old, dir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
