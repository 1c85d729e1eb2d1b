import { describe, expect, it } from 'vitest';
import { aliasBanks, BANK_ALIASES, bankAliasInQuery, bankInQuery } from './bank-aliases.js';
import { searchWords } from './search-words.js';

const CODES = new Set(['SBIN', 'HDFC', 'PUNB', 'BKID', 'UTIB']);

describe('bankInQuery', () => {
  it('reads a bank and a place in either order, leaving out filler words', () => {
    expect(bankInQuery('sbi mg road', CODES)).toEqual({ codes: ['SBIN'], words: ['mg', 'road'] });
    expect(bankInQuery('Andheri HDFC Bank', CODES)).toEqual({ codes: ['HDFC'], words: ['andheri'] });
    expect(bankInQuery('axis bank bandra branch', CODES)).toEqual({ codes: ['UTIB'], words: ['bandra'] });
  });

  it('takes the longest name: State Bank of India is not the Bank of India', () => {
    expect(bankInQuery('state bank of india connaught place', CODES)?.codes).toEqual(['SBIN']);
    expect(bankInQuery('bank of india connaught place', CODES)?.codes).toEqual(['BKID']);
  });

  it("reads a bank's own code, and nothing when no place is left or no bank is named", () => {
    expect(bankInQuery('punb chandni chowk', CODES)).toEqual({ codes: ['PUNB'], words: ['chandni', 'chowk'] });
    expect(bankInQuery('sbi', CODES)).toBeNull();
    expect(bankInQuery('hdfc bank', CODES)).toBeNull();
    expect(bankInQuery('connaught place', CODES)).toBeNull();
    expect(bankInQuery('kotak powai', CODES)).toBeNull();
  });
});

describe('bankAliasInQuery', () => {
  it('reads the alias a query holds whichever banks the data has, and agrees with bankInQuery where it finds one', () => {
    expect(bankAliasInQuery('Canara Bank Bangalore')).toEqual({ codes: ['CNRB'], words: ['bangalore'] });
    expect(bankAliasInQuery('kotak powai')).toEqual({ codes: ['KKBK'], words: ['powai'] });
    expect(bankAliasInQuery('sbi')).toEqual({ codes: ['SBIN'], words: [] });
    for (const alias of Object.keys(BANK_ALIASES)) {
      expect(bankAliasInQuery(`delhi ${alias} main`), alias).toEqual({ codes: BANK_ALIASES[alias], words: ['delhi', 'main'] });
    }
    // A bank's own code is not an alias.
    expect(bankAliasInQuery('punb chandni chowk')).toBeNull();
    expect(bankAliasInQuery('connaught place')).toBeNull();
    for (const query of [
      'sbi mg road',
      'Andheri HDFC Bank',
      'state bank of india connaught place',
      'bank of india connaught place',
      'hdfc bank',
      'kotak powai',
    ]) {
      const alias = bankAliasInQuery(query)!;
      const codes = alias.codes.filter((code) => CODES.has(code));
      expect(bankInQuery(query, CODES), query).toEqual(codes.length && alias.words.length ? { codes, words: alias.words } : null);
    }
  });
});

describe('aliasBanks', () => {
  it('gives the banks a whole query names', () => {
    expect(aliasBanks('SBI')).toEqual(['SBIN']);
    expect(aliasBanks('state  bank')).toEqual(['SBIN']);
    expect(aliasBanks('sbi road')).toEqual([]);
  });

  it('has aliases already in search form', () => {
    // A key written otherwise would never be looked up: `J&K Bank` is read as `jk bank`.
    for (const alias of Object.keys(BANK_ALIASES)) expect(searchWords(alias).join(' '), alias).toBe(alias);
  });
});
