import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The filesystem the generator writes through: injected, so that a build can run
 * in memory in tests and on disk for real, through the same code. Paths are
 * absolute (disk) or any `/`-separated key (memory).
 */
export interface BuildFs {
  readFile(path: string): Promise<Uint8Array | null>;
  /** Writes a file, creating its folders. */
  writeFile(path: string, data: Uint8Array | string): Promise<void>;
  /** Makes `path` the same file as `existing` (a hard link on disk): an unchanged file is never rewritten. */
  link(existing: string, path: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Removes a file or a folder with everything in it; no error when absent. */
  remove(path: string): Promise<void>;
  exists(path: string): Promise<boolean>;
}

/**
 * The generator's filesystem on disk. Remembers the folders it made, so that 400,000
 * writes do not make 400,000 `mkdir` calls.
 *
 * @example
 * await generateSite({ fs: nodeBuildFs(), outDir: '/abs/dist-site', … });
 */
export function nodeBuildFs(): BuildFs {
  const made = new Set<string>();
  const ensureDir = async (dir: string) => {
    if (made.has(dir)) return;
    await mkdir(dir, { recursive: true });
    made.add(dir);
  };
  return {
    async readFile(path) {
      try {
        return await readFile(path);
      } catch {
        return null;
      }
    },
    async writeFile(path, data) {
      await ensureDir(dirname(path));
      await writeFile(path, data);
    },
    async link(existing, path) {
      await ensureDir(dirname(path));
      await link(existing, path);
    },
    async rename(from, to) {
      made.clear();
      await rename(from, to);
    },
    async remove(path) {
      made.clear();
      await rm(path, { recursive: true, force: true });
    },
    async exists(path) {
      return stat(path).then(
        () => true,
        () => false,
      );
    },
  };
}

/**
 * A filesystem in memory, for tests: a map from path to contents.
 *
 * @example
 * const fs = memoryBuildFs();
 * await generateSite({ fs, outDir: '/site', … });
 * fs.files.get('/site/api/pincode/110001');
 */
export function memoryBuildFs(): BuildFs & { files: Map<string, Uint8Array>; writes: number } {
  const files = new Map<string, Uint8Array>();
  const encoder = new TextEncoder();
  const under = (folder: string) => [...files.keys()].filter((key) => key === folder || key.startsWith(`${folder}/`));
  const fs = {
    files,
    writes: 0,
    async readFile(path: string) {
      return files.get(path) ?? null;
    },
    async writeFile(path: string, data: Uint8Array | string) {
      fs.writes++;
      files.set(path, typeof data === 'string' ? encoder.encode(data) : data);
    },
    async link(existing: string, path: string) {
      const data = files.get(existing);
      if (!data) throw new Error(`link: no file ${existing}`);
      files.set(path, data);
    },
    async rename(from: string, to: string) {
      for (const key of under(from)) {
        files.set(to + key.slice(from.length), files.get(key)!);
        files.delete(key);
      }
    },
    async remove(path: string) {
      for (const key of under(path)) files.delete(key);
    },
    async exists(path: string) {
      return files.has(path) || under(path).length > 0;
    },
  };
  return fs;
}

/** Joins a site path (`/api/x`) onto a folder, for either filesystem. */
export const sitePath = (folder: string, path: string) => join(folder, path);
