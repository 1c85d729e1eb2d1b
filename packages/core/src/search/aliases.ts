import { searchWords } from './search-words.js';

/**
 * Spellings a search treats as one: each group's members are phrases (in
 * {@link searchWords} form) that name the same thing. A name holding one member
 * is also found by the words of the others, and says it matched by `alias`.
 *
 * Places: the old or English names of cities and districts that India Post now writes
 * another way (Bombay, Calcutta, Madras, Bangalore, Gurgaon, …), from the list of renamed
 * places in India (https://en.wikipedia.org/wiki/List_of_renamed_places_in_India).
 * Abbreviations: those the directory itself writes both ways (`M.G. Road` and `Mahatma
 * Gandhi Road`, `Rly Station` and `Railway Station`, `Ngr` and `Nagar`).
 */
export const ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['mumbai', 'bombay'],
  ['kolkata', 'calcutta'],
  ['chennai', 'madras'],
  ['bengaluru', 'bangalore', 'bangaluru'],
  ['gurugram', 'gurgaon'],
  ['thiruvananthapuram', 'trivandrum'],
  ['pune', 'poona'],
  ['mysuru', 'mysore'],
  ['mangaluru', 'mangalore'],
  ['belagavi', 'belgaum'],
  ['kalaburagi', 'gulbarga'],
  ['hubballi', 'hubli'],
  ['vijayapura', 'bijapur'],
  ['shivamogga', 'shimoga'],
  ['tumakuru', 'tumkur'],
  ['ballari', 'bellary'],
  ['prayagraj', 'allahabad'],
  ['kochi', 'cochin'],
  ['kozhikode', 'calicut'],
  ['thrissur', 'trichur'],
  ['kollam', 'quilon'],
  ['alappuzha', 'alleppey'],
  ['palakkad', 'palghat'],
  ['kannur', 'cannanore'],
  ['puducherry', 'pondicherry'],
  ['odisha', 'orissa'],
  ['varanasi', 'banaras', 'benares'],
  ['shimla', 'simla'],
  ['kanpur', 'cawnpore'],
  ['visakhapatnam', 'vizag', 'vishakhapatnam'],
  ['thoothukudi', 'tuticorin'],
  ['tiruchirappalli', 'trichy', 'tiruchirapalli'],
  ['vadodara', 'baroda'],
  ['ahmedabad', 'ahmadabad', 'amdavad'],
  ['kanchipuram', 'conjeevaram'],
  ['mg', 'mahatma gandhi'],
  ['ns', 'netaji subhash'],
  ['railway', 'rly'],
  ['station', 'stn'],
  ['nagar', 'ngr'],
  ['road', 'rd'],
  ['market', 'mkt'],
  ['colony', 'col'],
  ['bazar', 'bazaar'],
  ['cantonment', 'cantt'],
  ['sector', 'sec'],
];

/** Each member phrase as words, with the words of its group's other members. */
const PHRASES: readonly { words: readonly string[]; others: readonly string[] }[] = ALIAS_GROUPS.flatMap((group) =>
  group.map((member) => ({
    words: searchWords(member),
    others: group.filter((other) => other !== member).flatMap((other) => searchWords(other)),
  })),
);

/** Member phrases by their first word: a name is checked only against phrases it could hold. */
const BY_FIRST_WORD = new Map<string, (typeof PHRASES)[number][]>();
for (const phrase of PHRASES) {
  const list = BY_FIRST_WORD.get(phrase.words[0]!);
  if (list) list.push(phrase);
  else BY_FIRST_WORD.set(phrase.words[0]!, [phrase]);
}

/**
 * The words a name is also found by through {@link ALIAS_GROUPS}, none of them its own.
 *
 * @example
 * aliasWords(['mahatma', 'gandhi', 'road']) // ['mg']
 * aliasWords(['bengaluru', 'gpo']) // ['bangalore', 'bangaluru']
 */
export function aliasWords(words: readonly string[]): string[] {
  let found: Set<string> | undefined;
  for (let at = 0; at < words.length; at++) {
    const phrases = BY_FIRST_WORD.get(words[at]!);
    if (!phrases) continue;
    for (const phrase of phrases) {
      if (!phrase.words.every((w, i) => words[at + i] === w)) continue;
      found ??= new Set();
      for (const other of phrase.others) found.add(other);
    }
  }
  if (!found) return NONE;
  for (const word of words) found.delete(word);
  return [...found];
}

/** Most names have no alias: one empty list for them all. */
const NONE: string[] = [];
