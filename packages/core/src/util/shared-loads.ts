/**
 * Loads shared between callers that ask while one is on its way, safe where each caller
 * is a request of its own (an edge isolate). Cloudflare's runtime cancels a request as
 * hung ("would never generate a response") when it has nothing of its own pending: a
 * request that only awaits a load another request started waits on that request's I/O.
 * So a caller that finds a load on its way waits for it with a timer of its own pending,
 * and loads the value itself if it has not arrived within a few seconds (the other
 * request may have been cancelled) or failed.
 */

/** How long a caller waits for a value another caller is loading before loading it itself. */
const WAIT_MS = 5_000;

/**
 * Loads by key, shared between the callers that ask while one is on its way.
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
