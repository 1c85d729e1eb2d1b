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

/** Appends `value` to `bytes` as an LEB128 varint (7 bits a byte, low bits first). */
function pushVarint(bytes: number[], value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`not a 32-bit unsigned integer: ${value}`);
  let rest = value;
  while (rest > 127) {
    bytes.push((rest & 127) | 128);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
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
  for (let i = 0; i < values.length; i++) pushVarint(bytes, values[i]!);
  return toBase64(Uint8Array.from(bytes));
}

/**
 * Maps a signed integer to an unsigned one, small magnitudes to small numbers, so that
 * a varint of a small negative delta stays short.
 *
 * @example
 * [zigzag(0), zigzag(-1), zigzag(1), zigzag(-2)] // [0, 1, 2, 3]
 */
export const zigzag = (n: number): number => (n < 0 ? -2 * n - 1 : 2 * n);
/**
 * The inverse of {@link zigzag}.
 *
 * @example
 * unzigzag(3) // -2
 */
export const unzigzag = (n: number): number => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

/**
 * Reads `values.length` varints from `bytes` into `values`; as signed deltas (zigzag,
 * then summed), when `deltas` is set, in the same pass. Throws unless the bytes hold
 * exactly that many values.
 */
function readVarints(bytes: Uint8Array, values: Uint32Array | Int32Array, deltas: boolean): void {
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
    if (k < values.length) values[k] = value;
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
 * `count`, which spares a pass over the bytes; a wrong count throws.
 *
 * @example
 * decodeUints('AQ==') // Uint32Array [1]
 */
export function decodeUints(text: string, count?: number): Uint32Array {
  const bytes = fromBase64(text);
  const values = new Uint32Array(count ?? countVarints(bytes));
  readVarints(bytes, values, false);
  return values;
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
 * Decodes {@link encodeDeltas}, in one pass over the bytes.
 *
 * @example
 * decodeDeltas(encodeDeltas([5, -5])) // Int32Array [5, -5]
 */
export function decodeDeltas(text: string, count?: number): Int32Array {
  const bytes = fromBase64(text);
  const values = new Int32Array(count ?? countVarints(bytes));
  readVarints(bytes, values, true);
  return values;
}

/** The arrays a fixed-width column is read into. */
type FixedArray = Uint16ArrayConstructor | Uint32ArrayConstructor;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Encodes unsigned integers as base64 of fixed-width little-endian words (16 or 32
 * bits, as `type`): larger than varints, but the reader gets its typed array with no
 * loop over the values (a view of the decoded bytes), which keeps loading short.
 *
 * @example
 * decodeFixed(encodeFixed([1, 65535], Uint16Array), Uint16Array, 2) // Uint16Array [1, 65535]
 */
export function encodeFixed(values: ArrayLike<number>, type: FixedArray, column = 'a'): string {
  const words = new type(values.length);
  const view = new DataView(words.buffer);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** (8 * type.BYTES_PER_ELEMENT)) {
      throw new RangeError(`${value} does not fit ${column} ${type.name} column (value ${i})`);
    }
    if (type === Uint16Array) view.setUint16(2 * i, value, true);
    else view.setUint32(4 * i, value, true);
  }
  return toBase64(new Uint8Array(words.buffer));
}

/**
 * Decodes {@link encodeFixed}. Throws unless the column holds whole words, exactly
 * `count` of them when given.
 *
 * @example
 * decodeFixed(encodeFixed([7], Uint32Array), Uint32Array, 1) // Uint32Array [7]
 */
export function decodeFixed<T extends Uint16Array | Uint32Array>(text: string, type: { new (...args: never[]): T } & FixedArray, count?: number): T {
  return fixedWords<T>(fromBase64(text), type, count);
}

/**
 * Little-endian words of `bytes` as a typed array: a view of the bytes where they are
 * aligned and the machine is little-endian (every common one), else a copy.
 *
 * @example
 * fixedWords(new Uint8Array([1, 0, 2, 0]), Uint16Array) // Uint16Array [1, 2]
 */
export function fixedWords<T extends Uint16Array | Uint32Array>(bytes: Uint8Array, type: { new (...args: never[]): T } & FixedArray, count?: number): T {
  const width = type.BYTES_PER_ELEMENT;
  const words = bytes.length / width;
  if (!Number.isInteger(words) || (count !== undefined && words !== count)) {
    throw new Error(`dataset column holds ${words} values, expected ${count ?? 'whole words'}`);
  }
  if (LITTLE_ENDIAN && bytes.byteOffset % width === 0) return new type(bytes.buffer as ArrayBuffer, bytes.byteOffset, words) as T;
  const values = new type(words) as T;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let i = 0; i < words; i++) values[i] = width === 2 ? view.getUint16(2 * i, true) : view.getUint32(4 * i, true);
  return values;
}

/**
 * Encodes groups of unsigned integers as one run of varints, with where each group
 * starts: a reader decodes one group (a {@link VarintCursor} at its start) without
 * touching the rest.
 *
 * @example
 * const { bytes, starts } = encodeVarintGroups([[1, 300], [5]]);
 * new VarintCursor(decodeBytes(bytes), starts[1]).next() // 5
 */
export function encodeVarintGroups(groups: readonly (readonly number[])[]): { bytes: string; starts: number[] } {
  const bytes: number[] = [];
  const starts: number[] = [];
  for (const group of groups) {
    starts.push(bytes.length);
    for (const value of group) pushVarint(bytes, value);
  }
  starts.push(bytes.length);
  return { bytes: toBase64(Uint8Array.from(bytes)), starts };
}

/**
 * The bytes of a base64 column, for a {@link VarintCursor}.
 *
 * @example
 * decodeBytes('AQI=') // Uint8Array [1, 2]
 */
export const decodeBytes = (text: string): Uint8Array => fromBase64(text);

/**
 * Reads varints one after another from a position in `bytes` (`at` is where the next
 * one starts).
 *
 * @example
 * const cursor = new VarintCursor(decodeBytes(encodeUints([7, 300])), 0);
 * [cursor.next(), cursor.next(), cursor.at] // [7, 300, 3]
 */
export class VarintCursor {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  /** The varint at {@link at}; `at` moves past it. Throws if the bytes end inside it. */
  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.at++];
      if (byte === undefined) throw new Error(`dataset column ends in the middle of a value (byte ${this.at - 1})`);
      value += (byte & 127) * scale;
      if (byte < 128) return value;
      scale *= 128;
    }
  }
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
