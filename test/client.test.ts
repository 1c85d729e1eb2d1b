/**
 * The HTTP client (`india-pincode-ifsc/client`) against `npm start` on the real data:
 * for a seeded sample of PIN codes and IFSCs (hits, misses, malformed), and names,
 * prefixes, states, districts, banks, branches and searches, every function answers
 * exactly what the offline entry's function of the same name returns.
 */
import * as offlineIfsc from 'india-pincode-ifsc/ifsc';
import * as offlinePincode from 'india-pincode-ifsc/pincode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, createClient } from '../packages/core/src/client/index.js';
import { seededRandom } from './seeded-random.js';
import { type RunningServer, startRenderedServer } from './servers.js';

const baseUrl = inject('baseUrl');
const random = seededRandom(20261123);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const sample = <T>(list: readonly T[], count: number) => Array.from({ length: count }, () => pick(list));

let server: RunningServer;
let client: Client;

beforeAll(async () => {
  offlinePincode.setBaseUrl(baseUrl);
  offlineIfsc.setBaseUrl(baseUrl);
  server = await startRenderedServer(baseUrl);
  // The first "bank + place" search makes npm start build the branch term shards (about 5 s on a
  // quiet machine, twice that beside other test files): longer than the client's default 10 s wait.
  client = createClient({ baseUrl: server.origin, timeoutMs: 60_000 });
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

/** Runs `check` over the cases, 8 at a time, and lists the cases whose answers differ. */
async function differences<T>(cases: readonly T[], check: (item: T) => Promise<[unknown, unknown]>): Promise<string[]> {
  const found: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]!;
      const [got, expected] = await check(item);
      try {
        expect(got).toEqual(expected);
      } catch {
        found.push(JSON.stringify(item));
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return found;
}

describe('the client against npm start answers as the offline entries', () => {
  it('pincode() for 500 PIN codes and 100 misses', async () => {
    const pins = [...offlinePincode.pincodeDataset.areas.keys()];
    const misses = [...Array.from({ length: 80 }, () => String(100000 + Math.floor(random() * 900000))), '012345', '12', ' 110001 ', 'abcdef', '', '1100011'];
    const cases = [...sample(pins, 500), ...misses];
    expect(cases.filter((pin) => offlinePincode.pincode(pin) === null).length).toBeGreaterThan(20);
    expect(await differences(cases, async (pin) => [await client.pincode(pin), offlinePincode.pincode(pin)])).toEqual([]);
  }, 300_000);

  it('ifsc() and isValidIfsc() for 500 IFSCs and 100 misses (unknown, details not available, malformed)', async () => {
    const all = await offlineIfsc.ifscDataset();
    const codes = [...all.branches.keys()];
    const unlisted = [...all.validCodes].filter((code) => !all.branches.has(code));
    const withdrawn = codes.filter((code) => !all.validCodes.has(code));
    expect(withdrawn.length).toBeGreaterThan(0);
    const misses = [
      ...sample(withdrawn, 20),
      ...sample(unlisted, 40),
      ...sample(codes, 40).map((code) => `${code.slice(0, 5)}ZZZZZ9`),
      ...sample(codes, 10).map((code) => code.toLowerCase()),
      'SBIN1000001',
      '12',
      '',
      ' sbin0000001 ',
    ];
    const cases = [...sample(codes, 500), ...misses];
    expect(cases.filter((code) => withdrawn.includes(code)).length).toBeGreaterThanOrEqual(20);
    expect(await differences(cases, async (code) => [await client.ifsc(code), await offlineIfsc.ifsc(code)])).toEqual([]);
    const valid = await differences(cases, async (code) => [await client.isValidIfsc(code), await offlineIfsc.isValidIfsc(code)]);
    expect(valid).toEqual([]);
  }, 300_000);

  it('postOffices() and searchPostOffices() for names of sampled PIN codes', async () => {
    const pins = sample([...offlinePincode.pincodeDataset.areas.keys()], 40);
    const names = pins.map((pin) => pick(offlinePincode.pincode(pin)!.post_offices).name);
    const words = names.map((name) => name.split(' ')[0]!);
    expect(
      await differences([...names, ...words.slice(0, 10), 'xyzzy qwerty', '  '], async (name) => [
        await client.postOffices(name),
        offlinePincode.postOffices(name),
      ]),
    ).toEqual([]);
    const prefixes = names.map((name, i) => [name.slice(0, 2 + (i % 6)), [undefined, 1, 5, 100, 250][i % 5]] as const);
    expect(
      await differences([...prefixes, ['a', 5] as const], async ([prefix, limit]) => [
        await client.searchPostOffices(prefix, { limit }),
        offlinePincode.searchPostOffices(prefix, { limit }),
      ]),
    ).toEqual([]);
  }, 300_000);

  it('states(), state() and district() for every state and sampled districts', async () => {
    expect(await client.states()).toEqual(offlinePincode.states());
    const states = offlinePincode.states();
    const stateKeys = [...states.map((s) => s.slug), ...states.slice(0, 5).map((s) => s.name.toUpperCase()), 'atlantis'];
    expect(await differences(stateKeys, async (key) => [await client.state(key), offlinePincode.state(key)])).toEqual([]);
    const districts = states.flatMap((s) => offlinePincode.state(s.slug)!.districts.map((d) => [s.slug, d.slug] as const));
    const cases = [...sample(districts, 50), ['delhi', 'nowhere'] as const, ['atlantis', 'nowhere'] as const];
    expect(await differences(cases, async ([s, d]) => [await client.district(s, d), offlinePincode.district(s, d)])).toEqual([]);
  }, 300_000);

  it('banks(), branches() and searchBranches()', async () => {
    expect(await client.banks()).toEqual(await offlineIfsc.banks());
    const all = await offlineIfsc.ifscDataset();
    const triples = all.banks.flatMap((bank) =>
      bank.states.flatMap((state) => state.districts.map((district) => [bank.code, state.slug, district.slug] as const)),
    );
    const cases = [...sample(triples, 40), ['SBIN', 'delhi', 'nowhere'] as const, ['nope', 'delhi', 'new-delhi'] as const];
    expect(await differences(cases, async ([b, s, d]) => [await client.branches(b, s, d), await offlineIfsc.branches(b, s, d)])).toEqual([]);
    const queries = ['kolkata main', 'hdfc', 'state bank connaught', '700001', 'SBIN0000001', 'x', 'zzqqxx'];
    expect(await differences(queries, async (q) => [await client.searchBranches(q), await offlineIfsc.searchBranches(q)])).toEqual([]);
  }, 300_000);

  it('nearestPostOffices() for points near sampled offices, across India and outside it', async () => {
    const located = [...offlinePincode.pincodeDataset.areas.keys()].flatMap((pin) =>
      offlinePincode.pincode(pin)!.post_offices.filter((office) => office.latitude !== null),
    );
    const near = sample(located, 60).map((office) => [office.latitude! + (random() - 0.5) / 10, office.longitude! + (random() - 0.5) / 10] as const);
    const across = Array.from({ length: 30 }, () => [8 + random() * 29, 68 + random() * 29] as const);
    const points = [...near, ...across, [51.5, -0.12] as const, [-33.9, 151.2] as const, [0, 0] as const];
    const cases = points.map(([lat, lon], i) => [lat, lon, [undefined, 1, 5, 100][i % 4]] as const);
    expect(
      await differences(cases, async ([lat, lon, limit]) => [
        await client.nearestPostOffices(lat, lon, { limit }),
        offlinePincode.nearestPostOffices(lat, lon, { limit }),
      ]),
    ).toEqual([]);
  }, 300_000);

  it('distance() for 200 pairs of PIN codes and misses', async () => {
    const pins = [...offlinePincode.pincodeDataset.areas.keys()];
    const pairs = Array.from({ length: 200 }, () => [pick(pins), pick(pins)] as const);
    const misses = [
      ['110001', '999999'],
      ['12', '110001'],
      [' 110001 ', '400001'],
      ['110001', '012345'],
    ] as const;
    const cases = [...pairs, ...misses];
    expect(cases.filter(([a, b]) => offlinePincode.distance(a, b) !== null).length).toBeGreaterThan(150);
    expect(await differences(cases, async ([a, b]) => [await client.distance(a, b), offlinePincode.distance(a, b)])).toEqual([]);
  }, 300_000);

  it('micr() for 200 MICR codes and misses', async () => {
    const all = await offlineIfsc.ifscDataset();
    const codes = [...new Set([...all.branches.values()].map((branch) => branch.micr).filter((micr) => /^\d{9}$/.test(micr)))];
    const cases = [...sample(codes, 200), '000000000', '12345678', ` ${codes[0]} `, 'abcdefghi', ''];
    expect(await differences(cases, async (code) => [await client.micr(code), await offlineIfsc.micr(code)])).toEqual([]);
  }, 300_000);
});
