/**
 * A typo beyond a word's own shards: where the words of a beginning (its first two
 * characters) are split over many shards, a word is also read as the likeliest word it
 * may be a typo of in another shard, found among the beginning's typo terms
 * ({@link TypoTerms}). The matcher takes that word's shard as one more of the word's own
 * (match-query.ts); a reader of files reads the typo terms and the shard first (read-ahead.ts).
 * A "bank + place" search reads a typo the bank's branches hold no word of as the likeliest
 * of their words ({@link likeliestTerm}).
 */
import { exactRange } from '../text/prefix-range.js';
import { getOrCreate } from '../util/get-or-create.js';
import {
  baseKey,
  checkTermShardsFormat,
  LIKELY_HELD,
  splitKeys,
  type TermReader,
  type TermShard,
  type TermShardKeys,
  termShardKey,
  TYPO_TARGET_LENGTH,
  type TypoTerms,
  wordShardKeys,
} from './term-shards.js';
import { namesHolding, postingCount, shardAliases, shardTerms } from './term-shard-reader.js';
import { nearTerms, typoBudget } from './typo.js';

/** The split base key whose typo terms a word needs, `null` when it may carry no typo or its base is not split (its own shard then holds every term under the base). */
function typoBase(word: string, keys: TermShardKeys): string | null {
  if (word.length < 2 || typoBudget(word) === 0) return null;
  const base = baseKey(word);
  return splitKeys(keys).has(base) ? base : null;
}

/** A word as typed in its own shards (which the reader holds): the first shard holding it whole, and how many names hold it there; `null` for none. */
function typedIn(word: string, reader: TermReader): { shard: TermShard; held: number } | null {
  for (const key of wordShardKeys(word, reader.keys)) {
    const shard = reader.shardOf(key);
    if (!shard) continue;
    const [start, end] = exactRange(shardTerms(shard), word);
    const [aliasStart, aliasEnd] = exactRange(shardAliases(shard), word);
    if (start < end || aliasStart < aliasEnd)
      return { shard, held: (start < end ? postingCount(shard.ends, start) : 0) + (aliasStart < aliasEnd ? postingCount(shard.aliasEnds, aliasStart) : 0) };
  }
  return null;
}

/**
 * The shard of the likeliest word a word may be a typo of, beyond its own shards (which
 * hold every word it is within its budget of under their keys): among its split base
 * key's typo terms, the one within its typo budget that the most names hold (two or
 * more), when more names hold it than the word as typed (`banglore`, in five branch
 * names, is read as `bangalore` too); `null` when there is none. The word's own shards
 * must be in the reader.
 */
export function likelierKey(word: string, reader: TermReader): string | null {
  // A reader that reads ahead asks before it matches, and the matcher asks again.
  const known = getOrCreate(likelierKeys, reader, () => new Map<string, string | null>());
  return getOrCreate(known, word, () => findLikelierKey(word, reader));
}

/** Each reader's words' likelier keys ({@link likelierKey}), found once. */
const likelierKeys = new WeakMap<TermReader, Map<string, string | null>>();

function findLikelierKey(word: string, reader: TermReader): string | null {
  const need = scanNeed(word, reader);
  if ('key' in need) return need.key;
  const { base, held: atLeast } = need;
  const typos = reader.typosOf(base);
  if (!typos) throw new Error(`term shards: the split key ${JSON.stringify(base)} has no typo terms: rebuild`);
  checkTermShardsFormat(typos);
  const budget = typoBudget(word);
  const split = splitKeys(reader.keys);
  const own = wordShardKeys(word, reader.keys);
  let best: { key: string; held: number } | null = null;
  for (let length = word.length - budget; length <= word.length + budget; length++) {
    const { terms, held } = typoLength(typos, length);
    // Most held first: the first near word of a length is its likeliest, if it is held by more.
    let end = 0;
    while (end < terms.length && held[end]! > Math.max(atLeast, best?.held ?? 0)) end++;
    for (const i of nearTerms(word, budget, terms, end)) {
      const key = termShardKey(terms[i]!, split)!;
      if (own.includes(key)) continue;
      best = { key, held: held[i]! };
      break;
    }
  }
  return best?.key ?? null;
}

/** Typo terms of one length, split, with how many names hold each: made once per file read (the offline package keeps them). */
const typoLengths = new WeakMap<TypoTerms, Map<number, { terms: string[]; held: Int32Array }>>();
const typoLength = (typos: TypoTerms, length: number) =>
  getOrCreate(
    getOrCreate(typoLengths, typos, () => new Map()),
    length,
    () => {
      const list = typos.byLength[length];
      return list ? { terms: list[0].split(' '), held: Int32Array.from(list[1].split(' '), Number) } : { terms: [], held: new Int32Array(0) };
    },
  );

/**
 * The split base keys whose typo terms some words need, once their own shards are in the
 * reader: those of the words that may carry a typo under a split base key that holds a
 * word more names hold than the word as typed ({@link TermShardKeys.likely}).
 *
 * @example
 * typoBasesToRead(['banglore'], readerOfPlan) // ['ba']
 */
export function typoBasesToRead(words: readonly string[], reader: TermReader): string[] {
  return [
    ...new Set(
      words.flatMap((word) => {
        const need = scanNeed(word, reader);
        return 'base' in need ? [need.base] : [];
      }),
    ),
  ];
}

/**
 * What finding a word's likelier word needs: its key where that is known without the typo
 * terms (`null`: none; a word that may carry no typo, one no word under its beginning is
 * likelier than, or one whose shard of files names it: likelier-keys.ts), else the split
 * base key whose typo terms to scan, and how many names hold the word as typed.
 */
function scanNeed(word: string, reader: TermReader): { key: string | null } | { base: string; held: number } {
  const base = typoBase(word, reader.keys);
  if (base === null) return { key: null };
  const typed = typedIn(word, reader);
  const likelier = typed?.shard.likelier;
  if (likelier) return { key: Object.hasOwn(likelier, word) ? likelier[word]! : null };
  const held = typed?.held ?? 0;
  return (reader.keys.likely[base] ?? 0) > held ? { base, held } : { key: null };
}

/**
 * The shards a plan's words need beyond {@link QueryPlan.shardKeys}: each word's likelier
 * word's ({@link likelierKey}), found once the reader holds the plan's shards and the typo
 * terms of its {@link typoBasesToRead}; a reader that reads ahead reads them before it matches.
 *
 * @example
 * typoShardKeys(planQuery('sbi banglore', keys), readerOfPlan) // ['bangalore']
 */
export function typoShardKeys(plan: { readonly words: readonly string[]; readonly shardKeys: readonly string[] }, reader: TermReader): string[] {
  const extra = plan.words.flatMap((word) => likelierKey(word, reader) ?? []);
  return [...new Set(extra)].filter((key) => !plan.shardKeys.includes(key));
}

/** A term and how many names hold it. */
interface HeldTerm {
  readonly term: string;
  readonly held: number;
}

/**
 * The likeliest term a word may be a typo of among some sets of term shards' terms and
 * alias terms: within its typo budget, under its first two characters, held by
 * {@link LIKELY_HELD} names or more, the one the most names hold, the first in code-unit
 * order among equals; `null` for none. From its beginning's typo terms where that is split
 * (they list exactly those), else from its one shard: each reader must hold them, as a
 * reader that reads ahead does for a word no term is.
 *
 * @example
 * likeliestTerm('andhery', [readerOf(hdfcShards)]) // 'andheri'
 */
export function likeliestTerm(word: string, readers: readonly TermReader[]): string | null {
  const budget = typoBudget(word);
  if (budget === 0) return null;
  const base = baseKey(word);
  let best: HeldTerm | null = null;
  for (const reader of readers) {
    const near = splitKeys(reader.keys).has(base) ? nearTypoTerms(word, budget, splitTypos(reader, base)) : nearShardTerms(word, budget, reader.shardOf(base));
    for (const found of near) if (best === null || found.held > best.held || (found.held === best.held && found.term < best.term)) best = found;
  }
  return best?.term ?? null;
}

/** A split key's typo terms, `undefined` where it has none (its keys say so); a reader missing them is a broken build. */
function splitTypos(reader: TermReader, base: string): TypoTerms | undefined {
  const typos = reader.typosOf(base);
  if (typos) checkTermShardsFormat(typos);
  else if ((reader.keys.likely[base] ?? 0) > 0) throw new Error(`term shards: the split key ${JSON.stringify(base)} has no typo terms: rebuild`);
  return typos;
}

/** The typo terms within `budget` typos of a word, of the lengths that may be. */
function nearTypoTerms(word: string, budget: number, typos: TypoTerms | undefined): HeldTerm[] {
  const near: HeldTerm[] = [];
  for (let length = word.length - budget; typos && length <= word.length + budget; length++) {
    const { terms, held } = typoLength(typos, length);
    for (const i of nearTerms(word, budget, terms)) near.push({ term: terms[i]!, held: held[i]! });
  }
  return near;
}

/** A shard's terms and alias terms within `budget` typos of a word that typo terms would list: held by enough names, and long enough. */
function nearShardTerms(word: string, budget: number, shard: TermShard | undefined): HeldTerm[] {
  if (!shard) return [];
  const near = new Set([shardTerms(shard), shardAliases(shard)].flatMap((terms) => nearTerms(word, budget, terms).map((i) => terms[i]!)));
  return [...near].map((term) => ({ term, held: term.length < TYPO_TARGET_LENGTH ? 0 : namesHolding(shard, term) })).filter(({ held }) => held >= LIKELY_HELD);
}
