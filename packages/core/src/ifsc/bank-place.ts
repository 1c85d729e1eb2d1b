import { matchQuery, planQuery, type QueryMatches } from '../search/match-query.js';
import { PLACE_FILLERS } from '../search/bank-aliases.js';
import { buildTermShards, type SearchItem, type TermReader, type TermShards } from '../search/term-shards.js';
import { getOrCreate } from '../util/get-or-create.js';
import type { IfscDataset } from './types.js';

/**
 * The bank branches' term shards for "bank + place" searches (`sbi mg road`): each
 * branch found by the words of its name, its centre and city, and its district. Branches
 * are ranked bank by bank (banks by code, then the search's branch list order, by name),
 * so that a bank's branches are one range of ranks ({@link BankRanges}); an item's
 * number is the branch's place in the search's branch list.
 */
export interface BranchTerms {
  readonly shards: TermShards;
  readonly bankRanges: BankRanges;
}

/** Per bank code, its branches' ranks: from the first, to the one after the last. */
export type BankRanges = Readonly<Record<string, readonly [start: number, end: number]>>;

const made = new WeakMap<IfscDataset, BranchTerms>();

/**
 * The branch term shards of a dataset, made once for it.
 *
 * @example
 * branchTerms(ifsc).bankRanges.SBIN // [start, end]
 */
export function branchTerms(dataset: IfscDataset): BranchTerms {
  return getOrCreate(made, dataset, () => {
    const list = dataset.search.branchList;
    const byBank = new Map<string, number[]>();
    list.forEach((code, id) => {
      getOrCreate(byBank, code.slice(0, 4), () => []).push(id);
    });
    const items: SearchItem[] = [];
    const bankRanges: Record<string, [number, number]> = {};
    for (const code of [...byBank.keys()].sort(compare)) {
      const start = items.length;
      for (const id of byBank.get(code)!) items.push([items.length, id, dataset.branches.get(list[id]!)!.name]);
      bankRanges[code] = [start, items.length];
    }
    const placeOf = (item: SearchItem) => {
      const branch = dataset.branches.get(list[item[1]]!)!;
      return `${branch.city1} ${branch.city2} ${branch.district}`;
    };
    return { shards: buildTermShards(items, { placeOf, skip: PLACE_FILLERS }), bankRanges };
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The branches of the given banks whose name, town or district holds every word (in any
 * order, as the start of a word, through an alias or with a typo forgiven), best match
 * first, then by name; the first `limit` and the total.
 *
 * @example
 * const { shards, bankRanges } = branchTerms(ifsc);
 * bankPlaceBranches(['andheri'], ['HDFC'], memoryReader(shards), bankRanges, 50).total
 */
export function bankPlaceBranches(words: readonly string[], codes: readonly string[], reader: TermReader, bankRanges: BankRanges, limit: number): QueryMatches {
  const ranges = codes.map((code) => bankRanges[code]).filter((range) => range !== undefined);
  const otherBank = (item: SearchItem) => !ranges.some(([start, end]) => item[0] >= start && item[0] < end);
  return matchQuery(planQuery(words.join(' '), reader.keys), reader, limit, otherBank);
}
