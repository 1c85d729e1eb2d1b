import { aliasWords } from '../search/aliases.js';
import { buildWordIndex, type WordIndex } from './word-index.js';

/**
 * A word index over place names that also finds each place by its other names
 * ({@link aliasWords}: `bangalore` finds Bengaluru Urban and Bengaluru Rural), as the
 * branch and office searches find the names that hold it. The IFSC search's districts
 * use it: the site writes their words, aliases included, into its search files. (Not its
 * states: their index is made in each edge isolate from the names, and making the alias
 * table with it is a cost every first search would pay; a state's old name finds its
 * branches and offices all the same.)
 *
 * @example
 * const index = placeWordIndex(['Bengaluru Urban', 'Mumbai Suburban']);
 * searchWordIndex(index, 'bangalore', 10) // { ids: [0], total: 1 }
 */
export const placeWordIndex = (names: readonly string[]): WordIndex => buildWordIndex(names, { aliases: aliasWords });
