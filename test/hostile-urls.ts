/**
 * Hostile requests, generated from a seed: traversal in every encoding, NUL, overlong
 * segments, invalid percent-encoding, characters outside the BMP, header injection,
 * odd methods, over the site's own URL shapes. Sent as raw HTTP, so that nothing
 * between the generator and the server cleans them up.
 */
import { connect } from 'node:net';
import { seededRandom } from './seeded-random.js';

const SHAPES = [
  '/api/pincode/@',
  '/api/postoffice/@',
  '/api/v1/pincode/@',
  '/api/v1/search?q=@&limit=@',
  '/api/v1/state/@',
  '/api/v1/district/@/@',
  '/api/meta',
  '/ifsc/api/ifsc/@',
  '/ifsc/api/ifsc.php?ifsc=@',
  '/api/states.php?bank=@',
  '/api/districts.php?bank=@&state=@',
  '/api/branches.php?bank=@&state=@&district=@',
  '/api/search.php?q=@',
  '/pincode/@/',
  '/pincode/@/@/',
  '/ifsc/@/',
  '/state/@/@/',
  '/assets/@',
  '/@',
  '/@/@/@',
];

const NASTY = [
  '..',
  '../..',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '..%5c..%5cwindows',
  '.%2e/.%2e/package.json',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '\uFF0E\uFF0E\uFF0F',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%e0%80',
  '%ff%fe',
  '\u{1F600}',
  '%F0%9F%98%80',
  '\uD800',
  '%0d%0aSet-Cookie:%20x=1',
  '%0aX-Injected:%201',
  '<script>alert(1)</script>',
  "'; DROP TABLE x; --",
  '110001',
  'SBIN0000001',
  'delhi',
  '-1',
  '1e309',
  '?',
  '#',
  '//',
  '\\',
  ';',
];

const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'CONNECT', 'get', 'BREW'];

/** One value for a placeholder: a nasty string, a long one, random bytes, or a mix. */
function value(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const roll = random();
  if (roll < 0.5) return pick(NASTY);
  if (roll < 0.6) return 'a'.repeat(1 + Math.floor(random() * 9000));
  if (roll < 0.8)
    return Array.from(
      { length: 1 + Math.floor(random() * 12) },
      () =>
        `%${Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0')}`,
    ).join('');
  return pick(NASTY) + pick(NASTY);
}

/** A raw request line's method and target. */
export interface HostileRequest {
  method: string;
  target: string;
}

/**
 * `count` hostile requests from `seed`: the same seed gives the same requests.
 *
 * @example
 * hostileRequests(1, 3)[0] // { method: 'GET', target: '/api/pincode/%2e%2e%2f…' }
 */
export function hostileRequests(seed: number, count: number): HostileRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const target = pick(SHAPES).replace(/@/g, () => value(random));
    // Non-ASCII goes out as UTF-8 bytes, as a careless client would send it.
    return { method: pick(METHODS), target };
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request as raw bytes and reads the answer until the server closes.
 *
 * @example
 * await sendRaw(3000, { method: 'GET', target: '/api/meta' }) // { status: 200, … }
 */
export function sendRaw(port: number, request: HostileRequest): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(Buffer.from(`${request.method} ${request.target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'utf8'));
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!match) return resolve(null);
      const end = text.indexOf('\r\n\r\n');
      const headers: Record<string, string> = {};
      for (const line of text.slice(0, end).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(match[1]), headers, body: text.slice(end + 4) });
    });
  });
}

/** What must never appear in an answer: files from outside the site. */
export const OUTSIDE_MARKERS = ['root:x:0:0', '"name": "india-pincode-ifsc-workspace"', '[core]', 'PRIVATE KEY'];

/**
 * Sends every request with a few at a time and sorts the answers: by status, and the
 * ones that break a rule (no answer, 5xx, no CORS header, a body from outside the site).
 *
 * @example
 * const { byStatus, broken } = await fuzz(3000, hostileRequests(42, 10_000));
 */
export async function fuzz(
  port: number,
  requests: readonly HostileRequest[],
  concurrency = 16,
): Promise<{ byStatus: Record<string, number>; broken: string[] }> {
  const byStatus: Record<string, number> = {};
  const broken: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await sendRaw(port, request);
      const key = answer ? String(answer.status) : 'no answer';
      byStatus[key] = (byStatus[key] ?? 0) + 1;
      const what = `${request.method} ${request.target.slice(0, 120)}`;
      if (!answer) broken.push(`no answer: ${what}`);
      else if (answer.status >= 500) broken.push(`${answer.status}: ${what}`);
      else if (answer.headers['access-control-allow-origin'] !== '*') broken.push(`no CORS header (${answer.status}): ${what}`);
      else if (OUTSIDE_MARKERS.some((marker) => answer.body.includes(marker))) broken.push(`body from outside the site: ${what}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { byStatus, broken };
}
