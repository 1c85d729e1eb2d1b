/**
 * The bytes of an asset's response, read from its body stream: the chunks as they come,
 * joined only when there are several. Cheaper than `arrayBuffer()` where fetch is
 * implemented over streams in JavaScript (Node's undici: about 0.4 ms less per read of a
 * 64 KiB pack), and no dearer where it is native; a request reads a few assets.
 *
 * @example
 * await responseBytes(new Response('ab')) // Uint8Array [97, 98]
 */
export async function responseBytes(response: Response): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
