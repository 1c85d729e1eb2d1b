import {
  bankAliasInQuery,
  collapseWhitespace,
  IFSC_SEARCH_LIMITS,
  nameWords,
  normalizeIfsc,
  PINCODE_PATTERN,
  searchWords,
  typoBudget,
} from 'india-pincode-ifsc/internal';
import type { Encoded, SearchPrefixesFile } from '../render/search-answers.js';
import {
  canonicalPrefix,
  codeAnswerKey,
  localityAnswerKey,
  pincodeAnswerKey,
  prefixesKey,
  searchShardKey,
  shardFileKey,
  storedBankPlaceKey,
} from '../render/search-keys.js';
import { FILES, fillPattern } from '../routes.js';
import type { SiteFiles } from './site-files.js';

const encoder = new TextEncoder();

/** The answer of a word no name holds, as the answer files are written: every list empty. */
const NO_ANSWER = encoder.encode(
  JSON.stringify({ banks: [], states: [], districts: [], branches: [], total: { banks: 0, states: 0, districts: 0, branches: 0 } }),
);

/** One word of ASCII letters and digits: most queries are, and telling them costs least. */
const ASCII_WORD = /^[a-z0-9]+$/i;

/** The search's word when the query is one word written as it is indexed but for letter case (`Bank`, not `bank.`), else `null`. */
function plainWord(query: string): string | null {
  // Most queries are ASCII: that test spares compiling the Unicode word pattern, a good part of a first request.
  if (ASCII_WORD.test(query)) return plainCode(query) ? null : query.toLowerCase();
  const words = nameWords(query);
  if (words.length !== 1 || words[0] !== query.toLowerCase()) return null;
  return plainCode(query) || Array.from(words[0]).length < 2 ? null : words[0];
}

/** An IFSC or a PIN code: searched as a code, not as a word. */
const plainCode = (query: string) => normalizeIfsc(query) !== null || PINCODE_PATTERN.test(query);

/** The file key of a word's answer among its shard key's prefixes and codes, `null` when no name holds it. */
function answerKey(file: SearchPrefixesFile, word: string): string | null {
  if (file.codes.includes(word)) return codeAnswerKey(word);
  const prefix = canonicalPrefix(file.prefixes, word);
  return prefix === undefined ? null : shardFileKey(prefix);
}

const NO_PREFIXES: SearchPrefixesFile = { prefixes: [], codes: [] };

/**
 * The canonical prefixes file of a word's key. Where there is none, the file of its first
 * two code points tells whether the answers are shipped (no word starts with this one)
 * or not (`null`): every start of a canonical prefix has a file.
 */
async function prefixesOf(readJson: <T>(path: string) => Promise<T | null>, word: string): Promise<SearchPrefixesFile | null> {
  const read = (start: string) => readJson<SearchPrefixesFile>(fillPattern(FILES.ifscSearchPrefixes, { key: shardFileKey(start) }));
  const own = prefixesKey(word);
  const short = searchShardKey(word);
  return (await read(own)) ?? (short !== own && (await read(short)) ? NO_PREFIXES : null);
}

/**
 * The stored "bank + place" answer of a query that names one bank by an alias and a place
 * of one word or two (`canara bank bangalore`, `sbi mg road`), `undefined` for a query
 * that names no bank by an alias, and `null` for another such query or one whose answer
 * is not stored: the search chunk answers those. The core's search reads an alias before
 * a bank's code, so the answer stored for the bank's code and the words is this query's.
 */
async function bankPlaceAnswer(files: SiteFiles, query: string): Promise<Encoded | null | undefined> {
  // One plain word is no bank and place: a one-word search runs none of the alias code.
  if (ASCII_WORD.test(query)) return undefined;
  const bank = bankAliasInQuery(query);
  if (!bank || bank.words.length === 0) return undefined;
  // An alias and a word are two words or more: never an IFSC or a PIN code, which the search reads first.
  const key = storedBankPlaceKey(bank.codes, bank.words);
  if (key === null) return null;
  const found = await files.read(fillPattern(FILES.ifscSearchAnswers, { prefix: key }));
  return found && answered(query, found.body);
}

/** Two words of ASCII letters and digits, one space apart (the query is collapsed): a place people name in two words. */
const ASCII_PAIR = /^[a-z0-9]+ [a-z0-9]+$/i;

/**
 * The stored answer of a locality (render/search-shards.ts `localityPairs`): a query of
 * two ASCII words written as the search reads them but for letter case (`Andheri East`);
 * `undefined` for another query, and `null` for one whose answer is not stored, which
 * the search chunk answers. A bank named by an alias was asked for first; one named by
 * its code (`utib andheri`) has no stored pair, and misses.
 */
async function localityAnswer(files: SiteFiles, query: string): Promise<Encoded | null | undefined> {
  if (!ASCII_PAIR.test(query)) return undefined;
  const words = searchWords(query);
  if (words.join(' ') !== query.toLowerCase()) return undefined;
  const found = await files.read(fillPattern(FILES.ifscSearchAnswers, { prefix: localityAnswerKey(words) }));
  return found && answered(query, found.body);
}

/**
 * `/api/search.php?q=` for a query of one plain word, a PIN code, one bank named by an
 * alias and a place of one word or two, or a locality's two words,
 * sent from its answer file as it is stored (render/search-answers.ts says why that is
 * the whole answer): one or two small reads, no parsing of the answer, and no search
 * module to load. `null` when the query is not such a query, or where its answer is not
 * shipped (only the edge build has them: for the words a bank's branches hold, the pairs
 * two of them hold, and localities): the search's chunks answer those.
 *
 * @example
 * await searchAnswer(files, readJson, 'Bank') // { status: 200, body: Uint8Array [ '{"success":true,"query":"Bank",…' ] }
 */
export async function searchAnswer(files: SiteFiles, readJson: <T>(path: string) => Promise<T | null>, q: string | null): Promise<Encoded | null> {
  const query = collapseWhitespace(q ?? '');
  if (PINCODE_PATTERN.test(query)) {
    // India Post's PIN codes and those of branches have an answer each: another is searched.
    const found = await files.read(fillPattern(FILES.ifscSearchAnswers, { prefix: pincodeAnswerKey(query) }));
    return found && answered(query, found.body);
  }
  if (query.length < IFSC_SEARCH_LIMITS.minQueryLength) return null;
  const bankPlace = await bankPlaceAnswer(files, query);
  if (bankPlace !== undefined) return bankPlace;
  const locality = await localityAnswer(files, query);
  if (locality !== undefined) return locality;
  const word = plainWord(query);
  if (word === null) return null;
  const prefixes = await prefixesOf(readJson, word);
  if (!prefixes) return null;
  const key = answerKey(prefixes, word);
  // A word no name starts may be a typo: the search reads it as the likeliest word it may be a typo of (render/shard-keyword.ts).
  if (key === null && typoBudget(word) > 0) return null;
  const found = key === null ? { body: NO_ANSWER } : await files.read(fillPattern(FILES.ifscSearchAnswers, { prefix: key }));
  if (!found) throw new Error(`search: the answer ${key} is missing: rebuild the site`);
  return answered(query, found.body);
}

/** A stored answer with the query's `success` and `query` put first. */
function answered(query: string, stored: Uint8Array): Encoded {
  const head = encoder.encode(`{"success":true,"query":${JSON.stringify(query)},`);
  const body = new Uint8Array(head.byteLength + stored.byteLength - 1);
  body.set(head);
  // The stored answer is an object: its opening brace gives way to the head's.
  body.set(stored.subarray(1), head.byteLength);
  return { status: 200, body };
}
