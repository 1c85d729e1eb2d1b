import { ifscSearchResponse, toIfscBranchItem } from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { searchTestData, splitBankTestData, wordPrefixes } from '../testing/search-data.js';
import { searchShardKey, shardFileKey, startsEveryShardUnder, wordShardKeys } from './search-keys.js';
import { chunkItems, chunkText } from './search-chunk.js';
import { ifscSearchShards, SEARCH_CHUNKS, type SearchFileName, startsFiles, wordShards } from './search-shards.js';
import { idsOfEverySet, readIdSet } from './id-sets.js';
import { searchIfscShards } from './shard-search.js';
import { readSearchLists, SEARCH_LISTS_FORMAT } from './search-lists.js';

const { branches, data, urls } = searchTestData();
const shards = ifscSearchShards(data, urls);
/** A file as the handler reads it: through JSON, a chunk as its items' texts. */
const asRead = (file: SearchFileName, found: unknown) => {
  if (found === undefined) return null;
  return Object.hasOwn(SEARCH_CHUNKS, file) ? chunkItems(new TextEncoder().encode(chunkText(found as unknown[])), file) : JSON.parse(JSON.stringify(found));
};
const read = async (file: SearchFileName, key: string) => asRead(file, shards[file].get(key));
/** An answer's body as it is sent. */
const bodyText = ({ body }: { body: unknown }) => (body instanceof Uint8Array ? new TextDecoder().decode(body) : JSON.stringify(body));
const branchItem = async (code: string) => {
  const branch = data.branches.get(code);
  return branch ? toIfscBranchItem(branch, urls) : null;
};
const lists = readSearchLists(JSON.parse(JSON.stringify(shards.lists)), 'lists.json');
/** The same files with every word shard over 60 bytes split where its words allow. */
const small = ifscSearchShards(data, urls, 60);
const readSmall = async (file: SearchFileName, key: string) => asRead(file, file === 'prefixes' || file === 'answers' ? undefined : small[file].get(key));
const smallLists = readSearchLists(small.lists, 'lists.json');

/** The files a search reads (`file/key`), in order, and its answer. */
async function readsOf(q: string, reader = read, within = lists) {
  const asked: string[] = [];
  const answer = await searchIfscShards(
    async (file, key) => {
      asked.push(`${file}/${key}`);
      return reader(file, key);
    },
    within,
    q,
    branchItem,
  );
  return { asked, answer };
}

/** Expects the core's answers to the queries, byte for byte, from both sets of files. */
async function expectCoreAnswers(queries: readonly string[]) {
  for (const q of queries) {
    const expected = JSON.stringify(ifscSearchResponse(data, q, urls).body);
    expect(bodyText(await searchIfscShards(read, lists, q, branchItem)), q).toBe(expected);
    expect(bodyText(await searchIfscShards(readSmall, smallLists, q, branchItem)), q).toBe(expected);
  }
}

describe('the sharded IFSC search', () => {
  it.each([
    'road',
    'ro',
    'nag',
    'a',
    'a b',
    'b a',
    'main kol',
    'kol main',
    'kolkata',
    'bank',
    'bangalore urban',
    'élan',
    'é',
    'ōta é',
    'zzz',
    'sbin',
    'SBIN0000001',
    'sbin0000002',
    'SBIN0999999',
    '700001',
    '110007',
    '999999',
    'x',
    '--',
    '  park   street ',
    'sbi kolkata',
    'sbi bangalore urban',
    'sbi b',
    'sbin delhi main',
    'state bank park',
    'bank ind',
    'bank kol',
    'sbi nowhere',
    // "Bank + place" whose place words also match states: Delhi, West Bengal.
    'sbi delhi',
    'sbi bengal',
    'sbi west',
    'state bank w',
    'sbi de',
  ])('answers %j as the search over the whole dataset, byte for byte', async (q) => {
    const sharded = await searchIfscShards(read, lists, q, branchItem);
    expect(sharded.status).toBe(ifscSearchResponse(data, q, urls).status);
    expect(bodyText(sharded)).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
  });

  it('reads a word that starts no word as the likeliest word it may be a typo of, as the search over the whole dataset', async () => {
    const typos = [
      'kolkatta',
      'kolkta main',
      'main kolkta',
      'streat park',
      'bangalre',
      'bangalore bazzar',
      'delhii',
      'karnatka',
      'bengall west',
      'élann',
      'nagarr road',
      'parkk',
      'kolkatta zzzzz',
      'xolkata',
      'kolkatta 700001',
      // `y` starts a bank's name word (Yes Bank) and no district or branch word: the typo is still read for the banks.
      'y bankk',
      'q bankk',
    ];
    await expectCoreAnswers(typos);
    const found = (q: string) =>
      JSON.parse(JSON.stringify(ifscSearchResponse(data, q, urls).body)) as { states: { name: string }[]; total: { branches: number } };
    expect(found('kolkta main').total.branches).toBe(found('kolkata main').total.branches);
    expect(found('kolkta main').total.branches).toBeGreaterThan(0);
    // A typo is read as a district or branch word only: no such name holds `karnataka` here.
    expect(found('karnatka').states).toEqual([]);
    expect(found('xolkata').total.branches).toBe(0);
    expect(
      (JSON.parse(JSON.stringify(ifscSearchResponse(data, 'y bankk', urls).body)) as { banks: { code: string }[] }).banks.map((bank) => bank.code),
    ).toEqual(['YESB']);
  });

  it('reads a typo in a "bank + place" query as the likeliest word of the bank\'s branches, as the search over the whole dataset', async () => {
    await expectCoreAnswers([
      'sbi kolkatta',
      'sbi kolkta main',
      'state bank streat park',
      'sbi bangalre',
      'sbi delhii',
      'sbi xolkata',
      'sbi parkk',
      'sbi kolkatta zzzzz',
      'sbi nagarr road',
    ]);
    const body = (q: string) => JSON.parse(bodyText(ifscSearchResponse(data, q, urls))) as { query: string };
    expect({ ...body('sbi kolkta main'), query: '' }).toEqual({ ...body('sbi kolkata main'), query: '' });
  });

  it('answers a "bank + place" typo from the stored answer of the words it is read as, reading no branch chunk', async () => {
    const { asked, answer } = await readsOf('sbi kolkatta');
    expect(bodyText(answer)).toBe(JSON.stringify(ifscSearchResponse(data, 'sbi kolkatta', urls).body));
    expect(asked).toContain('answers/bank-SBIN-kolkata');
    expect(asked.filter((name) => name.startsWith('ranked/'))).toEqual([]);
    // A word the bank's branches hold reads no word shard: it is no typo.
    expect((await readsOf('sbi kolkata')).asked.filter((name) => name.startsWith('words/'))).toEqual([]);
  });

  it("answers a locality's two words from their stored answer, written any way, reading no word shard or chunk", async () => {
    for (const [q, key] of [
      ['kolkata main', 'locality-kolkata-main'],
      ['Main, Kolkata', 'locality-main-kolkata'],
      ['A.B. Road', 'locality-ab-road'],
    ] as const) {
      const { asked, answer } = await readsOf(q);
      expect(bodyText(answer), q).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
      expect(asked, q).toContain(`answers/${key}`);
      expect(
        asked.filter((name) => /^(words|starts|branches|districts)\//.test(name)),
        q,
      ).toEqual([]);
    }
  });

  it('answers two words, one a typo, from the stored answer of the locality they are read as, reading no chunk', async () => {
    for (const q of ['kolkta main', 'main kolkatta', 'streat park']) {
      const { asked, answer } = await readsOf(q);
      expect(bodyText(answer), q).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
      expect(asked.filter((name) => name.startsWith('answers/locality-')).length, q).toBe(2);
      expect(
        asked.filter((name) => /^(branches|districts)\//.test(name)),
        q,
      ).toEqual([]);
    }
  });

  it("answers a one-word typo with one reading from that word's stored answer, reading no chunk", async () => {
    const { asked, answer } = await readsOf('kolkatta');
    expect(bodyText(answer)).toBe(JSON.stringify(ifscSearchResponse(data, 'kolkatta', urls).body));
    expect(asked).toContain('answers/kolkata');
    expect(asked.filter((name) => /^(branches|districts)\//.test(name))).toEqual([]);
  });

  it("reads a split key's typo words for a typo under it, and no typo words for a word that starts a word", async () => {
    const key = smallLists.split.find((split) => Array.from(split).length === 2 && small.typoWords.has(shardFileKey(split)))!;
    const word = small.typoWords.get(shardFileKey(key))!.words.find((each) => each.length >= 5)!;
    const typo = `${word}x`;
    const { asked } = await readsOf(typo, readSmall, smallLists);
    expect(asked).toContain(`typoWords/${shardFileKey(key)}`);
    expect((await readsOf(word, readSmall, smallLists)).asked.filter((name) => name.startsWith('typoWords/'))).toEqual([]);
    expect((await readsOf('kolkata main')).asked.filter((name) => name.startsWith('typoWords/'))).toEqual([]);
  });

  it('reads only the shards of the query words and the chunks of its first items', async () => {
    const { asked } = await readsOf('park street kolkata');
    expect(asked.filter((name) => name.startsWith('words/')).sort()).toEqual(['words/ko', 'words/pa', 'words/st']);
    expect(asked.every((name) => /^(banks|words|districts|branches)\//.test(name))).toBe(true);
  });

  it('tests a word that starts the words of many shards against its starts file, reading none of those shards', async () => {
    const splitKey = smallLists.split.find((key) => Array.from(key).length === 2)!;
    const { asked } = await readsOf(`park s ${splitKey}`, readSmall, smallLists);
    const parkShards = wordShardKeys('park', smallLists.keys, smallLists.split).map((key) => `words/${shardFileKey(key)}`);
    expect(parkShards).toHaveLength(1);
    expect(asked.filter((name) => /^(words|starts)\//.test(name)).sort()).toEqual([`starts/${splitKey}`, 'starts/s', ...parkShards].sort());
  });

  it('reads only starts files for a query all of whose words are short, and none for a letter that starts no word', async () => {
    const [first, second] = smallLists.split;
    for (const [q, reader, within, expected] of [
      ['a 1', read, lists, ['starts/a', 'starts/1']],
      [`${first} ${second}`, readSmall, smallLists, [`starts/${first}`, `starts/${second}`]],
      ['q park', read, lists, []],
    ] as const) {
      const { asked } = await readsOf(q, reader, within);
      expect(asked.filter((name) => /^(words|starts)\//.test(name)).sort(), q).toEqual([...expected].sort());
    }
  });

  it('writes a starts file per first character of a word and per split key, holding the ids of the words under it', () => {
    const entries = [
      { word: '𝒜bc', districts: [0], branches: [1] },
      { word: '𝒜x', districts: [], branches: [4] },
      { word: 'ma', districts: [1], branches: [] },
      { word: 'mad', districts: [], branches: [2] },
      { word: 'maid', districts: [2], branches: [3] },
      { word: 'main', districts: [], branches: [0, 5] },
      { word: 'mb', districts: [], branches: [6] },
    ];
    const files = startsFiles(entries, ['ma', 'mai'], { districts: 3, branches: 7 });
    const held = (key: string, list: 'districts' | 'branches') => idsOfEverySet([readIdSet(files.get(shardFileKey(key))![list])]);
    expect([...files.keys()].sort()).toEqual(['𝒜', 'm', 'ma', 'mai'].map(shardFileKey).sort());
    expect(held('𝒜', 'branches')).toEqual([1, 4]);
    expect(held('𝒜', 'districts')).toEqual([0]);
    expect(held('m', 'branches')).toEqual([0, 2, 3, 5, 6]);
    expect(held('ma', 'branches')).toEqual([0, 2, 3, 5]);
    expect(held('mai', 'branches')).toEqual([0, 3, 5]);
    expect(held('mai', 'districts')).toEqual([2]);
    // The real shards' split keys nest so: each of three code points or more under a split key one shorter.
    expect(smallLists.split.filter((key) => Array.from(key).length > 2 && !smallLists.split.includes(Array.from(key).slice(0, -1).join('')))).toEqual([]);
    expect([...small.starts.keys()].sort()).toEqual(
      [...new Set([...smallLists.keys.map((key) => Array.from(key)[0]!), ...smallLists.split])].map(shardFileKey).sort(),
    );
  });

  it('answers words of one letter and split keys, with other words or alone, as the search over the whole dataset', async () => {
    const all = [...wordPrefixes(branches)];
    const prefixes = all.filter((_, i) => i % 5 === 0);
    const letters = [...new Set(all.map((prefix) => Array.from(prefix)[0]!))];
    const queries = [
      ...prefixes.map((prefix, i) => `${prefix} ${letters[i % letters.length]} ${letters[(i * 3) % letters.length]}`),
      ...smallLists.split.map((key, i) => `${key} ${prefixes[i % prefixes.length]} ${letters[i % letters.length]}`),
      ...letters.map((letter, i) => `${letter} ${letters[(i + 1) % letters.length]}`),
      'q z',
      'é park',
    ];
    await expectCoreAnswers(queries);
  });

  it('reads the banks listing only when its answer lists a bank', async () => {
    const banksRead = async (q: string) => (await readsOf(q)).asked.includes('banks/');
    // `park` and `main` start no word of a bank's name; no bank's name holds both `bank` and `kol`; `bang` is no bank's code.
    for (const q of ['park street', 'kol main', 'bank kol', 'bang']) expect(await banksRead(q), q).toBe(false);
    // Every word of `state bank` and of `bank ind` starts a word of a bank's name; `sbin` and `sbi` name a bank whole.
    for (const q of ['state bank', 'bank ind', 'sbin', 'sbi']) expect(await banksRead(q), q).toBe(true);
    for (const q of [...wordPrefixes(branches)].slice(0, 200)) {
      const listed = (ifscSearchResponse(data, q, urls).body as { banks?: unknown[] }).banks ?? [];
      expect(await banksRead(q), q).toBe(listed.length > 0);
    }
    expect(lists.bankWords.words).toEqual([...data.search.bankNames.words]);
  });

  it('answers a bank named by its code and a place from its stored answer alone', async () => {
    const { asked, answer } = await readsOf('sbin kolkata');
    expect(bodyText(answer)).toBe(JSON.stringify(ifscSearchResponse(data, 'sbin kolkata', urls).body));
    expect(asked).toEqual(['answers/bank-SBIN-kolkata']);
  });

  it('finds the districts of a "bank + place" query from the lists file, reading no word shard', async () => {
    // The files without stored answers: the search itself.
    const { asked, answer: found } = await readsOf('sbi kolkata', readSmall, smallLists);
    expect((JSON.parse(bodyText(found)) as { districts: { name: string }[] }).districts.map((district) => district.name)).toEqual(['Kolkata']);
    expect(asked.filter((name) => name.startsWith('words/'))).toEqual([]);
    // Its bank comes from the bank's term keys: the banks listing is not read.
    expect(asked.filter((name) => name.startsWith('banks/'))).toEqual([]);
    expect(asked).toContain('termKeys/SBIN');
  });

  it('answers every prefix of every word, alone, as the search over the whole dataset', async () => {
    const prefixes = wordPrefixes(branches);
    for (const q of [...prefixes, 'zz', 'ban9']) {
      const sharded = await searchIfscShards(read, lists, q, branchItem);
      expect(bodyText(sharded), q).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
    }
  });

  it('answers one word from its canonical prefix: two files and the banks, whatever the word', async () => {
    for (const [q, prefix] of [
      ['ro', 'road'],
      // The district Bengaluru Urban is also found by bangalore and bangaluru: their common prefix answers.
      ['bang', 'bangal'],
      ['ba', 'ba'],
      ['kolkata', 'kolkata'],
    ]) {
      const { asked } = await readsOf(q!);
      // The answer, then the banks listing when the answer lists a bank (`ba`: bank).
      const listed = (ifscSearchResponse(data, q!, urls).body as { banks: unknown[] }).banks;
      const banks = listed.length > 0 ? ['banks/'] : [];
      expect(asked).toEqual([`prefixes/${q!.slice(0, 3)}`, `answers/${prefix}`, ...banks]);
    }
  });

  it('answers one word from the word shards and chunks where the answers are not shipped (a static build)', async () => {
    const withoutAnswers = async (file: SearchFileName, key: string) => (file === 'prefixes' || file === 'answers' ? null : read(file, key));
    for (const q of ['road', 'ba', 'kolkata', 'zzz', 'élan']) {
      const sharded = await searchIfscShards(withoutAnswers, lists, q, branchItem);
      expect(bodyText(sharded), q).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
    }
  });

  it('splits the keys of large word shards, and answers as the search over the whole dataset from them', async () => {
    expect(lists.split).toEqual([]);
    expect(smallLists.split.length).toBeGreaterThan(3);
    expect(smallLists.split.some((key) => Array.from(key).length > 2)).toBe(true);
    expect(smallLists.keys.length).toBeGreaterThan(lists.keys.length);
    // A key of three characters or more that is a word holding half its shard's postings or more is never split: that word would read every shard under it.
    const counts = new Map(
      [...shards.words.values()].flatMap((shard) => shard.words.map((word, i) => [word, shard.districts[i]!.length + shard.branches[i]!.length] as const)),
    );
    const under = (key: string) => [...counts].filter(([word]) => word.startsWith(key)).reduce((sum, [, count]) => sum + count, 0);
    const common = (key: string) => Array.from(key).length > 2 && counts.has(key) && counts.get(key)! * 2 >= under(key);
    expect(smallLists.split.filter(common)).toEqual([]);
    const prefixes = [...wordPrefixes(branches)];
    const queries = [...prefixes.flatMap((prefix, i) => [prefix, `${prefix} ${prefixes[(i * 7) % prefixes.length]}`]), 'a b', 'b a', 'é', 'ōta é', 'zz ba'];
    for (const q of queries) {
      const sharded = await searchIfscShards(readSmall, smallLists, q, branchItem);
      expect(bodyText(sharded), q).toBe(JSON.stringify(ifscSearchResponse(data, q, urls).body));
    }
  });

  it('keeps whole the key of a common word, splits that of a rare one', () => {
    const entry = (word: string, count: number) => ({ word, districts: [], branches: Array.from({ length: count }, (_, i) => i * 3) });
    const entries = [
      entry('road', 40),
      entry('roads', 3),
      entry('roadside', 2),
      entry('roadways', 2),
      entry('rob', 30),
      entry('robert', 40),
      entry('robin', 40),
    ];
    const { shards: files, split } = wordShards(entries, 60);
    // `rob` (a rare word beside `robert` and `robin`) is split; `road` holds most of its shard's postings.
    expect(split).toEqual(expect.arrayContaining(['ro', 'roa', 'rob']));
    expect(split).not.toContain('road');
    expect(files.get('road')!.words).toEqual(['road', 'roads', 'roadside', 'roadways']);
    expect(wordShardKeys('road', [...files.keys()], split)).toEqual(['road']);
    expect(wordShardKeys('rob', [...files.keys()], split).length).toBeGreaterThan(1);
  });

  it('reads the word shard of a word’s key, one code point deeper under split keys, every shard under a split key it is', () => {
    expect(wordShardKeys('kolkata', ['ka', 'ko'], [])).toEqual(['ko']);
    expect(wordShardKeys('kx', ['ka', 'ko'], [])).toEqual([]);
    expect(wordShardKeys('k', ['ka', 'ko', 'la'], [])).toEqual(['ka', 'ko']);
    expect(wordShardKeys('main', ['ma', 'mad', 'mai', 'mb'], ['ma'])).toEqual(['mai']);
    expect(wordShardKeys('ma', ['ma', 'mad', 'mai', 'mb'], ['ma'])).toEqual(['ma', 'mad', 'mai']);
    expect(wordShardKeys('maid', ['ma', 'mad', 'maia', 'maib', 'mb'], ['ma', 'mai'])).toEqual([]);
    expect(wordShardKeys('mai', ['ma', 'mad', 'maia', 'maib', 'mb'], ['ma', 'mai'])).toEqual(['maia', 'maib']);
    expect(wordShardKeys('𝒜bc', ['𝒜b'], [])).toEqual(['𝒜b']);
    // Exactly those that read every shard under their key have a starts file.
    expect(['h', '𝒜', 'ma', 'mai'].filter((word) => startsEveryShardUnder(word, ['ma', 'mai']))).toEqual(['h', '𝒜', 'ma', 'mai']);
    expect(['ha', '𝒜b', 'mad', 'main'].filter((word) => startsEveryShardUnder(word, ['ma', 'mai']))).toEqual([]);
  });

  it('keys shards by the first two characters of a word, named plainly on disk', () => {
    expect(searchShardKey('kolkata')).toBe('ko');
    expect(searchShardKey('a')).toBe('a');
    expect(searchShardKey('𝒜bc')).toBe('𝒜b');
    expect(shardFileKey('ko')).toBe('ko');
    expect(shardFileKey('él')).toBe('_e9_6c');
    expect([...shards.words.keys()].every((key) => /^([a-z0-9]+|_[0-9a-f_]+)$/.test(key))).toBe(true);
  });

  it('refuses a lists file of another version, naming the file', () => {
    const other = { ...shards.lists, version: SEARCH_LISTS_FORMAT.version + 1 };
    expect(() => readSearchLists(other, '/api/ifsc/search/lists.json')).toThrow(
      `/api/ifsc/search/lists.json: not an IFSC search lists file of version ${SEARCH_LISTS_FORMAT.version}`,
    );
    expect(() => readSearchLists(null, 'x.json')).toThrow('rebuild the site');
  });
});

describe('"bank + place" typos under a split key', () => {
  const split = splitBankTestData();
  const files = ifscSearchShards(split.data, split.urls);
  const splitLists = readSearchLists(JSON.parse(JSON.stringify(files.lists)), 'lists.json');
  const readFile = (stored: boolean) => async (file: SearchFileName, key: string) =>
    file === 'answers' && !stored ? null : asRead(file, files[file].get(key));

  it('reads them from the typo terms, as the search over the whole dataset, with and without stored answers', async () => {
    expect(files.termKeys.get('SBIN')!.split).toContain('ba');
    for (const q of [
      'sbi bandrq',
      'sbi banashankri',
      'sbi basavangudi',
      'sbi barackpore',
      'sbi bandra',
      'sbi baranagr',
      'state bank ballyy',
      'sbi bandrq kolkata',
    ]) {
      const expected = JSON.stringify(ifscSearchResponse(split.data, q, split.urls).body);
      for (const stored of [true, false]) {
        // No IFSC is asked: the other dataset's branch records are never read.
        const { asked, answer } = await readsOf(q, readFile(stored), splitLists);
        expect(bodyText(answer), `${q}${stored ? '' : ' (no stored answers)'}`).toBe(expected);
        if (q === 'sbi bandrq') expect(asked).toContain('typos/SBIN-ba');
      }
    }
    expect({ ...JSON.parse(bodyText(ifscSearchResponse(split.data, 'sbi bandrq', split.urls))), query: '' }).toEqual({
      ...JSON.parse(bodyText(ifscSearchResponse(split.data, 'sbi bandra', split.urls))),
      query: '',
    });
  });
});
