/**
 * Benchmark: the post office search (`searchPostOfficesBody`, what `searchPostOffices`,
 * `npm start` and the edge answer) against the prefix search alone (`searchByPrefix`,
 * the search before words, aliases and typos), in the same process over the same
 * built dataset and queries: the first search (the indexes built), then warm searches
 * over a mixed set (the relevance set's queries, name prefixes of 3 to 8 letters, whole
 * names with their words swapped, names with one letter typed wrong), interleaved
 * rounds, median and p99 per query.
 *
 * Usage: npm run bench:search [-- --rounds 5 --sample 600]
 */
import { parseArgs } from 'node:util';
import { createSiteUrls, searchByPrefix, searchPostOfficesBody, type PincodeDataset } from 'india-pincode-ifsc/internal';
import { DEFAULT_DATASET_DIR, openDatasetDir } from '@india-pincode-ifsc/sources';
import { seededRandom } from '../test/seeded-random.js';
import { OFFICE_CASES } from '../test/search-relevance.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, sample: { type: 'string', default: '600' } } });
const urls = createSiteUrls('https://pin.example.org');

/** The mixed query set, the same every run. */
function queries(pincodes: PincodeDataset, size: number): string[] {
  const random = seededRandom(40);
  const names = Array.from({ length: size }, () => pincodes.office(Math.floor(random() * pincodes.officeCount)).name);
  const words = (name: string) =>
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const typo = (word: string) => {
    const at = 2 + Math.floor(random() * Math.max(1, word.length - 2));
    return word.slice(0, at) + String.fromCharCode(97 + Math.floor(random() * 26)) + word.slice(at + 1);
  };
  const list: string[] = OFFICE_CASES.map((test) => test.query);
  for (const name of names) {
    const split = words(name);
    if (split.length === 0) continue;
    const kind = list.length % 3;
    if (kind === 0) list.push(name.slice(0, 3 + Math.floor(random() * 6)));
    else if (kind === 1) list.push([...split].reverse().join(' '));
    else list.push(split.map((word) => (word.length >= 5 ? typo(word) : word)).join(' '));
  }
  return list.filter((q) => q.trim().length >= 2);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const dataset = openDatasetDir(DEFAULT_DATASET_DIR).whole().pincodes;
const set = queries(dataset, Number(values.sample));
const doors = {
  'search (words, aliases, typos)': (q: string) => searchPostOfficesBody(dataset, q, 10, urls),
  'prefix alone (before)': (q: string) => searchByPrefix(dataset, q, 10, urls),
};
for (const [name, search] of Object.entries(doors)) {
  const start = performance.now();
  search('connaught');
  console.log(`${name}: first search ${(performance.now() - start).toFixed(0)} ms (indexes built)`);
}
const times = new Map<string, number[]>(Object.keys(doors).map((name) => [name, []]));
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [name, search] of Object.entries(doors)) {
    for (const q of set) {
      const start = performance.now();
      search(q);
      times.get(name)!.push(performance.now() - start);
    }
  }
}
const figures = new Map<string, { median: number; p99: number }>();
for (const [name, list] of times) {
  const sorted = list.sort((a, b) => a - b);
  figures.set(name, { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) });
}
console.log(`${set.length} queries × ${values.rounds} rounds, warm, per query:`);
for (const [name, { median, p99 }] of figures) console.log(`  ${name}: median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`);
const [ours, before] = [...figures.values()];
console.log(`  ratio to the prefix search: median ${(ours!.median / before!.median).toFixed(1)}×, p99 ${(ours!.p99 / before!.p99).toFixed(1)}×`);
