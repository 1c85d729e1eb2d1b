/**
 * GET of a JSON answer with a time limit, retries and errors that name the URL: the
 * one place the client touches the network.
 */

/** Why a request to the API failed: the URL, the reason, and the HTTP status when there was one. */
export class ClientError extends Error {
  readonly url: string;
  readonly reason: string;
  readonly status: number | undefined;

  constructor(url: string, reason: string, status?: number) {
    super(`GET ${url} failed: ${reason}`);
    this.name = 'ClientError';
    this.url = url;
    this.reason = reason;
    this.status = status;
  }
}

/** How the client reaches the API. */
export interface HttpOptions {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly backoffMs: number;
}

/** An answer the client reads: a 200 or a 404, with its JSON body. */
export interface Answer<T> {
  readonly status: 200 | 404;
  readonly body: T;
}

/** A GET of a path under the base URL. */
export type GetJson = <T>(path: string) => Promise<Answer<T>>;

/** A failure worth another try (a 5xx, a body that is not JSON, a dropped connection), or the end. */
class Retryable extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GETs of paths under the base URL. A 200 or 404 with a JSON body is an answer; a 5xx, a body that is not JSON (a proxy's HTML page) or a network
 * failure is tried again after `backoffMs`, doubling, up to `retries` times, and then
 * rejects; a time-out rejects at once; any other status rejects.
 *
 * @example
 * const get = createGetJson({ baseUrl: 'https://pin.example.org', fetch, timeoutMs: 10_000, retries: 2, backoffMs: 200 });
 * (await get('/api/v1/pincode/110001')).status // 200
 */
export function createGetJson(options: HttpOptions): GetJson {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async <T>(path: string): Promise<Answer<T>> => {
    const url = base + path;
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(url, options);
      } catch (error) {
        if (!(error instanceof Retryable)) throw error;
        if (attempt >= options.retries) throw new ClientError(url, `${error.message} (after ${attempt + 1} attempts)`, statusOf(error));
        await sleep(options.backoffMs * 2 ** attempt);
      }
    }
  };
}

const statusOf = (error: Error) => (error.cause as { status?: number } | undefined)?.status;

async function once<T>(url: string, options: HttpOptions): Promise<Answer<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let response: Response;
    try {
      response = await options.fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new ClientError(url, `no answer within ${options.timeoutMs} ms`);
      throw new Retryable(`network failure: ${reasonOf(error)}`);
    }
    const status = response.status;
    if (status >= 500) {
      await response.body?.cancel();
      throw new Retryable(`HTTP ${status}`, { cause: { status } });
    }
    if (status !== 200 && status !== 404) {
      const text = await response.text().catch(() => '');
      throw new ClientError(url, `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`, status);
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      if (controller.signal.aborted) throw new ClientError(url, `no answer within ${options.timeoutMs} ms`);
      throw new Retryable(`HTTP ${status} with a body that is not JSON (${response.headers.get('content-type') ?? 'no content type'})`, { cause: { status } });
    }
    return { status, body: body as T };
  } finally {
    clearTimeout(timer);
  }
}

/** The innermost reason of a fetch failure (undici puts the socket's error in `cause`). */
function reasonOf(error: unknown): string {
  let reason = error instanceof Error ? error.message : String(error);
  let cause = error instanceof Error ? error.cause : undefined;
  while (cause instanceof Error) {
    reason = `${reason}: ${(cause as Error & { code?: string }).code ?? cause.message}`;
    cause = cause.cause;
  }
  return reason;
}
