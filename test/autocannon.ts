/** autocannon's programmatic API, the part the load test and the serving benchmark use (the package ships no types). */
import { createRequire } from 'node:module';

export interface AutocannonClient {
  setRequests(requests: { path: string }[]): void;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  /** Seconds to wait for a response before counting a timeout (autocannon's default: 10). */
  timeout?: number;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  setupClient?: (client: AutocannonClient) => void;
}
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon against a URL.
 *
 * @example
 * const result = await autocannon({ url: 'http://127.0.0.1:3000', connections: 200, pipelining: 1, duration: 10 });
 */
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;
