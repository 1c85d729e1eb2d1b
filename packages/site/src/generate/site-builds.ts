/**
 * The site's builds beside it and the links that name them: the site folder is a link to
 * the live build, `{site}.previous` to the one before (the rollback copy), and the
 * builds live in `{site}.builds/`.
 */
import type { BuildFs } from './build-fs.js';

/**
 * Makes `staging` the site in one atomic step: the site folder is a link to a build,
 * switched by one rename, so a reader sees the old build or the new one and never a
 * missing site. The build it replaces stays as the rollback copy (`{site}.previous`);
 * older ones are removed after the switch.
 *
 * @example
 * await switchBuild(nodeBuildFs(), '/abs/dist-site', newBuildFolder('/abs/dist-site'));
 */
export async function switchBuild(fs: BuildFs, outDir: string, staging: string): Promise<void> {
  let current = await fs.readLink(outDir);
  if (current === null && (await fs.exists(outDir))) {
    // A site built before builds were kept apart: moved in among them, once.
    current = `${newBuildFolder(outDir)}-before`;
    await fs.rename(outDir, current);
  }
  await fs.pointTo(outDir, staging);
  if (current !== null) await fs.pointTo(previousLink(outDir), current);
  await removeStaleBuilds(fs, outDir);
}

/**
 * Goes back to the build before the live one, in one atomic step; the live one becomes
 * the rollback copy, so a second rollback goes forward again.
 *
 * @example
 * await rollbackSite(nodeBuildFs(), '/abs/dist-site'); // '/abs/dist-site.builds/…'
 */
export async function rollbackSite(fs: BuildFs, outDir: string): Promise<string> {
  const [live, previous] = [await fs.readLink(outDir), await fs.readLink(previousLink(outDir))];
  if (!live || !previous || !(await fs.exists(previous))) throw new Error(`${outDir}: no earlier build to go back to (${previousLink(outDir)} names none)`);
  await fs.pointTo(outDir, previous);
  await fs.pointTo(previousLink(outDir), live);
  return previous;
}

/** Where the builds of a site live, beside it. */
export const buildsFolder = (outDir: string) => `${outDir}.builds`;
/** The link to the build before the live one: what `npm run rollback` goes back to. */
export const previousLink = (outDir: string) => `${outDir}.previous`;
let builds = 0;
/**
 * A new build's folder among the site's builds: named sortable by time, and unique (two
 * builds may start in one millisecond).
 *
 * @example
 * newBuildFolder('/abs/dist-site') // '/abs/dist-site.builds/m3x…-1a2-0'
 */
export const newBuildFolder = (outDir: string) => `${buildsFolder(outDir)}/${Date.now().toString(36)}-${process.pid.toString(36)}-${(builds++).toString(36)}`;

/**
 * Removes every build that neither the site nor its rollback link names (a killed
 * build's half-written folder, builds older than the rollback copy), and what the
 * older layout left behind (`{site}.staging`, `{site}.old`).
 *
 * @example
 * await removeStaleBuilds(nodeBuildFs(), '/abs/dist-site');
 */
export async function removeStaleBuilds(fs: BuildFs, outDir: string): Promise<void> {
  const keep = new Set([await fs.readLink(outDir), await fs.readLink(previousLink(outDir))]);
  for (const name of await fs.list(buildsFolder(outDir))) {
    const path = `${buildsFolder(outDir)}/${name}`;
    if (!keep.has(path)) await fs.remove(path);
  }
  for (const leftover of [`${outDir}.staging`, `${outDir}.old`]) await fs.remove(leftover);
}
