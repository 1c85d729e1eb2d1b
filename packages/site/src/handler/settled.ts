/**
 * Loads an edge isolate shares between requests, shared only once they have arrived.
 *
 * Cloudflare's runtime cancels a request as hung ("would never generate a response") when
 * it waits on nothing of its own: a request that awaits a load another request started
 * waits on that request's I/O, not its own. So a value is kept when it has arrived, and
 * requests that ask while it is on its way each load it; a load that fails is not kept.
 */

/**
 * One value, loaded on first use and kept once it has arrived.
 *
 * @example
 * const meta = onceSettled(() => readJson('/meta.json'));
 * await meta() // loaded; later calls answer from memory
 */
export function onceSettled<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: { value: T } | undefined;
  return async () => {
    if (kept) return kept.value;
    const value = await load();
    kept ??= { value };
    return kept.value;
  };
}

/**
 * The last `limit` values a loader gave, by key, the least recently used let go first:
 * parsing an asset costs more than a request's budget, and neighbouring requests (a
 * city's PIN codes, a bank's cheques) share assets.
 *
 * @example
 * const shards = keptRecent(4, (name) => readJson(`/shards/${name}`));
 * await shards('SBIN-0.json') // loaded; asked again while among the last 4, from memory
 */
export function keptRecent<T, A = undefined>(limit: number, load: (key: string, arg: A) => Promise<T>): (key: string, arg: A) => Promise<T> {
  const kept = new Map<string, T>();
  const keep = (key: string, value: T) => {
    kept.delete(key);
    kept.set(key, value);
    for (const oldest of kept.keys()) if (kept.size > limit) kept.delete(oldest);
    return value;
  };
  return async (key, arg) => (kept.has(key) ? keep(key, kept.get(key)!) : keep(key, await load(key, arg)));
}
