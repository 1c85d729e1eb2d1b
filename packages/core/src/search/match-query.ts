import { exactRange, sortedPrefixRange } from '../text/prefix-range.js';
import { likelierKey } from './likelier-word.js';
import { searchWords } from './search-words.js';
import {
  checkTermShardsFormat,
  nameTerms,
  type SearchItem,
  splitKeys,
  type TermShard,
  type TermReader,
  type TermShardKeys,
  termShardKey,
  wordShardKeys,
} from './term-shards.js';
import { heldNear, shardAliases, shardItems, shardTerms } from './term-shard-reader.js';
import { nearTerms, typoBudget, withinEdits } from './typo.js';

/**
 * How a found name matched, best first: `exact` the name is the query's words (in any
 * order); `prefix` every query word starts a word of the name; `alias` one needed an
 * alias (an old place name, an abbreviation); `typo` one needed a typing error forgiven.
 */
export type MatchKind = 'exact' | 'prefix' | 'alias' | 'typo';

/** The kinds in their order. */
export const MATCH_KINDS: readonly MatchKind[] = ['exact', 'prefix', 'alias', 'typo'];

/**
 * What a query needs: its words, and the shard keys to read (at most one per word, or
 * those under a split key it is); then, once those are read, the typo terms
 * and the shards of the likelier words (likelier-word.ts).
 */
export interface QueryPlan {
  readonly words: readonly string[];
  readonly shardKeys: readonly string[];
  /** Words and aliases matched whole, never as the start of a longer word (a name lookup, not a search box). */
  readonly wholeWords?: boolean;
}

/**
 * The shards a word's candidates come from: its key's (or those under a split key it
 * is), and the shard of the likeliest word it may be a typo of ({@link wordShardKeys},
 * {@link likelierKey}); none when no shard holds a word.
 */
function wordShards(word: string, reader: TermReader, wholeWords: boolean): TermShard[] {
  const own = shardKeysOf(word, reader.keys, wholeWords);
  const likelier = likelierKey(word, reader);
  const keys = likelier === null ? own : [...own, likelier];
  // A word's own key may hold no term (it is a typo): only the likelier word's shard has words.
  const list = keys.flatMap((key) => reader.shardOf(key) ?? []);
  for (const shard of list) checkTermShardsFormat(shard);
  return list;
}

/** A name found, with how it matched. */
export interface FoundItem {
  readonly item: SearchItem;
  readonly match: MatchKind;
}

/**
 * A query's words ({@link searchWords}, each once) and the shards they need; with
 * `wholeWords`, a word matches whole words and aliases only (no `prefix` matches).
 *
 * @example
 * planQuery('MG  road, m.g.', keys) // { words: ['mg', 'road'], shardKeys: ['mg', 'ro'] }
 */
export function planQuery(query: string, keys: TermShardKeys, options: { wholeWords?: boolean } = {}): QueryPlan {
  const words = [...new Set(searchWords(query))];
  const shardKeys = [...new Set(words.flatMap((word) => shardKeysOf(word, keys, options.wholeWords === true)))];
  return options.wholeWords ? { words, shardKeys, wholeWords: true } : { words, shardKeys };
}

/**
 * The shards that hold a word's matches: those of its key, and for a word that is a split
 * key every shard under it ({@link wordShardKeys}), where the words it starts lie; its own
 * key's alone when it matches whole words only and forgives no typo (`ka` in any query,
 * `kan` given to the name lookup), which the words it starts can never be.
 *
 * @example
 * shardKeysOf('ka', keys, false) // ['ka'], where wordShardKeys('ka', keys) is ['ka', 'kaa', …]
 */
function shardKeysOf(word: string, keys: TermShardKeys, wholeWords: boolean): string[] {
  if (!(wholeWords || word.length < MIN_PREFIX) || typoBudget(word) > 0) return wordShardKeys(word, keys);
  const key = termShardKey(word, splitKeys(keys));
  return key === null ? [] : [key];
}

/** A word's match in a name, best first: 0 the word itself, 1 the start of a word, 2 an alias, 3 a typo; 4 none. */
type WordKind = 0 | 1 | 2 | 3 | 4;

/** The best match of a word among a name's terms (for one-letter words, which have no shard). */
function wordMatch(word: string, terms: { words: readonly string[]; aliases: readonly string[] }, wholeWords: boolean): WordKind {
  const starts = (term: string) => (wholeWords ? term === word : term.startsWith(word));
  let best: WordKind = 4;
  for (const term of terms.words) {
    if (term === word) return 0;
    if (starts(term)) best = 1;
  }
  if (best < 4) return best;
  for (const term of terms.aliases) if (starts(term)) return 2;
  const budget = typoBudget(word);
  if (budget > 0) for (const term of [...terms.words, ...terms.aliases]) if (withinEdits(word, term, budget)) return 3;
  return 4;
}

/** One word's candidates in one of its shards: the best {@link WordKind} per item position (4: none), and the positions found. */
interface Candidates {
  readonly shard: TermShard;
  readonly kinds: Uint8Array;
  readonly hits: number[];
}

/** A word's candidates in each of its shards (a name may lie in several: its best kind counts). */
type WordCandidates = readonly Candidates[];

const hitCount = (word: WordCandidates) => word.reduce((sum, part) => sum + part.hits.length, 0);

/** Adds the items of the postings (deltas) of the term at `term` of a list as matches of `kind`, keeping the best. */
function addPostings(into: Candidates, deltas: readonly number[], ends: readonly number[], term: number, kind: WordKind) {
  const end = ends[term]!;
  let at = 0;
  // Indexed, not for…of: a fresh edge isolate runs this in its interpreter, over thousands of postings.
  for (let i = term === 0 ? 0 : ends[term - 1]!; i < end; i++) {
    at += deltas[i]!;
    const known = into.kinds[at]!;
    if (known === 4) into.hits.push(at);
    if (kind < known) into.kinds[at] = kind;
  }
}

/** The shard's items that could match `word`: words it is or starts (or only is, `wholeWords`), aliases likewise, and those it is a typo of. */
function candidates(word: string, shard: TermShard, wholeWords: boolean): Candidates {
  const found: Candidates = { shard, kinds: new Uint8Array(shard.ranks.length).fill(4), hits: [] };
  // A word under three letters is a whole word, never the start of one: `ka` is no query for every Kanpur and Karol Bagh.
  const range = (list: readonly string[]) =>
    wholeWords || word.length < MIN_PREFIX ? exactRange(list, word) : sortedPrefixRange(list.length, (i) => list[i]!, word);
  const terms = shardTerms(shard);
  const aliases = shardAliases(shard);
  const [start, end] = range(terms);
  for (let i = start; i < end; i++) addPostings(found, shard.postings, shard.ends, i, terms[i] === word ? 0 : 1);
  const [aliasStart, aliasEnd] = range(aliases);
  for (let i = aliasStart; i < aliasEnd; i++) addPostings(found, shard.aliasPostings, shard.aliasEnds, i, 2);
  const budget = typoBudget(word);
  if (budget > 0) {
    // The word's own place in the shard (its terms, then its aliases after them), where the shard holds it.
    const held = start < end && terms[start] === word ? start : aliasStart < aliasEnd && aliases[aliasStart] === word ? terms.length + aliasStart : -1;
    addTypos(found, word, budget, { terms, aliases, held });
  }
  return found;
}

/**
 * Adds the shard's terms and alias terms within `budget` typos of `word` as typo matches:
 * from the shard's near list of the word where the shard holds it (`held`, its place among
 * the shard's `terms` then `aliases`) and carries the lists (the files of a large shard),
 * else by a scan of them.
 */
function addTypos(
  found: Candidates,
  word: string,
  budget: number,
  { terms, aliases, held }: { terms: readonly string[]; aliases: readonly string[]; held: number },
) {
  const { shard } = found;
  const near = held < 0 ? undefined : heldNear(shard, held);
  if (near) {
    for (const at of near) {
      if (at < terms.length) addPostings(found, shard.postings, shard.ends, at, 3);
      else addPostings(found, shard.aliasPostings, shard.aliasEnds, at - terms.length, 3);
    }
    return;
  }
  for (const i of nearTerms(word, budget, terms)) addPostings(found, shard.postings, shard.ends, i, 3);
  for (const i of nearTerms(word, budget, aliases)) addPostings(found, shard.aliasPostings, shard.aliasEnds, i, 3);
}

/** The shortest word that also matches the words it starts. */
const MIN_PREFIX = 3;

/** The position of the item of this rank in a shard (items are in rank order in every shard), -1 where it has none. */
function positionOf(shard: TermShard, rank: number): number {
  const { ranks } = shard;
  let low = 0;
  let high = ranks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ranks[mid]! < rank) low = mid + 1;
    else high = mid;
  }
  return low < ranks.length && ranks[low] === rank ? low : -1;
}

/** A word's kind for the item of this rank in one of its shards (4: none). */
function kindIn(part: Candidates, rank: number): number {
  const position = positionOf(part.shard, rank);
  return position < 0 ? 4 : part.kinds[position]!;
}

/** The best kind of a word's candidates for the item of this rank, in any of its shards (most words have one: no call per shard). */
function kindOf(word: WordCandidates, rank: number): number {
  if (word.length === 1) {
    const position = positionOf(word[0]!.shard, rank);
    return position < 0 ? 4 : word[0]!.kinds[position]!;
  }
  let best = 4;
  for (let p = 0; p < word.length; p++) best = Math.min(best, kindIn(word[p]!, rank));
  return best;
}

/**
 * The best kind of the driving word for a hit in its shard `p`, in any of its shards; -1
 * where an earlier shard holds the item as a candidate too, which takes it (once).
 */
function drivingKind(word: WordCandidates, p: number, position: number): number {
  const part = word[p]!;
  let best: number = part.kinds[position]!;
  const rank = part.shard.ranks[position]!;
  for (let q = 0; q < word.length; q++) {
    if (q === p) continue;
    const kind = kindIn(word[q]!, rank);
    if (q < p && kind < 4) return -1;
    best = Math.min(best, kind);
  }
  return best;
}

/** The item of a rank among a word's shards' (which hold it). */
function itemOf(word: WordCandidates, rank: number): SearchItem {
  for (const { shard } of word) {
    const position = positionOf(shard, rank);
    if (position >= 0) return shardItems(shard)(position);
  }
  throw new Error(`term shards: no item of rank ${rank}`);
}

/** What a search over the shards found: how many in all, and the first ones. */
export interface QueryMatches {
  readonly total: number;
  /** Of the total, those {@link MatchOptions.lead} put first (0 without it). */
  readonly leading: number;
  /** Up to the limit, best match first ({@link MATCH_KINDS}), then by rank. */
  readonly found: FoundItem[];
}

/** Kinds, then tiers, sort before ranks: a found item's sort key is its kind and tier ({@link MatchOptions}) times this, plus its rank. */
const KIND_SHIFT = 2 ** 32;

/** What a search leaves out, and what it puts first within a match kind. */
export interface MatchOptions {
  /** Items left out, not counted. */
  readonly skip?: (item: SearchItem) => boolean;
  /** 0 for items listed before those of 1 within each match kind ("bank + place": the branches in a place the query names). */
  readonly tier?: (item: SearchItem) => 0 | 1;
  /**
   * Items listed before all others and counted apart ({@link QueryMatches.leading}), as
   * the kind it gives (`exact` before `prefix`), whatever their words matched as; `null`
   * for the others (an office search: the names that start with the query).
   */
  readonly lead?: (item: SearchItem) => 'exact' | 'prefix' | null;
}

/**
 * The names that hold each of the query's words, in any order: as itself, as the start
 * of a word, through an alias, or with a typing error forgiven ({@link typoBudget}),
 * less those `skip` leaves out; best match first ({@link MATCH_KINDS}), then by `tier`,
 * then by rank. Each word's candidates come from its shard's postings; a name is read
 * only to check one-letter words and whether a name of exact words is the whole query.
 *
 * @example
 * const plan = planQuery('conaught place', shards.keys);
 * matchQuery(plan, memoryReader(shards), 10).found[0] // { item: [rank, ref, 'Connaught Place'], match: 'typo' }
 */
export function matchQuery(plan: QueryPlan, reader: TermReader, limit: number, { skip, tier, lead }: MatchOptions = {}): QueryMatches {
  checkTermShardsFormat(reader.keys);
  const perWord: WordCandidates[] = [];
  for (const word of plan.words) {
    if (word.length < 2) continue;
    const found = wordShards(word, reader, plan.wholeWords === true).map((shard) => candidates(word, shard, plan.wholeWords === true));
    if (hitCount(found) === 0) return none();
    perWord.push(found);
  }
  if (perWord.length === 0) return none();
  perWord.sort((a, b) => hitCount(a) - hitCount(b));
  const [fewest, ...others] = perWord;
  const letters = plan.words.filter((word) => word.length < 2);
  const exact = exactShape(plan.words);
  const keys: number[] = [];
  // The classes a lead takes (0 exact, 1 prefix) come before every other.
  const leads = lead ? 2 : 0;
  let leading = 0;
  for (let p = 0; p < fewest!.length; p++) {
    const { shard, kinds, hits } = fewest![p]!;
    const itemAt = shardItems(shard);
    for (let h = 0; h < hits.length; h++) {
      let worst = fewest!.length === 1 ? kinds[hits[h]!]! : drivingKind(fewest!, p, hits[h]!);
      if (worst < 0) continue;
      const rank = shard.ranks[hits[h]!]!;
      for (let o = 0; worst < 4 && o < others.length; o++) worst = Math.max(worst, kindOf(others[o]!, rank));
      if (worst === 4) continue;
      const item = itemAt(hits[h]!);
      if (skip?.(item)) continue;
      if (letters.length) {
        const terms = nameTerms(item[2]);
        for (const word of letters) worst = Math.max(worst, wordMatch(word, terms, plan.wholeWords === true));
        if (worst === 4) continue;
      }
      const led = lead?.(item) ?? null;
      if (led !== null) {
        leading++;
        keys.push((led === 'exact' ? 0 : 1) * KIND_SHIFT + item[0]);
        continue;
      }
      if (worst === 0 && !isQuery(item[2], exact)) worst = 1;
      // The word kinds 0 to 3 are the indexes of MATCH_KINDS.
      keys.push((leads + worst * 2 + (tier?.(item) ?? 0)) * KIND_SHIFT + item[0]);
    }
  }
  const sorted = Float64Array.from(keys).sort();
  const found = Array.from(sorted.subarray(0, limit), (key): FoundItem => {
    const kind = Math.floor(key / KIND_SHIFT);
    return { item: itemOf(fewest!, key % KIND_SHIFT), match: MATCH_KINDS[kind < leads ? kind : (kind - leads) >> 1]! };
  });
  return { total: keys.length, leading, found };
}

const none = (): QueryMatches => ({ total: 0, leading: 0, found: [] });

/** What a name must have to be the query's words ({@link isQuery}), made once per search. */
interface ExactShape {
  readonly words: readonly string[];
  /** The letters and digits of the words. */
  readonly letters: number;
  /** The first character of each word: one of them starts a name that is the query. */
  readonly firsts: string;
}

const exactShape = (words: readonly string[]): ExactShape => ({
  words,
  letters: words.reduce((sum, word) => sum + word.length, 0),
  firsts: words.map((word) => word[0]).join(''),
});

/**
 * Whether a name's words are the query's words (a word matched in a place's terms, not
 * the name, makes no exact name). A search checks every name its words found (hundreds
 * for a big city), most of them once, as the isolate's first request: so most names are
 * told apart by what costs least before they are split: its first ASCII letter or digit,
 * lower-cased, starts its first word, which is one of the query's; and an ASCII name has
 * as many letters and digits as the words.
 */
function isQuery(name: string, exact: ExactShape): boolean {
  const first = firstAsciiLetter(name);
  if (first !== '' && !exact.firsts.includes(first)) return false;
  const letters = asciiLetters(name);
  if (letters >= 0 && letters !== exact.letters) return false;
  const own = searchWords(name);
  return own.length === exact.words.length && own.every((word) => exact.words.includes(word));
}

/** A name's first letter or digit, lower-cased, if it is ASCII and no other character comes before it; else ''. */
function firstAsciiLetter(name: string): string {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code > 127) return '';
    const lower = code | 32;
    if (lower >= 97 && lower <= 122) return String.fromCharCode(lower);
    if (code >= 48 && code <= 57) return name[i]!;
  }
  return '';
}

/** The letters and digits of an ASCII name; -1 for a name with other characters. */
function asciiLetters(name: string): number {
  let count = 0;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code > 127) return -1;
    const lower = code | 32;
    if ((lower >= 97 && lower <= 122) || (code >= 48 && code <= 57)) count++;
  }
  return count;
}
