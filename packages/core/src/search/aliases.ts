/**
 * Spellings a search treats as one: each group's members are phrases (in
 * the form `searchWords` gives) that name the same thing. A name holding one member
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

interface Phrase {
  readonly words: readonly string[];
  readonly others: readonly string[];
}

let byFirstWord: Map<string, Phrase[]> | undefined;

/**
 * Each member phrase as words, with the words of its group's other members, by its first
 * word (a name is checked only against phrases it could hold). Made on first use, from the
 * members as written (in the form `searchWords` gives: aliases.test.ts checks it):
 * every edge isolate evaluates this module, and most of its requests search nothing.
 */
function phrasesByFirstWord(): Map<string, Phrase[]> {
  if (byFirstWord) return byFirstWord;
  byFirstWord = new Map();
  for (const group of ALIAS_GROUPS) {
    for (const member of group) {
      const phrase = { words: member.split(' '), others: group.filter((other) => other !== member).flatMap((other) => other.split(' ')) };
      const list = byFirstWord.get(phrase.words[0]!);
      if (list) list.push(phrase);
      else byFirstWord.set(phrase.words[0]!, [phrase]);
    }
  }
  return byFirstWord;
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
  const byFirst = phrasesByFirstWord();
  for (let at = 0; at < words.length; at++) {
    const phrases = byFirst.get(words[at]!);
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

let memberWords: Set<string> | undefined;

/**
 * Every word of every member of {@link ALIAS_GROUPS}: a name holding one of them is also
 * found by other words. Made on first use.
 *
 * @example
 * aliasMemberWords().has('bombay') // true
 */
export function aliasMemberWords(): ReadonlySet<string> {
  memberWords ??= new Set(ALIAS_GROUPS.flatMap((group) => group.flatMap((member) => member.split(' '))));
  return memberWords;
}

/** Most names have no alias: one empty list for them all. */
const NONE: string[] = [];
