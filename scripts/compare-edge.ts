/**
 * Check: two edge builds give the same search answers, byte for byte. A change meant to
 * make the edge cheaper (a file layout, what the files carry) must not change an answer;
 * this asks both builds' workers, in one process each with an `ASSETS` binding over its
 * `public/` folder, the search relevance set's queries and a sample drawn from the data:
 * office names, one word of each and that word mistyped, the words swapped, through
 * `/api/v1/search` (at the default limit and at 100), `/api/postoffice/` and
 * `/api/search.php`; branch names' words after a bank's everyday name, and mistyped,
 * through `/api/search.php`. Prints how many answers are identical and the URLs of those
 * that are not; exits 1 when any differs.
 *
 * Usage: npm run compare:edge -- --before DIR [--edge dist-edge] [--sample 500] [--show 20]
 * (`--show`: how many of the URLs that differ to print)
 * Build both first (`npm run build:edge -- --out DIR`, the earlier one in a worktree).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { searchWords } from 'india-pincode-ifsc/internal';
import { DEFAULT_DATASET_DIR, openDatasetDir } from '@india-pincode-ifsc/sources';
import { BANK_CITIES, BRANCH_CASES, OFFICE_CASES } from '../test/search-relevance.js';
import { seededRandom } from '../test/seeded-random.js';

const { values } = parseArgs({
  options: {
    edge: { type: 'string', default: 'dist-edge' },
    before: { type: 'string' },
    sample: { type: 'string', default: '500' },
    show: { type: 'string', default: '20' },
  },
});
if (!values.before) throw new Error('compare:edge: give --before DIR, the build to compare with');

const BANKS = ['sbi', 'state bank', 'hdfc', 'icici', 'pnb', 'axis', 'canara bank', 'bob'];

/** A word with one typing error of those a search forgives: a letter dropped, two swapped, or one put in. */
function mistyped(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  if (kind < 1 / 3) return word.slice(0, at) + word.slice(at + 1);
  if (kind < 2 / 3) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return `${word.slice(0, at)}e${word.slice(at)}`;
}

/** The queries of the offices' side and of the branches' side, the same every run. */
function queries(sample: number): { offices: Set<string>; branches: Set<string> } {
  const { pincodes, ifsc } = openDatasetDir(DEFAULT_DATASET_DIR).whole();
  const random = seededRandom(40);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const wordsOf = (name: string) => searchWords(name).filter((word) => word.length >= 3);
  const offices = new Set(OFFICE_CASES.map((c) => c.query));
  const branches = new Set([...BRANCH_CASES.map((c) => c.query), ...BANK_CITIES.map((city) => `sbi ${city}`)]);
  for (let i = 0; i < sample; i++) {
    const words = wordsOf(pincodes.office(Math.floor(random() * pincodes.officeCount)).name);
    if (words.length === 0) continue;
    const word = pick(words);
    offices
      .add(words.join(' '))
      .add(word)
      .add([...words].reverse().join(' '));
    if (word.length >= 5) offices.add(mistyped(word, random));
  }
  const codes = [...ifsc.branches.keys()];
  for (let i = 0; i < sample; i++) {
    const words = wordsOf(ifsc.branches.get(pick(codes))!.name);
    if (words.length === 0) continue;
    const word = pick(words);
    const bank = pick(BANKS);
    branches.add(`${bank} ${word}`).add(words.slice(0, 2).join(' '));
    if (word.length >= 5) branches.add(`${bank} ${mistyped(word, random)}`);
  }
  return { offices, branches };
}

/** One build's worker, asked as Cloudflare asks it: its answer's status and text. */
async function workerOf(dir: string): Promise<(url: string) => Promise<string>> {
  // The query makes each build's module its own, though the two files may have one path.
  const worker = (await import(`${pathToFileURL(join(dir, 'worker.js')).href}?build=${encodeURIComponent(dir)}`)).default;
  const ASSETS = {
    async fetch(url: string) {
      try {
        return new Response(readFileSync(join(dir, 'public', decodeURIComponent(new URL(url).pathname))));
      } catch {
        return new Response(null, { status: 404 });
      }
    },
  };
  return async (url) => {
    const response = await worker.fetch(new Request(`https://compare.invalid${url}`), { ASSETS }, { waitUntil() {}, passThroughOnException() {} });
    return `${response.status} ${await response.text()}`;
  };
}

const { offices, branches } = queries(Number(values.sample));
const q = encodeURIComponent;
const urls = [
  ...[...offices].flatMap((query) => [
    `/api/v1/search?q=${q(query)}`,
    `/api/v1/search?q=${q(query)}&limit=100`,
    `/api/postoffice/${q(query)}`,
    `/api/search.php?q=${q(query)}`,
  ]),
  ...[...branches].map((query) => `/api/search.php?q=${q(query)}`),
];
const [after, before] = await Promise.all([workerOf(resolve(values.edge)), workerOf(resolve(values.before))]);
const differ: string[] = [];
for (const url of urls) if ((await after(url)) !== (await before(url))) differ.push(url);
console.log(`${urls.length} URLs asked of ${values.edge} and ${values.before}: ${urls.length - differ.length} answers identical, ${differ.length} differ`);
for (const url of differ.slice(0, Number(values.show))) console.log(`  differs: ${url}`);
process.exitCode = differ.length === 0 ? 0 : 1;
