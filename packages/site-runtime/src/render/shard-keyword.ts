/**
 * `/api/search.php?q=` for a query that names no bank, over the sharded search files: its
 * words' shards, or an IFSC or a PIN code. A chunk of its own on the edge
 * (render/shard-search.ts says why).
 */
import {
  collapseWhitespace,
  IFSC_SEARCH_LIMITS,
  type IfscSearchSource,
  namedBankCodes,
  normalizeIfsc,
  PINCODE_PATTERN,
  searchIfscSource,
  searchWords,
  startsAnyWord,
  startsFirst,
  likeliestReading,
  searchedAs,
  typoBudget,
  type WordIndex,
  type WordReadings,
} from 'india-pincode-ifsc/internal';
import type { Encoded, SearchAnswerFile, SearchPrefixesFile } from './search-answers.js';
import { type IdSet, readIdSet } from './id-sets.js';
import type { DeltaLists } from './posting-ids.js';
import {
  canonicalPrefix,
  localityAnswerKey,
  lowerBound,
  prefixesKey,
  searchShardKey,
  shardFileKey,
  startsEveryShardUnder,
  wordShardKeys,
} from './search-keys.js';
import type { SearchLists } from './search-lists.js';
import type { SearchPincodesFile, SearchStartsFile, SearchTypoWordsFile, SearchWordsFile } from './search-shards.js';
import {
  allBanks,
  answerText,
  chunkItems,
  codesOf,
  type Found,
  firstMatches,
  type IfscSearchHead,
  isKeywordQuery,
  itemTexts,
  type Listed,
  type Lists,
  namesOf,
  postingsOf,
  type ReadBranchItem,
  type ReadSearchFile,
  type ShardSearch,
} from './shard-answer.js';

/** {@link postingsOf} over the word shards a word reads. */
async function wordPostings(read: ReadSearchFile, lists: SearchLists, word: string, wanted: readonly Lists[]): Promise<Record<Lists, DeltaLists>> {
  const keys = wordShardKeys(word, lists.keys, lists.split);
  const shards = await Promise.all(keys.map(async (shardKey) => (await read('words', shardFileKey(shardKey))) as SearchWordsFile | null));
  return postingsOf(shards, word, wanted);
}

// Not buildWordIndex([]): that would compile the index builder as the module loads, for nothing.
const NO_WORDS: WordIndex = { words: [], postings: [], names: [] };

/**
 * A search source without names: with it the core's search checks a query (a short one
 * is refused) and answers an IFSC or a PIN code with no branches, which the shards give.
 */
const NO_NAMES: IfscSearchSource = {
  banks: [],
  bankIndex: NO_WORDS,
  states: [],
  stateIndex: NO_WORDS,
  districts: [],
  districtIndex: NO_WORDS,
  branchCodes: [],
  branchIndex: NO_WORDS,
  codes: new Set(),
  pincodes: new Map(),
  bankPlace: () => ({ codes: [], total: 0 }),
};

/** The branches of a query that is an IFSC or a PIN code (the first ones, and how many), else `null`. */
async function directBranches(read: ReadSearchFile, query: string, branchItem: ReadBranchItem): Promise<{ items: string[]; total: number } | null> {
  const ifsc = normalizeIfsc(query);
  if (ifsc !== null) {
    const item = await branchItem(ifsc);
    return item ? { items: [JSON.stringify(item)], total: 1 } : { items: [], total: 0 };
  }
  if (!PINCODE_PATTERN.test(query)) return null;
  const file = (await read('pincodes', query.slice(0, 3))) as SearchPincodesFile | null;
  const found = file && Object.hasOwn(file, query) ? file[query]! : { ids: [], total: 0 };
  return { items: await chunkItems(read, 'branches', found.ids), total: found.total };
}

/**
 * `/api/search.php?q=` for a query that names no bank (render/shard-search.ts tells), over
 * the sharded search files: the same answer as the core's {@link ifscSearchResponse} over
 * the whole dataset, reading only the shards the query needs, as its text: its districts
 * and branches are the chunks' texts. An IFSC query reads its branch through `branchItem`.
 *
 * @example
 * await searchKeywordShards(read, lists, 'kolkata main', branchItem) // { status: 200, body: Uint8Array [ '{"success":true,…' ] }
 */
export const searchKeywordShards: ShardSearch = async (read, lists, q, branchItem) => {
  const query = collapseWhitespace(q ?? '');
  if (isKeywordQuery(query)) return keywordAnswer(read, lists, query);
  const first = searchIfscSource(NO_NAMES, q);
  if ('status' in first) return first;
  const direct = (await directBranches(read, first.query, branchItem))!;
  const head: IfscSearchHead = { success: true, query: first.query, banks: first.banks, states: first.states };
  return answerText(head, { districts: [], branches: direct.items, total: { ...first.total, branches: direct.total } });
};

/**
 * A keyword answer as the core's answers it (`searchIfscSource`): the banks the query
 * names by code or everyday name, then those and the states whose names hold its words
 * (names starting with the whole query first), from the lists file's words, and the
 * districts and branches from the word shards or a stored answer ({@link placesOf}). A word
 * that starts no name's word is read as the likeliest word it may be a typo of ({@link readTypos}).
 */
async function keywordAnswer(read: ReadSearchFile, lists: SearchLists, query: string): Promise<Encoded> {
  const words = [...new Set(searchWords(query))];
  const { found, readings } = await placesOf(read, lists, words);
  const codes = codesOf(lists);
  const named = namedBankCodes(query).filter((code) => codes.has(code));
  const byName = namesOf(lists.bankWords, 'banks', words, readings);
  const listed = named.length > 0 || byName.length > 0 ? await allBanks(read) : [];
  const byCode = listed.filter((item) => named.includes(item.code));
  const banks = [
    ...byCode,
    ...startsFirst(
      byName.map((id) => listed[id]!),
      query,
    ).filter((item) => !byCode.includes(item)),
  ];
  const states = startsFirst(
    namesOf(lists.stateWords, 'states', words, readings).map((id) => lists.states[id]!),
    query,
  );
  const head: IfscSearchHead = { success: true, query, banks: banks.slice(0, IFSC_SEARCH_LIMITS.banks), states: states.slice(0, IFSC_SEARCH_LIMITS.states) };
  return answerText(head, { ...found, total: { banks: banks.length, states: states.length, ...found.total } });
}

/**
 * The districts and branches of a query's words, and how its typos are read, from stored
 * answers where the answers are shipped: one word's, a locality's two words' (written any
 * way: `m.g. road`), and those of the words a typo is read as; else from the word shards.
 */
async function placesOf(read: ReadSearchFile, lists: SearchLists, words: readonly string[]): Promise<{ found: Found; readings?: WordReadings }> {
  const locality = await localityFound(read, words);
  if (locality) return { found: locality };
  const one = words.length === 1 ? await oneWord(read, lists, words[0]!) : null;
  if (!one) return severalWords(read, lists, words);
  if (one.total.branches + one.total.districts > 0 || !mayBeTypo(lists, words[0]!)) return { found: one };
  // The answers are shipped, and this one is empty: the word starts no district or branch word.
  const reading = await likeliestPlaceWord(read, lists, words[0]!);
  const readings = new Map([[words[0]!, reading]]);
  const stored = reading === null ? NOTHING : await oneWord(read, lists, reading);
  return stored ? { found: stored, readings } : severalWords(read, lists, words, readings);
}

/** Whether a word has a typo budget and starts no word of the banks' and states' names: then, if it starts no district or branch word either, it is read as a typo. */
const mayBeTypo = (lists: SearchLists, word: string) =>
  typoBudget(word) > 0 && !startsAnyWord(lists.bankWords.words, word) && !startsAnyWord(lists.stateWords.words, word);

const NOTHING: Found = { districts: [], branches: [], total: { districts: 0, branches: 0 } };

/**
 * A one-word search's districts and branches from its canonical prefix's answer; `null`
 * for a one-character word, or where the answers are not shipped (only the edge build
 * has them: render/search-answers.ts). The banks and states are the caller's: the
 * answer's are those of a query equal to its word, and this query may be written otherwise.
 */
async function oneWord(read: ReadSearchFile, lists: SearchLists, word: string): Promise<Found | null> {
  if (Array.from(word.slice(0, 2)).length < 2) return null;
  if (wordShardKeys(word, lists.keys, lists.split).length === 0) return NOTHING;
  const prefixes = (await read('prefixes', shardFileKey(prefixesKey(word)))) as SearchPrefixesFile | null;
  if (!prefixes) return null;
  const prefix = canonicalPrefix(prefixes.prefixes, word);
  if (!prefix) return NOTHING;
  const found = await storedFound(read, shardFileKey(prefix));
  if (!found) throw new Error(`search: the canonical prefix ${JSON.stringify(prefix)} has no answer file: rebuild the site`);
  return found;
}

/**
 * The districts and branches of a stored answer (render/search-answers.ts), `null` when it
 * is not stored: a one-word answer, or a locality's ({@link localityAnswerKey}).
 */
async function storedFound(read: ReadSearchFile, key: string): Promise<Found | null> {
  const answer = (await read('answers', key)) as SearchAnswerFile | null;
  if (!answer) return null;
  const { districts, branches, total } = answer;
  return { districts: itemTexts(districts), branches: itemTexts(branches), total: { districts: total.districts, branches: total.branches } };
}

/**
 * The stored answer of the locality that a query of two words is (`m.g. road`), or is read
 * as where `readings` read a typo (`andehri east` as `andheri east`); `null` for none.
 */
async function localityFound(read: ReadSearchFile, words: readonly string[], readings: WordReadings = new Map()): Promise<Found | null> {
  if (words.length !== 2) return null;
  const searched = words.map((word) => searchedAs(word, readings));
  return searched.includes(null) ? null : storedFound(read, localityAnswerKey(searched as string[]));
}

/** A word's starts file (search-shards.ts `SearchStartsFile`), as id sets. */
async function startsSets(read: ReadSearchFile, word: string): Promise<Record<Listed, IdSet>> {
  const file = (await read('starts', shardFileKey(word))) as SearchStartsFile | null;
  if (!file) throw new Error(`search: the starts file of ${JSON.stringify(word)} is missing: rebuild the site`);
  return { districts: readIdSet(file.districts), branches: readIdSet(file.branches) };
}

/**
 * The districts and branches that every word matches, and the chunks of the first ones.
 * A word that starts the words of many shards (`h`, `ba`) is tested against its starts
 * file, read with the other words' shards, whose ids are those tested. A word that starts
 * no word is read as the likeliest word it may be a typo of ({@link readTypos}, or as
 * `known` already), and those readings are returned for the banks' and states' names; two
 * words read as a locality take its stored answer ({@link localityFound}).
 */
async function severalWords(
  read: ReadSearchFile,
  lists: SearchLists,
  words: readonly string[],
  known?: WordReadings,
): Promise<{ found: Found; readings: WordReadings }> {
  const short = words.filter((word) => startsEveryShardUnder(word, lists.split));
  const others = words.filter((word) => !short.includes(word));
  // No shard key starts with it: it starts no word, and has no starts file. Its other words' typos are still read, for the banks' and states' names.
  if (short.some((word) => !lists.keys[lowerBound(lists.keys, word)]?.startsWith(word))) {
    const typos = others.filter((word) => mayBeTypo(lists, word));
    const postings = await Promise.all(typos.map((word) => wordPostings(read, lists, word, ['districts', 'branches'])));
    return { found: NOTHING, readings: known ?? (await readTypos(read, lists, typos, postings)) };
  }
  const [sets, plain] = await Promise.all([
    Promise.all(short.map((word) => startsSets(read, word))),
    Promise.all(others.map((word) => wordPostings(read, lists, word, ['districts', 'branches']))),
  ]);
  const readings = known ?? (await readTypos(read, lists, others, plain));
  // The words as typed had no stored answer (placesOf): only a typo's reading may have one.
  const locality = readings.size > 0 ? await localityFound(read, words, readings) : null;
  if (locality) return { found: locality, readings };
  const postings = await Promise.all(others.map((word, i) => (readings.has(word) ? readingPostings(read, lists, readings.get(word)!) : plain[i]!)));
  const { districts, branches } = firstMatches(postings, { districts: sets.map((set) => set.districts), branches: sets.map((set) => set.branches) });
  const [districtItems, branchItems] = await Promise.all([chunkItems(read, 'districts', districts.ids), chunkItems(read, 'branches', branches.ids)]);
  return { found: { districts: districtItems, branches: branchItems, total: { districts: districts.total, branches: branches.total } }, readings };
}

const NO_POSTINGS: Record<Lists, DeltaLists> = { districts: [], branches: [], states: [], banks: [] };

/** The district and branch postings of the word a typo is read as (none for none). */
const readingPostings = (read: ReadSearchFile, lists: SearchLists, reading: string | null) =>
  reading === null ? NO_POSTINGS : wordPostings(read, lists, reading, ['districts', 'branches']);

/**
 * How the words that start no word of any name are read (core `keywordReadings`): each
 * word with a typo budget whose `postings` are empty (and that starts none of the banks'
 * and states' names) as the likeliest word it may be a typo of among the district and
 * branch words under its first two letters ({@link likeliestPlaceWord}).
 */
async function readTypos(
  read: ReadSearchFile,
  lists: SearchLists,
  words: readonly string[],
  postings: readonly Record<Lists, DeltaLists>[],
): Promise<WordReadings> {
  const typos = words.filter((word, i) => postings[i]!.districts.length === 0 && postings[i]!.branches.length === 0 && mayBeTypo(lists, word));
  const found = await Promise.all(typos.map((word) => likeliestPlaceWord(read, lists, word)));
  return new Map(typos.map((word, i) => [word, found[i]!]));
}

/**
 * The likeliest district or branch word under a word's first two letters that it may be a
 * typo of (core `likeliestReading`): from the typo words file of a split key, else from
 * the key's word shard.
 */
async function likeliestPlaceWord(read: ReadSearchFile, lists: SearchLists, word: string): Promise<string | null> {
  const key = searchShardKey(word);
  if (startsEveryShardUnder(key, lists.split)) {
    const file = (await read('typoWords', shardFileKey(key))) as SearchTypoWordsFile | null;
    if (!file) throw new Error(`search: the typo words file of ${JSON.stringify(key)} is missing: rebuild the site`);
    return likeliestReading(word, file.words, (at) => file.names[at]!);
  }
  if (lists.keys[lowerBound(lists.keys, key)] !== key) return null;
  const shard = (await read('words', shardFileKey(key))) as SearchWordsFile;
  return likeliestReading(word, shard.words, (at) => shard.districts[at]!.length + shard.branches[at]!.length);
}
