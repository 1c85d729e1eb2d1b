import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.js';

describe('searchWords', () => {
  it('joins runs of single letters, so punctuation and spacing inside an abbreviation do not matter', () => {
    for (const name of ['M.G.Road', 'M G ROAD', 'mg road', 'M. G. Road', 'M.G. Road']) expect(searchWords(name), name).toEqual(['mg', 'road']);
  });

  it('keeps single digits and words apart, and a lone letter as it is', () => {
    expect(searchWords('Sector 9 A Block')).toEqual(['sector', '9', 'a', 'block']);
    expect(searchWords('Phase 1 2')).toEqual(['phase', '1', '2']);
    expect(searchWords('S.B.I. (Main)')).toEqual(['sbi', 'main']);
  });
});
