/**
 * Reading dataset files through a reader: parsing, errors that name the path, and the
 * one bounded cache of what was decoded. {@link openDataset} builds the dataset's
 * methods on it; the `/pincode` entry uses it alone, so that its bundle holds no IFSC code.
 */
import { RecentCache } from '../util/recent-cache.js';
import { sharedLoads } from '../util/shared-loads.js';

/**
 * A dataset file as a reader hands it over: its bytes, its text, or the value a bundler's
 * JSON module already parsed.
 */
export type DatasetContent = Uint8Array | string | object;

/** Reads a dataset file by its path inside the dataset (`DATASET_PATHS`); `null` when there is none. */
export type SyncDatasetReader = (path: string) => DatasetContent | null;
/** {@link SyncDatasetReader}, answering later (fetches, dynamic imports, asynchronous files). */
export type AsyncDatasetReader = (path: string) => Promise<DatasetContent | null>;

/** A value now (over a synchronous reader) or later (over an asynchronous one). */
export type Read<T, Sync extends boolean> = Sync extends true ? T : Promise<T>;

/** A value here, or one to come. */
export type Later<T> = T | Promise<T>;

/** Whether a value is still to come. */
export const isPromise = <T>(value: Later<T>): value is Promise<T> => typeof (value as { then?: unknown } | null)?.then === 'function';

/** Applies `f` now to a value that is here, or when it comes to one that is not. */
export function andThen<T, U>(value: Later<T>, f: (value: T) => Later<U>): Later<U> {
  return isPromise(value) ? value.then(f) : f(value);
}

/** Every value of a list, now when all are here, else later. */
export function all<T>(values: Later<T>[]): Later<T[]> {
  return values.some(isPromise) ? Promise.all(values) : (values as T[]);
}

const decoder = new TextDecoder();

/** Parses a file's content, naming its path when it is not whole JSON. */
function parse(path: string, content: DatasetContent): unknown {
  if (typeof content !== 'string' && !(content instanceof Uint8Array)) return content;
  try {
    return JSON.parse(typeof content === 'string' ? content : decoder.decode(content));
  } catch (error) {
    throw new Error(`${path}: truncated or not a dataset file (${(error as Error).message}): rebuild the dataset (npm run build:data)`);
  }
}

/** Reads and decodes one file; every error names its path. */
function readFile<T, F>(reader: SyncDatasetReader | AsyncDatasetReader, where: string, path: string, decode: (file: F) => T): Later<T> {
  return andThen(reader(path), (content) => {
    const named = where + path;
    if (content === null) throw new Error(`${named}: dataset file not found: build the dataset (npm run build:data)`);
    const file = parse(named, content) as F;
    try {
      return decode(file);
    } catch (error) {
      const message = (error as Error).message;
      throw new Error(message.startsWith(named) ? message : `${named}: ${message}`);
    }
  });
}

/** A reader's files, decoded and kept. */
export interface DatasetFiles {
  /** A file read and decoded, kept while it is used; it weighs `weight` (see {@link openFiles}). */
  file<T, F>(path: string, decode: (file: F) => T, weight?: number): Later<T>;
  /** A file read and decoded, not kept. */
  read<T, F>(path: string, decode: (file: F) => T): Later<T>;
  /** Any value made from files, kept in the same cache under a key of its own. */
  kept<T>(key: string, make: () => Later<T>, weight?: number): Later<T>;
}

/**
 * Files read through a reader and decoded, and kept while they are used: of what was
 * used most recently, a weight of `kept` at least (at most twice as much) is kept, and
 * the rest let go, to be read again when asked for. A file weighs one unless it says
 * otherwise (the opener weighs the IFSC side's by their branches). A file that fails to read is not kept, so the next call tries again.
 * Errors name the file by `where` (the folder or address the reader reads from) and its path.
 *
 * @example
 * const files = openFiles((path) => readFileSync(join(dir, path)), { kept: 16, where: `${dir}/` });
 * files.file('pincode.json', readPincodeData)
 */
export function openFiles(reader: SyncDatasetReader | AsyncDatasetReader, { kept, where = '' }: { kept: number; where?: string }): DatasetFiles {
  // Only values are kept, never a promise: a caller that finds a load on its way shares it
  // the way an edge request may (util/shared-loads.ts).
  const cache = new RecentCache<string, { value: unknown; later: boolean }>(kept);
  const loads = sharedLoads((_key, load: () => Promise<unknown>) => load());
  const onItsWay = new Set<string>();
  const keep = <T>(key: string, make: () => Later<T>, weight = 1): Later<T> => {
    const found = cache.find(key);
    if (found) return (found.later ? Promise.resolve(found.value) : found.value) as Later<T>;
    const settle = (loaded: unknown) => cache.set(key, { value: loaded, later: true }, weight).value as T;
    if (onItsWay.has(key)) return loads(key, make as () => Promise<T>).then(settle);
    const value = make();
    if (!isPromise(value)) return cache.set(key, { value, later: false }, weight).value as T;
    onItsWay.add(key);
    const shared = loads(key, () => value);
    const arrived = () => onItsWay.delete(key);
    shared.then(arrived, arrived);
    return shared.then(settle);
  };
  return {
    file: (path, decode, weight) => keep(path, () => readFile(reader, where, path, decode), weight),
    read: (path, decode) => readFile(reader, where, path, decode),
    kept: keep,
  };
}
