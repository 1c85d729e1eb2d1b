/**
 * `npm run refresh` end to end over real HTTP: a server on loopback plays upstream
 * with editions derived from the real data at test time; the refresh runs as the
 * command it is, against a copy of the sources and its own dataset (the site it would
 * rebuild is left out: that is buildSite's, tested by the site build tests).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { openDatasetDir, SOURCES, sourcesDir } from '@india-pincode-ifsc/sources';
import { ensureDataset } from '@india-pincode-ifsc/sources/build-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutEdition, deriveEdition, type ExpectedChanges, renamedColumnEdition } from './derived-edition.js';
import { pincodeData } from './load-once.js';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
let work: string;
let origin: string;
let server: Server;
let expected: ExpectedChanges;
/** The editions the test upstream names for every file it serves. */
const UPSTREAM = { pincode: '2026-11-01', ifsc: '2026-11-02', release: 'v2.0.60' };
const paths = () => ({ sources: join(work, 'sources'), dataset: join(work, 'dataset'), site: join(work, 'site') });

/** Upstream: each edition under its own prefix; `/html/…` answers an error page with 200; `/drop/…` breaks off. */
function upstream(editions: Record<string, string>): Promise<string> {
  server = createServer(async (request, response) => {
    const [, edition, ...rest] = new URL(request.url!, 'http://x').pathname.split('/');
    if (edition === 'html') return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!DOCTYPE html><html><body>Service unavailable</body></html>');
    if (edition === 'drop') {
      response.writeHead(200, { 'Content-Length': '100000000' }).write('BANK,IFSC,BRANCH\n');
      return setTimeout(() => response.destroy(), 50);
    }
    const dir = editions[edition!];
    if (!dir) return response.writeHead(404).end();
    // The publishers' records of their editions, as the data portal and GitHub answer them.
    if (rest.join('/') === '_editions/data-gov-in-pincode-directory.json') return response.end(JSON.stringify({ updated_date: UPSTREAM.pincode }));
    if (rest.join('/') === '_editions/razorpay-ifsc-release.json')
      return response.end(JSON.stringify({ tag_name: UPSTREAM.release, published_at: `${UPSTREAM.ifsc}T08:00:00Z` }));
    try {
      response.writeHead(200).end(await readFile(join(dir, ...rest)));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)));
}

/** Runs `npm run refresh` as the command it is, with its exit status and output. */
function refresh(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { sources, dataset, site } = paths();
  const argv = [
    tsx,
    '--conditions=source',
    join(root, 'packages', 'site', 'src', 'refresh.ts'),
    '--sources',
    sources,
    '--dataset',
    dataset,
    '--out',
    site,
    '--api-only',
  ];
  argv.push('--base-url', 'https://pin.example.test', '--changelog', join(work, 'DATA-CHANGELOG.md'), '--diff-json', join(work, 'data-diff.json'), ...args);
  return new Promise((resolve) => {
    execFile(process.execPath, argv, { cwd: root, env: { ...process.env, DATA_GOV_IN_API_KEY: '', ...env }, maxBuffer: 2 ** 26 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** A fingerprint of everything a refresh may replace: the sources, the dataset, the site's manifest. */
async function fingerprint(): Promise<Record<string, string>> {
  const { sources, dataset } = paths();
  const prints: Record<string, string> = {};
  for (const dir of [sources, dataset]) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      prints[relative(work, path)] = createHash('sha1')
        .update(await readFile(path))
        .digest('hex');
    }
  }
  prints.manifest = await fingerprintSite();
  return prints;
}

/** The site's manifest's hash; none is built here (refusals must not make one, and the edition is taken with --no-site). */
async function fingerprintSite(): Promise<string> {
  const manifest = await readFile(join(paths().site, 'manifest.txt')).catch(() => null);
  return manifest ? createHash('sha1').update(manifest).digest('hex') : 'no site';
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'refresh-test-'));
  const { sources, dataset } = paths();
  await cp(sourcesDir(), sources, { recursive: true });
  const { offices } = await pincodeData();
  expected = await deriveEdition(sourcesDir(), join(work, 'next'), offices);
  await cutEdition(sourcesDir(), join(work, 'cut'));
  await renamedColumnEdition(sourcesDir(), join(work, 'renamed'));
  origin = await upstream({ same: sourcesDir(), next: join(work, 'next'), cut: join(work, 'cut'), renamed: join(work, 'renamed') });
  // The refresh's site is built by the edition it takes (the third test): building one
  // first as well would cost CI minutes and prove nothing the fingerprint does not.
  await ensureDataset({ sources, out: dataset, log: () => {} });
}, 600_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  // A sources copy, three editions and a site: gigabytes that later test files need on a small CI disk.
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run refresh', () => {
  it('exits 3 and touches nothing when upstream is byte-identical', async () => {
    const before = await fingerprint();
    const result = await refresh({ SOURCES_MIRROR: `${origin}/same` });
    expect({ code: result.code, stderr: result.stderr }).toMatchObject({ code: 3, stderr: expect.stringContaining('nothing changed') });
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a truncated edition, a renamed column, an HTML page and a dropped connection, touching nothing', async () => {
    const before = await fingerprint();
    const cases: [Record<string, string>, RegExp][] = [
      [{ SOURCES_MIRROR: `${origin}/cut` }, /rows, under the floor.*--allow few-rows|PIN codes gone.*--allow pincodes-gone/s],
      [{ SOURCES_MIRROR: `${origin}/renamed` }, /IFSC\.csv: missing column IFSC/],
      [{ SOURCES_MIRROR: `${origin}/same`, SOURCE_URL_BANKS: `${origin}/html/banks.json` }, /banks: .*an HTML or XML page, not data/],
      [{ SOURCES_MIRROR: `${origin}/same`, SOURCE_URL_IFSC_BRANCHES: `${origin}/drop/IFSC.csv` }, /ifscBranches: .*(broke off|terminated|aborted|closed)/i],
    ];
    for (const [env, message] of cases) {
      const result = await refresh(env);
      expect({ env, code: result.code }).toEqual({ env, code: 1 });
      expect(result.stderr).toMatch(message);
      expect(await fingerprint()).toEqual(before);
    }
  });

  it('takes a new edition: replaces sources and dataset, and reports exactly what changed', async () => {
    // Without the site: rebuilding it is buildSite's job (site-build.test.ts), and minutes of CI.
    const result = await refresh({ SOURCES_MIRROR: `${origin}/next` }, '--no-site');
    expect({ code: result.code, stderr: result.stderr.slice(-2000) }).toMatchObject({ code: 0 });
    const diff = JSON.parse(await readFile(join(work, 'data-diff.json'), 'utf8'));
    const byPin = (a: { pincode: string; name: string }, b: { pincode: string; name: string }) => (a.pincode + a.name < b.pincode + b.name ? -1 : 1);
    expect(diff.pincodes).toEqual({ added: [], removed: [] });
    expect({ ...diff.offices, removed: [...diff.offices.removed].sort(byPin) }).toEqual({
      added: [],
      removed: [...expected.removedOffices].sort(byPin),
      renamed: [expected.renamed],
      moved: [],
      changed: [],
    });
    expect(diff.ifsc.added).toEqual(expected.addedIfsc);
    expect(diff.ifsc.removed).toEqual([]);
    expect(diff.ifsc.changed.map((c: { ifsc: string }) => c.ifsc).sort()).toEqual([...expected.changedAddresses].sort());
    for (const change of diff.ifsc.changed) expect(change.changes.map((c: { field: string }) => c.field)).toEqual(['address']);
    expect(diff.banks).toEqual({ added: [], removed: [], renamed: [] });

    const { sources, dataset } = paths();
    expect(await readFile(join(sources, SOURCES.ifscBranches.file), 'utf8')).toContain('HDFC0ZZZZ01');
    const taken = openDatasetDir(dataset).whole();
    expect(taken.pincodes.areas.get(expected.renamed.pincode)?.offices.map((office) => office.name)).toContain('Testrenamed');
    expect(taken.refreshed).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Only the changed files take the upstream's edition; the side's is then the newest of its files'.
    expect({ pincode: taken.editions.pincode, ifsc: taken.editions.ifsc, release: taken.editions.ifscRelease }).toEqual(UPSTREAM);
    expect(taken.ifsc.branches.size).toBe(159_595);
    expect(await fingerprintSite()).toBe('no site');
    const changelog = await readFile(join(work, 'DATA-CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(/^# Data changelog\n\n## \d{4}-\d{2}-\d{2}: PIN codes /);
    expect(changelog).toContain('| Offices removed | 40 |');
    expect(result.stdout).toContain('| IFSCs added | 5 |');
    // The diff as the refresh printed it, for people to read (test-output is not committed).
    await writeFile(join(root, 'test-output', 'refresh-diff.md'), result.stdout);
  }, 300_000);
});
