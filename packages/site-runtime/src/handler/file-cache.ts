import type { SiteFile } from './site-files.js';

/**
 * Site files kept in memory, most recently used first, up to a byte budget; a file
 * over a quarter of the budget is not kept, so that one cannot push out all others.
 *
 * @example
 * const cache = fileCache(64 * 2 ** 20);
 * cache.set('/api/pincode/110001', file);
 * cache.get('/api/pincode/110001') // file, now the most recently used
 */
export function fileCache(budget: number) {
  const files = new Map<string, SiteFile>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = files.get(key);
    if (!old) return;
    files.delete(key);
    bytes -= old.body.byteLength;
  };
  return {
    get(key: string): SiteFile | undefined {
      const file = files.get(key);
      if (file) {
        files.delete(key);
        files.set(key, file);
      }
      return file;
    },
    set(key: string, file: SiteFile): void {
      if (file.body.byteLength > budget / 4) return;
      drop(key);
      files.set(key, file);
      bytes += file.body.byteLength;
      for (const oldest of files.keys()) {
        if (bytes <= budget) break;
        drop(oldest);
      }
    },
    clear(): void {
      files.clear();
      bytes = 0;
    },
  };
}
