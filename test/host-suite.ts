/**
 * The one suite every host that runs here answers, started as a user starts it over the
 * same build of the real site: the static servers (`serve`, nginx) in
 * static-servers.test.ts, and `npm start`, the Cloudflare Worker in `wrangler dev` and
 * the Vercel function in edge.test.ts. Every answer is compared byte for byte with the
 * site's file; what a host cannot do (a static server cannot read a query string) is
 * said by its capabilities, and the cases for it are not defined for it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compatPostOfficeResponse,
  createSiteUrls,
  type IfscSearch,
  ifscSearchResponse,
  PAGE_PATHS,
  type V1Search,
  v1SearchResponse,
} from 'india-pincode-ifsc/internal';
import { FILES, fillPattern, ROUTES, type Params } from '@india-pincode-ifsc/site-runtime/routes';
import { API_KINDS } from '@india-pincode-ifsc/site-runtime/render/api-kinds';
import { notFoundRules, staticRewrites } from '../packages/site/src/hosts/static-rules.js';
import { fetchOnFreshSocket, type RunningServer } from './servers.js';
import { builtDataset, builtPincodes } from './load-once.js';
import { BANK_CITIES, BRANCH_CASES, BRANCH_FLOOR, NOTHING_CASES, OFFICE_CASES, OFFICE_FLOOR, scoreBranches, scoreOffices } from './search-relevance.js';

/** A file of the built site, as text. */
export const siteFile = (siteDir: string, path: string) => readFile(join(siteDir, decodeURIComponent(path)), 'utf8');

export const HTML = 'text/html; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';

type PagePaths = typeof PAGE_PATHS;
/** A real page of every type (a type without an example fails the type check). */
const PAGE_EXAMPLES: { [K in keyof PagePaths]: Parameters<PagePaths[K]> } = {
  home: [],
  about: [],
  pincode: ['110001'],
  postOffice: ['110001', 'baroda-house'],
  state: ['delhi'],
  district: ['delhi', 'new-delhi'],
  ifscHome: [],
  branch: ['SBIN0000001'],
  bank: ['state-bank-of-india'],
  bankState: ['state-bank-of-india', 'delhi'],
  bankDistrict: ['state-bank-of-india', 'delhi', 'new-delhi'],
};

const BANK = { bank: 'state-bank-of-india', state: 'delhi', district: 'new-delhi' };
/** A path of State Bank's browse before its branches were placed: Karnataka's "Gulberga", now Kalaburagi. */
const OLD_PATH = { bank: 'state-bank-of-india', state: 'karnataka', district: 'gulberga' };
/** A real file of every API file pattern. */
const FILE_EXAMPLES: Record<keyof typeof FILES, Params> = {
  compatPincode: { pin: '110001' },
  compatPostOffice: { name: 'kolkata' },
  v1Pincode: { pin: '110001' },
  v1PincodeBranches: { pin: '110001' },
  nearbyIndex: {},
  nearbyCell: { cell: '285_770' },
  nearbyGrid: {},
  nearbyTree: {},
  nearbyLeaf: { leaf: '0' },
  v1Search: { q: 'ba' },
  v1SearchTerms: { key: 'co' },
  v1SearchTermKeys: {},
  v1SearchTypos: { key: 'ka' },
  v1SearchAnswers: { key: 'ba' },
  v1States: {},
  v1State: { state: 'delhi' },
  v1District: { state: 'delhi', district: 'new-delhi' },
  meta: {},
  ifsc: { ifsc: 'SBIN0000001' },
  micr: { micr: '700002021' },
  banks: {},
  states: {},
  bankStates: BANK,
  stateDistricts: BANK,
  bankDistricts: BANK,
  branches: BANK,
  ifscSearchLists: {},
  ifscSearchWords: { key: 'ko' },
  ifscSearchDistricts: { chunk: '0' },
  ifscSearchBranches: { chunk: '0' },
  ifscSearchRanked: { chunk: '0' },
  ifscSearchPincodes: { prefix: '110' },
  ifscSearchStarts: { key: 'h' },
  ifscSearchTypoWords: { key: 'ka' },
  ifscSearchPrefixes: { key: 'ko' },
  ifscSearchAnswers: { prefix: 'kolkata' },
  ifscSearchTerms: { key: 'SBIN-an' },
  ifscSearchTermKeys: { bank: 'SBIN' },
  ifscSearchTypos: { key: 'SBIN-ba' },
};

const pagePaths = Object.entries(PAGE_EXAMPLES).map(([name, args]) => (PAGE_PATHS[name as keyof PagePaths] as (...a: string[]) => string)(...args));
/** Patterns only the edge build ships: no static host has their files. */
const edgeOnly = new Set(API_KINDS.filter((kind) => kind.section === 'edge').map((kind) => kind.pattern));
const apiPaths = Object.entries(FILE_EXAMPLES)
  .filter(([name]) => !edgeOnly.has(FILES[name as keyof typeof FILES]))
  .map(([name, params]) => {
    const path = fillPattern(FILES[name as keyof typeof FILES], params);
    return { url: path, file: path };
  });
/** Route paths without parameters that serve a file written under another path (`/ifsc/api/banks.php`). */
const sharedPaths = ROUTES.flatMap((route) =>
  route.variants
    .filter((variant) => variant.query.length === 0 && !variant.file.includes(':'))
    .flatMap((variant) => route.paths.filter((path) => path !== variant.file).map((path) => ({ url: path, file: variant.file }))),
);
/** Route paths with parameters whose file lives under another path (`/api/v1/pincode/{PIN}/branches`). */
const pathForms = staticRewrites()
  .filter((rule) => rule.query.length === 0 && rule.from.includes(':'))
  .map((rule) => {
    const name = Object.entries(FILES).find(([, pattern]) => pattern === rule.to)![0] as keyof typeof FILES;
    return { url: fillPattern(rule.from, FILE_EXAMPLES[name]), file: fillPattern(rule.to, FILE_EXAMPLES[name]) };
  });
/** Every query form, with real values, and the file it stands for. */
export const queryForms = staticRewrites()
  .filter((rule) => rule.query.length > 0)
  .map((rule) => {
    const name = Object.entries(FILES).find(([, pattern]) => pattern === rule.to)![0] as keyof typeof FILES;
    const params = FILE_EXAMPLES[name];
    // A search's file is what a static host can give; a host with code computes the answer (with its limit).
    const searched = ROUTES.some((route) => route.search !== undefined && route.paths.includes(rule.from));
    return { url: `${rule.from}?${new URLSearchParams(rule.query.map((key) => [key, params[key]!]))}`, file: fillPattern(rule.to, params), searched };
  });

/** Asks a server for a path; the answer with its body as text. */
export async function get(server: RunningServer, path: string, init?: RequestInit) {
  const response = await fetchOnFreshSocket(server.origin + path, { redirect: 'manual', ...init });
  return {
    path,
    status: response.status,
    type: response.headers.get('content-type'),
    cors: response.headers.get('access-control-allow-origin'),
    body: await response.text(),
  };
}

/** Checks that `path` answers the site's `file` with status 200, its content type and CORS. */
async function expectFile(server: RunningServer, siteDir: string, path: string, file: string, type: string) {
  const answer = await get(server, path);
  expect({ ...answer, body: answer.body === (await siteFile(siteDir, file)) }).toEqual({ path, status: 200, type, cors: '*', body: true });
}

/** Names `/api/postoffice/{NAME}` finds only through its fallback (words in another order, old names, abbreviations, typos), and misses. */
const NAME_FALLBACKS = [
  'place connaught',
  'conaught place',
  'calcutta gpo',
  'bangalore gpo',
  'mg road',
  'koramangla',
  'trivandrum',
  'zzyzxquux',
  'new delhi bengaluru',
];

/** What a host does beyond serving files at their paths, the 404 page and the pages' URLs. */
export interface HostCan {
  /** Query forms with canonical values (`/api/states.php?bank=state-bank-of-india`) answer their files. */
  readonly queryForms: boolean;
  /** The host runs the handler: a search's query form is computed (`/api/v1/search?q=` with its limit), not its file. */
  readonly computesSearches: boolean;
  /** A miss under a family's folder gets the family's 404 body (`/_errors/v1.json`), as host rules give it; code answers a malformed value with 400 instead. */
  readonly familyMisses: boolean;
  /** `OPTIONS` answers 204 with CORS. */
  readonly preflight: boolean;
}

/**
 * The shared host suite, as one `describe` of its own: `server` is read when the cases
 * run, after the test file's `beforeAll` started it.
 *
 * @example
 * hostSuite('nginx', () => servers.nginx!, siteDir, { queryForms: true, computesSearches: false, familyMisses: true, preflight: true });
 */
export function hostSuite(name: string, server: () => RunningServer, siteDir: string, can: HostCan): void {
  describe(`${name}: the shared host suite`, () => {
    it('serves the home page and a page of every type at its trailing-slash URL', async () => {
      expect(pagePaths).toHaveLength(11);
      for (const path of pagePaths) await expectFile(server(), siteDir, path, `${path}index.html`, HTML);
    });

    it('serves a file of every API file pattern, and the route paths that share a file, as JSON with CORS', async () => {
      for (const { url, file } of [...apiPaths, ...sharedPaths, ...pathForms]) await expectFile(server(), siteDir, url, file, JSON_TYPE);
      expect(sharedPaths.map((p) => p.url)).toContain('/ifsc/api/banks.php');
      expect(pathForms.map((p) => p.url)).toContain('/api/v1/pincode/110001/branches');
    });

    it('answers an unknown path with the 404 page and status 404', async () => {
      const answer = await get(server(), '/no-such-page/');
      expect({ ...answer, body: answer.body === (await siteFile(siteDir, '/404.html')) }).toEqual({
        path: '/no-such-page/',
        status: 404,
        type: HTML,
        cors: '*',
        body: true,
      });
    });

    it('answers an old path of the bank browse with the branches it listed, each with where it is now', async () => {
      // Gulberga: one of the spellings State Bank published for Kalaburagi, a path of the browse before placement.
      const oldPage = PAGE_PATHS.bankDistrict(OLD_PATH.bank, OLD_PATH.state, OLD_PATH.district);
      await expectFile(server(), siteDir, oldPage, `${oldPage}index.html`, HTML);
      const oldFile = fillPattern(FILES.branches, OLD_PATH);
      await expectFile(server(), siteDir, oldFile, oldFile, JSON_TYPE);
      const listed = JSON.parse(await siteFile(siteDir, oldFile)) as { count: number; branches: { DISTRICT: string; PUBLISHED_DISTRICT?: string }[] };
      // Each branch the path listed, under its published name; those placed carry where they are now (Kalaburagi, or Yadgir, split from it in 2009).
      expect(new Set(listed.branches.map((b) => (b.PUBLISHED_DISTRICT ?? b.DISTRICT).toUpperCase()))).toEqual(new Set(['GULBERGA']));
      expect(listed.branches.some((b) => b.DISTRICT === 'Kalaburagi')).toBe(true);
      if (can.queryForms) await expectFile(server(), siteDir, `/api/branches.php?${new URLSearchParams(OLD_PATH)}`, oldFile, JSON_TYPE);
    });

    if (can.queryForms)
      it('answers each query form with canonical values with its file', async () => {
        expect(queryForms.length).toBeGreaterThanOrEqual(10);
        for (const { url, file, searched } of queryForms) if (!(searched && can.computesSearches)) await expectFile(server(), siteDir, url, file, JSON_TYPE);
      });

    if (can.computesSearches)
      it('answers the search relevance set as the core does over the whole dataset, and scores the same', async () => {
        const pincodes = builtPincodes();
        const urls = createSiteUrls('https://pin.example.test');
        const seen = (body: V1Search) => ({ total: body.total, offices: body.post_offices.map((o) => `${o.name} ${o.pincode} ${o.match}`) });
        const answers = new Map<string, V1Search>();
        for (const q of [...OFFICE_CASES.map((c) => c.query), ...NOTHING_CASES]) {
          const answer = await get(server(), `/api/v1/search?${new URLSearchParams({ q, limit: '10' })}`);
          expect(answer.status, q).toBe(200);
          const body = JSON.parse(answer.body) as V1Search;
          expect(seen(body), q).toEqual(seen(v1SearchResponse(pincodes, q, '10', urls).body as V1Search));
          answers.set(q, body);
        }
        const { score } = await scoreOffices((q) => answers.get(q) ?? null);
        console.log(`search relevance (${name}): ${(score * 100).toFixed(1)} % of ${OFFICE_CASES.length} post office queries`);
        expect(score).toBeGreaterThanOrEqual(OFFICE_FLOOR);
      });

    if (can.computesSearches)
      it('answers a word that starts the words of many term shards (`ba`, `Cha`), or an alias word (`bangalore`), as the core does, at each limit', async () => {
        const pincodes = builtPincodes();
        const urls = createSiteUrls('https://pin.example.test');
        const seen = (body: V1Search) => ({
          query: body.query,
          total: body.total,
          count: body.count,
          offices: body.post_offices.map((o) => `${o.name} ${o.pincode} ${o.match}`),
        });
        for (const q of ['ba', 'Cha', 'kan', 'ka ', 'bangalore', ' Bombay', 'mg']) {
          for (const limit of [null, '1', '7', '100']) {
            const params = new URLSearchParams({ q, ...(limit === null ? {} : { limit }) });
            const answer = await get(server(), `/api/v1/search?${params}`);
            expect(answer.status, `${params}`).toBe(200);
            expect(seen(JSON.parse(answer.body) as V1Search), `${params}`).toEqual(seen(v1SearchResponse(pincodes, q, limit, urls).body as V1Search));
          }
        }
      });

    it('answers an old place name given to /api/postoffice/{NAME} with the offices of its new name, from its file', async () => {
      // Bangalore: no office is named so; the lookup falls back on the alias, and the file holds that answer for hosts without code.
      const answer = await get(server(), '/api/postoffice/bangalore');
      expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual(compatPostOfficeResponse(builtPincodes(), 'bangalore'));
      expect(answer.body).toBe(await siteFile(siteDir, fillPattern(FILES.compatPostOffice, { name: 'bangalore' })));
      expect(JSON.parse(answer.body)[0].PostOffice.map((o: { Name: string }) => o.Name)).toContain('Bengaluru G.P.O.');
    });

    if (can.computesSearches)
      it('answers post office names no office holds as a run through the fallback, as the core does', async () => {
        for (const officeName of NAME_FALLBACKS) {
          const answer = await get(server(), `/api/postoffice/${encodeURIComponent(officeName)}`);
          expect({ status: answer.status, body: JSON.parse(answer.body) }, officeName).toEqual(compatPostOfficeResponse(builtPincodes(), officeName));
        }
      });

    if (can.computesSearches)
      it('answers the branch relevance set ("bank + place"), big banks in big cities and banks named alone as the core does, and scores the same', async () => {
        const { ifsc } = builtDataset();
        const urls = createSiteUrls('https://pin.example.test');
        const seen = (body: IfscSearch) => ({
          total: body.total,
          banks: body.banks.map((b) => b.code),
          states: body.states.map((s) => s.name),
          districts: body.districts.map((d) => d.name),
          branches: body.branches.map((b) => b.IFSC),
        });
        const answers = new Map<string, IfscSearch>();
        // The edge build stores the answers of a bank named by an alias with a place word, or two words side by side, many of its branches hold.
        for (const query of [...BRANCH_CASES.map((c) => c.query), ...BANK_CITIES, 'sbi', 'pnb', 'bob', 'sbi salt lake', 'icici anna nagar', 'SBI M.G. Road']) {
          const answer = await get(server(), `/api/search.php?${new URLSearchParams({ q: query })}`);
          expect(answer.status, query).toBe(200);
          const body = JSON.parse(answer.body) as IfscSearch;
          expect(seen(body), query).toEqual(seen(ifscSearchResponse(ifsc, query, urls).body as IfscSearch));
          answers.set(query, body);
        }
        const { score } = await scoreBranches((q) => answers.get(q) ?? null);
        console.log(`search relevance (${name}): ${(score * 100).toFixed(1)} % of ${BRANCH_CASES.length} branch queries`);
        expect(score).toBeGreaterThanOrEqual(BRANCH_FLOOR);
      });

    if (can.familyMisses)
      it("gives each family's misses the family's 404 body", async () => {
        const prefixes = notFoundRules().filter((rule) => rule.glob.endsWith('/*'));
        expect(new Set(prefixes.map((rule) => rule.family))).toEqual(new Set(['compat', 'v1', 'ifsc']));
        for (const rule of prefixes) {
          const path = `${rule.glob.slice(0, -1)}NO-SUCH-THING`;
          const answer = await get(server(), path);
          expect({ ...answer, body: answer.body === (await siteFile(siteDir, rule.file)) }).toEqual({
            path,
            status: 404,
            type: JSON_TYPE,
            cors: '*',
            body: true,
          });
        }
      });

    if (can.preflight)
      it('answers preflight requests with 204 and CORS', async () => {
        expect(await get(server(), '/api/pincode/110001', { method: 'OPTIONS' })).toMatchObject({ status: 204, cors: '*' });
      });
  });
}
