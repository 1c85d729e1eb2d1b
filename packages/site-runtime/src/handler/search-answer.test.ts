import { ifscSearchResponse } from 'india-pincode-ifsc';
import { BANK_ALIASES } from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { bankPlaceAnswerKey, localityAnswerKey, pincodeAnswerKey, prefixesKey, shardFileKey } from '../render/search-keys.js';
import { ifscSearchShards } from '../render/search-shards.js';
import { FILES, fillPattern } from '../routes.js';
import { searchTestData, wordPrefixes } from '../testing/search-data.js';
import { searchAnswer } from './search-answer.js';
import type { SiteFiles } from './site-files.js';

const { branches, data, urls } = searchTestData();
const shards = ifscSearchShards(data, urls);
const encoder = new TextEncoder();
/** The edge build's answer files, as JSON text by path. */
const storedOf = (files: typeof shards) =>
  new Map<string, string>([
    ...Array.from(files.prefixes, ([key, file]) => [fillPattern(FILES.ifscSearchPrefixes, { key }), JSON.stringify(file)] as const),
    ...Array.from(files.answers.keys(), (prefix) => [fillPattern(FILES.ifscSearchAnswers, { prefix }), JSON.stringify(files.answers.get(prefix))] as const),
  ]);
const stored = storedOf(shards);

/** The files, and the paths read from them. */
function filesOf(has: (path: string) => boolean = () => true, from = stored) {
  const read: string[] = [];
  const files: SiteFiles = {
    read: async (path) => {
      read.push(path);
      const text = has(path) ? from.get(path) : undefined;
      return text === undefined ? null : { body: encoder.encode(text), etag: '"x"' };
    },
  };
  const readJson = async <T>(path: string) => {
    const found = await files.read(path);
    return found ? (JSON.parse(new TextDecoder().decode(found.body)) as T) : null;
  };
  return { read, answer: (q: string | null) => searchAnswer(files, readJson, q) };
}

const core = (q: string) => JSON.stringify(ifscSearchResponse(data, q, urls).body);

describe('one-word search answers sent as stored', () => {
  it('answers every prefix of every word of every name, in any letter case, as the core search does, byte for byte', async () => {
    const { answer } = filesOf();
    const queries = [...wordPrefixes(branches)].filter((word) => Array.from(word).length >= 2);
    for (const q of [...queries, ...queries.map((word) => word.toUpperCase()), 'sbin', 'SBIN', 'YesB', 'yes', 'ban9', 'roz', '  Bank  ']) {
      const found = await answer(q);
      expect(found, q).not.toBeNull();
      expect(found!.status).toBe(200);
      expect(new TextDecoder().decode(found!.body), q).toBe(core(q));
    }
  });

  it('leaves to the sharded search a word that starts no word but may be a typo (`roadx` of `road`), answering one too short to be one', async () => {
    const { answer } = filesOf();
    expect(await answer('roadx')).toBeNull();
    expect(new TextDecoder().decode((await answer('roz'))!.body)).toBe(core('roz'));
  });

  it('reads the prefixes of the word’s shard key, then its answer (a bank code’s own), and nothing else', async () => {
    for (const [q, key] of [
      ['ro', 'road'],
      ['roa', 'road'],
      // The district Bengaluru Urban is also found by bangalore and bangaluru: their common prefix answers.
      ['Bang', 'bangal'],
      ['ba', 'ba'],
      ['sbin', 'code-sbin'],
      ['él', shardFileKey('élan')],
    ] as const) {
      const { read, answer } = filesOf();
      await answer(q);
      const word = q.toLowerCase();
      expect(read).toEqual([
        fillPattern(FILES.ifscSearchPrefixes, { key: shardFileKey(prefixesKey(word)) }),
        fillPattern(FILES.ifscSearchAnswers, { prefix: key }),
      ]);
    }
  });

  it('leaves to the sharded search what is not one plain word, and everything where the answers are not shipped', async () => {
    const { read, answer } = filesOf();
    for (const q of [null, '', 'a', 'é', 'kolkata main road', 'kolkata, main', 'bank.', '(bank)', 'SBIN0000001', 'sbin0000002']) {
      expect(await answer(q), String(q)).toBeNull();
    }
    expect(read).toEqual([]);
    // A PIN code without an answer file (neither India Post's nor a branch's).
    expect(await answer('799999')).toBeNull();
    expect(read).toEqual([fillPattern(FILES.ifscSearchAnswers, { prefix: pincodeAnswerKey('799999') })]);
    // A shard key no word has: the lists file says there is none.
    expect(await answer('zz')).toBeNull();
    expect(await answer('zzz')).toBeNull();
    const withoutAnswers = filesOf((path) => !path.startsWith('/api/ifsc/search/'));
    expect(await withoutAnswers.answer('bank')).toBeNull();
  });

  it('answers a PIN code from its own answer file alone, as the core search does, byte for byte', async () => {
    const pincodes = [...new Set(Array.from(data.branches.values(), (branch) => branch.pincode))];
    expect(pincodes).toContain('110007');
    for (const q of [...pincodes, ' 560001 ']) {
      const { read, answer } = filesOf();
      const found = await answer(q);
      expect(new TextDecoder().decode(found!.body), q).toBe(core(q));
      expect(read).toEqual([fillPattern(FILES.ifscSearchAnswers, { prefix: pincodeAnswerKey(q.trim()) })]);
    }
  });

  it('has an answer for any PIN code, listed or not: no branches for one no branch has', () => {
    expect(shards.answers.get(pincodeAnswerKey('110007'))!.total.branches).toBeGreaterThan(0);
    expect([...shards.answers.keys()]).not.toContain(pincodeAnswerKey('799999'));
    expect(JSON.stringify({ success: true, query: '799999', ...shards.answers.get(pincodeAnswerKey('799999')) })).toBe(core('799999'));
    expect(shards.answers.get('pin-70000')).toBeUndefined();
  });

  it('says to rebuild when a prefix has no answer file', async () => {
    const { answer } = filesOf((path) => path !== fillPattern(FILES.ifscSearchAnswers, { prefix: 'road' }));
    await expect(answer('road')).rejects.toThrow('rebuild the site');
  });
});

describe('"bank + place" answers sent as stored', () => {
  // Every word a branch of the bank holds has its answer stored (the edge build stores those of the words many hold).
  const everyWord = storedOf(ifscSearchShards(data, urls, undefined, { word: 1, pair: 1 }));
  const keys = [...everyWord.keys()].filter((path) => path.includes('/bank-'));
  const aliases = Object.keys(BANK_ALIASES).filter((alias) => BANK_ALIASES[alias]!.join() === 'SBIN');

  it("stores the answers of the words a bank's branches hold, not of words or banks it has none", () => {
    for (const word of ['kolkata', 'park', 'bangalore', 'bengaluru', 'élan']) {
      expect(keys, word).toContain(fillPattern(FILES.ifscSearchAnswers, { prefix: bankPlaceAnswerKey('SBIN', [word]) }));
    }
    expect(keys).not.toContain(fillPattern(FILES.ifscSearchAnswers, { prefix: bankPlaceAnswerKey('SBIN', ['nowhere']) }));
    expect(keys.every((path) => path.includes('/bank-SBIN-'))).toBe(true);
    // The edge build's: the words that many of the bank's branches hold.
    const built = [...shards.answers.keys()].filter((key) => key.startsWith('bank-'));
    expect(built.length).toBeLessThan(keys.length);
    for (const key of built) expect(keys).toContain(fillPattern(FILES.ifscSearchAnswers, { prefix: key }));
  });

  it('answers a bank named by any alias and one place word from that answer alone, as the core search does, byte for byte', async () => {
    expect(aliases).toEqual(expect.arrayContaining(['sbi', 'state bank', 'state bank of india']));
    for (const word of ['kolkata', 'Park', 'bangalore', 'bengaluru', 'élan', 'road']) {
      for (const q of [...aliases.map((alias) => `${alias} ${word}`), `${word} SBI Bank`, `  state   bank of india ${word} branch`]) {
        const { read, answer } = filesOf(undefined, everyWord);
        const found = await answer(q);
        expect(found, q).not.toBeNull();
        expect(new TextDecoder().decode(found!.body), q).toBe(core(q));
        expect(read, q).toEqual([fillPattern(FILES.ifscSearchAnswers, { prefix: bankPlaceAnswerKey('SBIN', [word.toLowerCase()]) })]);
      }
    }
  });

  it('answers a bank and two words that follow each other in its branches’ names, towns or districts from their answer alone, as the core search does', async () => {
    for (const place of [
      ['kolkata', 'main'],
      ['park', 'street'],
      ['bangalore', 'urban'],
    ]) {
      expect(keys, place.join(' ')).toContain(fillPattern(FILES.ifscSearchAnswers, { prefix: bankPlaceAnswerKey('SBIN', place) }));
      for (const q of [`sbi ${place.join(' ')}`, `State Bank ${place.join('  ').toUpperCase()} branch`]) {
        const { read, answer } = filesOf(undefined, everyWord);
        const found = await answer(q);
        expect(found, q).not.toBeNull();
        expect(new TextDecoder().decode(found!.body), q).toBe(core(q));
        expect(read, q).toEqual([fillPattern(FILES.ifscSearchAnswers, { prefix: bankPlaceAnswerKey('SBIN', place) })]);
      }
    }
    // Words in another order, or that no branch holds side by side, have no answer of their own.
    for (const place of [
      ['main', 'kolkata'],
      ['park', 'kolkata'],
    ]) {
      expect(keys, place.join(' ')).not.toContain(fillPattern(FILES.ifscSearchAnswers, { prefix: bankPlaceAnswerKey('SBIN', place) }));
    }
  });

  it('stores a bank and two words that fewer of its branches hold side by side where many names hold them (a locality)', () => {
    const localities = [...ifscSearchShards(data, urls, undefined, { word: 3, pair: 99 }, 5).answers.keys()];
    // `Park Street` and `Kolkata Main` are each in five branch names; `Bangalore Urban` in one district's.
    for (const place of [
      ['park', 'street'],
      ['kolkata', 'main'],
    ])
      expect(localities, place.join(' ')).toContain(bankPlaceAnswerKey('SBIN', place));
    expect(localities).not.toContain(bankPlaceAnswerKey('SBIN', ['bangalore', 'urban']));
    expect(localities).toContain(bankPlaceAnswerKey('SBIN', ['bangalore']));
  });

  it('leaves to the sharded search a bank with three place words or more, a place without an answer, and an unknown bank', async () => {
    const { read, answer } = filesOf(undefined, everyWord);
    for (const q of ['sbi kolkata main road', 'sbi park street 1', 'sbi 700001 x yz']) expect(await answer(q), q).toBeNull();
    expect(read).toEqual([]);
    for (const q of ['sbi nowhere', 'hdfc kolkata', 'sbi main kolkata']) {
      const asked = filesOf(undefined, everyWord);
      expect(await asked.answer(q), q).toBeNull();
      expect(asked.read, q).toHaveLength(1);
    }
    // A bank's alias alone is one word: its one-word answer, which puts the bank first as the core does.
    for (const q of ['sbi', 'SBI', 'sbin']) {
      const found = JSON.parse(new TextDecoder().decode((await answer(q))!.body)) as { banks: { code: string }[] };
      expect(JSON.stringify(found), q).toBe(core(q));
      expect(found.banks[0]?.code, q).toBe('SBIN');
    }
  });
});

describe('locality answers sent as stored', () => {
  // Every two words a name holds side by side are a locality here (the edge build takes those that many names hold).
  const everyPair = storedOf(ifscSearchShards(data, urls, undefined, undefined, 1));
  const path = (words: readonly string[]) => fillPattern(FILES.ifscSearchAnswers, { prefix: localityAnswerKey(words) });
  const localityPaths = [...everyPair.keys()].filter((key) => key.includes('/locality-'));

  it('stores the keyword answers of two words that names hold side by side, in both orders, and of no others', () => {
    for (const pair of [
      ['kolkata', 'main'],
      ['main', 'kolkata'],
      ['park', 'street'],
      ['street', 'park'],
      ['ab', 'road'],
      ['bangalore', 'urban'],
    ]) {
      expect(localityPaths, pair.join(' ')).toContain(path(pair));
    }
    // Never side by side.
    for (const pair of [
      ['park', 'kolkata'],
      ['kolkata', 'street'],
    ])
      expect(localityPaths, pair.join(' ')).not.toContain(path(pair));
    // The edge build's: the pairs that many names hold.
    const built = [...shards.answers.keys()].filter((key) => key.startsWith('locality-'));
    expect(built.length).toBeGreaterThan(0);
    expect(built.length).toBeLessThan(localityPaths.length);
    for (const key of built) expect(everyPair.has(fillPattern(FILES.ifscSearchAnswers, { prefix: key })), key).toBe(true);
  });

  it('answers every locality, in any letter case and spacing, from its answer alone, as the core search does, byte for byte', async () => {
    expect(localityPaths.length).toBeGreaterThan(20);
    for (const localityPath of localityPaths) {
      const words = localityPath.slice(localityPath.lastIndexOf('/locality-') + '/locality-'.length, -'.json'.length).split('-');
      if (words.some((word) => word.startsWith('_'))) continue;
      for (const q of [words.join(' '), words.join('   ').toUpperCase(), ` ${words[0]![0]!.toUpperCase()}${words.join(' ').slice(1)} `]) {
        const { read, answer } = filesOf(undefined, everyPair);
        const found = await answer(q);
        expect(found, q).not.toBeNull();
        expect(new TextDecoder().decode(found!.body), q).toBe(core(q));
        expect(read, q).toEqual([localityPath]);
      }
    }
  });

  it('leaves to the sharded search two words without an answer (one read), and other queries of several words (none)', async () => {
    for (const q of ['park kolkata', 'kolkta main']) {
      const { read, answer } = filesOf(undefined, everyPair);
      expect(await answer(q), q).toBeNull();
      expect(read, q).toHaveLength(1);
    }
    const { read, answer } = filesOf(undefined, everyPair);
    for (const q of ['kolkata main road', 'a.b. road', 'a b', 'kolkata-main', 'élan ōta']) expect(await answer(q), q).toBeNull();
    expect(read).toEqual([]);
  });

  it('answers a bank and a locality that one of its branches holds from their answer alone, as the core search does', async () => {
    // Only localities: a pair needs 99 of the bank's branches otherwise.
    const localities = storedOf(ifscSearchShards(data, urls, undefined, { word: 3, pair: 99 }, 5));
    for (const [q, place] of [
      ['sbi park street', ['park', 'street']],
      ['State Bank KOLKATA MAIN', ['kolkata', 'main']],
    ] as const) {
      const { read, answer } = filesOf(undefined, localities);
      const found = await answer(q);
      expect(new TextDecoder().decode(found!.body), q).toBe(core(q));
      expect(read, q).toEqual([fillPattern(FILES.ifscSearchAnswers, { prefix: bankPlaceAnswerKey('SBIN', place) })]);
    }
  });
});
