import { open } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { SiteFile, SiteFiles } from './site-files.js';

/**
 * The generated site on disk, for the node server. Only regular files strictly
 * inside `root` are read, whatever the path holds; the ETag is the file's size and
 * modification time (hashing every response would cost more than it saves).
 *
 * @example
 * const files = nodeSiteFiles('dist-site');
 * await files.read('/api/pincode/110001');
 */
export function nodeSiteFiles(root: string): SiteFiles {
  const base = resolve(root);
  return {
    async read(path: string): Promise<SiteFile | null> {
      const full = resolve(base, `.${path}`);
      if (!full.startsWith(base + sep) || path.includes('\0')) return null;
      let handle;
      try {
        handle = await open(full, 'r');
      } catch {
        return null;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) return null;
        const body = await handle.readFile();
        return { body, etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"` };
      } finally {
        await handle.close();
      }
    },
  };
}
