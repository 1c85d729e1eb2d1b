/**
 * A seeded sample of requests over every URL family of the site, drawn from a built
 * site's manifest: API path and query forms, searches, any letter case, misses,
 * malformed input, pages with and without their slash, assets, OPTIONS and HEAD.
 * Used to prove that servers which render on request answer as the static files do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getOrCreate } from 'india-pincode-ifsc/internal';
import { generatedKinds } from '../packages/site/src/generate/generate-site.js';
import { pagePath } from '@india-pincode-ifsc/site-runtime/pages/page-path';
import { kindMatcher } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { ERRORS_FOLDER, FILES, UNLISTED_IFSC_FILE } from '@india-pincode-ifsc/site-runtime/routes';
import { seededRandom } from './seeded-random.js';

export interface SampleRequest {
  readonly method: 'GET' | 'HEAD' | 'OPTIONS';
  /** Path and query. */
  readonly url: string;
  /** The family it stands for, for the per-family count. */
  readonly family: string;
}

/**
 * The files of a site's manifest by kind (the generator's file pattern). Host files,
 * the bundled worker and the static hosts' 404 bodies have none: they are deployment
 * files, not URLs of the site.
 */
function manifestFamilies(siteDir: string): Map<string, string[]> {
  const match = kindMatcher(generatedKinds().filter((kind) => !kind.pattern.startsWith(ERRORS_FOLDER)));
  const families = new Map<string, string[]>();
  for (const line of readFileSync(join(siteDir, 'manifest.txt'), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const path = line.slice(line.indexOf(' ') + 1);
    const family = match(path)?.kind.pattern;
    if (family) getOrCreate(families, family, () => [] as string[]).push(path);
  }
  return families;
}

/** A page file as its URL, or an API file as its path URL. */
const urlOf = (path: string) => (path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path);

/** The valid codes without a branch record, from the site's shards of them. */
export function unlistedCodes(siteDir: string): string[] {
  const folder = join(siteDir, dirname(UNLISTED_IFSC_FILE));
  return readdirSync(folder)
    .flatMap((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as string[])
    .sort();
}

/**
 * `count` requests (at least one per file family, plus HEAD and OPTIONS) in a fixed
 * order for a seed.
 *
 * @example
 * sampleRequests('test-output/site', 1, 10_000).length // 10000
 */
export function sampleRequests(siteDir: string, seed: number, count: number): SampleRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const byKind = manifestFamilies(siteDir);
  const families = [...byKind];
  const files = (pattern: string) => byKind.get(pattern) ?? [];
  const ifscCodes = files(FILES.ifsc).map((path) => path.split('/')[4]!);
  const micrCodes = files(FILES.micr).map((path) => path.split('/')[4]!);
  const pins = files(FILES.compatPincode).map((path) => path.split('/')[3]!);
  const bankDistricts = files(FILES.branches).map((path) => path.split('/').slice(4));
  const searchKeys = files(FILES.v1Search).map((path) => decodeURIComponent(path.split('/')[4]!));
  const unlisted = unlistedCodes(siteDir);
  const bankCodes = JSON.parse(readFileSync(join(siteDir, 'api/ifsc/bank-codes.json'), 'utf8')) as Record<string, string>;
  const codeOf = new Map(Object.entries(bankCodes).map(([code, slug]) => [slug, code]));
  const flipCase = (text: string) => [...text].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
  const q = encodeURIComponent;
  const makers: [string, () => string][] = [
    ['ifsc query form', () => `/ifsc/api/ifsc.php?ifsc=${pick(ifscCodes)}`],
    ['ifsc any case', () => `/ifsc/api/ifsc/${flipCase(pick(ifscCodes))}`],
    ['ifsc unlisted (valid)', () => `/ifsc/api/ifsc/${pick(unlisted)}`],
    ['ifsc unknown', () => `/ifsc/api/ifsc/${pick(ifscCodes).slice(0, 5)}ZZZZZ9`],
    [
      'micr unknown or malformed',
      () => `/ifsc/api/micr/${q(pick(['999999999', `${pick(micrCodes).slice(0, 8)}`, `${pick(micrCodes)}0`, `${pick(micrCodes).slice(0, 8)}x`, ' ']))}`,
    ],
    ['ifsc malformed', () => `/ifsc/api/ifsc/${q(pick(['12', 'SBIN', 'SBIN1000001', 'ΣBIN0000001', '%%']))}`],
    ['pincode any form', () => `/api/${pick(['pincode', 'v1/pincode'])}/${pick(['999999', '12ab56', '0', ` ${pick(pins)}`, pick(pins)])}`],
    ['postoffice names', () => `/api/postoffice/${q(flipCase(pick(searchKeys)))}`],
    ['v1 search', () => `/api/v1/search?q=${q(flipCase(pick(searchKeys)))}&limit=${pick(['', '1', '5', '100', '0', 'x', '101'])}`],
    ['ifsc search', () => `/api/search.php?q=${q(pick([pick(pins), pick(ifscCodes), flipCase(pick(searchKeys)), 'a', '']))}`],
    [
      'hierarchy query forms',
      () => {
        const [bank, state, district] = pick(bankDistricts) as [string, string, string];
        const bankKey = pick([bank, codeOf.get(bank) ?? bank, flipCase(bank), 'no-such-bank']);
        const root = pick(['/api/', '/ifsc/api/']);
        return pick([
          `${root}states.php?bank=${bankKey}`,
          `${root}districts.php?bank=${bankKey}&state=${pick([state, flipCase(state), 'atlantis'])}`,
          `${root}districts.php?state=${state}`,
          `${root}branches.php?bank=${bankKey}&state=${state}&district=${pick([district, 'nowhere'])}`,
          `${root}branches.php?bank=${bankKey}`,
          `${root}banks.php`,
          `${root}states.php`,
        ]);
      },
    ],
    [
      'nearby',
      () => {
        const degrees = (min: number, max: number) => (min + random() * (max - min)).toFixed(pick([0, 2, 4, 6]));
        const lat = pick([degrees(6, 37.5), degrees(6, 37.5), degrees(-90, 90), pick(['', 'x', '91', '-90.5', '1e1'])]);
        const lon = pick([degrees(68, 97.5), degrees(68, 97.5), degrees(-180, 180), pick(['', 'NaN', '181'])]);
        return `/api/v1/nearby?lat=${lat}&lon=${lon}&limit=${pick(['', '1', '10', '100', '101', '0', 'x'])}`;
      },
    ],
    ['pincode branches', () => `/api/v1/pincode/${pick([pick(pins), pick(pins), '999999', '12ab56'])}/branches`],
    ['distance', () => `/api/v1/distance/${pick([pick(pins), pick(pins), '999999', '12', ` ${pick(pins)}`])}/${pick([pick(pins), '000000'])}`],
    ['page without slash', () => urlOf(pick(files(pagePath('pincode', ':pin')))).slice(0, -1)],
    ['unknown page', () => `/${pick(['pincode/999999/', 'ifsc/bank/nope/', 'state/atlantis/', 'nothing.txt', 'assets/none.css'])}`],
  ];
  const requests: SampleRequest[] = [];
  const fileShare = Math.floor(count * 0.6);
  // One file of each family, then files at random: a family's share is its size.
  const allFiles = families.flatMap(([family, list]) => list.map((path) => [family, path] as const));
  for (let i = 0; i < fileShare; i++) {
    const [family, path] = i < families.length ? [families[i]![0], pick(families[i]![1])] : pick(allFiles);
    requests.push({ method: 'GET', url: urlOf(path), family });
  }
  for (let i = fileShare; i < count; i++) {
    const [family, make] = makers[i % makers.length]!;
    requests.push({ method: 'GET', url: make(), family });
  }
  for (let i = 0; i < 200; i++) {
    const request = pick(requests);
    requests.push({ method: pick(['HEAD', 'OPTIONS'] as const), url: request.url, family: `${request.family} (HEAD/OPTIONS)` });
  }
  // Grouped by bank, as a crawler of one bank's pages would ask: an edge isolate keeps
  // only a few banks loaded, and reloading them at every turn proves nothing more.
  const bankCode = (url: string) => {
    const code = /(?:\/ifsc\/api\/ifsc\/|ifsc=|^\/ifsc\/)([A-Za-z]{4})0/.exec(url)?.[1];
    if (code) return code.toUpperCase();
    const slug = /(?:bank=|\/ifsc\/bank\/|\/api\/ifsc\/(?:states|districts|branches)\/)([^/&]+)/.exec(url)?.[1];
    return slug ? (codeOf.get(slug.toLowerCase()) ?? slug.toUpperCase()) : '';
  };
  const key = (request: SampleRequest) => `${bankCode(request.url)} ${request.url}`;
  return requests.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
