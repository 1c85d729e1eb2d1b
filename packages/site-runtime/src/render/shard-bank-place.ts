/**
 * `/api/search.php?q=` for a query that names a bank and a place (`sbi mg road`), over the
 * sharded search files: the answer the core gives, from the bank's own term shards. A
 * chunk of its own on the edge (render/shard-search.ts says why).
 */
import {
  type BankInQuery,
  type BankItem,
  type BankTerms,
  bankPlaceBranches,
  IFSC_SEARCH_LIMITS,
  planQuery,
  readAhead,
  readPlace,
  searchWords,
  startsNameWord,
  startsFirst,
  type TermShard,
  type TypoTerms,
} from 'india-pincode-ifsc/internal';
import type { Encoded, SearchAnswerFile } from './search-answers.js';
import { storedBankPlaceKey } from './search-keys.js';
import type { SearchLists } from './search-lists.js';
import { type BankTermKeys, termFileKey } from './search-shards.js';
import {
  allBanks,
  answerText,
  chunkItems,
  type Found,
  firstMatches,
  type IfscSearchHead,
  itemTexts,
  namesOf,
  postingsOf,
  type ReadSearchFile,
} from './shard-answer.js';

/** The banks of some codes, each from its term keys (a bank without branches has none: from the banks listing). */
const namedBanks = (read: ReadSearchFile, codes: readonly string[]) =>
  Promise.all(
    codes.map(async (code) => ((await read('termKeys', code)) as BankTermKeys | null)?.bank ?? (await allBanks(read)).find((item) => item.code === code)!),
  );

/**
 * The answer to a query that names a bank (`typed`, as the core's `bankInQuery` reads it)
 * and a place: its stored answer where the edge build has one, as for a bank named by its
 * code (`utib andheri`). A place word read as a typo ({@link readPlace}) makes it the
 * answer of the words read, which the edge build stores (the word read is one two of the
 * bank's branches hold: `sbi koramangla` is sent as `sbi koramangala` is): then no term
 * shard is searched and no branch chunk read.
 *
 * @example
 * await searchBankPlace(read, lists, 'sbi mg road', { codes: ['SBIN'], words: ['mg', 'road'] }) // { status: 200, body: Uint8Array [ '{"success":true,…' ] }
 */
export async function searchBankPlace(read: ReadSearchFile, lists: SearchLists, query: string, typed: BankInQuery): Promise<Encoded> {
  // The worker asked for the stored answer of a bank named by an alias; one named by its code (`utib andheri`) is asked for here.
  const stored = namesCode(query, typed) ? await storedAnswer(read, query, typed) : null;
  if (stored) return stored;
  const [banks, typedReaders] = await Promise.all([namedBanks(read, typed.codes), bankReaders(read, typed)]);
  const named = (word: string) => startsNameWord({ bankIndex: lists.bankWords, stateIndex: lists.stateWords, districtIndex: lists.districtWords }, word);
  const bank = { codes: typed.codes, words: readPlace(typed.words, typed.codes, (code) => typedReaders.get(code) ?? undefined, named) };
  if (bank.words.every((word, i) => word === typed.words[i])) return bankPlaceAnswer(read, lists, query, banks, bank, typedReaders);
  return (await storedAnswer(read, query, bank)) ?? bankPlaceAnswer(read, lists, query, banks, bank, await bankReaders(read, bank));
}

/** Whether a query names its one bank by the bank's code as a word (`utib andheri`). */
const namesCode = (query: string, bank: BankInQuery) => bank.codes.length === 1 && searchWords(query).includes(bank.codes[0]!.toLowerCase());

/** Each bank's term shards that a place's words read ({@link bankTermReader}). */
async function bankReaders(read: ReadSearchFile, bank: BankInQuery): Promise<Map<string, BankTerms | null>> {
  const readers = await Promise.all(bank.codes.map((code) => bankTermReader(read, code, bank.words)));
  return new Map(bank.codes.map((code, i) => [code, readers[i]!]));
}

/**
 * The stored answer of a query of one bank and a place of one word or two, with `query` as
 * the query (the edge build stores them: render/search-answers.ts), `null` where it is not
 * stored: the core's answer for the bank's code and the words, whichever way the query
 * names the bank.
 */
async function storedAnswer(read: ReadSearchFile, query: string, bank: BankInQuery): Promise<Encoded | null> {
  const key = storedBankPlaceKey(bank.codes, bank.words);
  const answer = key === null ? null : ((await read('answers', key)) as SearchAnswerFile | null);
  if (!answer) return null;
  const head: IfscSearchHead = { success: true, query, banks: answer.banks, states: answer.states };
  return answerText(head, { districts: itemTexts(answer.districts), branches: itemTexts(answer.branches), total: answer.total });
}

/** One bank's term shards that the words read (and those of the words they may be typos of), and its places; `null` for a bank without branches. */
async function bankTermReader(read: ReadSearchFile, code: string, words: readonly string[]): Promise<BankTerms | null> {
  const keys = (await read('termKeys', code)) as BankTermKeys | null;
  if (!keys) return null;
  const reader = await readAhead(keys, planQuery(words.join(' '), keys), {
    shard: async (key) => (await read('terms', termFileKey(code, key))) as TermShard | null,
    typos: async (base) => (await read('typos', termFileKey(code, base))) as TypoTerms | null,
  });
  return { reader, places: keys.places };
}

/**
 * A "bank + place" answer as the core's answers it: the banks named, the states and
 * districts the place words match (from the lists file's words: no name is searched),
 * and the bank's branches from its term shards.
 */
async function bankPlaceAnswer(
  read: ReadSearchFile,
  lists: SearchLists,
  query: string,
  banks: readonly BankItem[],
  bank: BankInQuery,
  readers: ReadonlyMap<string, BankTerms | null>,
): Promise<Encoded> {
  const place = bank.words.join(' ');
  const words = [...new Set(searchWords(place))];
  const states = startsFirst(
    namesOf(lists.stateWords, 'states', words).map((id) => lists.states[id]!),
    place,
  );
  const found = await bankPlaceShards(read, lists, bank, words, readers);
  const head: IfscSearchHead = { success: true, query, banks: [...banks], states: states.slice(0, IFSC_SEARCH_LIMITS.states) };
  return answerText(head, { ...found, total: { banks: banks.length, states: states.length, ...found.total } });
}

/** A "bank + place" query's districts (those its place words match) and the bank's branches, from the branch term shards. */
async function bankPlaceShards(
  read: ReadSearchFile,
  lists: SearchLists,
  bank: BankInQuery,
  words: readonly string[],
  readers: ReadonlyMap<string, BankTerms | null>,
): Promise<Found> {
  // The districts from the lists file's district words: the bank's branches come from its term shards.
  const { districts } = firstMatches(words.map((word) => postingsOf([lists.districtWords], word, ['districts'])));
  const branches = bankPlaceBranches(bank.words, bank.codes, (code) => readers.get(code) ?? undefined, IFSC_SEARCH_LIMITS.branches, new Set(districts.all));
  const [districtItems, branchItems] = await Promise.all([
    chunkItems(read, 'districts', districts.ids),
    chunkItems(
      read,
      'ranked',
      branches.found.map(({ item }) => item[0]),
    ),
  ]);
  return { districts: districtItems, branches: branchItems, total: { districts: districts.total, branches: branches.total } };
}
