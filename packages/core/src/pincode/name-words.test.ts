import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { nameWords } from './name-words.js';

/** The definition: runs of Unicode letters and digits in the lower-cased text. */
const byDefinition = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('nameWords', () => {
  it('splits names into lower-case words', () => {
    expect(nameWords('Bowbazar (Kolkata)')).toEqual(['bowbazar', 'kolkata']);
    expect(nameWords('S.A.S Nagar-2')).toEqual(['s', 'a', 's', 'nagar', '2']);
    expect(nameWords('  ')).toEqual([]);
    expect(nameWords('Café Déjà-vu')).toEqual(['café', 'déjà', 'vu']);
  });

  it('tells every Latin, punctuation and box-drawing character a letter, a digit or neither as the Unicode class does', () => {
    const ranges = [
      [0x00a0, 0x024f],
      [0x2000, 0x206f],
      [0x2500, 0x25ff],
    ] as const;
    for (const [first, last] of ranges) {
      for (let code = first; code <= last; code++) {
        const text = `Ab${String.fromCodePoint(code)}Cd ${String.fromCodePoint(code)}`;
        expect(nameWords(text), `U+${code.toString(16)}`).toEqual(byDefinition(text));
      }
    }
    expect(nameWords('HYDERABADNAGOLE├╜├╜ – ý²')).toEqual(['hyderabadnagole', 'ý²']);
  });

  it('equals the Unicode definition on ASCII and other text alike', () => {
    const random = seededRandom(7);
    const alphabet = [...'abcXYZ019 .-_(),/&\t', 'é', 'Ä', 'ß', '\u212A', 'İ', '२', 'क', '–', '\u00a0'];
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: Math.floor(random() * 20) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(nameWords(text), JSON.stringify(text)).toEqual(byDefinition(text));
    }
  });
});
