/**
 * Benchmark: the edge worker's CPU per URL family, measured the way Cloudflare bills it.
 * First the harness's floor: an empty worker measured the same way.
 * For each family, fresh `node` processes (scripts/bench-edge-child.mjs) each import the
 * built worker module (`dist-edge/worker.js`) with an `ASSETS` binding over
 * `dist-edge/public` and read `process.cpuUsage()` around module evaluation plus the
 * first request, then around the same request repeated, then around each of the
 * family's other sample URLs (a new URL in a warm isolate). The first request is also
 * given as the worker's own CPU: net of the floor (the harness's own Request, Response,
 * Headers and streams and its module loading, which a Workers isolate does in native
 * code or before the request: an empty worker making the same platform calls) and
 * of the CPU spent inside the assets binding (reading the file and making its Response:
 * the asset server's work, outside the isolate on Cloudflare); a repeat net of the floor.
 * A second empty worker reads 32 assets instead of one: what each further read costs the
 * harness outside the binding (undici's Request, Response and stream, native code in a
 * Workers isolate), taken off again per read as "own, net of reads". A third imports 8
 * empty chunks: what each further module costs Node's module loader (JavaScript, where a
 * Workers isolate holds the worker's modules in memory), taken off per chunk the first
 * request imports (counted in a process of its own by a resolve hook) as "own, net of
 * reads and imports"; compiling and evaluating the chunk stay the worker's.
 * Then one process asks 10,000 mixed URLs
 * (searches of common words included) and reports its peak heap. With `--before DIR`
 * (an edge build of the old layout) the same figures for it are printed beside, in the
 * same run, the two builds' processes taking turns, and a last column gives the median of
 * the runs' differences (after − before) in the worker's own CPU net of reads and
 * imports: on this shared machine a build's medians move by up to a third from one run to
 * the next, and the paired difference far less.
 *
 * With `--turbofan`, each family's samples are asked once more, each the first request of
 * a fresh process run with `--trace-opt`, and the last column counts those in which V8
 * gave a function to TurboFan, its optimising compiler: a compile of 1–10 ms of CPU on a
 * helper thread, which a first request should never set off (a small function called
 * hundreds of times, or a loop run long enough, does).
 *
 * With `--queries`, the families give way to the search relevance set's queries (each
 * office query through `/api/v1/search` and `/api/search.php`, each branch query through
 * `/api/search.php`), each the first request of `--runs` fresh processes: a family's
 * median hides its costliest queries, and the budget holds for every query or for none.
 * Printed per build: the median, 90th percentile and worst of the queries' medians of the
 * worker's own CPU net of reads and imports, how many pass 10 ms, and the costliest
 * queries; for two builds, the median of the queries' paired differences.
 *
 * Usage: npm run bench:edge [-- --runs 5] [--edge dist-edge] [--before DIR] [--mixed 10000 (0: none)] [--family NAME] [--turbofan] [--queries]
 * Build the edge first (npm run build:edge). A build of the layout before a change:
 * `git worktree add /tmp/old <commit>`, then `npm run build:edge -- --out DIR` there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createSiteUrls, findOfficeIdsByWords, PAGE_PATHS, v1PincodeResponse } from 'india-pincode-ifsc/internal';
import { DEFAULT_DATASET_DIR, openDatasetDir } from '@india-pincode-ifsc/sources';
import { CACHE_CONTROL, CORS_HEADERS, JSON_TYPE, SECURITY_HEADERS } from '@india-pincode-ifsc/site-runtime/headers';
import { MCP_PATH } from '@india-pincode-ifsc/site-runtime/routes';
import { BANK_CITIES, BRANCH_CASES, OFFICE_CASES } from '../test/search-relevance.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    edge: { type: 'string', default: 'dist-edge' },
    before: { type: 'string' },
    mixed: { type: 'string', default: '10000' },
    family: { type: 'string' },
    turbofan: { type: 'boolean', default: false },
    queries: { type: 'boolean', default: false },
  },
});
const child = resolve(import.meta.dirname, 'bench-edge-child.mjs');
const ORIGIN = 'https://pin.example.org';
/** Samples per family: the first is the measured first request, the others the repeated ones. */
const SAMPLES = 12;

/** Sample URLs of every family, spread over the real dataset. */
async function families(): Promise<Map<string, string[]>> {
  const { pincodes, ifsc } = openDatasetDir(DEFAULT_DATASET_DIR).whole();
  const urls = createSiteUrls(ORIGIN);
  const spread = <T>(items: readonly T[]): T[] =>
    Array.from({ length: SAMPLES }, (_, i) => items[Math.floor(((i * 7919) % SAMPLES) * (items.length / SAMPLES))]!);
  const pins = spread([...pincodes.areas.keys()]);
  const offices = pins.map((pin) => v1PincodeResponse(pincodes, pin, urls).body as { post_offices: { name: string; slug: string }[] });
  const districts = pincodes.states.flatMap((state) => state.districts.map((district) => [state.slug, district.slug] as const));
  const codes = spread([...ifsc.branches.keys()]);
  const unlisted = spread([...ifsc.validCodes].filter((code) => !ifsc.branches.has(code)));
  const micrs = spread([...new Set(Array.from(ifsc.branches.values(), (branch) => branch.micr).filter((micr) => /^\d{9}$/.test(micr)))]);
  const bankPlaces = ifsc.banks.flatMap((bank) =>
    bank.states.flatMap((state) => state.districts.map((district) => [bank.slug, state.slug, district.slug] as const)),
  );
  const places = spread(bankPlaces);
  const words = ['bank', 'state', 'road', 'nagar', 'baroda', 'kolkata main', 'mumbai', 'sbin', 'hdfc', 'pune', 'delhi', 'chennai'];
  // The relevance set's queries that no office name holds as a run: what the name lookup's fallback answers.
  const fallbacks = OFFICE_CASES.map((c) => c.query).filter((query) => findOfficeIdsByWords(pincodes, query).length === 0);
  const list: [string, (i: number) => string][] = [
    ['/api/pincode/{PIN}', (i) => `/api/pincode/${pins[i]}`],
    ['/api/postoffice/{NAME}', (i) => `/api/postoffice/${encodeURIComponent(offices[i]!.post_offices[0]!.name.split(' ')[0]!)}`],
    ['/api/postoffice/{NAME} (fallback)', (i) => `/api/postoffice/${encodeURIComponent(fallbacks[(i * 5) % fallbacks.length]!)}`],
    ['/api/v1/pincode/{PIN}', (i) => `/api/v1/pincode/${pins[i]}`],
    ['/api/v1/pincode/{PIN}/branches', (i) => `/api/v1/pincode/${pins[i]}/branches`],
    ['/api/v1/search?q=', (i) => `/api/v1/search?q=${encodeURIComponent(offices[i]!.post_offices[0]!.name.slice(0, 3))}&limit=5`],
    // What a search box sends first: often a split key, whose words lie in many term shards.
    ['/api/v1/search?q= (two letters)', (i) => `/api/v1/search?q=${encodeURIComponent(offices[i]!.post_offices[0]!.name.slice(0, 2))}&limit=10`],
    ['/api/v1/states', () => '/api/v1/states'],
    ['/api/v1/state/{STATE}', (i) => `/api/v1/state/${pincodes.states[i % pincodes.states.length]!.slug}`],
    ['/api/v1/district/{S}/{D}', (i) => `/api/v1/district/${spread(districts)[i]!.join('/')}`],
    ['/ifsc/api/ifsc/{IFSC}', (i) => `/ifsc/api/ifsc/${codes[i]}`],
    ['/ifsc/api/ifsc.php?ifsc=', (i) => `/ifsc/api/ifsc.php?ifsc=${codes[(i + 5) % SAMPLES]}`],
    ['/ifsc/api/ifsc/{unlisted}', (i) => `/ifsc/api/ifsc/${unlisted[i]}`],
    ['/ifsc/api/micr/{MICR}', (i) => `/ifsc/api/micr/${micrs[i]}`],
    ['/api/banks.php', () => '/api/banks.php'],
    ['/api/states.php?bank=', (i) => `/api/states.php?bank=${places[i]![0]}`],
    ['/api/districts.php?bank=&state=', (i) => `/api/districts.php?bank=${places[i]![0]}&state=${places[i]![1]}`],
    ['/api/branches.php?bank=&state=&district=', (i) => `/api/branches.php?bank=${places[i]![0]}&state=${places[i]![1]}&district=${places[i]![2]}`],
    ['/api/v1/search?q= (words, aliases, typos)', (i) => `/api/v1/search?q=${encodeURIComponent(OFFICE_CASES[(i * 5) % OFFICE_CASES.length]!.query)}`],
    ['/api/search.php?q=', (i) => `/api/search.php?q=${encodeURIComponent(words[i]!)}`],
    ['/api/search.php?q= (bank + place)', (i) => `/api/search.php?q=${encodeURIComponent(BRANCH_CASES[i % BRANCH_CASES.length]!.query)}`],
    ['/api/search.php?q= (bank + city: 50 branches)', (i) => `/api/search.php?q=${encodeURIComponent(BANK_CITIES[i]!)}`],
    ['/api/search.php?q= (several words, no bank)', (i) => `/api/search.php?q=${encodeURIComponent(PLACE_WORDS[i]!)}`],
    // The same with the city: three words, which no stored answer holds, so the search module runs.
    ['/api/search.php?q= (a place and its city)', (i) => `/api/search.php?q=${encodeURIComponent(`${PLACE_WORDS[i]!} ${PLACE_CITIES[i]!}`)}`],
    // What a search box sends while the last word is typed: its first letter starts words in every shard under it.
    ['/api/search.php?q= (last word one letter)', (i) => `/api/search.php?q=${encodeURIComponent(PLACE_WORDS[i]!.replace(/ (.)\S*$/, ' $1'))}`],
    ['/api/search.php?q={PIN}', (i) => `/api/search.php?q=${pins[i]}`],
    ['/api/meta', () => '/api/meta'],
    ['/api/v1/nearby?lat=&lon=', (i) => `/api/v1/nearby?lat=${(8 + ((i * 2.3) % 27)).toFixed(4)}&lon=${(69 + ((i * 3.7) % 28)).toFixed(4)}&limit=10`],
    ['/api/v1/distance/{A}/{B}', (i) => `/api/v1/distance/${pins[i]}/${pins[(i + 5) % SAMPLES]}`],
    ['/ (home page)', (i) => [PAGE_PATHS.home(), PAGE_PATHS.about(), PAGE_PATHS.ifscHome()][i % 3]!],
    ['/pincode/{PIN}/', (i) => PAGE_PATHS.pincode(pins[i]!)],
    ['/pincode/{PIN}/{office}/', (i) => PAGE_PATHS.postOffice(pins[i]!, offices[i]!.post_offices[0]!.slug)],
    ['/state/{state}/', (i) => PAGE_PATHS.state(pincodes.states[i % pincodes.states.length]!.slug)],
    ['/state/{state}/{district}/', (i) => PAGE_PATHS.district(...spread(districts)[i]!)],
    ['/ifsc/{IFSC}/', (i) => PAGE_PATHS.branch(codes[i]!)],
    ['/ifsc/bank/{bank}/', (i) => PAGE_PATHS.bank(places[i]![0])],
    ['/ifsc/bank/{bank}/{state}/', (i) => PAGE_PATHS.bankState(places[i]![0], places[i]![1])],
    ['/ifsc/bank/{bank}/{state}/{district}/', (i) => PAGE_PATHS.bankDistrict(...places[i]!)],
    ['/sitemap.xml, /robots.txt', (i) => ['/sitemap.xml', '/robots.txt', '/sitemaps/1.xml'][i % 3]!],
    ['POST /mcp (tools/call)', (i) => `POST ${MCP_PATH} ${JSON.stringify(mcpCall(i, pins, codes, words))}`],
  ];
  // A POST sample is `POST URL BODY` (scripts/bench-edge-child.mjs).
  const absolute = (sample: string) => (sample.startsWith('POST ') ? `POST ${ORIGIN}${sample.slice(5)}` : ORIGIN + sample);
  return new Map(list.map(([name, url]) => [name, Array.from({ length: SAMPLES }, (_, i) => absolute(url(i)))]));
}

/**
 * Keyword searches of several words that name no bank (a locality and its city, a street):
 * most are two words that many names hold side by side, whose answer the edge build
 * stores (render/search-shards.ts `localityPairs`); the others read the word shard of
 * every word and intersect their branches.
 */
const PLACE_WORDS = [
  'kolkata main',
  'andheri east',
  'mg road',
  'connaught place',
  'salt lake',
  'anna nagar',
  'civil lines',
  'model town',
  'park street',
  'banjara hills',
  'rajaji nagar',
  'gandhi nagar',
];

/** A third word for each of {@link PLACE_WORDS}, its city (or, for `kolkata main`, a street's word), for three words that the search module answers. */
const PLACE_CITIES = ['road', 'mumbai', 'bangalore', 'delhi', 'kolkata', 'chennai', 'delhi', 'delhi', 'kolkata', 'hyderabad', 'bangalore', 'ahmedabad'];

/** An MCP tools/call of each kind in turn: a PIN code, an IFSC, a search, a distance. */
function mcpCall(i: number, pins: string[], codes: string[], words: string[]) {
  const calls = [
    { name: 'lookup_pincode', arguments: { pincode: pins[i] } },
    { name: 'lookup_ifsc', arguments: { ifsc: codes[i] } },
    { name: 'search_bank_branches', arguments: { query: words[i] } },
    { name: 'distance_between_pincodes', arguments: { from: pins[i], to: pins[(i + 5) % SAMPLES] } },
  ];
  return { jsonrpc: '2.0', id: 1, method: 'tools/call', params: calls[i % calls.length] };
}

interface First {
  status: number;
  firstCpuMs: number;
  /** The main thread's alone (Linux), or NaN. */
  firstThreadMs: number;
  firstBindingMs: number;
  repeatCpuMs: number;
  newUrlCpuMs: number;
  firstBytes: number;
  /** How many times the first request asked the assets binding. */
  firstReads: number;
  heapMb: number;
}

const run = <T>(edge: string, args: string[]): T =>
  JSON.parse(execFileSync(process.execPath, ['--expose-gc', child, edge, ...args], { encoding: 'utf8', maxBuffer: 2 ** 26 }).trim()) as T;

/** How many of the samples, each the first request of a fresh process, set V8's optimising compiler off (`--turbofan`). */
function turbofanFirsts(edge: string, samples: readonly string[]): number {
  const compiles = (sample: string) =>
    /^\[completed compiling .*\(target TURBOFAN\)/m.test(
      execFileSync(process.execPath, ['--expose-gc', '--trace-opt', child, edge, 'once', sample], { encoding: 'utf8', maxBuffer: 2 ** 26 }),
    );
  return samples.filter(compiles).length;
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One fresh process's figures for run `r`: the samples rotated, so that each run asks a different first URL. */
function measureRun(edge: string, samples: string[], r: number): First {
  const rotated = [...samples.slice(r % samples.length), ...samples.slice(0, r % samples.length)];
  return run<First>(edge, ['first', ...rotated]);
}

/** Medians over fresh processes ({@link measureRun}). */
function measureFamily(edge: string, samples: string[], runs: number): First {
  return medians(Array.from({ length: runs }, (_, r) => measureRun(edge, samples, r)));
}

/** The median of each figure over several runs. */
function medians(results: readonly First[]): First {
  const pick = (key: keyof First) => median(results.map((result) => result[key]));
  return {
    status: results[0]!.status,
    firstCpuMs: pick('firstCpuMs'),
    firstThreadMs: median(results.map((result) => result.firstThreadMs ?? Number.NaN)),
    firstBindingMs: pick('firstBindingMs'),
    repeatCpuMs: pick('repeatCpuMs'),
    newUrlCpuMs: pick('newUrlCpuMs'),
    firstBytes: pick('firstBytes'),
    firstReads: pick('firstReads'),
    heapMb: pick('heapMb'),
  };
}

function mixedUrls(all: Map<string, string[]>, count: number): string[] {
  const flat = [...all.values()].flat();
  const searches = ['bank', 'state', 'road', 'nagar'].flatMap((q) => [`${ORIGIN}/api/search.php?q=${q}`, `${ORIGIN}/api/v1/search?q=${q}&limit=100`]);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) urls.push(i % 50 === 0 ? searches[(i / 50) % searches.length]! : flat[(i * 7919) % flat.length]!);
  return urls;
}

/** Files and bytes under the build's assets, and the largest file. */
function assetShape(edge: string): { files: number; bytes: number; largest: [string, number] } {
  let files = 0;
  let bytes = 0;
  let largest: [string, number] = ['', 0];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const size = statSync(path).size;
        files++;
        bytes += size;
        if (size > largest[1]) largest = [path.slice(join(edge, 'public').length), size];
      }
    }
  };
  walk(join(edge, 'public'));
  return { files, bytes, largest };
}

/** The headers of a JSON answer, as the worker sends them. */
const ANSWER_HEADERS = {
  ...CORS_HEADERS,
  ...SECURITY_HEADERS,
  'Content-Type': JSON_TYPE,
  'Cache-Control': CACHE_CONTROL,
  ETag: '"2-floor"',
  'Content-Length': '2',
  'X-Data-Edition': 'pincode=2025-10-03; ifsc=2026-05-01',
};

/** The asset the empty worker reads, about as large as a small pack. */
const FLOOR_ASSET = '/floor.bin';

/**
 * An empty worker: what the harness itself costs. It makes the platform calls every
 * answer makes and no more: it imports a module, parses the request's URL and reads a
 * header, reads one asset's body from its stream (on its first request: a repeated
 * answer is kept, and reads none), and answers with the worker's headers. Node runs
 * those classes (undici's Request, Headers, Response and streams) as JavaScript
 * compiled on first use; a Workers isolate has them in native code.
 */
const emptyWorker = (reads: number, imports: number) => `const HEADERS = ${JSON.stringify(ANSWER_HEADERS)};
let read = false;
export default {
  async fetch(request, env) {
    new URL(request.url).searchParams.get('q');
    request.headers.get('If-None-Match');
    if (!read) {
      read = true;
      for (let i = 0; i < ${reads}; i++) {
        const asset = await env.ASSETS.fetch(new URL(i === 0 ? '${FLOOR_ASSET}' : '/floor-' + i + '.bin', 'https://assets.invalid').href);
        const reader = asset.body.getReader();
        while (!(await reader.read()).done);
      }
      for (let i = 0; i < ${imports}; i++) await import('./chunks/empty-' + i + '.js');
    }
    return new Response(new TextEncoder().encode('{}'), { status: 200, headers: HEADERS });
  },
};
`;

/** How many assets the second empty worker reads, to measure what each further read costs the harness. */
const FLOOR_READS = 32;

/** How many empty chunks the third empty worker imports, to measure what each further module costs the harness. */
const FLOOR_IMPORTS = 8;

/**
 * The harness's floor, measured like a family over an empty worker that reads `reads`
 * assets (the first of 16 KiB, the others of 64 KiB, about a pack) and imports `imports`
 * empty chunks.
 */
function harnessFloor(temp: string, runs: number, reads = 1, imports = 0): First {
  const dir = join(temp, `empty-worker-${reads}-${imports}`);
  mkdirSync(join(dir, 'public'), { recursive: true });
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'public', FLOOR_ASSET), new Uint8Array(16 * 1024).fill(32));
  for (let i = 1; i < reads; i++) writeFileSync(join(dir, 'public', `floor-${i}.bin`), new Uint8Array(64 * 1024).fill(32));
  for (let i = 0; i < imports; i++) writeFileSync(join(dir, 'chunks', `empty-${i}.js`), `export const n = ${i};\n`);
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, 'worker.js'), emptyWorker(reads, imports));
  return measureFamily(
    dir,
    Array.from({ length: SAMPLES }, (_, i) => `${ORIGIN}/empty/${i}`),
    runs,
  );
}

/** What the harness itself costs: its floor, and each further asset read and module import. */
interface Harness {
  readonly floor: First;
  readonly perRead: number;
  readonly perImport: number;
}

/** The worker's own CPU of a first request: less the harness's floor and the assets binding's work (the floor's own read too). */
const ownCpu = (result: First, floor: First) => result.firstCpuMs - result.firstBindingMs - (floor.firstCpuMs - floor.firstBindingMs);

/** The same on the main thread alone: without V8's helper threads, which Cloudflare does not bill to the request. */
const ownThreadCpu = (result: First, floor: First) => result.firstThreadMs - result.firstBindingMs - (floor.firstThreadMs - floor.firstBindingMs);

/** The worker's own CPU less the harness's cost of the further reads and of the chunks imported. */
const netCpu = (result: First, modules: number, { floor, perRead, perImport }: Harness) =>
  ownCpu(result, floor) - perRead * Math.max(0, result.firstReads - 1) - perImport * modules;

/**
 * One family measured in every build, the builds' fresh processes taking turns run by run
 * (so that the machine's drift falls on both alike), with how many chunks its first request
 * imports in each; for two builds, the median of the runs' differences in the worker's own
 * CPU net of reads and imports.
 */
function familyRow(builds: readonly [string, string][], samples: string[], runs: number, harness: Harness) {
  const perBuild = builds.map((): First[] => []);
  for (let r = 0; r < runs; r++) {
    builds.forEach(([, dir], b) => {
      perBuild[b]!.push(measureRun(dir, samples, r));
    });
  }
  const modules = builds.map(([, dir]) => run<{ imports: number }>(dir, ['imports', samples[0]!]).imports);
  const cells = perBuild.map((results, b) => ({ result: medians(results), modules: modules[b]! }));
  const delta =
    builds.length === 2 ? median(perBuild[0]!.map((after, r) => netCpu(after, modules[0]!, harness) - netCpu(perBuild[1]![r]!, modules[1]!, harness))) : null;
  return { cells, delta };
}

/** A build's cells of a family's row. */
function cellText(result: First, modules: number, status: string, harness: Harness): string {
  const { floor, perRead } = harness;
  const own = ownCpu(result, floor);
  const netOfReads = own - perRead * Math.max(0, result.firstReads - 1);
  const thread = ownThreadCpu(result, floor);
  const first = `${ms(result.firstCpuMs)} ms${status} | ${ms(own)} ms | ${ms(netOfReads)} ms | ${ms(netCpu(result, modules, harness))} ms (${modules}) | ${Number.isNaN(thread) ? '' : `${ms(thread)} ms`}`;
  const repeat = `${ms(result.repeatCpuMs)} ms | ${ms(result.repeatCpuMs - floor.repeatCpuMs)} ms`;
  return `${first} | ${repeat} | ${ms(result.newUrlCpuMs)} ms | ${kib(result.firstBytes)} in ${result.firstReads} | ${result.heapMb.toFixed(1)} MB`;
}

const ms = (value: number | null) => (value === null ? '' : value < 1 ? value.toFixed(3) : value.toFixed(1));
const kib = (value: number) => `${(value / 1024).toFixed(0)} KiB`;

async function main() {
  const runs = Number(values.runs);
  const builds: [string, string][] = [['after', resolve(values.edge!)]];
  if (values.before) builds.push(['before', resolve(values.before)]);
  for (const [, dir] of builds) if (!existsSync(join(dir, 'worker.js'))) throw new Error(`${dir}/worker.js is missing: run npm run build:edge`);
  const temp = mkdtempSync(join(tmpdir(), 'bench-edge-'));
  try {
    await measureAll(builds, runs, temp);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

async function measureAll(builds: [string, string][], runs: number, temp: string) {
  const floor = harnessFloor(temp, runs);
  console.log(
    `harness floor (an empty worker making an answer's platform calls, medians of ${runs} fresh processes): first ${ms(floor.firstCpuMs)} ms (${ms(floor.firstThreadMs)} on the main thread, ${ms(floor.firstBindingMs)} in the assets binding), repeat ${ms(floor.repeatCpuMs)} ms`,
  );
  // Each further asset a request reads costs the harness its Request, Response and stream in
  // undici's JavaScript, where a Workers isolate has them in native code.
  const many = harnessFloor(temp, runs, FLOOR_READS);
  const perRead = ownCpu(many, floor) / (FLOOR_READS - 1);
  console.log(
    `each further asset read (an empty worker reading ${FLOOR_READS} assets instead of one): ${ms(perRead)} ms of the harness's own, outside the binding`,
  );
  // Each further module a request imports costs Node's module loader (JavaScript: resolving,
  // reading the file, its package scope), where a Workers isolate has the worker's modules
  // in memory; compiling and evaluating the module stay the worker's.
  const imports = harnessFloor(temp, runs, 1, FLOOR_IMPORTS);
  const perImport = ownCpu(imports, floor) / FLOOR_IMPORTS;
  console.log(
    `each further module imported (an empty worker importing ${FLOOR_IMPORTS} empty chunks): ${ms(perImport)} ms of the harness's own, in Node's module loader\n`,
  );
  const harness: Harness = { floor, perRead, perImport };
  if (values.queries) return measureQueries(builds, runs, harness, temp);
  const all = await families();
  const selected = [...all].filter(([name]) => !values.family || name.includes(values.family));
  const header = builds
    .map(
      ([label]) =>
        `${label}: first CPU | worker's own | own, net of reads | own, net of reads and imports | own, main thread | repeat | net of floor | new URL, warm | first read | heap`,
    )
    .join(' | ');
  const paired = builds.length === 2;
  const turbofan = values.turbofan ? ` ${builds.map(([label]) => `${label}: first requests TurboFan compiles in`).join(' | ')} |` : '';
  console.log(`| family | ${header}${paired ? ' | after − before, paired |' : ' |'}${turbofan}`);
  console.log(
    `|---|${builds.map(() => '---:|---:|---:|---:|---:|---:|---:|---:|---:|---:').join('|')}|${paired ? '---:|' : ''}${values.turbofan ? builds.map(() => '---:|').join('') : ''}`,
  );
  const worst = new Map<string, [string, First]>();
  for (const [name, samples] of selected) {
    const { cells, delta } = familyRow(builds, samples, runs, harness);
    builds.forEach(([label], b) => {
      const result = cells[b]!.result;
      if (result.firstCpuMs > (worst.get(label)?.[1].firstCpuMs ?? -1)) worst.set(label, [name, result]);
    });
    const status = (result: First) => (result.status === 200 || name.includes('unlisted') ? '' : ` (${result.status})`);
    const texts = cells.map(({ result, modules }) => cellText(result, modules, status(result), harness));
    const compiled = values.turbofan ? ` ${builds.map(([, dir]) => `${turbofanFirsts(dir, samples)} of ${samples.length}`).join(' | ')} |` : '';
    console.log(`| \`${name}\` | ${texts.join(' | ')}${delta === null ? '' : ` | ${delta >= 0 ? '+' : ''}${ms(delta)} ms`} |${compiled}`);
  }
  reportBuilds(builds, worst, harness, runs, all, temp);
}

/** The relevance set's queries as the edge is asked them (`--queries`). */
const RELEVANCE_URLS = [
  ...OFFICE_CASES.flatMap(({ query }) => [`/api/v1/search?q=${encodeURIComponent(query)}`, `/api/search.php?q=${encodeURIComponent(query)}`]),
  ...BRANCH_CASES.map(({ query }) => `/api/search.php?q=${encodeURIComponent(query)}`),
].map((path) => ORIGIN + path);

/** The free plan's CPU per request. */
const BUDGET_MS = 10;

/** Fresh processes of the floor measured again before each run of `--queries`. */
const FLOOR_RUNS = 3;

/**
 * Each relevance query, the first request of fresh processes, in every build in turns and
 * run after run over all the queries; the builds' tails and their paired difference.
 */
function measureQueries(builds: readonly [string, string][], runs: number, harness: Harness, temp: string) {
  // Per build, per query, per run: the worker's own CPU net of reads and imports. Each run
  // asks every query once, so that the machine's drift over the minutes falls on all alike,
  // and takes off a floor measured again before it (it moved by a quarter within a run).
  const modules = builds.map(([, dir]) => RELEVANCE_URLS.map((url) => run<{ imports: number }>(dir, ['imports', url]).imports));
  const runCosts = builds.map(() => RELEVANCE_URLS.map((): number[] => []));
  const floors: number[] = [];
  for (let r = 0; r < runs; r++) {
    const floor = r === 0 ? harness.floor : harnessFloor(temp, FLOOR_RUNS);
    floors.push(floor.firstCpuMs);
    RELEVANCE_URLS.forEach((url, q) => {
      builds.forEach(([, dir], b) => {
        runCosts[b]![q]!.push(netCpu(run<First>(dir, ['first', url]), modules[b]![q]!, { ...harness, floor }));
      });
    });
  }
  const costs = runCosts.map((perQuery) => perQuery.map(median));
  const quantile = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  const label = (i: number) => `\`${decodeURIComponent(RELEVANCE_URLS[i]!.slice(ORIGIN.length))}\``;
  console.log(`| build | queries | median | p90 | worst | over ${BUDGET_MS} ms |\n|---|---:|---:|---:|---|---:|`);
  // Per build, the queries costliest first.
  const orders = costs.map((list) => list.map((cost, i) => [cost, i] as const).sort((x, y) => y[0] - x[0]));
  builds.forEach(([name], b) => {
    const list = costs[b]!;
    const [worst, at] = orders[b]![0]!;
    const over = list.filter((cost) => cost > BUDGET_MS).length;
    console.log(`| ${name} | ${list.length} | ${ms(median(list))} ms | ${ms(quantile(list, 0.9))} ms | ${ms(worst)} ms (${label(at)}) | ${over} |`);
  });
  builds.forEach(([name], b) => {
    console.log(
      `${name}: costliest ${orders[b]!.slice(0, 8)
        .map(([cost, i]) => `${label(i)} ${ms(cost)} ms`)
        .join(', ')}`,
    );
  });
  if (builds.length === 2) {
    const deltas = costs[0]!.map((cost, i) => cost - costs[1]![i]!);
    console.log(`after − before, the median of the queries' paired differences: ${ms(median(deltas))} ms`);
  }
  console.log(
    `(the worker's own CPU of each query's first request net of reads and imports, the median of ${runs} fresh processes; the floor before each run: ${floors.map(ms).join(', ')} ms)`,
  );
}

/** Each build's worst family, its assets, and (unless `--mixed 0`) its mixed requests' CPU and heap. */
function reportBuilds(
  builds: readonly [string, string][],
  worst: ReadonlyMap<string, [string, First]>,
  { floor, perRead }: Harness,
  runs: number,
  all: Map<string, string[]>,
  temp: string,
) {
  const own = (result: First) => ownCpu(result, floor);
  for (const [label, [name, result]] of worst)
    console.log(
      `${label}: worst first request ${name}, ${ms(result.firstCpuMs)} ms, the worker's own ${ms(own(result))} ms (${ms(own(result) - perRead * Math.max(0, result.firstReads - 1))} ms net of its ${result.firstReads} reads' harness cost), ${ms(ownThreadCpu(result, floor))} ms on the main thread (medians of ${runs} fresh processes)`,
    );
  const file = join(temp, 'mixed.txt');
  writeFileSync(file, mixedUrls(all, Number(values.mixed)).join('\n'));
  for (const [label, dir] of builds) {
    const shape = assetShape(dir);
    const assets = `assets ${shape.files} files, ${(shape.bytes / 2 ** 20).toFixed(1)} MiB, largest ${shape.largest[0]} (${kib(shape.largest[1])})`;
    if (Number(values.mixed) <= 0) {
      console.log(`${label}: ${assets}`);
      continue;
    }
    const mixed = run<{ peakHeapMb: number; requests: number; cpuMs: number; heapAfterGcMb: number }>(dir, ['mixed', file]);
    console.log(
      `${label}: ${mixed.requests} mixed requests in ${(mixed.cpuMs / 1000).toFixed(1)} s CPU (${ms(mixed.cpuMs / mixed.requests)} ms each), peak heap ${mixed.peakHeapMb.toFixed(1)} MB, ${mixed.heapAfterGcMb.toFixed(1)} MB after GC; ${assets}`,
    );
  }
}

await main();
