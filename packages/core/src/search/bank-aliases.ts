import { indexOfRun } from '../text/index-of-run.js';
import { searchWords } from './search-words.js';

/**
 * What people call the banks they search for, each with the bank code(s) it stands for:
 * abbreviations and short names in everyday use. A bank's own four-letter code (`hdfc`,
 * `sbin`, `utib`) is an alias too, without a row here.
 */
export const BANK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  sbi: ['SBIN'],
  'state bank': ['SBIN'],
  'state bank of india': ['SBIN'],
  hdfc: ['HDFC'],
  icici: ['ICIC'],
  pnb: ['PUNB'],
  'punjab national': ['PUNB'],
  bob: ['BARB'],
  'bank of baroda': ['BARB'],
  axis: ['UTIB'],
  kotak: ['KKBK'],
  canara: ['CNRB'],
  'union bank': ['UBIN'],
  boi: ['BKID'],
  'bank of india': ['BKID'],
  idbi: ['IBKL'],
  'yes bank': ['YESB'],
  indusind: ['INDB'],
  iob: ['IOBA'],
  'indian overseas': ['IOBA'],
  uco: ['UCBA'],
  'central bank': ['CBIN'],
  'indian bank': ['IDIB'],
  federal: ['FDRL'],
  'south indian bank': ['SIBL'],
  'karnataka bank': ['KARB'],
  kvb: ['KVBL'],
  'karur vysya': ['KVBL'],
  citi: ['CITI'],
  citibank: ['CITI'],
  hsbc: ['HSBC'],
  'standard chartered': ['SCBL'],
  rbl: ['RATN'],
  bandhan: ['BDBL'],
  idfc: ['IDFB'],
  'au bank': ['AUBL'],
  ippb: ['IPOS'],
  'india post payments': ['IPOS'],
  'bank of maharashtra': ['MAHB'],
  'punjab and sind': ['PSIB'],
  // `J&K Bank` and `J K Bank` read as this (search/search-words.ts).
  'jk bank': ['JAKA'],
};

/** A query read as "bank + place": the banks it names, and its other words. */
export interface BankInQuery {
  readonly codes: readonly string[];
  readonly words: readonly string[];
}

/**
 * The aliases as word lists, longest first, so that `state bank of india` wins over
 * `state bank`; split as written, since they are in search form (the test checks it).
 * Made on first use: the edge worker's module holds this one, and loading it (every
 * isolate, whatever it is asked) runs nothing for it.
 */
let phrases: { words: string[]; codes: readonly string[] }[] | undefined;
const aliasPhrases = () =>
  (phrases ??= Object.entries(BANK_ALIASES)
    .map(([alias, codes]) => ({ words: alias.split(' '), codes }))
    .sort((a, b) => b.words.length - a.words.length));

/** Words that say "a bank" without saying which or where: left out of the place, and of the branches' term shards. */
export const PLACE_FILLERS: ReadonlySet<string> = new Set(['bank', 'branch', 'ltd', 'limited']);

/**
 * The banks a query that is one of {@link BANK_ALIASES} stands for (`sbi`, `state bank`),
 * else none.
 *
 * @example
 * aliasBanks('SBI') // ['SBIN']
 */
export function aliasBanks(query: string): readonly string[] {
  const key = searchWords(query).join(' ');
  return Object.hasOwn(BANK_ALIASES, key) ? BANK_ALIASES[key]! : [];
}

/**
 * The bank alias a query holds (the longest: {@link BANK_ALIASES}) with the words left for
 * the place (without `bank`, `branch`, `ltd`), whichever banks the data has; `null` when
 * it holds none. {@link bankInQuery} reads an alias first: where this finds one, that
 * answers the same words and those of these codes the data has, or `null`.
 *
 * @example
 * bankAliasInQuery('canara bank bangalore') // { codes: ['CNRB'], words: ['bangalore'] }
 * bankAliasInQuery('kolkata main') // null
 */
export function bankAliasInQuery(query: string): BankInQuery | null {
  return aliasIn(searchWords(query));
}

let starts: ReadonlySet<string> | undefined;
/** The first word of every alias: a query holding none names no bank by an alias, told without trying each (a first search pays for that). */
const aliasStarts = () => (starts ??= new Set(Object.keys(BANK_ALIASES).map((alias) => alias.split(' ', 1)[0]!)));

function aliasIn(words: readonly string[]): BankInQuery | null {
  const firsts = aliasStarts();
  if (!words.some((word) => firsts.has(word))) return null;
  for (const phrase of aliasPhrases()) {
    const at = indexOfRun(words, phrase.words);
    if (at !== -1) return { codes: phrase.codes, words: place([...words.slice(0, at), ...words.slice(at + phrase.words.length)]) };
  }
  return null;
}

/**
 * The bank a query names ({@link BANK_ALIASES}, or a bank's own code as a word) and the
 * words left for the place (without `bank`, `branch`, `ltd`); `null` when it names none,
 * or no place is left.
 *
 * @example
 * bankInQuery('sbi mg road', new Set(['SBIN'])) // { codes: ['SBIN'], words: ['mg', 'road'] }
 * bankInQuery('hdfc', new Set(['HDFC'])) // null
 */
export function bankInQuery(query: string, bankCodes: ReadonlySet<string>): BankInQuery | null {
  const words = searchWords(query);
  const alias = aliasIn(words);
  if (alias) {
    const codes = alias.codes.filter((code) => bankCodes.has(code));
    return codes.length && alias.words.length ? { codes, words: alias.words } : null;
  }
  const at = words.findIndex((word) => word.length === 4 && bankCodes.has(word.toUpperCase()));
  const rest = place(words.filter((_, i) => i !== at));
  return at === -1 || rest.length === 0 ? null : { codes: [words[at]!.toUpperCase()], words: rest };
}

const place = (words: readonly string[]) => words.filter((word) => !PLACE_FILLERS.has(word));
