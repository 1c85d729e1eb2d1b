import { describe, expect, it } from 'vitest';
import type { PlainRequest, PlainResponse } from '@india-pincode-ifsc/site-runtime/handler/handler';
import { acceptedCoding, COMPRESS_FROM, encodeKept, encodeResponse, uncodedRequest } from './content-coding.js';

const request = (headers: Record<string, string>): PlainRequest => ({
  method: 'GET',
  url: 'http://localhost/x',
  header: (name) => headers[name.toLowerCase()] ?? null,
});
const body = (bytes: number) => new TextEncoder().encode(`${'{"a":"'.padEnd(bytes - 2, 'x')}"}`);
const json = (bytes: number, extra: Record<string, string> = {}): PlainResponse => ({
  status: 200,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(bytes), ...extra },
  body: body(bytes),
});

describe('acceptedCoding', () => {
  it('prefers brotli, honours q weights and *', () => {
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('*;q=0, gzip;q=0')).toBeNull();
    expect(acceptedCoding('identity')).toBeNull();
    expect(acceptedCoding('')).toBeNull();
    expect(acceptedCoding(null)).toBeNull();
  });
});

describe('encodeResponse', () => {
  it('compresses a body once: the same body asked again gets the same bytes object', () => {
    const answer = json(4000, { ETag: '"abc"' });
    const first = encodeResponse(request({ 'accept-encoding': 'br' }), answer);
    const again = encodeResponse(request({ 'accept-encoding': 'br' }), answer);
    expect(first.headers).toMatchObject({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding', ETag: '"abc-br"' });
    expect(Number(first.headers['Content-Length'])).toBe(first.body!.byteLength);
    expect(first.body!.byteLength).toBeLessThan(answer.body!.byteLength);
    expect(again.body).toBe(first.body);
    expect(encodeResponse(request({ 'accept-encoding': 'gzip' }), answer).headers.ETag).toBe('"abc-gzip"');
  });

  it('sends small bodies, other types and unasked ones as they are, with Vary where the type could vary', () => {
    const small = json(COMPRESS_FROM - 1);
    expect(encodeResponse(request({ 'accept-encoding': 'br' }), small)).toEqual({ ...small, headers: { ...small.headers, Vary: 'Accept-Encoding' } });
    const png: PlainResponse = { status: 200, headers: { 'Content-Type': 'image/png' }, body: body(5000) };
    expect(encodeResponse(request({ 'accept-encoding': 'br' }), png)).toBe(png);
    expect(encodeResponse(request({}), json(5000)).headers['Content-Encoding']).toBeUndefined();
  });

  it('gives a 304 the tag of the form the client holds', () => {
    const notModified: PlainResponse = { status: 304, headers: { 'Content-Type': 'application/json', ETag: '"abc"' }, body: null };
    expect(encodeResponse(request({ 'accept-encoding': 'br', 'if-none-match': '"abc-br"' }), notModified).headers.ETag).toBe('"abc-br"');
    expect(encodeResponse(request({ 'accept-encoding': 'br', 'if-none-match': '"abc"' }), notModified).headers.ETag).toBe('"abc"');
    expect(encodeResponse(request({ 'if-none-match': '"abc-br"' }), notModified).headers.ETag).toBe('"abc"');
  });
});

describe('encodeKept', () => {
  it("makes a kept answer's form once per coding, equal to encodeResponse's, its body a Buffer", () => {
    const kept = json(4000, { ETag: '"abc"' });
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip, br;q=0' }] as Record<string, string>[]) {
      const form = encodeKept(request(headers), kept);
      expect(encodeKept(request(headers), kept)).toBe(form);
      expect(form).toEqual({ ...encodeResponse(request(headers), kept), body: Buffer.from(encodeResponse(request(headers), kept).body!) });
      expect(Buffer.isBuffer(form.body)).toBe(true);
    }
    expect(encodeKept(request({ 'accept-encoding': 'gzip' }), kept).headers['Content-Encoding']).toBe('gzip');
    expect(kept.headers).not.toHaveProperty('Vary');
  });
});

describe('uncodedRequest', () => {
  it('shows the handler the uncoded tags, and leaves every other header alone', () => {
    const asked = uncodedRequest(request({ 'if-none-match': '"abc-br", "def-gzip", "ghi"', 'accept-encoding': 'br' }));
    expect(asked.header('If-None-Match')).toBe('"abc", "def", "ghi"');
    expect(asked.header('Accept-Encoding')).toBe('br');
    const plain = request({ 'if-none-match': '"abc"' });
    expect(uncodedRequest(plain)).toBe(plain);
  });
});
