import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DiskBatch, DiskBatchResult, DiskOperation } from './disk-writer.js';

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
  /** Makes `link` name the folder `target` in one atomic step (on disk: a symlink renamed over the old one). */
  pointTo(link: string, target: string): Promise<void>;
  /** The folder `link` names, or `null` when it is no link (absent, or a plain folder). */
  readLink(link: string): Promise<string | null>;
  /** The names in a folder (`[]` when absent). */
  list(folder: string): Promise<string[]>;
}

/** Operations per message to the writer thread: large enough that messaging costs little. */
const BATCH_SIZE = 256;

/** The promises of one batch's operations, in order. */
type Settlers = { resolve: () => void; reject: (error: Error) => void }[];

/** Settles a batch's operations from the writer thread's answer: each that failed with its error, the rest done. */
function settleBatch(waiting: Settlers, failures: DiskBatchResult['failures']): void {
  const failed = new Map(failures.map((failure) => [failure.index, failure]));
  waiting.forEach((settle, index) => {
    const failure = failed.get(index);
    if (failure) settle.reject(Object.assign(new Error(failure.message), { code: failure.code, path: failure.path }));
    else settle.resolve();
  });
}

/**
 * The writer thread (disk-writer.ts), answering the batches in `inFlight`: `idle` is
 * asked after each answer whether it may be unreferenced, `gone` is told when it dies
 * (what it was given then fails).
 */
function startWriterThread(inFlight: Map<number, Settlers>, idle: () => boolean, gone: (worker: Worker) => void): Worker {
  // The site runs from TypeScript source through tsx, whose hooks a worker thread does
  // not inherit on Node 20 (privatenumber/tsx#354): the thread registers them first.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./disk-writer.ts', import.meta.url).href)}); })`;
  const worker = new Worker(bootstrap, { eval: true });
  worker.on('message', ({ id, failures }: DiskBatchResult) => {
    const waiting = inFlight.get(id)!;
    inFlight.delete(id);
    settleBatch(waiting, failures);
    if (idle()) worker.unref();
  });
  // A thread that dies fails what it was given; the next operation starts a new one.
  const failAll = (error: Error) => {
    for (const waiting of inFlight.values()) for (const settle of waiting) settle.reject(error);
    inFlight.clear();
    gone(worker);
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the build's writer thread stopped (exit code ${code})`)));
  return worker;
}

/**
 * Sends disk operations, in order and in batches, to a writer thread started on the
 * first; each promise settles when its operation is done. The thread is unreferenced
 * while idle, so it never keeps the process alive.
 */
function diskQueue(): (operation: DiskOperation) => Promise<void> {
  let writer: Worker | undefined;
  let nextId = 0;
  let batch: DiskOperation[] = [];
  let settlers: Settlers = [];
  const inFlight = new Map<number, Settlers>();
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (batch.length === 0) return;
    writer ??= startWriterThread(
      inFlight,
      () => inFlight.size === 0 && batch.length === 0,
      (worker) => {
        if (writer === worker) writer = undefined;
      },
    );
    writer.ref();
    const id = nextId++;
    inFlight.set(id, settlers);
    writer.postMessage({ id, operations: batch } satisfies DiskBatch);
    batch = [];
    settlers = [];
  };
  return (operation) =>
    new Promise<void>((done, reject) => {
      batch.push(operation);
      settlers.push({ resolve: done, reject });
      if (batch.length >= BATCH_SIZE) flush();
      else if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    });
}

/**
 * The generator's filesystem on disk. Reads happen here; writes, links, renames and
 * removals go, in order and in batches, to a writer thread (disk-writer.ts), which
 * creates files while this thread renders the next ones.
 *
 * @example
 * await generateSite({ fs: nodeBuildFs(), outDir: '/abs/dist-site', … });
 */
export function nodeBuildFs(): BuildFs {
  const send = diskQueue();
  return {
    async readFile(path) {
      try {
        return await readFile(path);
      } catch {
        return null;
      }
    },
    writeFile: (path, data) => send({ kind: 'write', path, data }),
    link: (existing, path) => send({ kind: 'link', existing, path }),
    rename: (from, to) => send({ kind: 'rename', from, to }),
    remove: (path) => send({ kind: 'remove', path }),
    pointTo: (link, target) => send({ kind: 'point', link, target }),
    async exists(path) {
      return stat(path).then(
        () => true,
        () => false,
      );
    },
    async readLink(link) {
      try {
        return resolve(dirname(link), await readlink(link));
      } catch {
        return null;
      }
    },
    async list(folder) {
      return readdir(folder).catch(() => []);
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
  /** Links: link path → the folder it names. */
  const links = new Map<string, string>();
  const encoder = new TextEncoder();
  /** A path with a leading link replaced by the folder it names. */
  const real = (path: string) => {
    for (const [link, target] of links) if (path === link || path.startsWith(`${link}/`)) return target + path.slice(link.length);
    return path;
  };
  const under = (folder: string) => [...files.keys()].filter((key) => key === folder || key.startsWith(`${folder}/`));
  const fs = {
    files,
    writes: 0,
    async readFile(path: string) {
      return files.get(real(path)) ?? null;
    },
    async writeFile(path: string, data: Uint8Array | string) {
      fs.writes++;
      files.set(real(path), typeof data === 'string' ? encoder.encode(data) : data);
    },
    async link(existing: string, path: string) {
      const data = files.get(real(existing));
      if (!data) throw new Error(`link: no file ${existing}`);
      files.set(real(path), data);
    },
    async rename(from: string, to: string) {
      for (const key of under(real(from))) {
        files.set(real(to) + key.slice(real(from).length), files.get(key)!);
        files.delete(key);
      }
    },
    async remove(path: string) {
      if (links.delete(path)) return;
      for (const key of under(real(path))) files.delete(key);
    },
    async exists(path: string) {
      return links.has(path) || files.has(real(path)) || under(real(path)).length > 0;
    },
    async pointTo(link: string, target: string) {
      links.set(link, target);
    },
    async readLink(link: string) {
      return links.get(link) ?? null;
    },
    async list(folder: string) {
      const names = new Set<string>();
      for (const key of under(real(folder))) if (key !== real(folder)) names.add(key.slice(real(folder).length + 1).split('/')[0]!);
      return [...names];
    },
  };
  return fs;
}

/** Joins a site path (`/api/x`) onto a folder, for either filesystem. */
export const sitePath = (folder: string, path: string) => join(folder, path);
