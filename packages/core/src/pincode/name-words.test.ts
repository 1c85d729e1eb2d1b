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

  it('equals the Unicode definition on ASCII and other text alike', () => {
    const random = seededRandom(7);
    const alphabet = [...'abcXYZ019 .-_(),/&\t', 'é', 'Ä', 'ß', '\u212A', 'İ', '२', 'क', '–', '\u00a0'];
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: Math.floor(random() * 20) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(nameWords(text), JSON.stringify(text)).toEqual(byDefinition(text));
    }
  });
});
