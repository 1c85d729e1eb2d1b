import { placeKey } from './place-key.js';

/** PIN codes and other numbers say nothing a word of a place does. */
const NUMBER = /^\d+$/;

/** The words of a text as place words: {@link placeKey}'s words, without numbers and single letters. */
function keyWords(text: string): string[] {
  return placeKey(text)
    .split(' ')
    .filter((word) => word.length > 1 && !NUMBER.test(word));
}

/**
 * The words a branch's texts hold, as places are named: each word and each pair of
 * neighbouring words (`ANDHERI`, `ANDHERI EAST`), once. The votes of the branches
 * with a PIN code show which of them name one district.
 *
 * @example
 * branchWords(['ANDHERI (EAST), MUMBAI 400069']) // ['ANDHERI', 'EAST', 'MUMBAI', 'ANDHERI EAST', 'EAST MUMBAI']
 */
export function branchWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    const list = keyWords(text);
    for (const word of list) words.add(word);
    for (let i = 1; i < list.length; i++) words.add(`${list[i - 1]} ${list[i]}`);
  }
  return [...words];
}

const DISTRICT_WORD = /\b(?:DIST|DISTT|DISTRICT|DT|ZILLA|JILLA)\b/g;
/** What may stand between a "district" word and the name after it: `DIST. THANE`, `DISTT:-THANE`. */
const AFTER_WORD = /^[\s.:-]*([A-Z][A-Z .&-]*)/;

/** Words between a "district" word and the name in addresses (`DIST. AND TEHSIL GURDASPUR`, `DIST: TQ. KHED`). */
const FILLER = new Set(['AND', 'TEHSIL', 'TAHSIL', 'TAH', 'TALUKA', 'TAL', 'TQ', 'HQ', 'HQRS', 'PO', 'PS']);

/** The words from the first that is not {@link FILLER} on. */
function withoutFiller(words: string[]): string[] {
  let i = 0;
  while (i < words.length && FILLER.has(words[i]!)) i++;
  return words.slice(i);
}

/** Every run of one to three words at the start (`fromEnd` false) or end of `words`, as keys. */
function runs(words: readonly string[], fromEnd: boolean): string[] {
  const out: string[] = [];
  for (let n = 1; n <= Math.min(3, words.length); n++) out.push((fromEnd ? words.slice(-n) : words.slice(0, n)).join(' '));
  return out;
}

/**
 * The names an address gives as its district: the words after a "district" word
 * (`DIST. THANE`, `DISTT:THANE`) or, where none follow it in the same part of the
 * address, the words before it (`THANE DISTRICT,`), each as every run of one to three
 * words next to the "district" word, as place keys. The caller keeps those that name
 * a district.
 *
 * @example
 * addressDistricts('TQ KHED, DIST. RATNAGIRI, MAHARASHTRA') // ['RATNAGIRI']
 * addressDistricts('VILL RAMPUR THANE DIST') // ['THANE', 'RAMPUR THANE', 'VILL RAMPUR THANE']
 */
export function addressDistricts(address: string): string[] {
  const upper = address.toUpperCase();
  const names = new Set<string>();
  for (const match of upper.matchAll(DISTRICT_WORD)) {
    const end = match.index + match[0].length;
    const after = AFTER_WORD.exec(upper.slice(end, end + 40));
    const next = after ? withoutFiller(keyWords(after[1]!)) : [];
    if (next.length > 0) for (const name of runs(next, false)) names.add(name);
    else {
      const before = upper
        .slice(Math.max(0, match.index - 40), match.index)
        .split(/[,;()]/)
        .at(-1)!;
      for (const name of runs(keyWords(before), true)) names.add(name);
    }
  }
  return [...names];
}
