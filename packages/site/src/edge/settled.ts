/**
 * Loads an edge isolate shares between requests.
 *
 * Cloudflare's runtime cancels a request as hung ("would never generate a response") when
 * it has nothing of its own pending: a request that only awaits a load another request
 * started waits on that request's I/O. So a request that asks for a value on its way
 * waits for it with a timer of its own pending, and loads the value itself if it has not
 * arrived within a few seconds (the other request may have been cancelled) or failed. A
 * value is kept once loaded; a load that fails is not kept.
 */

/** How long a request waits for a value another request is loading before loading it itself. */
const WAIT_MS = 5_000;

/**
 * Loads by key, shared between the requests that ask while one is on its way.
 *
 * @example
 * const shards = sharedLoads((name) => readJson(`/shards/${name}`));
 * await Promise.all([shards('a.json'), shards('a.json')]) // read and parsed once
 */
export function sharedLoads<T, A = undefined>(load: (key: string, arg: A) => Promise<T>): (key: string, arg: A) => Promise<T> {
  const onItsWay = new Map<string, Promise<T>>();
  return async (key, arg) => {
    const other = onItsWay.get(key);
    const arrived = other && (await settledWithin(other, WAIT_MS));
    if (arrived) return arrived.value;
    const own = load(key, arg);
    if (!onItsWay.has(key)) {
      onItsWay.set(key, own);
      const forget = () => onItsWay.get(key) === own && onItsWay.delete(key);
      own.then(forget, forget);
    }
    return own;
  };
}

/** The promise's value if it arrives within `ms`, else (or when it fails) nothing; a timer is pending meanwhile. */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | undefined> {
  let timer: Parameters<typeof clearTimeout>[0];
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    return await Promise.race([
      promise.then(
        (value) => ({ value }),
        () => undefined,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

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
