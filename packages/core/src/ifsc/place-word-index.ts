import { aliasWords } from '../search/aliases.js';
import { buildWordIndex, type WordIndex } from './word-index.js';

/**
 * A word index over place names (states, districts) that also finds each place by its
 * other names ({@link aliasWords}: `bangalore` finds Bengaluru Urban and Bengaluru Rural,
 * `orissa` Odisha), as the branch and office searches find the names that hold it.
 *
 * @example
 * const index = placeWordIndex(['Bengaluru Urban', 'Mumbai Suburban']);
 * searchWordIndex(index, 'bangalore', 10) // { ids: [0], total: 1 }
 */
export const placeWordIndex = (names: readonly string[]): WordIndex => buildWordIndex(names, { aliases: aliasWords });
