/** The shape of a site as hosts limit it: files, bytes, the largest file and the fullest folder. */
export interface SiteShape {
  files: number;
  bytes: number;
  largestFile: { path: string; bytes: number };
  /** The folder with the most entries (files and folders directly in it). */
  fullestFolder: { path: string; entries: number };
}

/**
 * Counts a site's shape file by file, as the build makes them.
 *
 * @example
 * const shape = createShapeCounter();
 * shape.add('/api/pincode/110001', 5784);
 * shape.shape().fullestFolder // { path: '/api/pincode/', entries: 1 }
 */
export function createShapeCounter() {
  const entries = new Map<string, number>();
  let files = 0;
  let bytes = 0;
  let largestFile = { path: '', bytes: 0 };
  /** Counts `path` (a file, or a folder ending in `/`) in its parent folder, the parent itself once. */
  const count = (path: string) => {
    const parent = path.slice(0, path.lastIndexOf('/', path.length - 2) + 1);
    const seen = entries.get(parent);
    entries.set(parent, (seen ?? 0) + 1);
    if (seen === undefined && parent !== '/') count(parent);
  };
  return {
    add(path: string, size: number) {
      files++;
      bytes += size;
      if (size > largestFile.bytes) largestFile = { path, bytes: size };
      count(path);
    },
    shape(): SiteShape {
      let fullest = { path: '/', entries: 0 };
      for (const [path, n] of entries) if (n > fullest.entries) fullest = { path, entries: n };
      return { files, bytes, largestFile, fullestFolder: fullest };
    },
  };
}
