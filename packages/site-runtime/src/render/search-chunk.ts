/**
 * The chunks of the search's chunked lists: a JSON array written one item a line, so that
 * a search takes the few items it lists as their text and parses no chunk (a chunk holds
 * a dozen branches, and the first 50 branches of a search lie in as many chunks). A
 * newline is escaped inside a JSON string, so each line is one item.
 */

/** A chunk's items by position, each as its JSON text; `undefined` past the last. */
export type ChunkItems = (at: number) => string | undefined;

/**
 * A chunk as its file holds it.
 *
 * @example
 * chunkText([{ a: 1 }, { b: 2 }]) // '[{"a":1},\n{"b":2}]'
 */
export const chunkText = (items: readonly unknown[]): string => `[${items.map((item) => JSON.stringify(item)).join(',\n')}]`;

const OPEN = 0x5b;
const CLOSE = 0x5d;
const NEWLINE = 0x0a;
const decoder = new TextDecoder();

/**
 * The items of a chunk's bytes ({@link chunkText}): each decoded when asked for, and
 * only it (a search lists one or two items of most chunks it reads). The error names the file.
 *
 * @example
 * chunkItems(new TextEncoder().encode('[{"a":1},\n{"b":2}]'), 'x.json')(1) // '{"b":2}'
 */
export function chunkItems(bytes: Uint8Array, name: string): ChunkItems {
  if (bytes[0] !== OPEN || bytes[bytes.length - 1] !== CLOSE) throw new Error(`${name}: not a search chunk (a JSON array, one item a line): rebuild the site`);
  // Where each item starts, and the start of the one after the last (past the closing bracket's `,\n` that is not there).
  const starts = bytes.length === 2 ? [] : [1];
  for (let newline = bytes.indexOf(NEWLINE); newline >= 0; newline = bytes.indexOf(NEWLINE, newline + 1)) starts.push(newline + 1);
  const end = bytes.length + 1;
  return (at) => {
    if (at < 0 || at >= starts.length) return undefined;
    // An item but the last is followed by `,\n`; the last by the closing bracket.
    return decoder.decode(bytes.subarray(starts[at], (starts[at + 1] ?? end) - 2));
  };
}
