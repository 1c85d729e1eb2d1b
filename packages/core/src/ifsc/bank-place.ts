import { likeliestTerm } from '../search/likelier-word.js';
import { MATCH_KINDS, matchQuery, planQuery, type QueryMatches } from '../search/match-query.js';
import { PLACE_FILLERS } from '../search/bank-aliases.js';
import { shardAliases, shardTerms } from '../search/term-shard-reader.js';
import { buildTermShards, memoryReader, type SearchItem, type TermReader, type TermShards, wordShardKeys } from '../search/term-shards.js';
import { typoBudget } from '../search/typo.js';
import { startsAnyWord } from '../text/prefix-range.js';
import { getOrCreate } from '../util/get-or-create.js';
import type { IfscDataset } from './types.js';

/**
 * The bank branches' term shards for "bank + place" searches (`sbi mg road`), one set
 * per bank: a query names its bank, so it reads that bank's shards only, never the
 * words of every other bank's branches. Each branch is found by the words of its name,
 * its centre and city, and its district. Branches are ranked bank by bank (banks by
 * code), and within a bank the bigger places first ({@link placeBlocks}), then in the
 * search's branch list order (by name): so that ranks compare across banks, a bank's
 * branches in one place are neighbours (the site stores them in rank order, and a
 * query's branches are read from a few files), and a place named in many towns lists
 * the branches of its big cities first. An item's number is the branch's place in the
 * search's branch list.
 */
export interface BranchTerms {
  /** Per bank code, its branches' term shards. */
  readonly banks: ReadonlyMap<string, TermShards>;
  /** The search list's ids (positions in `search.branchList`) in rank order: the item of rank `r` is `ranked[r]`. */
  readonly ranked: Uint32Array;
  /**
   * Per bank code, where its places' ranks begin, in rank order: pairs of the place's
   * district (its index in `search.districtList`; -1 for an unplaced block) and its first
   * rank ({@link namedRanks} reads them).
   */
  readonly places: ReadonlyMap<string, readonly number[]>;
}

const made = new WeakMap<IfscDataset, BranchTerms>();

/**
 * A bank's term shards are split past this size, smaller than the office names' (a
 * "bank + place" query reads one bank's shards, and parses less of them for a word of
 * three letters or more).
 */
const BANK_SHARD_BYTES = 16 * 1024;

/**
 * The branch term shards of a dataset, made once for it.
 *
 * @example
 * branchTerms(ifsc).banks.get('SBIN')?.keys.keys // ['ab', 'ac', …]
 */
export function branchTerms(dataset: IfscDataset): BranchTerms {
  return getOrCreate(made, dataset, () => {
    const list = dataset.search.branchList;
    const { block, district } = placeBlocks(dataset);
    const byBank = new Map<string, number[]>();
    list.forEach((code, id) => {
      getOrCreate(byBank, code.slice(0, 4), () => []).push(id);
    });
    const placeOf = (item: SearchItem) => {
      const branch = dataset.branches.get(list[item[1]]!)!;
      return `${branch.city1} ${branch.city2} ${branch.district}`;
    };
    const banks = new Map<string, TermShards>();
    const places = new Map<string, number[]>();
    const ranked = new Uint32Array(list.length);
    let rank = 0;
    for (const code of [...byBank.keys()].sort(compare)) {
      // Ids ascend, so a stable sort by block keeps the name order within a place.
      const ids = byBank.get(code)!.sort((a, b) => block[a]! - block[b]!);
      const starts: number[] = [];
      const items = ids.map((id, i): SearchItem => {
        if (i === 0 || block[id] !== block[ids[i - 1]!]) starts.push(district[id]!, rank);
        ranked[rank] = id;
        return [rank++, id, dataset.branches.get(list[id]!)!.name];
      });
      banks.set(code, buildTermShards(items, { placeOf, skip: PLACE_FILLERS, maxBytes: BANK_SHARD_BYTES }));
      places.set(code, starts);
    }
    return { banks, ranked, places };
  });
}

/**
 * Each branch's place block by search list id, bigger places first: the India Post
 * districts by their branches (most first, then by state and district slug), then the
 * unplaced branches' published (state, district) pairs, likewise; and its district's
 * index in the search's district list (-1 if unplaced).
 */
function placeBlocks(dataset: IfscDataset): { block: Uint32Array; district: Int32Array } {
  const sizes = new Map<string, number>();
  for (const state of dataset.states) for (const district of state.districts) sizes.set(`${state.slug}/${district.slug}`, district.branchCount);
  const districtIds = new Map(dataset.search.districtList.map(({ state, district }, i) => [`${state.slug}/${district.slug}`, i]));
  const keys = dataset.search.branchList.map((code) => {
    const branch = dataset.branches.get(code)!;
    const placed = `${branch.stateSlug}/${branch.districtSlug}`;
    if (branch.districtSlug && sizes.has(placed)) return placed;
    const published = `~${branch.publishedState}/${branch.publishedDistrict}`.toLowerCase();
    sizes.set(published, (sizes.get(published) ?? 0) + 1);
    return published;
  });
  const order = [...sizes.keys()].sort((a, b) => Number(a.startsWith('~')) - Number(b.startsWith('~')) || sizes.get(b)! - sizes.get(a)! || compare(a, b));
  const blockOf = new Map(order.map((key, i) => [key, i]));
  return { block: Uint32Array.from(keys, (key) => blockOf.get(key)!), district: Int32Array.from(keys, (key) => districtIds.get(key) ?? -1) };
}

/**
 * The ranks of a bank's branches in some districts (indexes in the search's district
 * list), from the bank's place starts ({@link BranchTerms.places}): flat pairs of a first
 * rank and the rank after the last (the bank's last place runs on to its end). A district
 * is one block of a bank's ranks, so a "bank + place" search tells the branches in the
 * districts it names by a range or two, not by looking up each branch's district.
 *
 * @example
 * namedRanks([12, 0, 40, 3, -1, 7], new Set([40])) // [3, 7]: ranks 3 to 6 lie in district 40
 */
export function namedRanks(places: readonly number[], districts: ReadonlySet<number>): number[] {
  const ranges: number[] = [];
  if (districts.size === 0) return ranges;
  for (let i = 0; i < places.length; i += 2) {
    if (districts.has(places[i]!)) ranges.push(places[i + 1]!, i + 3 < places.length ? places[i + 3]! : Number.POSITIVE_INFINITY);
  }
  return ranges;
}

/** Whether a rank lies in one of the ranges ({@link namedRanks}). */
function inRanges(ranges: readonly number[], rank: number): boolean {
  for (let i = 0; i < ranges.length; i += 2) if (rank >= ranges[i]! && rank < ranges[i + 1]!) return true;
  return false;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A bank's term shards and its places' starts ({@link BranchTerms}), as a "bank + place" search reads them. */
export interface BankTerms {
  readonly reader: TermReader;
  readonly places: readonly number[];
}

/**
 * The branches of the given banks whose name, town or district holds every word (in any
 * order, as the start of a word, through an alias or with a typo forgiven), best match
 * first, then those in the `districts` the words name (search list indexes), then by
 * rank; the first `limit` and the total. `termsOf` gives a bank's term shards and places
 * (`undefined` for a bank without branches).
 *
 * @example
 * bankPlaceBranches(['andheri'], ['HDFC'], (code) => bankTerms(ifsc, code), 50, new Set()).total
 */
export function bankPlaceBranches(
  words: readonly string[],
  codes: readonly string[],
  termsOf: (code: string) => BankTerms | undefined,
  limit: number,
  districts: ReadonlySet<number>,
): QueryMatches {
  const query = words.join(' ');
  // Ranks are the banks' in turn, so every bank's named ranges make one list.
  const ranges: number[] = [];
  const banks = [...new Set(codes)].flatMap((code) => {
    const terms = termsOf(code);
    if (!terms) return [];
    ranges.push(...namedRanks(terms.places, districts));
    return [{ terms, plan: planQuery(query, terms.reader.keys) }];
  });
  const tier = (item: SearchItem) => (inRanges(ranges, item[0]) ? 0 : 1);
  const matches = banks.map(({ terms, plan }) => matchQuery(plan, terms.reader, limit, { tier }));
  if (matches.length === 1) return matches[0]!;
  const order = (match: (typeof MATCH_KINDS)[number]) => MATCH_KINDS.indexOf(match);
  const found = matches
    .flatMap((bank) => bank.found)
    .sort((a, b) => order(a.match) - order(b.match) || tier(a.item) - tier(b.item) || a.item[0] - b.item[0])
    .slice(0, limit);
  return { total: matches.reduce((sum, bank) => sum + bank.total, 0), leading: 0, found };
}

/**
 * The place words of a "bank + place" query as the search reads them: a word with a typo
 * budget that starts no word of a bank's, state's or district's name (`named`, as a
 * keyword search tells a typo) nor of the banks' branches (their name, town or district,
 * or an alias of one) is read as the likeliest word of theirs it may be a typo of
 * ({@link likeliestTerm}), in its place as if typed; another word, or one with no likely
 * word, as typed (the bank's search still forgives its typo). So `hdfc andhery` answers
 * what `hdfc andheri` answers, best matches first, and `sbi manipur` keeps its state
 * though no branch of the bank names Manipur. `termsOf` gives a bank's term shards,
 * holding the words' own shards and typo terms (a reader that reads ahead holds them).
 *
 * @example
 * readPlace(['andhery', 'east'], ['HDFC'], (code) => bankTerms(ifsc, code), () => false) // ['andheri', 'east']
 */
export function readPlace(
  words: readonly string[],
  codes: readonly string[],
  termsOf: (code: string) => BankTerms | undefined,
  named: (word: string) => boolean,
): string[] {
  const readers = [...new Set(codes)].flatMap((code) => termsOf(code)?.reader ?? []);
  // A word without a typo budget is never read: the edge's readers hold no shard of a word under three letters.
  const typed = (word: string) => typoBudget(word) === 0 || named(word) || readers.some((reader) => startsBankTerm(word, reader));
  return words.map((word) => (typed(word) ? word : (likeliestTerm(word, readers) ?? word)));
}

/** Whether a bank's branches have a word in their name, town or district (or an alias of one) that `word` starts, from the word's own shards, which the reader must hold. */
function startsBankTerm(word: string, reader: TermReader): boolean {
  return wordShardKeys(word, reader.keys).some((key) => {
    const shard = reader.shardOf(key);
    return shard !== undefined && (startsAnyWord(shardTerms(shard), word) || startsAnyWord(shardAliases(shard), word));
  });
}

/**
 * A bank's term shards and places from a dataset's {@link branchTerms}, read in memory.
 *
 * @example
 * bankTerms(ifsc, 'HDFC')?.places.length // twice the places HDFC has branches in
 */
export function bankTerms(dataset: IfscDataset, code: string): BankTerms | undefined {
  const { banks, places } = branchTerms(dataset);
  const shards = banks.get(code);
  return shards ? { reader: memoryReader(shards), places: places.get(code)! } : undefined;
}
