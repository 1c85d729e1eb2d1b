import { open, stat, type FileHandle } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { SiteFile, SiteFiles } from './site-files.js';

/**
 * The generated site on disk, for the node server. Only regular files strictly
 * inside `root` are read, whatever the path holds. Files are kept in memory, most
 * recently used first, up to `cacheBytes`; the cache is dropped when the site's
 * manifest changes (a rebuild), checked at most once a second. The ETag is the
 * file's size and modification time.
 *
 * @example
 * const files = nodeSiteFiles('dist-site');
 * await files.read('/api/pincode/110001');
 */
export function nodeSiteFiles(root: string, options: { cacheBytes?: number } = {}): SiteFiles {
  const base = resolve(root);
  const budget = options.cacheBytes ?? 128 * 2 ** 20;
  const cache = new Map<string, SiteFile>();
  let cachedBytes = 0;
  let manifestStamp = 0;
  let checkedAt = 0;
  let generation = 0;

  async function dropCacheIfRebuilt() {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    const stamp = await stat(resolve(base, 'manifest.txt')).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (stamp !== manifestStamp) {
      manifestStamp = stamp;
      cache.clear();
      cachedBytes = 0;
      generation++;
    }
  }

  function remember(path: string, file: SiteFile) {
    if (file.body.byteLength > budget / 4) return;
    cache.set(path, file);
    cachedBytes += file.body.byteLength;
    for (const [oldest, old] of cache) {
      if (cachedBytes <= budget) break;
      cache.delete(oldest);
      cachedBytes -= old.body.byteLength;
    }
  }

  return {
    async generation() {
      await dropCacheIfRebuilt();
      return generation;
    },
    async read(path: string): Promise<SiteFile | null> {
      await dropCacheIfRebuilt();
      // A read that a rebuild overtakes must not put the old file back in the cache.
      const readingGeneration = generation;
      const cached = cache.get(path);
      if (cached) {
        cache.delete(path);
        cache.set(path, cached);
        return cached;
      }
      const full = resolve(base, `.${path}`);
      if (!full.startsWith(base + sep) || path.includes('\0')) return null;
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
        if (generation === readingGeneration) remember(path, file);
        return file;
      } finally {
        await handle.close();
      }
    },
  };
}
