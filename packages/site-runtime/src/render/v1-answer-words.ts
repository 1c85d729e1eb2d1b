import { aliasMemberWords, type TermShardKeys } from 'india-pincode-ifsc/internal';

/**
 * Whether the edge build stores the whole `/api/v1/search` answer of a query that is this
 * one word (`/api/v1/search-answers/{key}.json`): a split key of the office names' term
 * shards (`ba`, `cha`), whose words lie in many shards that a first request would read and
 * walk; or a word of an alias (`bangalore`, `mg`), whose matches are found through other
 * names' words, each office then read from its PIN code's file.
 *
 * @example
 * hasStoredAnswer('bombay', { split: ['ba'] }) // true
 */
export const hasStoredAnswer = (word: string, keys: Pick<TermShardKeys, 'split'>): boolean => keys.split.includes(word) || aliasMemberWords().has(word);

/**
 * The words of {@link hasStoredAnswer}, sorted.
 *
 * @example
 * storedAnswerWords({ split: ['ba'] }).slice(0, 3) // ['ahmadabad', 'ahmedabad', 'alappuzha']
 */
export const storedAnswerWords = (keys: Pick<TermShardKeys, 'split'>): string[] => [...new Set([...keys.split, ...aliasMemberWords()])].sort();
