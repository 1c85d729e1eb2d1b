import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aliasWords,
  banksResponse,
  branchesResponse,
  createSiteUrls,
  districtsResponse,
  findBank,
  findIfscDistrict,
  findIfscState,
  IFSC_REPORT,
  IFSC_SEARCH_LIMITS,
  ifscResponse,
  searchWords,
  ifscSearchResponse,
  statesResponse,
  type DataReport,
  type IfscBranchItem,
  type IfscDataset,
  type IfscRecord,
  type IfscSearch,
  type PincodeDataset,
} from 'india-pincode-ifsc/internal';
import { buildIfscFromSources, buildPincodeFromSources, SOURCES, sourcesDir } from '@india-pincode-ifsc/sources';

const RECORD_KEYS = [
  'success',
  'BANK',
  'IFSC',
  'BRANCH',
  'ADDRESS',
  'CONTACT',
  'CITY1',
  'CITY2',
  'DISTRICT',
  'STATE',
  'PINCODE',
  'BANKCODE',
  'CATEGORY',
  'RTGS',
  'NEFT',
  'IMPS',
  'UPI',
  'MICR',
  'SWIFT',
  'LISTED',
  'PLACEMENT',
  'url',
  'pincode_url',
];
/** The record's fields present only when the published place differs from the placed one, after PLACEMENT. */
const PUBLISHED_KEYS = ['PUBLISHED_STATE', 'PUBLISHED_DISTRICT'];
/** A record's keys in order, the published ones where present. */
const keysOf = (withPublished: boolean) => {
  const at = RECORD_KEYS.indexOf('PLACEMENT') + 1;
  return withPublished ? [...RECORD_KEYS.slice(0, at), ...PUBLISHED_KEYS, ...RECORD_KEYS.slice(at)] : RECORD_KEYS;
};
const BOOLEAN_KEYS = new Set(['success', 'RTGS', 'NEFT', 'IMPS', 'UPI', 'LISTED']);
const urls = createSiteUrls('https://example.org');

let pincodes: PincodeDataset;
let report: DataReport;
let ifsc: IfscDataset;
/** The number of records in the source file, counted without csv-parse. */
let sourceRowCount: number;

beforeAll(async () => {
  ({ pincodes, report } = await buildPincodeFromSources());
  ifsc = await buildIfscFromSources(sourcesDir(), pincodes, report);
  // Every record's second field is its IFSC, and the BANK field before it never holds a comma or a line break.
  const text = readFileSync(join(sourcesDir(), SOURCES.ifscBranches.file), 'utf8');
  sourceRowCount = (text.match(/^[^\n]*?,[A-Za-z]{4}0[A-Za-z0-9]{6},/gm) ?? []).length;
});

const record = (code: string) => ifscResponse(ifsc, code, urls);

describe('IFSC records on the full data', () => {
  it('reads every source row and accounts for each one', () => {
    expect(report.toJSON()[IFSC_REPORT]!.rows).toBe(159_590);
    expect(sourceRowCount).toBe(159_590);
    expect(ifsc.branches.size + report.dropped(IFSC_REPORT)).toBe(159_590);
  });

  it('gives every branch a record with exactly the documented fields and clean values', () => {
    let checked = 0;
    for (const code of ifsc.branches.keys()) {
      const { status, body } = record(code);
      expect(status).toBe(200);
      const keys = Object.keys(body);
      const expected = keysOf('PUBLISHED_STATE' in body);
      if (keys.join() !== expected.join()) expect(keys).toEqual(expected);
      for (const [key, value] of Object.entries(body)) {
        const ok = BOOLEAN_KEYS.has(key)
          ? typeof value === 'boolean'
          : typeof value === 'string' && value !== 'NA' && !value.includes('  ') && value === value.trim();
        if (!ok) expect({ code, key, value }).toBe('a clean value');
      }
      checked++;
    }
    expect(checked).toBe(ifsc.branches.size);
  });

  it('derives PINCODE, BANKCODE, CATEGORY and pincode_url consistently', () => {
    for (const branch of ifsc.branches.values()) {
      const body = record(branch.ifsc).body as IfscRecord;
      expect(body.BANKCODE).toBe(body.IFSC.slice(0, 4));
      if (body.PINCODE !== '') expect(body.PINCODE).toMatch(/^[1-9]\d{5}$/);
      expect(body.pincode_url).toBe(pincodes.areas.has(body.PINCODE) ? urls.pincode(body.PINCODE) : '');
    }
  });

  it('returns the known records', () => {
    const sbi = record('SBIN0000001').body as IfscRecord;
    expect(sbi).toMatchObject({
      success: true,
      BANK: 'State Bank of India',
      IFSC: 'SBIN0000001',
      PINCODE: '700001',
      BANKCODE: 'SBIN',
      CATEGORY: 'Public Sector Bank',
      STATE: 'West Bengal',
      DISTRICT: 'Kolkata',
      CITY1: '',
      CITY2: 'KOLKATA',
      RTGS: false,
      url: 'https://example.org/ifsc/SBIN0000001/',
      pincode_url: 'https://example.org/pincode/700001/',
    });
    expect(sbi.BRANCH).toContain('KOLKATA MAIN');

    expect(record('HDFC0000001').body).toEqual({
      success: true,
      BANK: 'HDFC Bank',
      IFSC: 'HDFC0000001',
      BRANCH: 'TULSIANI CHMBRS - NARIMAN PT',
      ADDRESS: '101-104 TULSIANI CHAMBERSFREE PRESS JOURNAL MARGNARIMAN POINTMUMBAIMAHARASHTRA400 021',
      CONTACT: '+919890603333',
      CITY1: 'GREATER MUMBAI',
      CITY2: 'MUMBAI',
      DISTRICT: 'Mumbai',
      STATE: 'Maharashtra',
      PINCODE: '400021',
      BANKCODE: 'HDFC',
      CATEGORY: 'Private Sector Bank',
      RTGS: true,
      NEFT: true,
      IMPS: true,
      UPI: true,
      MICR: '400240003',
      SWIFT: 'HDFCINBB',
      LISTED: true,
      PLACEMENT: 'pincode',
      PUBLISHED_STATE: 'MAHARASHTRA',
      PUBLISHED_DISTRICT: 'GREATER MUMBAI',
      url: 'https://example.org/ifsc/HDFC0000001/',
      pincode_url: 'https://example.org/pincode/400021/',
    });

    const sublet = record('YESB0DNB002').body as IfscRecord;
    expect(sublet.BANK).toBe('Delhi Nagrik Sehkari Bank');
    expect(sublet.BANKCODE).toBe('YESB');
    expect(sublet.PINCODE).toBe('110007');
  });

  it('takes any letter case and rejects malformed codes before any lookup', () => {
    expect(record('sbin0000001')).toEqual(record('SBIN0000001'));
    expect(record(' Hdfc0000001 ')).toEqual(record('HDFC0000001'));
    for (const bad of ['SBIN', 'SBIN1000001', 'SBIN00000011', '12340000001', '']) {
      expect(record(bad)).toEqual({ status: 400, body: { success: false, error: 'Malformed IFSC', IFSC: bad.trim() } });
    }
    expect(record('zzzz0999999')).toEqual({ status: 404, body: { success: false, error: 'IFSC not found', IFSC: 'ZZZZ0999999', valid: false } });
  });

  it('answers a code of the RBI list without a branch record as valid, every one of them', () => {
    let unlisted = 0;
    for (const code of ifsc.validCodes) {
      if (ifsc.branches.has(code)) continue;
      unlisted++;
      const answer = record(code.toLowerCase());
      if (answer.status !== 404 || !(answer.body as { valid?: boolean }).valid) expect(answer).toBe(`404 valid for ${code}`);
    }
    expect(unlisted).toBe(24_536);
    expect(record([...ifsc.validCodes].find((code) => !ifsc.branches.has(code))!).body).toMatchObject({
      success: false,
      error: 'IFSC details not available',
      valid: true,
    });
  });

  it('maps every STATE onto the PIN side’s canonical states', () => {
    const canonical = new Set(pincodes.states.map((s) => s.name));
    expect(canonical.size).toBe(36);
    const seen = new Set<string>();
    for (const branch of ifsc.branches.values()) {
      if (branch.state !== '' && !canonical.has(branch.state)) expect(branch.state).toBe('a canonical state');
      seen.add(branch.state);
    }
    seen.delete('');
    expect(seen.size).toBeLessThanOrEqual(36);
    expect(report.count(IFSC_REPORT, 'state-alias')).toBeGreaterThan(0);
    expect(record('BDBL0002298').body).toMatchObject({ STATE: 'Odisha', DISTRICT: 'Jharsuguda' }); // source: ODHISA, PIN 768217
    expect(record('ICIC0003156').body).toMatchObject({ STATE: 'Punjab', DISTRICT: 'Gurdaspur' }); // source: LUDHIANA, PIN 143533
    expect(record('FINO0009002').body).toMatchObject({ STATE: 'Jharkhand', DISTRICT: 'Ranchi' }); // source: empty, PIN 834001
    // A STATE that maps onto no state is reported; placement then finds most of those branches a state from their PIN code.
    const unmapped = [...ifsc.branches.values()].filter((b) => b.state === '');
    expect(report.lines(IFSC_REPORT, 'state-unmapped').length).toBeGreaterThanOrEqual(unmapped.length);
  });

  it('reports the cross-links with the PIN side', () => {
    const found = report.count(IFSC_REPORT, 'pincode-found');
    expect(found + report.count(IFSC_REPORT, 'pincode-missing')).toBe(ifsc.branches.size);
    expect(found).toBe([...ifsc.branches.values()].filter((b) => b.pincode !== '').length);
    expect(report.count(IFSC_REPORT, 'pincode-unknown')).toBe([...ifsc.branches.values()].filter((b) => b.pincode !== '' && !b.pincodeKnown).length);
    expect(report.count(IFSC_REPORT, 'pincode-state-mismatch')).toBeGreaterThan(0);
  });
});

describe('IFSC hierarchy on the full data', () => {
  it('lists one bank per IFSC prefix, with counts summing to the branches kept', () => {
    const prefixes = new Set([...ifsc.branches.keys()].map((code) => code.slice(0, 4)));
    const { status, body } = banksResponse(ifsc, urls);
    expect(status).toBe(200);
    expect(body.count).toBe(prefixes.size);
    expect(new Set(body.banks.map((b) => b.code))).toEqual(prefixes);
    expect(body.banks.reduce((sum, b) => sum + b.branches, 0)).toBe(ifsc.branches.size);
    expect(new Set(body.banks.map((b) => b.slug)).size).toBe(body.banks.length);
    const names = body.banks.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(body.banks.find((b) => b.code === 'SBIN')).toEqual({
      code: 'SBIN',
      name: 'State Bank of India',
      slug: 'state-bank-of-india',
      category: 'Public Sector Bank',
      branches: ifsc.banksByCode.get('SBIN')!.branchCount,
      url: 'https://example.org/ifsc/bank/state-bank-of-india/',
    });
  });

  it('walks every bank’s states, districts and branches to exactly its placed branches, counting the unplaced', () => {
    let placed = 0;
    for (const bank of ifsc.banks) {
      const reached: string[] = [];
      const states = statesResponse(ifsc, bank.slug, urls);
      expect(states.status).toBe(200);
      if (!('states' in states.body)) throw new Error('states listing expected');
      for (const state of states.body.states) {
        const districts = districtsResponse(ifsc, bank.slug, state.slug, urls);
        if (!('districts' in districts.body)) throw new Error(`districts of ${bank.code} in ${state.slug}`);
        expect(districts.body.districts.reduce((sum, d) => sum + d.branches, districts.body.unplaced)).toBe(state.branches);
        for (const district of districts.body.districts) {
          const branches = branchesResponse(ifsc, bank.slug, state.slug, district.slug, urls);
          if (!('branches' in branches.body)) throw new Error(`branches of ${bank.code} in ${state.slug}/${district.slug}`);
          expect(branches.body.count).toBe(district.branches);
          for (const item of branches.body.branches) {
            expect(item.BANKCODE).toBe(bank.code);
            expect(item.STATE).toBe(state.name);
            expect(item.DISTRICT).toBe(district.name);
            reached.push(item.IFSC);
          }
        }
      }
      placed += reached.length;
      const own = [...ifsc.branches.values()].filter((b) => b.bankCode === bank.code && b.placedBy !== 'unplaced').map((b) => b.ifsc);
      expect(reached.sort()).toEqual(own);
    }
    expect(placed + report.count(IFSC_REPORT, 'district-unplaced')).toBe(ifsc.branches.size);
  });

  it('lists branches without success, sorted by branch name', () => {
    const body = branchesResponse(ifsc, 'SBIN', 'WEST BENGAL', 'kolkata', urls).body;
    if (!('branches' in body)) throw new Error('branches expected');
    expect(body.count).toBeGreaterThan(10);
    expect(Object.keys(body.branches[0]!)).toEqual(keysOf('PUBLISHED_STATE' in body.branches[0]!).slice(1));
    const item = body.branches.find((b) => b.IFSC === 'SBIN0000001')!;
    const { success, ...withoutSuccess } = record('SBIN0000001').body as IfscRecord;
    expect(success).toBe(true);
    expect(item).toEqual(withoutSuccess);
    const names = body.branches.map((b: IfscBranchItem) => b.BRANCH.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('lists states and districts of all banks with site-wide slugs and urls', () => {
    const states = statesResponse(ifsc, null, urls).body;
    if (!('states' in states)) throw new Error('states expected');
    const slugs = new Set(pincodes.states.map((s) => s.slug));
    for (const state of states.states) {
      expect(slugs.has(state.slug)).toBe(true);
      expect(state.url).toBe(urls.state(state.slug));
    }
    // Branches without any state (no STATE, ISO code, PIN code or vote gives one) are in no state's count.
    const stateless = [...ifsc.branches.values()].filter((b) => b.state === '').length;
    expect(states.states.reduce((sum, s) => sum + s.branches, 0) + stateless).toBe(ifsc.branches.size);
    const districts = districtsResponse(ifsc, null, 'west-bengal', urls).body;
    if (!('districts' in districts)) throw new Error('districts expected');
    const kolkata = districts.districts.find((d) => d.name === 'Kolkata')!;
    expect(kolkata.url).toBe(urls.district('west-bengal', kolkata.slug));
    const sbiStates = statesResponse(ifsc, 'State Bank of India', urls).body;
    if (!('states' in sbiStates)) throw new Error('states expected');
    expect(sbiStates.states.find((s) => s.slug === 'west-bengal')!.url).toBe(urls.bankState('state-bank-of-india', 'west-bengal'));
  });

  it('finds banks, states and districts by slug, code or name in any case', () => {
    const sbi = ifsc.banksByCode.get('SBIN')!;
    for (const key of ['state-bank-of-india', 'SBIN', 'sbin', 'State Bank of India', 'STATE BANK OF INDIA']) expect(findBank(ifsc, key)).toBe(sbi);
    expect(findBank(ifsc, 'no-such-bank')).toBeUndefined();
    const state = findIfscState(ifsc.states, 'West Bengal')!;
    expect(state.slug).toBe('west-bengal');
    expect(findIfscState(sbi.states, 'WEST-BENGAL')).toBe(sbi.statesBySlug.get('west-bengal'));
    expect(findIfscDistrict(state, 'KOLKATA')?.name).toBe('Kolkata');
  });

  it('answers missing parameters with 400 and unknown items with 404', () => {
    expect(districtsResponse(ifsc, null, '', urls)).toMatchObject({ status: 400, body: { success: false } });
    expect(branchesResponse(ifsc, 'sbin', '', '', urls)).toEqual({ status: 400, body: { success: false, error: 'Missing parameters: state, district' } });
    expect(statesResponse(ifsc, 'no-such-bank', urls)).toMatchObject({ status: 404, body: { success: false } });
    expect(districtsResponse(ifsc, null, 'atlantis', urls)).toMatchObject({ status: 404, body: { success: false } });
    expect(branchesResponse(ifsc, 'sbin', 'west-bengal', 'atlantis', urls)).toMatchObject({ status: 404, body: { success: false } });
  });
});

describe('IFSC search on the full data', () => {
  const search = (q: string | null) => ifscSearchResponse(ifsc, q, urls);
  const hits = (q: string) => {
    const { status, body } = search(q);
    expect(status).toBe(200);
    return body as IfscSearch;
  };

  it('finds banks, states, districts and branches by keyword within the caps', () => {
    const hdfc = hits('hdfc');
    expect(hdfc.query).toBe('hdfc');
    expect(hdfc.banks[0]!.code).toBe('HDFC');
    // Names that start with the query come first: without that, ten "… State Co-operative Bank" names would hide it.
    expect(hits('state bank').banks[0]!.code).toBe('SBIN');
    expect(hits('bengal').states.map((s) => s.name)).toEqual(['West Bengal']);
    expect(hits('kolkata main').branches.map((b) => b.IFSC)).toContain('SBIN0000001');
    const broad = hits('ba');
    expect(broad.banks).toHaveLength(IFSC_SEARCH_LIMITS.banks);
    expect(broad.districts).toHaveLength(IFSC_SEARCH_LIMITS.districts);
    expect(broad.branches).toHaveLength(IFSC_SEARCH_LIMITS.branches);
    for (const bank of broad.banks) expect(bank.name.toLowerCase()).toMatch(/(^|[^a-z0-9])ba/);
    for (const branch of broad.branches) expect(branch.BRANCH.toLowerCase()).toMatch(/(^|[^\p{L}\p{N}])ba/u);
  });

  it('counts every match of each capped list in total, checked against a scan of all names', () => {
    // A name's words as the search takes them: a run of single letters is one word (`M.G. Road`: `mg`, `road`).
    const startsAWord = (name: string, words: string[]) => {
      const own = searchWords(name);
      return words.every((w) => own.some((n) => n.startsWith(w)));
    };
    for (const q of ['ba', 'kolkata main', 'state bank', 'nagar']) {
      const words = q.split(' ');
      const found = hits(q);
      expect(found.total).toEqual({
        banks: ifsc.banks.filter((b) => startsAWord(b.name, words)).length,
        states: ifsc.states.filter((st) => startsAWord(st.name, words)).length,
        // A district is also found by its old names (`ba`: Bangalore, Baroda, Bellary…).
        districts: ifsc.search.districtList.filter(({ district }) => startsAWord([district.name, ...aliasWords(searchWords(district.name))].join(' '), words))
          .length,
        branches: [...ifsc.branches.values()].filter((b) => startsAWord(b.name, words)).length,
      });
      expect(found.branches.length).toBe(Math.min(found.total.branches, IFSC_SEARCH_LIMITS.branches));
    }
    expect(hits('ba').total.branches).toBeGreaterThan(IFSC_SEARCH_LIMITS.branches);
    expect(hits('700001').total.branches).toBe([...ifsc.branches.values()].filter((b) => b.pincode === '700001').length);
    expect(hits('hdfc0000001').total).toEqual({ banks: 0, states: 0, districts: 0, branches: 1 });
  });

  it('finds the branches of a PIN code and the branch of an IFSC', () => {
    const withPin = (pin: string) => [...ifsc.branches.values()].filter((b) => b.pincode === pin).map((b) => b.ifsc);
    // 700001 (Kolkata's business district) has more branches than the cap: the first ones by IFSC are listed.
    const kolkata = withPin('700001');
    expect(kolkata.length).toBeGreaterThan(IFSC_SEARCH_LIMITS.branches);
    expect(hits('700001').branches.map((b) => b.IFSC)).toEqual(kolkata.slice(0, IFSC_SEARCH_LIMITS.branches));
    const mumbai = hits('400021').branches;
    expect(mumbai.map((b) => b.IFSC)).toEqual(withPin('400021').slice(0, IFSC_SEARCH_LIMITS.branches));
    expect(mumbai.map((b) => b.IFSC)).toContain('HDFC0000001');
    const unused = ['100000', '100001', '100002'].find((pin) => withPin(pin).length === 0)!;
    expect(hits(unused).branches).toEqual([]);
    const byCode = hits('hdfc0000001');
    expect(byCode.branches.map((b) => b.IFSC)).toEqual(['HDFC0000001']);
    expect(hits('ZZZZ0999999').branches).toEqual([]);
  });

  it('needs at least two characters', () => {
    expect(search('a')).toEqual({ status: 400, body: { success: false, error: 'q must have at least 2 characters' } });
    expect(search(null).status).toBe(400);
    expect(search('  ').status).toBe(400);
  });
});
