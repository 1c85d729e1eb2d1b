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
    const block = placeBlocks(dataset);
    const byBank = new Map<string, number[]>();
    list.forEach((code, id) => {
      getOrCreate(byBank, code.slice(0, 4), () => []).push(id);
    });
    const placeOf = (item: SearchItem) => {
      const branch = dataset.branches.get(list[item[1]]!)!;
      return `${branch.city1} ${branch.city2} ${branch.district}`;
    };
    const banks = new Map<string, TermShards>();
    const ranked = new Uint32Array(list.length);
    let rank = 0;
    for (const code of [...byBank.keys()].sort(compare)) {
      // Ids ascend, so a stable sort by block keeps the name order within a place.
      const ids = byBank.get(code)!.sort((a, b) => block[a]! - block[b]!);
      const items = ids.map((id): SearchItem => {
        ranked[rank] = id;
        return [rank++, id, dataset.branches.get(list[id]!)!.name];
      });
      banks.set(code, buildTermShards(items, { placeOf, skip: PLACE_FILLERS }));
    }
    return { banks, ranked };
  });
}

/**
 * Each branch's place block by search list id, bigger places first: the India Post
 * districts by their branches (most first, then by state and district slug), then the
 * unplaced branches' published (state, district) pairs, likewise.
 */
function placeBlocks(dataset: IfscDataset): Uint32Array {
  const sizes = new Map<string, number>();
  for (const state of dataset.states) for (const district of state.districts) sizes.set(`${state.slug}/${district.slug}`, district.branchCount);
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
  return Uint32Array.from(keys, (key) => blockOf.get(key)!);
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
