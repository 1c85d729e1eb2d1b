import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { BuildFs } from './build-fs.js';
import { sitePath } from './build-fs.js';
import { silentProgress, type Progress } from './progress.js';

/** One file of the site: its URL-style path and contents. */
export interface SiteEntry {
  readonly path: string;
  readonly body: string | Uint8Array;
}

/** The manifest's name inside the site, and the version of its format. */
export const MANIFEST = '/manifest.txt';
const MANIFEST_HEADER = '# india-pincode-ifsc site manifest v1';

export interface WriteOptions {
  fs: BuildFs;
  /** The site folder, replaced only when the build is complete. */
  outDir: string;
  entries: Iterable<SiteEntry>;
  /** A digest of everything the build read, recorded in the manifest (see inputs.ts). */
  inputs?: string;
  /** Compare with the site on disk and write nothing. */
  check?: boolean;
  concurrency?: number;
  progress?: Progress;
}

export interface WriteResult {
  files: number;
  bytes: number;
  /** Files whose contents are new or changed. */
  written: number;
  /** Unchanged files carried over by hard link. */
  linked: number;
  /** Files of the last build that this one no longer has. */
  removed: number;
  /** True when the site was left as it was (every file the same). */
  unchanged: boolean;
  /** In check mode: the paths that differ from the site on disk (at most 20). */
  differences: string[];
}

interface Manifest {
  inputs: string;
  hashes: Map<string, string>;
}

function parseManifest(text: string | null): Manifest {
  const hashes = new Map<string, string>();
  let inputs = '';
  for (const line of (text ?? '').split('\n')) {
    if (line.startsWith('# inputs ')) inputs = line.slice(9);
    else if (line && !line.startsWith('#')) hashes.set(line.slice(41), line.slice(0, 40));
  }
  return { inputs, hashes };
}

function formatManifest(inputs: string, hashes: Map<string, string>): string {
  const paths = [...hashes.keys()].sort();
  return `${MANIFEST_HEADER}\n# inputs ${inputs}\n${paths.map((path) => `${hashes.get(path)} ${path}`).join('\n')}\n`;
}

const sha1 = (body: string | Uint8Array) => createHash('sha1').update(body).digest('hex');
const byteLength = (body: string | Uint8Array) => (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);

/**
 * Writes a site atomically and incrementally. Each file is hashed as it is made and
 * compared with the last build's manifest; nothing is touched until the first
 * difference, so an unchanged rebuild writes nothing. From the first difference on,
 * the build goes to a fresh staging folder (unchanged files hard-linked from the
 * old site, new ones written concurrently with p-limit) that replaces the site only
 * when complete; a failed or interrupted build leaves the old site as it was.
 *
 * @example
 * const result = await writeSite({ fs: nodeBuildFs(), outDir: '/abs/dist-site', entries });
 * result.written; // 0 on an unchanged rebuild
 */
export async function writeSite(options: WriteOptions): Promise<WriteResult> {
  const { fs, outDir } = options;
  const progress = options.progress ?? silentProgress;
  const previous = parseManifest(new TextDecoder().decode((await fs.readFile(sitePath(outDir, MANIFEST))) ?? new Uint8Array()));
  const result: WriteResult = { files: 0, bytes: 0, written: 0, linked: 0, removed: 0, unchanged: true, differences: [] };
  const staging = `${outDir}.staging`;
  const hashes = new Map<string, string>();
  // Many operations in flight: the disk filesystem sends them to its writer thread in
  // batches, and a few at a time would leave that thread waiting.
  const limit = pLimit(options.concurrency ?? 1024);
  let staged = false;
  // Writes run while the next files are made; the loop waits only when too many are
  // queued (memory), and resumes once the queue is low again.
  let queued = 0;
  let failure: unknown;
  let resume: (() => void) | undefined;
  const enqueue = (task: () => Promise<void>) => {
    queued++;
    limit(task).then(
      () => {
        queued--;
        if (resume && queued <= 1024) resume();
      },
      (error: unknown) => {
        queued--;
        failure ??= error;
        resume?.();
      },
    );
  };
  const drain = async (below: number) => {
    while (queued > below && failure === undefined) await new Promise<void>((resolve) => (resume = resolve));
    resume = undefined;
    if (failure !== undefined) throw failure;
  };
  const carry = (path: string) => fs.link(sitePath(outDir, path), sitePath(staging, path));

  for (const entry of options.entries) {
    if (hashes.has(entry.path)) throw new Error(`two files at ${entry.path}: the route table or a renderer maps two results to one path`);
    const hash = sha1(entry.body);
    hashes.set(entry.path, hash);
    result.files++;
    result.bytes += byteLength(entry.body);
    const same = previous.hashes.get(entry.path) === hash;
    if (options.check) {
      if (!same && result.differences.length < 20) result.differences.push(entry.path);
      continue;
    }
    if (!same && !staged) {
      // First difference: from here on the build goes to staging; the unchanged files
      // seen so far are carried over.
      staged = true;
      await fs.remove(staging);
      for (const [path, seen] of hashes) {
        if (path !== entry.path && previous.hashes.get(path) === seen) {
          enqueue(() => carry(path));
          result.linked++;
        }
      }
    }
    if (staged) {
      if (same) result.linked++;
      else result.written++;
      const body = entry.body;
      enqueue(() => (same ? carry(entry.path) : fs.writeFile(sitePath(staging, entry.path), body)));
      if (queued > 4096) await drain(1024);
    }
    progress.tick(1);
    // Let queued operations start now and then: rendering is synchronous, and the
    // filesystem gets nothing to do until this loop yields.
    if (result.files % 256 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await drain(0);
  for (const path of previous.hashes.keys()) if (!hashes.has(path)) result.removed++;
  if (options.check) {
    for (const path of previous.hashes.keys()) if (!hashes.has(path) && result.differences.length < 20) result.differences.push(`${path} (removed)`);
    result.unchanged = result.differences.length === 0;
    return result;
  }
  if (!staged && result.removed === 0) {
    // Every file is the same. New inputs (say, a code change that renders the same
    // bytes) only change the manifest, which is replaced in one rename.
    if (previous.inputs !== (options.inputs ?? '')) {
      const manifest = sitePath(outDir, MANIFEST);
      await fs.writeFile(`${manifest}.new`, formatManifest(options.inputs ?? '', hashes));
      await fs.rename(`${manifest}.new`, manifest);
    }
    progress.done(`${result.files} files, all unchanged: 0 written`);
    return result;
  }
  if (!staged) {
    // Same files, but some removed: carry the rest over to a fresh folder.
    await fs.remove(staging);
    for (const path of hashes.keys()) enqueue(() => carry(path));
    result.linked = hashes.size;
    await drain(0);
  }
  await fs.writeFile(sitePath(staging, MANIFEST), formatManifest(options.inputs ?? '', hashes));
  const old = `${outDir}.old`;
  await fs.remove(old);
  if (await fs.exists(outDir)) await fs.rename(outDir, old);
  await fs.rename(staging, outDir);
  await fs.remove(old);
  result.unchanged = false;
  progress.done(`${result.files} files, ${(result.bytes / 2 ** 20).toFixed(1)} MiB: ${result.written} written, ${result.linked} unchanged, ${result.removed} removed`);
  return result;
}
