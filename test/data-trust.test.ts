/**
 * What the data says about itself, on the real data: the editions are the publishers'
 * (or `unknown`, never a file's date), withdrawn codes are flagged, flags the source
 * left unknown are counted, and every MICR code finds its branches. Expectations are
 * computed from the source files here (csv-parse, not the project's loader).
 */
import { cp, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import {
  createSiteUrls,
  editionHeader,
  IFSC_REPORT,
  micrResponse,
  type IfscDataset,
  type IfscRecord,
  type DataReport,
  type MicrAnswer,
} from 'india-pincode-ifsc/internal';
import {
  buildDataset,
  DEFAULT_DATASET_DIR,
  openDatasetDir,
  openDatasetFiles,
  readDatasetFiles,
  SOURCES,
  sourcesDir,
  type SourceId,
} from '@india-pincode-ifsc/sources';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHandler } from '@india-pincode-ifsc/site-runtime/handler/handler';
import { nodeSiteFiles } from '../packages/site/src/node-site-files.js';
import { siteData } from '@india-pincode-ifsc/site-runtime/model/site-data';
import { SITE_KINDS } from '@india-pincode-ifsc/site-runtime/site-kinds';

const root = join(import.meta.dirname, '..');
const urls = createSiteUrls('https://pin.example.test');
const FLAGS = ['RTGS', 'NEFT', 'IMPS', 'UPI'] as const;

let ifsc: IfscDataset;
let report: DataReport;
let rows: Record<string, string>[];
let listed: Set<string>;

beforeAll(async () => {
  const open = openDatasetDir(DEFAULT_DATASET_DIR).whole();
  ({ ifsc, report } = open);
  rows = parse(await readFile(join(sourcesDir(), SOURCES.ifscBranches.file), 'utf8'), { columns: true }) as Record<string, string>[];
  const list = JSON.parse(await readFile(join(sourcesDir(), SOURCES.ifscCodes.file), 'utf8')) as Record<string, (number | string)[]>;
  listed = new Set(Object.entries(list).flatMap(([bank, parts]) => parts.map((n) => `${bank}0${typeof n === 'number' ? String(n).padStart(6, '0') : n}`)));
}, 120_000);

const record = (code: string) => ifsc.branches.get(code);

describe('withdrawn codes', () => {
  it('answers LISTED: false for every code the RBI list no longer has, true for the others', () => {
    const withdrawn = rows.map((r) => r.IFSC!.toUpperCase()).filter((code) => !listed.has(code));
    expect(withdrawn.length).toBe(1_831);
    const wrong = withdrawn.filter((code) => record(code)?.listed !== false);
    expect(wrong).toEqual([]);
    expect(report.count(IFSC_REPORT, 'ifsc-withdrawn')).toBe(1_831);
    const kept = rows.map((r) => r.IFSC!.toUpperCase()).filter((code) => listed.has(code));
    const sample = kept.filter((_, i) => i % 97 === 0);
    expect(sample.length).toBeGreaterThan(1_500);
    expect(sample.filter((code) => record(code)?.listed !== true)).toEqual([]);
  });

  it('serves the flag in the record and on the branch page, and marks it in listings', async () => {
    const site = inject('siteDir');
    const code = rows.map((r) => r.IFSC!).find((c) => !listed.has(c) && record(c)?.districtSlug)!;
    const file = JSON.parse(await readFile(join(site, 'ifsc', 'api', 'ifsc', code), 'utf8')) as IfscRecord;
    expect(file.LISTED).toBe(false);
    expect(JSON.parse(await readFile(join(site, 'ifsc', 'api', 'ifsc', 'SBIN0000001'), 'utf8')).LISTED).toBe(true);
    const page = await readFile(join(site, 'ifsc', code, 'index.html'), 'utf8');
    expect(page).toContain(`<strong>Withdrawn code:</strong> ${code} is not in the RBI`);
    const branch = record(code)!;
    const bank = ifsc.banksByCode.get(branch.bankCode)!;
    const listing = await readFile(join(site, 'ifsc', 'bank', bank.slug, branch.stateSlug, branch.districtSlug, 'index.html'), 'utf8');
    expect(listing).toContain(`<code>${code}</code> (withdrawn)`);
  });
});

describe('payment flags the source leaves unknown', () => {
  it('stay false in the API, are counted per flag and bank, and pages say "not stated"', async () => {
    const expected = new Map<string, number>();
    for (const row of rows) {
      for (const flag of FLAGS) {
        const value = row[flag]!.trim().toLowerCase();
        if (value === 'true' || value === 'false') continue;
        const kind = `flag-unknown:${flag}:${row.IFSC!.slice(0, 4).toUpperCase()}`;
        expected.set(kind, (expected.get(kind) ?? 0) + 1);
      }
    }
    const counted = new Map(
      report
        .toJSON()
        [IFSC_REPORT]!.kinds.filter((k) => k.kind.startsWith('flag-unknown:'))
        .map((k) => [k.kind, k.count]),
    );
    expect(counted).toEqual(expected);
    const total = (flag: string) => [...expected].filter(([kind]) => kind.startsWith(`flag-unknown:${flag}:`)).reduce((sum, [, n]) => sum + n, 0);
    expect(total('RTGS')).toBe(23_143);
    expect(expected.get('flag-unknown:RTGS:SBIN')).toBe(22_680);
    const sbi = record('SBIN0000001')!;
    expect([sbi.rtgs, sbi.unstated]).toEqual([false, 1]);
    const page = await readFile(join(inject('siteDir'), 'ifsc', 'SBIN0000001', 'index.html'), 'utf8');
    expect(page).toContain('<dt>RTGS</dt><dd>not stated</dd>');
    expect(page).toContain('<dt>NEFT</dt><dd>Yes</dd>');
  });
});

describe('MICR lookup', () => {
  it('finds the branches of every MICR code in the data, and nothing else', async () => {
    const expected = new Map<string, string[]>();
    for (const row of rows) {
      const micr = row.MICR!.trim();
      if (!/^\d{9}$/.test(micr)) continue;
      const list = expected.get(micr) ?? [];
      list.push(row.IFSC!.toUpperCase());
      expected.set(micr, list);
    }
    expect(expected.size).toBe(130_358);
    expect([...expected.values()].reduce((sum, list) => sum + list.length, 0)).toBe(131_565);
    const wrong: string[] = [];
    for (const [micr, codes] of expected) {
      const { status, body } = micrResponse(ifsc, micr, urls);
      const found = status === 200 ? (body as MicrAnswer).branches.map((b) => b.IFSC) : [];
      if (found.join() !== codes.sort().join() || (body as MicrAnswer).count !== codes.length) wrong.push(micr);
    }
    expect(wrong).toEqual([]);
    const files = await readdir(join(inject('siteDir'), 'ifsc', 'api', 'micr'));
    expect(files.length).toBe(130_358);
  });

  it('answers unknown and malformed codes over HTTP with 404 and 400', async () => {
    const handle = createHandler(nodeSiteFiles(inject('siteDir')));
    const ask = async (path: string) => {
      const response = await handle(new Request(`https://pin.example.test${path}`));
      return { status: response.status, body: await response.json() };
    };
    const hit = await ask('/ifsc/api/micr/700002021');
    expect(hit).toMatchObject({ status: 200, body: { success: true, MICR: '700002021', branches: [{ IFSC: 'SBIN0000001' }] } });
    expect((hit.body as MicrAnswer).branches[0]).not.toHaveProperty('success');
    expect(await ask('/ifsc/api/micr/999999999')).toEqual({ status: 404, body: { success: false, error: 'MICR not found', MICR: '999999999' } });
    for (const bad of ['70000202', '7000020210', '70000202x', 'SBIN0000001']) {
      expect(await ask(`/ifsc/api/micr/${bad}`)).toEqual({ status: 400, body: { success: false, error: 'Malformed MICR (nine digits)', MICR: bad } });
    }
  });
});

describe('editions', () => {
  let copy: string;
  afterAll(() => copy && rm(copy, { recursive: true, force: true }));

  it('are "unknown" everywhere for a sources folder copied without editions.json, never the files\' date', async () => {
    copy = await mkdtemp(join(tmpdir(), 'sources-no-editions-'));
    await cp(sourcesDir(), copy, { recursive: true, filter: (path) => !path.endsWith('editions.json') });
    const now = new Date();
    for (const source of Object.values(SOURCES)) await utimes(join(copy, source.file), now, now);
    const warnings: string[] = [];
    const { files } = await buildDataset(copy, (line) => warnings.push(line));
    expect(warnings).toHaveLength(Object.keys(SOURCES).length);
    for (const [path, file] of files)
      if ((file as { edition: string }).edition !== 'unknown') expect({ path, edition: (file as { edition: string }).edition }).toBe('unknown');
    const open = openDatasetFiles(files).whole();
    const data = siteData(open.pincodes, open.ifsc, urls, open);
    expect(data.meta.editions).toEqual({ pincode: 'unknown', ifsc: 'unknown', ifsc_release: 'unknown' });
    expect(editionHeader(data.meta.editions)).toBe('pincode=unknown; ifsc=unknown; ifsc-release=unknown');
    const about = SITE_KINDS.find((kind) => kind.pattern === '/about/index.html')!.render(data, {})!;
    expect(about).toContain('India Post directory of unknown, IFSC list of unknown (release unknown)');
  }, 300_000);

  it('are the editions.json dates in /api/meta, X-Data-Edition, the about page, the npm entries and every dataset file', async () => {
    const editions = JSON.parse(await readFile(join(sourcesDir(), 'editions.json'), 'utf8')) as Record<SourceId, string>;
    const ifscDate = (['ifscBranches', 'bankNames', 'banks', 'sublets', 'ifscCodes'] as const)
      .map((id) => editions[id])
      .sort()
      .at(-1)!;
    const expected = { pincode: editions.pincodeDirectory, ifsc: ifscDate, ifsc_release: 'unknown' };
    const site = inject('siteDir');
    expect(JSON.parse(await readFile(join(site, 'api', 'meta'), 'utf8')).editions).toEqual(expected);
    const response = await createHandler(nodeSiteFiles(site))(new Request('https://pin.example.test/api/pincode/110001'));
    expect(response.headers.get('x-data-edition')).toBe(`pincode=${expected.pincode}; ifsc=${expected.ifsc}; ifsc-release=unknown`);
    const about = await readFile(join(site, 'about', 'index.html'), 'utf8');
    expect(about).toContain(`India Post directory of ${expected.pincode}, IFSC list of ${expected.ifsc}`);
    // Built without a downloads manifest: the downloads' release of these editions is named, with no sizes.
    expect(about).toContain(`release <code>data-${expected.pincode}-${expected.ifsc}</code>`);
    const files = await readDatasetFiles(DEFAULT_DATASET_DIR);
    expect((files.get('pincode.json') as { edition: string }).edition).toBe(expected.pincode);
    for (const [path, file] of files)
      if (path.startsWith('ifsc/') || path === 'micr.json') expect([path, (file as { edition: string }).edition]).toEqual([path, expected.ifsc]);
  });

  it('are recorded by npm run download from what the server says (data portal date, release tag and date)', async () => {
    const server: Server = createServer(async (request, response) => {
      const path = new URL(request.url!, 'http://x').pathname.slice(1);
      if (path === '_editions/data-gov-in-pincode-directory.json')
        return response.end(JSON.stringify({ title: 'All India Pincode Directory', updated_date: '2026-10-30T06:47:43Z' }));
      if (path === '_editions/razorpay-ifsc-release.json') return response.end(JSON.stringify({ tag_name: 'v2.0.61', published_at: '2026-11-02T09:00:00Z' }));
      try {
        response.end(await readFile(join(sourcesDir(), path)));
      } catch {
        response.writeHead(404).end();
      }
    });
    const origin = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
    );
    const to = await mkdtemp(join(tmpdir(), 'download-'));
    try {
      const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
      const stderr = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [tsx, '--conditions=source', join(root, 'sources', 'download.ts'), '--to', to],
          { cwd: root, env: { ...process.env, SOURCES_MIRROR: origin } },
          (error, _out, err) => (error ? reject(new Error(err)) : resolve(err)),
        ),
      );
      expect(stderr).toContain('ifscBranches: updated');
      const recorded = JSON.parse(await readFile(join(to, 'editions.json'), 'utf8'));
      expect(recorded).toEqual({
        pincodeDirectory: '2026-10-30',
        ifscBranches: '2026-11-02',
        bankNames: '2026-11-02',
        banks: '2026-11-02',
        sublets: '2026-11-02',
        ifscCodes: '2026-11-02',
        releases: { ifscBranches: 'v2.0.61', bankNames: 'v2.0.61', banks: 'v2.0.61', sublets: 'v2.0.61', ifscCodes: 'v2.0.61' },
      });
    } finally {
      server.close();
      await rm(to, { recursive: true, force: true });
    }
  }, 120_000);
});
