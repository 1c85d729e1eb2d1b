/**
 * Loads an edge isolate shares between requests, on the core's `sharedLoads` (which
 * says why a request never simply awaits another's load). A value is kept once loaded;
 * a load that fails is not kept.
 */
import { sharedLoads } from 'india-pincode-ifsc/internal';

export { sharedLoads };

/**
 * One value, loaded on first use and kept once loaded.
 *
 * @example
 * const meta = onceSettled(() => readJson('/meta.json'));
 * await meta() // loaded; later calls answer from memory
 */
export function onceSettled<T>(load: () => Promise<T>): () => Promise<T> {
  const shared = sharedLoads(load);
  let kept: { value: T } | undefined;
  return async () => {
    if (kept) return kept.value;
    const value = await shared('', undefined);
    kept ??= { value };
    return kept.value;
  };
}

/**
 * The last `limit` values loaded, by key, the least recently used let go first: parsing
 * an asset costs more than a request's budget, and neighbouring requests (a city's PIN
 * codes, a bank's cheques) share assets.
 *
 * @example
 * const shards = keptRecent(4, (name) => readJson(`/shards/${name}`));
 * await shards('SBIN-0.json') // loaded; asked again while among the last 4, from memory
 */
export function keptRecent<T, A = undefined>(limit: number, load: (key: string, arg: A) => Promise<T>): (key: string, arg: A) => Promise<T> {
  const shared = sharedLoads(load);
  const kept = new Map<string, T>();
  const keep = (key: string, value: T) => {
    kept.delete(key);
    kept.set(key, value);
    for (const oldest of kept.keys()) if (kept.size > limit) kept.delete(oldest);
    return value;
  };
  return async (key, arg) => (kept.has(key) ? keep(key, kept.get(key)!) : keep(key, await shared(key, arg)));
}
