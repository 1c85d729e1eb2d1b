/**
 * A string's 32-bit FNV-1a hash over its UTF-16 code units: a cheap and stable spread of
 * names over shards and packs, the same in the build and in every runtime (not for security).
 *
 * @example
 * fnv1a('foobar') // 0xbf9cf968
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
