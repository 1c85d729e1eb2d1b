import { MATCH_KINDS, matchQuery, planQuery, type QueryMatches } from '../search/match-query.js';
import { PLACE_FILLERS } from '../search/bank-aliases.js';
import { buildTermShards, type SearchItem, type TermReader, type TermShards } from '../search/term-shards.js';
import { getOrCreate } from '../util/get-or-create.js';
import type { IfscDataset } from './types.js';

/**
 * The bank branches' term shards for "bank + place" searches (`sbi mg road`), one set
 * per bank: a query names its bank, so it reads that bank's shards only, never the
 * words of every other bank's branches. Each branch is found by the words of its name,
 * its centre and city, and its district. Branches are ranked bank by bank (banks by
 * code, then the search's branch list order, by name), so that ranks compare across
 * banks; an item's number is the branch's place in the search's branch list.
 */
export interface BranchTerms {
  /** Per bank code, its branches' term shards. */
  readonly banks: ReadonlyMap<string, TermShards>;
}

const made = new WeakMap<IfscDataset, BranchTerms>();

/**
 * The branch term shards of a dataset, made once for it.
 *
 * @example
 * branchTerms(ifsc).banks.get('SBIN')?.keys.keys // ['ab', 'ac', …]
 */
export function branchTerms(dataset: IfscDataset): BranchTerms {
  return getOrCreate(made, dataset, () => {
    const list = dataset.search.branchList;
    const byBank = new Map<string, number[]>();
    list.forEach((code, id) => {
      getOrCreate(byBank, code.slice(0, 4), () => []).push(id);
    });
    const placeOf = (item: SearchItem) => {
      const branch = dataset.branches.get(list[item[1]]!)!;
      return `${branch.city1} ${branch.city2} ${branch.district}`;
    };
    const banks = new Map<string, TermShards>();
    let rank = 0;
    for (const code of [...byBank.keys()].sort(compare)) {
      const items = byBank.get(code)!.map((id): SearchItem => [rank++, id, dataset.branches.get(list[id]!)!.name]);
      banks.set(code, buildTermShards(items, { placeOf, skip: PLACE_FILLERS }));
    }
    return { banks };
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The branches of the given banks whose name, town or district holds every word (in any
 * order, as the start of a word, through an alias or with a typo forgiven), best match
 * first, then by rank; the first `limit` and the total. `readerOf` gives a bank's term
 * shards (`undefined` for a bank without branches).
 *
 * @example
 * const { banks } = branchTerms(ifsc);
 * bankPlaceBranches(['andheri'], ['HDFC'], (code) => banks.has(code) ? memoryReader(banks.get(code)!) : undefined, 50).total
 */
export function bankPlaceBranches(
  words: readonly string[],
  codes: readonly string[],
  readerOf: (code: string) => TermReader | undefined,
  limit: number,
): QueryMatches {
  const query = words.join(' ');
  const each = [...new Set(codes)].flatMap((code) => {
    const reader = readerOf(code);
    return reader ? [matchQuery(planQuery(query, reader.keys), reader, limit)] : [];
  });
  if (each.length === 1) return each[0]!;
  const order = (match: (typeof MATCH_KINDS)[number]) => MATCH_KINDS.indexOf(match);
  const found = each
    .flatMap((matches) => matches.found)
    .sort((a, b) => order(a.match) - order(b.match) || a.item[0] - b.item[0])
    .slice(0, limit);
  return { total: each.reduce((sum, matches) => sum + matches.total, 0), found };
}
