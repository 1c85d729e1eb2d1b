import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getOrCreate } from 'india-pincode-ifsc/internal';
import type { PlainRequest, PlainResponse } from '@india-pincode-ifsc/site-runtime/handler/handler';

/**
 * Compression for the node server (`npm start`), which has no CDN in front of it to
 * compress: brotli or gzip as the request's `Accept-Encoding` allows, brotli first.
 * A body is compressed once per coding and kept beside it (the handler sends a kept
 * answer's very body object again), so a URL asked again costs no compression.
 * The static build and the edge leave this to their host or CDN.
 */
export type Coding = 'br' | 'gzip';

/**
 * Bodies under this many bytes go as they are: their compressed form saves less than
 * a packet, and costs the client a decoder start.
 */
export const COMPRESS_FROM = 1024;

/**
 * Brotli quality 5: within a few percent of quality 11's size on our JSON and pages at a
 * small part of its time, since an answer not yet kept is compressed as it is asked.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Text of every kind the site sends (pages, JSON, scripts, styles, SVG, XML, text); images and icons are compressed already or tiny. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript)|image\/svg\+xml)/;

const codedBodies = new WeakMap<Uint8Array, Partial<Record<Coding, Uint8Array>>>();

/**
 * The coding a request accepts, brotli before gzip; `null` for none. Honours `q`
 * weights (`q=0` refuses a coding) and `*`.
 *
 * @example
 * acceptedCoding('gzip, deflate, br') // 'br'
 * acceptedCoding('br;q=0, gzip') // 'gzip'
 * acceptedCoding(null) // null
 */
export function acceptedCoding(acceptEncoding: string | null): Coding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

/** A body in a coding, made once per body object. */
function compressed(body: Uint8Array, coding: Coding): Uint8Array {
  const codings = getOrCreate(codedBodies, body, (): Partial<Record<Coding, Uint8Array>> => ({}));
  codings[coding] ??= new Uint8Array(coding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body));
  return codings[coding];
}

/** The ETag of a representation in a coding: another entity, so another tag (`"abc"` → `"abc-br"`). */
const codedTag = (etag: string, coding: Coding) => (etag.endsWith('"') ? `${etag.slice(0, -1)}-${coding}"` : `${etag}-${coding}`);

/** A coded tag's suffix (`-br"`), at the end of a tag in a list of tags or of a tag alone. */
const CODED_TAG = /-(?:br|gzip)"(?=\s*(?:,|$))/;

/**
 * The request the handler sees: its `If-None-Match` tags in their uncoded form, so
 * that a client holding the brotli form of an answer gets its 304 too.
 *
 * @example
 * uncodedRequest(request).header('If-None-Match') // '"abc"' for '"abc-br"'
 */
export function uncodedRequest(request: PlainRequest): PlainRequest {
  const tags = request.header('If-None-Match');
  if (tags === null || !CODED_TAG.test(tags)) return request;
  const plain = tags
    .split(/\s*,\s*/)
    .map((tag) => tag.replace(CODED_TAG, '"'))
    .join(', ');
  return { ...request, header: (name) => (name.toLowerCase() === 'if-none-match' ? plain : request.header(name)) };
}

/** Whether the answer's representation depends on `Accept-Encoding` at all. */
const varies = (response: PlainResponse) => COMPRESSIBLE.test(response.headers['Content-Type'] ?? '');

/**
 * The handler's answer in the coding the request accepts: the body compressed (kept
 * with its body), `Content-Encoding`, its own `Content-Length` and ETag, and
 * `Vary: Accept-Encoding` on every answer of a compressible type. Small bodies, other
 * types and bodiless answers go as they are; a 304 carries the tag of the form the
 * client holds.
 *
 * @example
 * encodeResponse(request, await handle(uncodedRequest(request))).headers['Content-Encoding'] // 'br'
 */
export function encodeResponse(request: PlainRequest, response: PlainResponse): PlainResponse {
  if (!varies(response)) return response;
  const headers: Record<string, string> = { ...response.headers, Vary: 'Accept-Encoding' };
  const coding = acceptedCoding(request.header('Accept-Encoding'));
  if (response.status === 304) return { ...response, headers: notModifiedTag(request, headers, coding) };
  const { body } = response;
  if (!coding || !body || body.byteLength < COMPRESS_FROM) return { ...response, headers };
  const coded = compressed(body, coding);
  headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(coded.byteLength);
  if (headers.ETag) headers.ETag = codedTag(headers.ETag, coding);
  return { ...response, headers, body: coded };
}

const keptForms = new WeakMap<PlainResponse, Partial<Record<Coding | 'identity', PlainResponse>>>();

/**
 * {@link encodeResponse} for an answer the handler keeps and sends again
 * (PlainHandler.kept): made once per answer and coding, its body a node Buffer (which
 * node writes without wrapping it anew), then the same object, which, like the kept
 * answer, is read and never changed.
 *
 * @example
 * encodeKept(request, kept) === encodeKept(request, kept) // true
 */
export function encodeKept(request: PlainRequest, kept: PlainResponse): PlainResponse {
  const forms = getOrCreate(keptForms, kept, (): Partial<Record<Coding | 'identity', PlainResponse>> => ({}));
  const coding = acceptedCoding(request.header('Accept-Encoding')) ?? 'identity';
  forms[coding] ??= asBuffer(encodeResponse(request, kept));
  return forms[coding];
}

function asBuffer(response: PlainResponse): PlainResponse {
  const { body } = response;
  return body && !Buffer.isBuffer(body) ? { ...response, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) } : response;
}

/** A 304's ETag: the coded one when the client's matching tag was that coding's (and it still accepts it). */
function notModifiedTag(request: PlainRequest, headers: Record<string, string>, coding: Coding | null): Record<string, string> {
  const etag = headers.ETag;
  if (!etag || !coding) return headers;
  const sent = request.header('If-None-Match')?.split(/\s*,\s*/) ?? [];
  return sent.includes(codedTag(etag, coding)) ? { ...headers, ETag: codedTag(etag, coding) } : headers;
}
