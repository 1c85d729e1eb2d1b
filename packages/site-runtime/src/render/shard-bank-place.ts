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
  searchWords,
  planQuery,
  readAhead,
  startsFirst,
  type TermShard,
  type TypoTerms,
} from 'india-pincode-ifsc/internal';
import type { Encoded } from './search-answers.js';
import type { SearchLists } from './search-lists.js';
import { type BankTermKeys, termFileKey } from './search-shards.js';
import { allBanks, answerText, chunkItems, type Found, firstMatches, type IfscSearchHead, namesOf, postingsOf, type ReadSearchFile } from './shard-answer.js';

/** The banks of some codes, each from its term keys (a bank without branches has none: from the banks listing). */
const namedBanks = (read: ReadSearchFile, codes: readonly string[]) =>
  Promise.all(
    codes.map(async (code) => ((await read('termKeys', code)) as BankTermKeys | null)?.bank ?? (await allBanks(read)).find((item) => item.code === code)!),
  );

/**
 * The answer to a query that names a bank (`bank`, as the core's `bankInQuery` reads it)
 * and a place.
 *
 * @example
 * await searchBankPlace(read, lists, 'sbi mg road', { codes: ['SBIN'], words: ['mg', 'road'] }) // { status: 200, body: Uint8Array [ '{"success":true,…' ] }
 */
export async function searchBankPlace(read: ReadSearchFile, lists: SearchLists, query: string, bank: BankInQuery): Promise<Encoded> {
  return bankPlaceAnswer(read, lists, query, await namedBanks(read, bank.codes), bank);
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
async function bankPlaceAnswer(read: ReadSearchFile, lists: SearchLists, query: string, banks: readonly BankItem[], bank: BankInQuery): Promise<Encoded> {
  const place = bank.words.join(' ');
  const words = [...new Set(searchWords(place))];
  const states = startsFirst(
    namesOf(lists.stateWords, 'states', words).map((id) => lists.states[id]!),
    place,
  );
  const found = await bankPlaceShards(read, lists, bank, words);
  const head: IfscSearchHead = { success: true, query, banks: [...banks], states: states.slice(0, IFSC_SEARCH_LIMITS.states) };
  return answerText(head, { ...found, total: { banks: banks.length, states: states.length, ...found.total } });
}

/** A "bank + place" query's districts (those its place words match) and the bank's branches, from the branch term shards. */
async function bankPlaceShards(read: ReadSearchFile, lists: SearchLists, bank: BankInQuery, words: readonly string[]): Promise<Found> {
  // The districts from the lists file's district words: the bank's branches come from its term shards.
  const { districts } = firstMatches(words.map((word) => postingsOf([lists.districtWords], word, ['districts'])));
  const readers = await Promise.all(bank.codes.map((code) => bankTermReader(read, code, bank.words)));
  const byCode = new Map(bank.codes.map((code, i) => [code, readers[i]]));
  const branches = bankPlaceBranches(bank.words, bank.codes, (code) => byCode.get(code) ?? undefined, IFSC_SEARCH_LIMITS.branches, new Set(districts.all));
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
