/**
 * How `/api/search.php`'s files are keyed: shard keys, their file names, and a word's
 * canonical prefix. Shared by the generator, the search's chunks and the handler's one-word
 * answers, which the edge worker carries in its entry module: so this module imports
 * nothing.
 */

/**
 * A word's shard key: its first two characters (code points), or itself when shorter.
 *
 * @example
 * searchShardKey('kolkata') // 'ko'
 */
export const searchShardKey = (word: string): string => Array.from(word).slice(0, 2).join('');

/**
 * The word shards a word reads, of the sorted keys that have one and the split keys
 * (those whose shard was too large: their longer words went one code point deeper). The
 * word's key is its {@link searchShardKey}, one code point longer for each split key it
 * starts with; a word that is itself a split key, or of one code point, starts words of
 * every shard under its key ({@link startsEveryShardUnder}): all of them.
 *
 * @example
 * wordShardKeys('kolkata', ['ka', 'ko'], []) // ['ko']
 * wordShardKeys('main', ['ma', 'mad', 'mai'], ['ma']) // ['mai']
 * wordShardKeys('ma', ['ma', 'mad', 'mai'], ['ma']) // ['ma', 'mad', 'mai']
 */
export function wordShardKeys(word: string, keys: readonly string[], split: readonly string[]): string[] {
  const points = Array.from(word);
  let length = Math.min(2, points.length);
  let key = points.slice(0, length).join('');
  while (length < points.length && isSplitKey(key, split)) key = points.slice(0, ++length).join('');
  if (startsEveryShardUnder(key, split)) {
    const keysUnder: string[] = [];
    for (let i = lowerBound(keys, key); i < keys.length && keys[i]!.startsWith(key); i++) keysUnder.push(keys[i]!);
    return keysUnder;
  }
  return keys[lowerBound(keys, key)] === key ? [key] : [];
}

/**
 * Whether a word starts the words of every shard under its key ({@link wordShardKeys}):
 * one of one code point, or a split key. Such a word has a starts file (search-shards.ts
 * `SearchStartsFile`), which a search of several words reads instead of those shards.
 *
 * @example
 * startsEveryShardUnder('h', []) // true
 * startsEveryShardUnder('ma', ['ma']) // true
 * startsEveryShardUnder('main', ['ma']) // false
 */
export const startsEveryShardUnder = (word: string, split: readonly string[]): boolean => Array.from(word).length < 2 || isSplitKey(word, split);

/** Whether a key is among the sorted split keys. */
const isSplitKey = (key: string, split: readonly string[]) => split[lowerBound(split, key)] === key;

/**
 * A shard key as a file name: lower-case ASCII letters and digits as they are, any
 * other key as `_` and its code points in hex, so that names stay plain on every host.
 *
 * @example
 * shardFileKey('ko') // 'ko'
 * shardFileKey('é1') // '_e9_31'
 */
export const shardFileKey = (key: string): string => (/^[a-z0-9]+$/.test(key) ? key : `_${Array.from(key, (c) => c.codePointAt(0)!.toString(16)).join('_')}`);

/**
 * The key of the canonical prefixes file that holds a word's: its first three characters
 * (code points), or the word when shorter (that file holds the word's canonical prefix
 * alone). Finer than the shard key, so that a common start such as `ba` is a small file.
 *
 * @example
 * prefixesKey('kolkata') // 'kol'
 * prefixesKey('ko') // 'ko'
 */
export const prefixesKey = (word: string): string => Array.from(word).slice(0, 3).join('');

/**
 * The file key of the one-word answer of a bank code or a one-word alias (`sbi`): apart
 * from the canonical prefixes' keys, since such a word searched alone also puts its bank first.
 *
 * @example
 * codeAnswerKey('hdfc') // 'code-hdfc'
 */
export const codeAnswerKey = (code: string): string => `code-${code}`;

/**
 * The file key of the answer of a PIN code searched alone: the branches whose address
 * holds it. Apart from the canonical prefixes' keys, like {@link codeAnswerKey}.
 *
 * @example
 * pincodeAnswerKey('700001') // 'pin-700001'
 */
export const pincodeAnswerKey = (pincode: string): string => `pin-${pincode}`;

/** The most words of a place whose "bank + place" answers the edge build stores (render/search-shards.ts `heldPlaces`). */
const STORED_PLACE_WORDS = 2;

/**
 * The file key of the answer of a "bank + place" query of one bank and a place of one
 * word or two (a word has no `-`): apart from the other answers' keys, like
 * {@link codeAnswerKey}.
 *
 * @example
 * bankPlaceAnswerKey('CNRB', ['bangalore']) // 'bank-CNRB-bangalore'
 * bankPlaceAnswerKey('SBIN', ['mg', 'road']) // 'bank-SBIN-mg-road'
 */
export const bankPlaceAnswerKey = (code: string, place: readonly string[]): string => `bank-${code}-${place.map(shardFileKey).join('-')}`;

/**
 * The file key of a "bank + place" query's answer where the edge build may store it: one
 * bank and a place of one word or two ({@link bankPlaceAnswerKey}); `null` for another.
 *
 * @example
 * storedBankPlaceKey(['SBIN'], ['mg', 'road']) // 'bank-SBIN-mg-road'
 * storedBankPlaceKey(['SBIN'], ['andheri', 'east', 'mumbai']) // null
 */
export const storedBankPlaceKey = (codes: readonly string[], place: readonly string[]): string | null =>
  codes.length === 1 && place.length <= STORED_PLACE_WORDS ? bankPlaceAnswerKey(codes[0]!, place) : null;

/**
 * The file key of the keyword answer of a locality's two words (`andheri east`), in the
 * query's order: apart from the other answers' keys, like {@link codeAnswerKey}.
 *
 * @example
 * localityAnswerKey(['andheri', 'east']) // 'locality-andheri-east'
 */
export const localityAnswerKey = (words: readonly string[]): string => `locality-${words.map(shardFileKey).join('-')}`;

/** The PIN code a {@link pincodeAnswerKey} names, else `null`. */
export const pincodeOfAnswerKey = (key: string): string | null => /^pin-(\d{6})$/.exec(key)?.[1] ?? null;

/** The first position in an ascending list at which `value` could go. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The canonical prefix of a word among the sorted canonical prefixes of its shard key:
 * the first one that starts with it (every other that does starts with it too), or
 * `undefined` when no word starts with it.
 *
 * @example
 * canonicalPrefix(['ba', 'bank', 'banka', 'bankura'], 'bank') // 'bank'
 * canonicalPrefix(['ba', 'bank', 'banka', 'bankura'], 'bankur') // 'bankura'
 */
export function canonicalPrefix(sorted: readonly string[], word: string): string | undefined {
  const found = sorted[lowerBound(sorted, word)];
  return found?.startsWith(word) ? found : undefined;
}
