/**
 * The column codecs of the dataset format: how integer columns become strings that
 * any JSON reader carries (base64 of LEB128 varints) and back. Strings stay plain
 * JSON: a list of strings joined by `\n` (no normalised value holds a line break).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

function toBase64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += `${ALPHABET[n >> 18]!}${ALPHABET[(n >> 12) & 63]!}==`;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += `${ALPHABET[n >> 18]!}${ALPHABET[(n >> 12) & 63]!}${ALPHABET[(n >> 6) & 63]!}=`;
  }
  return out;
}

/** Node's native decoder when there is one (an order of magnitude faster), else the portable loop. */
const nativeBase64 = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): Uint8Array } }).Buffer;

function fromBase64(text: string): Uint8Array {
  if (nativeBase64) return nativeBase64.from(text, 'base64');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let j = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      (DECODE[text.charCodeAt(i)]! << 18) | (DECODE[text.charCodeAt(i + 1)]! << 12) | (DECODE[text.charCodeAt(i + 2)]! << 6) | DECODE[text.charCodeAt(i + 3)]!;
    bytes[j++] = n >> 16;
    if (j < bytes.length) bytes[j++] = (n >> 8) & 255;
    if (j < bytes.length) bytes[j++] = n & 255;
  }
  return bytes;
}

/**
 * Encodes non-negative integers as base64 of LEB128 varints: small numbers take one
 * byte, and the text survives any JSON tool.
 *
 * @example
 * decodeUints(encodeUints([1, 300, 0])) // Uint32Array [1, 300, 0]
 */
export function encodeUints(values: ArrayLike<number>): string {
  const bytes: number[] = [];
  for (let i = 0; i < values.length; i++) {
    let value = values[i]!;
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`not a 32-bit unsigned integer: ${value}`);
    while (value > 127) {
      bytes.push((value & 127) | 128);
      value = Math.floor(value / 128);
    }
    bytes.push(value);
  }
  return toBase64(Uint8Array.from(bytes));
}

const zigzag = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);
const unzigzag = (n: number) => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

/** The typed arrays a column decodes into. */
type Column = Uint32Array | Uint16Array | Int32Array;

/**
 * Reads `values.length` varints from `bytes` into `values`; as signed deltas (zigzag,
 * then summed), when `deltas` is set, in the same pass. Throws unless the bytes hold
 * exactly that many values, each of which fits the array.
 */
function readVarints(bytes: Uint8Array, values: Column, deltas: boolean): void {
  let value = 0;
  let scale = 1;
  let last = 0;
  let k = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte >= 128) {
      value += (byte & 127) * scale;
      scale *= 128;
      continue;
    }
    value += byte * scale;
    if (deltas) {
      // Integer unzigzag while the value fits 31 bits (always, for coordinates and lines).
      last += value < 0x80000000 ? (value >>> 1) ^ -(value & 1) : unzigzag(value);
      value = last;
    }
    if (k < values.length) {
      values[k] = value;
      if (values[k] !== value) throw new RangeError(`dataset column value ${value} does not fit a ${values.constructor.name}`);
    }
    k++;
    value = 0;
    scale = 1;
  }
  if (k !== values.length || scale !== 1) throw new Error(`dataset column holds ${k} values, expected ${values.length}`);
}

/** The number of varints in `bytes`: one byte below 128 ends each. */
function countVarints(bytes: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! < 128) count++;
  return count;
}

/**
 * Decodes {@link encodeUints}. A reader that knows how many values there are passes
 * `count`, which spares a pass over the bytes; a wrong count throws. `into` (exactly
 * as long as the column) takes the values instead of a new `Uint32Array`: a
 * `Uint16Array` halves the memory of a column of small numbers.
 *
 * @example
 * decodeUints('AQ==') // Uint32Array [1]
 * decodeUints('AQ==', 1, new Uint16Array(1)) // Uint16Array [1]
 */
export function decodeUints<T extends Uint32Array | Uint16Array = Uint32Array>(text: string, count?: number, into?: T): T {
  const bytes = fromBase64(text);
  const values = into ?? new Uint32Array(count ?? countVarints(bytes));
  readVarints(bytes, values, false);
  return values as T;
}

/**
 * Encodes signed integers as the differences between neighbours (zigzag varints), so
 * that a sorted or clustered column takes a byte or two per value.
 *
 * @example
 * decodeDeltas(encodeDeltas([100, 103, 99])) // Int32Array [100, 103, 99]
 */
export function encodeDeltas(values: ArrayLike<number>): string {
  const deltas: number[] = [];
  let last = 0;
  for (let i = 0; i < values.length; i++) {
    deltas.push(zigzag(values[i]! - last));
    last = values[i]!;
  }
  return encodeUints(deltas);
}

/**
 * Decodes {@link encodeDeltas}, in one pass over the bytes; into `into` (exactly as
 * long as the column) when given, so that a reader can place the values itself.
 *
 * @example
 * decodeDeltas(encodeDeltas([5, -5])) // Int32Array [5, -5]
 */
export function decodeDeltas(text: string, count?: number, into?: Int32Array): Int32Array {
  const bytes = fromBase64(text);
  const values = into ?? new Int32Array(count ?? countVarints(bytes));
  readVarints(bytes, values, true);
  return values;
}

/**
 * Interns strings: each distinct value once in `table`, `ids` its positions. Columns
 * with few distinct values (states, divisions, bank names) shrink to small integers.
 *
 * @example
 * internStrings(['a', 'b', 'a']) // { table: ['a', 'b'], ids: [0, 1, 0] }
 */
export function internStrings(values: readonly string[]): { table: string[]; ids: number[] } {
  const positions = new Map<string, number>();
  const table: string[] = [];
  const ids = values.map((value) => {
    let id = positions.get(value);
    if (id === undefined) {
      id = table.length;
      positions.set(value, id);
      table.push(value);
    }
    return id;
  });
  return { table, ids };
}

/**
 * Joins a string column with line breaks, refusing a value that holds one.
 *
 * @example
 * joinLines(['a', 'b']) // 'a\nb'
 */
export function joinLines(values: readonly string[]): string {
  for (const value of values) if (value.includes('\n')) throw new Error(`a dataset string holds a line break: ${JSON.stringify(value)}`);
  return values.join('\n');
}

/**
 * A {@link joinLines} column read one value at a time: the text is scanned once for
 * its line breaks, and a value is cut out only when it is asked for.
 *
 * @example
 * lineReader('a\nb', 2)(1) // 'b'
 */
export function lineReader(text: string, count: number): (i: number) => string {
  const ends = new Uint32Array(count);
  let at = -1;
  for (let i = 0; i < count; i++) {
    at = text.indexOf('\n', at + 1);
    if (at < 0) at = text.length;
    ends[i] = at;
  }
  if (count > 0 && (ends[count - 1] !== text.length || (count > 1 && ends[count - 2] === text.length))) {
    throw new Error(`dataset column does not hold ${count} values`);
  }
  return (i) => text.slice(i === 0 ? 0 : ends[i - 1]! + 1, ends[i]);
}

/** The inverse of {@link joinLines}; an empty column is an empty list. */
export function splitLines(text: string, count: number): string[] {
  const values = count === 0 ? [] : text.split('\n');
  if (values.length !== count) throw new Error(`dataset column has ${values.length} values, expected ${count}`);
  return values;
}

/**
 * Encodes IFSC branch parts (the six letters or digits after `{bank}0`, ascending) as
 * base-36 numbers, delta-coded: code order and number order agree, so neighbours
 * differ by little.
 *
 * @example
 * decodeBranchParts(encodeBranchParts(['000001', '00000A'])) // ['000001', '00000A']
 */
export function encodeBranchParts(parts: readonly string[]): string {
  const numbers = parts.map((part) => {
    if (!/^[0-9A-Z]{6}$/.test(part)) throw new Error(`not an IFSC branch part: ${JSON.stringify(part)}`);
    return Number.parseInt(part, 36);
  });
  numbers.forEach((n, i) => {
    if (i > 0 && n <= numbers[i - 1]!) throw new Error(`IFSC branch parts not ascending at ${parts[i]}`);
  });
  return encodeUints(numbers.map((n, i) => (i === 0 ? n : n - numbers[i - 1]!)));
}

/** Decodes {@link encodeBranchParts}. */
export function decodeBranchParts(text: string): string[] {
  const deltas = decodeUints(text);
  const parts: string[] = new Array(deltas.length);
  let value = 0;
  for (let i = 0; i < deltas.length; i++) {
    value += deltas[i]!;
    parts[i] = value.toString(36).toUpperCase().padStart(6, '0');
  }
  return parts;
}
