/**
 * `tsx --conditions=source scripts/bench-pages.ts [--base-url URL]`: renders every page
 * of the site in memory (nothing is written) and prints the page count, total and
 * average bytes by page type, and the render time.
 */
import { parseArgs } from 'node:util';
import { createSiteUrls, PAGE_PATHS } from 'india-pincode-ifsc/internal';
import { openDatasetDir, sourcesDir } from '@india-pincode-ifsc/sources';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { generatedKinds } from '../packages/site/src/generate/generate-site.js';
import { kindEntries } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { siteData } from '@india-pincode-ifsc/site-runtime/model/site-data';

const { values } = parseArgs({ options: { 'base-url': { type: 'string', default: 'https://pin.example.org' } } });

/** Page type of a generated path: the PAGE_PATHS entry whose pattern it matches. */
const matchers = Object.entries(PAGE_PATHS).map(([name, build]) => {
  const pattern = (build as (...a: string[]) => string)('\u0000', '\u0000', '\u0000');
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u0000', '[^/]+');
  return [name, new RegExp(`^${source}index\\.html$`)] as const;
});
const typeOf = (path: string) => (path.endsWith('.html') ? (matchers.find(([, re]) => re.test(path))?.[0] ?? path) : path.replace(/\/\d+\.xml$/, '/N.xml'));

const { dir } = await ensureDataset({ sources: sourcesDir() });
const { pincodes, ifsc, editions, built, refreshed, sources } = openDatasetDir(dir).whole();
const started = performance.now();
const types = new Map<string, { count: number; bytes: number }>();
let pages = 0;
let pageBytes = 0;
const pageKinds = generatedKinds().filter((kind) => kind.section === 'pages');
for (const { path, body } of kindEntries(pageKinds, siteData(pincodes, ifsc, createSiteUrls(values['base-url']!), { editions, built, refreshed, sources }))) {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  const type = typeOf(path);
  const entry = types.get(type) ?? { count: 0, bytes: 0 };
  entry.count++;
  entry.bytes += bytes;
  types.set(type, entry);
  if (path.endsWith('.html')) {
    pages++;
    pageBytes += bytes;
  }
}
const seconds = (performance.now() - started) / 1000;
console.log('type\tfiles\ttotal bytes\taverage bytes');
for (const [type, { count, bytes }] of [...types].sort((a, b) => b[1].count - a[1].count))
  console.log(`${type}\t${count}\t${bytes}\t${Math.round(bytes / count)}`);
console.log(`all pages\t${pages}\t${pageBytes}\t${Math.round(pageBytes / pages)}`);
console.log(`rendered in ${seconds.toFixed(1)} s`);
