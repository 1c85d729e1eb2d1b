/**
 * The term shards as the generator writes them: what a search in memory would find by
 * scanning, found once at build, so that a first search on the edge reads and scans less.
 */
import { withLikelierKeys } from './likelier-keys.js';
import { withNearLists } from './near-lists.js';
import type { TermShards } from './term-shards.js';

/**
 * The term shards with what only their files carry: each word's likelier word's key
 * (`likelier`, likelier-keys.ts) and each word's typo neighbours in its own shard (`near`,
 * near-lists.ts). Made once per set of shards.
 *
 * @example
 * filedShards(shards).shards.get('ba') // { …, likelier: { … }, near: […], nearEnds: […] }
 */
export const filedShards = (terms: TermShards): TermShards => withNearLists(withLikelierKeys(terms));
