import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { MANIFEST } from './generate/manifest.js';
import { fileCache } from '@india-pincode-ifsc/site-runtime/handler/file-cache';
import type { SiteFile, SiteFiles } from '@india-pincode-ifsc/site-runtime/handler/site-files';

/** How often the server looks for a new build (a switched site link or a new manifest). */
const CHECK_EVERY_MS = 1000;

/**
 * The generated site on disk, for the node server. Only regular files strictly
 * inside the site are read, whatever the path holds. The site folder may be a link
 * that a build switches (write-site.ts): each request is pinned to the build the link
 * named when it began ({@link SiteFiles.pin}), so it never mixes two builds, and the
 * server follows a switch within a second, without a restart. Files are kept in
 * memory, most recently used first, up to `cacheBytes`. The ETag is the file's size
 * and modification time.
 *
 * @example
 * const files = nodeSiteFiles('dist-site');
 * await files.read('/api/pincode/110001');
 */
export function nodeSiteFiles(root: string, options: { cacheBytes?: number } = {}): SiteFiles {
  const base = resolve(root);
  const budget = options.cacheBytes ?? 128 * 2 ** 20;
  const cache = fileCache(budget);
  let live = { dir: base, stamp: 0, view: undefined as SiteFiles | undefined };
  let checkedAt = 0;
  let generation = 0;

  const checkedLately = () => Date.now() - checkedAt < CHECK_EVERY_MS;

  /** The build the site names now: its real folder, looked up at most once a second. */
  async function current() {
    if (checkedLately()) return live;
    checkedAt = Date.now();
    const dir = await realpath(base).catch(() => base);
    const stamp = await stat(resolve(dir, MANIFEST.slice(1))).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (dir !== live.dir || stamp !== live.stamp) {
      live = { dir, stamp, view: undefined };
      cache.clear();
      generation++;
    }
    return live;
  }

  async function readFrom(dir: string, readingGeneration: number, path: string): Promise<SiteFile | null> {
    const key = `${dir}\0${path}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const full = resolve(dir, `.${path}`);
    if (!full.startsWith(dir + sep) || path.includes('\0')) return null;
    let handle: FileHandle;
    try {
      handle = await open(full, 'r');
    } catch {
      return null;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) return null;
      const file = { body: await handle.readFile(), etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"` };
      // A read that a new build overtook must not put the old file back in the cache.
      if (generation === readingGeneration) cache.set(key, file);
      return file;
    } finally {
      await handle.close();
    }
  }

  const files: SiteFiles = {
    async read(path) {
      const { dir } = await current();
      return readFrom(dir, generation, path);
    },
    async pin() {
      const now = await current();
      const pinnedGeneration = generation;
      now.view ??= { read: (path) => readFrom(now.dir, pinnedGeneration, path) };
      return now.view;
    },
    pinNow: () => (checkedLately() ? live.view : undefined),
  };
  return files;
}
