import { describe, expect, it } from 'vitest';
import { responseBytes } from './response-bytes.js';

describe('responseBytes', () => {
  it('reads a body whole, in one chunk or many, and an empty body as no bytes', async () => {
    expect(await responseBytes(new Response(new Uint8Array([1, 2, 3])))).toEqual(new Uint8Array([1, 2, 3]));
    const parts = [new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5, 6])];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    expect(await responseBytes(new Response(stream))).toEqual(new Uint8Array([1, 2, 3, 4, 5, 6]));
    expect(await responseBytes(new Response(null))).toEqual(new Uint8Array(0));
    const big = new Uint8Array(300_000).map((_, i) => i % 251);
    expect(await responseBytes(new Response(big))).toEqual(big);
  });
});
