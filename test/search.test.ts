import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSiteUrls,
  type IfscDataset,
  type IfscSearch,
  ifscSearchResponse,
  memoryReader,
  officeMatches,
  officePlace,
  officeTermShards,
  prefixFoundByWords,
  searchKey,
  searchWords,
  type PincodeDataset,
  type V1Search,
  v1SearchResponse,
} from 'india-pincode-ifsc/internal';
import { builtDataset, builtPincodes } from './load-once.js';
import { seededRandom } from './seeded-random.js';
import { BRANCH_CASES, BRANCH_FLOOR, NOTHING_CASES, OFFICE_CASES, OFFICE_FLOOR, scoreBranches, scoreOffices } from './search-relevance.js';

const urls = createSiteUrls('https://pin.example.test');
let data: PincodeDataset;
const search = (q: string, limit = '10') => v1SearchResponse(data, q, limit, urls).body as V1Search;

beforeAll(() => {
  data = builtPincodes();
}, 120_000);

describe('the post office search on the real data', () => {
  it(`finds what people type: the relevance set scores at least ${OFFICE_FLOOR * 100} %`, async () => {
    const { score, failed } = await scoreOffices((q) => search(q));
    console.log(`search relevance (core): ${(score * 100).toFixed(1)} % of ${OFFICE_CASES.length} post office queries; missed: ${failed.join('; ') || 'none'}`);
    expect(OFFICE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(score).toBeGreaterThanOrEqual(OFFICE_FLOOR);
  });

  it('finds nothing for a code or a nonsense word, rather than a guess', () => {
    for (const q of NOTHING_CASES) expect(search(q), q).toMatchObject({ total: 0, count: 0, post_offices: [] });
  });

  it('keeps the prefix contract: every name that starts with the query comes first, the name that is the query first of all', () => {
    for (const q of ['andheri', 'ram', 'new delhi', 'baroda', 'mg road', 'bombay', 'koramangala']) {
      const body = search(q, '100');
      const key = searchKey(q);
      const starts = body.post_offices.map((o) => searchKey(o.name).startsWith(key));
      expect(starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true), q).toBe(true);
      const exact = body.post_offices.map((o) => searchKey(o.name) === key);
      expect(exact.indexOf(false) === -1 || !exact.slice(exact.indexOf(false)).includes(true), q).toBe(true);
      for (const o of body.post_offices) expect(['exact', 'prefix', 'alias', 'typo'], q).toContain(o.match);
    }
  });

  it('ranks head and sub offices before branch offices within a kind of match', () => {
    const order = { HO: 0, SO: 1, BO: 2 };
    for (const q of ['andheri', 'gurgaon', 'simla', 'bangalore']) {
      const items = search(q, '100').post_offices;
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [items[i - 1]!, items[i]!];
        const sameGroup = a.match === b.match && searchKey(a.name).startsWith(searchKey(q)) === searchKey(b.name).startsWith(searchKey(q));
        if (sameGroup) expect(order[a.branch_type] <= order[b.branch_type], `${q}: ${a.name} before ${b.name}`).toBe(true);
      }
    }
  });

  it('counts every match exactly: the total is what a limit of 100 lists when there are fewer', () => {
    for (const q of ['conaught', 'bangalore gpo', 'andheri', 'mg road', 'trichy', 'secundrabad']) {
      const body = search(q, '100');
      expect(body.total, q).toBeLessThanOrEqual(100);
      expect(body.count, q).toBe(body.total);
      expect(new Set(body.post_offices.map((o) => o.url)).size, q).toBe(body.count);
    }
  });

  it('counts the prefix part as a scan of every name does', () => {
    const names = Array.from({ length: data.officeCount }, (_, id) => searchKey(data.office(id).name));
    for (const q of ['ra', 'andheri', 'new delhi']) {
      const starts = names.filter((name) => name.startsWith(q)).length;
      const body = search(q, '100');
      expect(body.post_offices.filter((o) => searchKey(o.name).startsWith(q)).length, q).toBe(Math.min(starts, 100));
      expect(body.total, q).toBeGreaterThanOrEqual(starts);
    }
  });

  it('finds the prefix part from the term shards alone as the prefix index does, for every query the edge searches so (officeMatches)', () => {
    const reader = memoryReader(officeTermShards(data));
    const random = seededRandom(20261130);
    const queries = new Set(OFFICE_CASES.map((c) => c.query));
    for (let i = 0; i < 150; i++) {
      const name = data.office(Math.floor(random() * data.officeCount)).name;
      const cut = name.slice(0, 3 + Math.floor(random() * (name.length - 2)));
      for (const q of [cut, `${cut} `, cut.toUpperCase(), searchWords(name).reverse().join(' ')]) queries.add(q);
    }
    let compared = 0;
    for (const q of queries) {
      for (const limit of ['10', '100']) {
        const body = search(q, limit);
        // The query as the search reads it (trimmed).
        if (!prefixFoundByWords(body.query)) continue;
        const { total, found } = officeMatches(body.query, reader, Number(limit));
        expect({ total, found: found.map(({ item, match }) => `${officePlace(item[1]).pincode} ${item[2]} ${match}`) }, q).toEqual({
          total: body.total,
          found: body.post_offices.map((o) => `${o.pincode} ${o.name} ${o.match}`),
        });
        compared++;
      }
    }
    console.log(
      `one pass over the term shards (officeMatches): ${compared} answers of ${queries.size} queries as the prefix index and the word matches give them`,
    );
    expect(compared).toBeGreaterThan(queries.size);
  });
});

describe('the branch search on the real data', () => {
  let ifsc: IfscDataset;
  const searchBranches = (q: string) => ifscSearchResponse(ifsc, q, urls).body as IfscSearch;

  beforeAll(() => {
    ifsc = builtDataset().ifsc;
  }, 120_000);

  it(`finds a bank's branch by "bank + place": the relevance set scores at least ${BRANCH_FLOOR * 100} %`, async () => {
    const { score, failed } = await scoreBranches(searchBranches);
    console.log(`search relevance (core): ${(score * 100).toFixed(1)} % of ${BRANCH_CASES.length} branch queries; missed: ${failed.join('; ') || 'none'}`);
    expect(score).toBeGreaterThanOrEqual(BRANCH_FLOOR);
  });

  it('restricts "bank + place" to that bank, lists it first, and counts every branch found', () => {
    const body = searchBranches('hdfc andheri');
    expect(body.banks.map((b) => b.code)).toEqual(['HDFC']);
    expect(body.branches.length).toBe(body.total.branches);
    expect(body.branches.every((b) => b.IFSC.startsWith('HDFC') && /andheri/i.test(`${b.BRANCH} ${b.CITY1} ${b.CITY2} ${b.DISTRICT}`))).toBe(true);
    expect(searchBranches('sbi').banks[0]!.code).toBe('SBIN');
    expect(searchBranches('pnb').banks[0]!.code).toBe('PUNB');
  });

  it('lists a "bank + place" query\'s branches in the districts its words name first, then the bigger places first', () => {
    // Mumbai and Mumbai Suburban are what `mumbai` names; HDFC's sublet codes with the town MUMBAI lie elsewhere.
    const mumbai = searchBranches('hdfc mumbai');
    expect(mumbai.districts.map((d) => d.name).sort()).toEqual(['Mumbai', 'Mumbai Suburban']);
    const named = mumbai.branches.filter((b) => b.DISTRICT === 'Mumbai' || b.DISTRICT === 'Mumbai Suburban').length;
    expect(named).toBe(mumbai.branches.length);
    expect(searchBranches('sbi kolkata').branches.every((b) => b.DISTRICT === 'Kolkata')).toBe(true);
    // An old name names its districts too: `bangalore` is Bengaluru Urban and Bengaluru Rural, `bombay` Mumbai's two.
    const bangalore = searchBranches('canara bank bangalore');
    expect(bangalore.districts.map((d) => d.name).sort()).toEqual(['Bengaluru Rural', 'Bengaluru Urban']);
    expect(bangalore.branches.every((b) => b.DISTRICT.startsWith('Bengaluru'))).toBe(true);
    expect(
      searchBranches('sbi bombay')
        .districts.map((d) => d.name)
        .sort(),
    ).toEqual(['Mumbai', 'Mumbai Suburban']);
    // `mg road` names no district: the M G Road branches of the biggest cities come first.
    expect(searchBranches('sbi mg road').branches[0]!.DISTRICT).toBe('Bengaluru Urban');
  });

  it("forgives a typo whichever shard its word lies in: a big bank's `banglore` finds its Bengaluru branches, after those that spell it so", () => {
    // State Bank's and Canara Bank's terms under `ba` are split: `banglore` and `bangalore` lie in different shards.
    for (const q of ['sbi banglore', 'canara bank banglore']) {
      const body = searchBranches(q);
      const spelled = searchBranches(q.replace('banglore', 'bangalore'));
      expect(body.total.branches, q).toBeGreaterThan(spelled.total.branches / 2);
      expect(body.branches.filter((b) => b.DISTRICT.startsWith('Bengaluru')).length, q).toBeGreaterThanOrEqual(45);
      // Those that spell it `banglore` first: an exact word before a typo.
      expect(/banglore/i.test(body.branches[0]!.BRANCH), q).toBe(true);
    }
  });

  it('never turns a PIN code or an IFSC into another, and finds nothing for nonsense', () => {
    expect(searchBranches('SBIN0000001').branches.map((b) => b.IFSC)).toEqual(['SBIN0000001']);
    expect(searchBranches('SBIN0000002').total.branches).toBeLessThanOrEqual(1);
    for (const b of searchBranches('110001').branches) expect(b.PINCODE).toBe('110001');
    expect(searchBranches('hdfc zzqqxxyy').total.branches).toBe(0);
  });
});
