import { getOrCreate } from '../../util/get-or-create.js';

/** When a vote is clear: at least `min` votes, and the leader holds at least `share` of them. */
export interface VoteRule {
  readonly min: number;
  readonly share: number;
}

/** A vote's leader, with its votes and the votes in all. */
export interface VoteResult {
  readonly value: string;
  readonly votes: number;
  readonly total: number;
}

/**
 * Counts, per key, the votes for values: what the data teaches about a key (the
 * branches published with one state and district, a word of their addresses) from the
 * branches whose PIN code places them. A vote can leave one voter out (`own`), so that
 * a branch is never placed by its own PIN code when placement is measured.
 *
 * @example
 * const votes = new Votes();
 * votes.add('KARNATAKA|BANGALORE', 'Bengaluru Urban');
 * votes.clear('KARNATAKA|BANGALORE', { min: 1, share: 0.9 }) // { value: 'Bengaluru Urban', votes: 1, total: 1 }
 */
export class Votes {
  private readonly counts = new Map<string, Map<string, number>>();

  add(key: string, value: string): void {
    const counts = getOrCreate(this.counts, key, () => new Map<string, number>());
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }

  /** The votes for `value` under `key` and the votes in all, less `own`'s. */
  tally(key: string, value: string, own?: string): { votes: number; total: number } {
    const counts = this.counts.get(key);
    if (!counts) return { votes: 0, total: 0 };
    let total = 0;
    for (const n of counts.values()) total += n;
    const less = own !== undefined && counts.has(own) ? 1 : 0;
    return { votes: (counts.get(value) ?? 0) - (own === value ? less : 0), total: total - less };
  }

  /** The leader under `key` when its vote is clear by `rule` (leaving out one vote for `own`), else `undefined`. */
  clear(key: string, rule: VoteRule, own?: string): VoteResult | undefined {
    const counts = this.counts.get(key);
    if (!counts) return undefined;
    let total = 0;
    let value = '';
    let votes = 0;
    for (const [candidate, n] of counts) {
      const count = candidate === own ? n - 1 : n;
      total += count;
      if (count > votes) [value, votes] = [candidate, count];
    }
    return total >= rule.min && votes >= rule.share * total ? { value, votes, total } : undefined;
  }
}
