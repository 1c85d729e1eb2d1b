/**
 * `/api/search.php?q=` over the sharded search files (render/search-shards.ts): the same
 * answer as the core's search over the whole dataset, reading only the shards a query
 * needs, and sent as text (its districts and branches are the chunks' own texts).
 *
 * A query that names a bank and a place is answered from the bank's term shards by the
 * core's matcher (render/shard-bank-place.ts), any other from the words' shards
 * (render/shard-keyword.ts). Each half is imported when a query first needs it, and the
 * edge bundles each as a chunk: a first search in a fresh isolate compiles its own half
 * and none of the other's (docs/api.md has the figures).
 */
import { bankInQuery, collapseWhitespace } from 'india-pincode-ifsc/internal';
import { codesOf, isKeywordQuery, type ShardSearch } from './shard-answer.js';

/**
 * `/api/search.php?q=` over the sharded search files: the same answer as the core's
 * {@link ifscSearchResponse} over the whole dataset, reading only the shards the query
 * needs, as its text. An IFSC query reads its branch through `branchItem`.
 *
 * @example
 * await searchIfscShards(read, lists, 'kolkata main', branchItem) // { status: 200, body: Uint8Array [ '{"success":true,…' ] }
 */
export const searchIfscShards: ShardSearch = async (read, lists, q, branchItem) => {
  const query = collapseWhitespace(q ?? '');
  const bank = isKeywordQuery(query) ? bankInQuery(query, codesOf(lists)) : null;
  if (bank) return (await import('./shard-bank-place.js')).searchBankPlace(read, lists, query, bank);
  return (await import('./shard-keyword.js')).searchKeywordShards(read, lists, q, branchItem);
};
