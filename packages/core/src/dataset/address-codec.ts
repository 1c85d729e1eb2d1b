/**
 * Addresses repeat the branch's own PIN code, city, district and state. The shard
 * stores each such repeat (when it occurs exactly once) as a control character, and
 * the reader puts the value back: the same text, a fifth smaller once compressed.
 */

/** The values an address may repeat, in marker order (U+0001 …). */
export type AddressContext = readonly [pincode: string, city1: string, city2: string, district: string, state: string];

const forms = (context: AddressContext) => [context[0], context[1], context[2], context[3].toUpperCase(), context[4].toUpperCase()];

const MIN_LENGTH = 4;

/**
 * Replaces the context values an address holds once with their markers.
 *
 * @example
 * packAddress('1 MG ROAD, PUNE-411001', ['411001', 'PUNE', 'PUNE', 'Pune', 'Maharashtra']) // '1 MG ROAD, \u0002-\u0001'
 */
export function packAddress(address: string, context: AddressContext): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are the codec's markers
  if (/[\u0001-\u0005]/.test(address)) throw new Error(`address holds a control character: ${JSON.stringify(address)}`);
  let packed = address;
  forms(context).forEach((value, i) => {
    if (value.length < MIN_LENGTH || packed.indexOf(value) < 0 || packed.indexOf(value) !== packed.lastIndexOf(value)) return;
    packed = packed.replace(value, String.fromCharCode(i + 1));
  });
  if (unpackAddress(packed, context) !== address) throw new Error(`address does not survive packing: ${JSON.stringify(address)}`);
  return packed;
}

/**
 * Puts the context values back into a packed address.
 *
 * @example
 * unpackAddress('1 MG ROAD, \u0002-\u0001', ['411001', 'PUNE', 'PUNE', 'Pune', 'Maharashtra']) // '1 MG ROAD, PUNE-411001'
 */
export function unpackAddress(packed: string, context: AddressContext): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are the codec's markers
  if (!/[\u0001-\u0005]/.test(packed)) return packed;
  const values = forms(context);
  let address = packed;
  for (let i = values.length - 1; i >= 0; i--) address = address.replace(String.fromCharCode(i + 1), () => values[i]!);
  return address;
}
