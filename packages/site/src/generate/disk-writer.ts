/**
 * The writer thread of `nodeBuildFs`: applies batches of filesystem operations with
 * synchronous calls, in the order they were sent. Run as a worker so that file
 * creation (kernel time) overlaps with rendering on the main thread, and so that a
 * write costs one call here instead of three thread-pool round trips there.
 */
import { existsSync, linkSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { parentPort } from 'node:worker_threads';

/** One filesystem operation, as sent to the writer thread. */
export type DiskOperation =
  | { kind: 'write'; path: string; data: string | Uint8Array }
  | { kind: 'link'; existing: string; path: string }
  | { kind: 'rename'; from: string; to: string }
  | { kind: 'remove'; path: string }
  | { kind: 'point'; link: string; target: string };

export interface DiskBatch {
  id: number;
  operations: DiskOperation[];
}

/** The writer's answer to a batch: the operations that failed, by index. */
export interface DiskBatchResult {
  id: number;
  failures: { index: number; message: string; code?: string; path: string }[];
}

// Remembers the folders made, so that a write per file does not mean an mkdir per file;
// forgotten whenever a rename or removal may have moved them.
const madeFolders = new Set<string>();
const ensureFolder = (path: string) => {
  const folder = dirname(path);
  if (madeFolders.has(folder)) return;
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    // A recursive mkdir reports ENOENT whatever stopped it from making a parent, a
    // read-only or full disk among them (nodejs/node#47098, #42808): one level at a
    // time, the failing mkdir says the real cause.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    makeEachFolder(folder);
  }
  madeFolders.add(folder);
};
const makeEachFolder = (folder: string): void => {
  if (existsSync(folder)) return;
  makeEachFolder(dirname(folder));
  mkdirSync(folder);
};

function apply(operation: DiskOperation): void {
  switch (operation.kind) {
    case 'write':
      ensureFolder(operation.path);
      writeFileSync(operation.path, operation.data);
      return;
    case 'link':
      ensureFolder(operation.path);
      linkSync(operation.existing, operation.path);
      return;
    case 'rename':
      madeFolders.clear();
      renameSync(operation.from, operation.to);
      return;
    case 'remove':
      madeFolders.clear();
      rmSync(operation.path, { recursive: true, force: true });
      return;
    case 'point': {
      // A new link beside the old one, renamed over it: readers see the old folder or the new one.
      const next = `${operation.link}.next-${process.pid}`;
      rmSync(next, { force: true });
      symlinkSync(relative(dirname(operation.link), operation.target), next);
      renameSync(next, operation.link);
      return;
    }
  }
}

/** The file an operation works on: what a failure names when the error has no path (a failed `write` on an open file). */
const operationPath = (operation: DiskOperation) => ('path' in operation ? operation.path : 'from' in operation ? operation.from : operation.link);

parentPort?.on('message', ({ id, operations }: DiskBatch) => {
  const failures: DiskBatchResult['failures'] = [];
  operations.forEach((operation, index) => {
    try {
      apply(operation);
    } catch (error) {
      const { message, code, path } = error as NodeJS.ErrnoException;
      failures.push({ index, message, code, path: path ?? operationPath(operation) });
    }
  });
  parentPort!.postMessage({ id, failures } satisfies DiskBatchResult);
});
