import type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
import { describe, expect, it } from 'vitest';
import { hostFiles } from '../hosts/host-files.js';
import { kindEntries, kindMatcher } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { testSiteData } from '@india-pincode-ifsc/site-runtime/testing/site-data';
import { generatedKinds, profileEntries, siteEntries } from './generate-site.js';
import { manifestLineBytes } from './manifest.js';
import { budgetPages, pageKind, type PageSelection } from './page-budget.js';
import { UPLOAD_MANIFEST } from '../hosts/bucket/upload-manifest.js';
import { parseProfile, profileOption, withinBytes } from './profiles.js';

const data = testSiteData();
const size = (entry: SiteEntry) => Buffer.byteLength(entry.body as string);
const paths = (entries: Iterable<SiteEntry>) => [...entries].map((entry) => entry.path);

describe('deploy profiles', () => {
  it('refuse an unknown profile in one line naming the profiles', () => {
    expect(parseProfile('bucket')).toBe('bucket');
    expect(() => parseProfile('pages')).toThrow(/^unknown profile "pages": use one of full, github-pages, bucket, api-only$/);
    // --api-only is another name for --profile api-only.
    expect(profileOption(undefined, undefined)).toBeUndefined();
    expect(profileOption(undefined, true)).toBe('api-only');
    expect(profileOption('api-only', true)).toBe('api-only');
    expect(profileOption('bucket', false)).toBe('bucket');
    expect(() => profileOption('bucket', true)).toThrow(/^--api-only and --profile bucket contradict each other$/);
    expect(() => profileOption('pages', undefined)).toThrow(/^unknown profile "pages"/);
  });

  it('full is the site; api-only leaves out every page and the files only code reads', () => {
    expect(paths(profileEntries('full', data))).toEqual(paths(siteEntries(data)));
    const full = paths(siteEntries(data));
    const api = paths(profileEntries('api-only', data));
    const apiSet = new Set(api);
    // The full site's files, in its order, less the pages.
    expect(full.filter((path) => apiSet.has(path))).toEqual(api);
    const serverOnly = kindMatcher(generatedKinds().filter((kind) => kind.section === 'server'));
    const leftOut = full.filter((path) => /^\/(ifsc\/)?api\//.test(path) && !apiSet.has(path));
    expect(leftOut.length).toBeGreaterThan(0);
    expect(leftOut.filter((path) => !serverOnly(path))).toEqual([]);
    expect(api.some((path) => pageKind(path))).toBe(false);
  });

  it('bucket lists every file once with its content type and cache header, for an upload script', () => {
    const entries = [...profileEntries('bucket', data)];
    expect(entries.at(-1)!.path).toBe(UPLOAD_MANIFEST);
    const lines = String(entries.at(-1)!.body).trimEnd().split('\n');
    expect(lines[0]).toBe('# path\tcontent-type\tcache-control');
    expect(lines.slice(1).map((line) => `/${line.split('\t')[0]}`)).toEqual(paths(siteEntries(data)));
    expect(lines).toContain('api/pincode/110001\tapplication/json; charset=utf-8\tpublic, max-age=3600, stale-while-revalidate=86400');
    expect(lines).toContain('pincode/110001/index.html\ttext/html; charset=utf-8\tpublic, max-age=3600, stale-while-revalidate=86400');
  });
});

describe('pages within a budget', () => {
  const pages = (wanted?: (path: string) => boolean) =>
    kindEntries(
      generatedKinds().filter((kind) => kind.section !== 'api'),
      data,
      wanted,
    );
  const all = [...budgetPages(pages, data.urls.baseUrl, Number.POSITIVE_INFINITY)];

  it('takes every page when the budget allows', () => {
    const full = paths(profileEntries('full', data)).filter((path) => pageKind(path));
    expect(all.map((entry) => entry.path).filter((path) => pageKind(path))).toEqual(full);
  });

  it('takes whole kinds in priority order, one kind in part, and lists exactly the pages taken in the sitemaps', () => {
    const branches = all.filter((entry) => pageKind(entry.path) === 'branch');
    expect(branches.length).toBeGreaterThan(1);
    // Room for all but the last branch page.
    const budget = all.reduce((sum, entry) => sum + size(entry) + manifestLineBytes(entry.path) + 26 + 40, 16_384) - size(branches.at(-1)!) - 200;
    let selection: PageSelection | undefined;
    // What each call of `pages` rendered: the second renders only the pages taken.
    const rendered: string[][] = [];
    const counted = (wanted?: (path: string) => boolean) => {
      const made: string[] = [];
      rendered.push(made);
      const entries = [...pages(wanted)];
      made.push(...entries.map((entry) => entry.path));
      return entries;
    };
    const taken = [...budgetPages(counted, data.urls.baseUrl, budget, (s) => (selection = s))];
    expect(rendered[0]).toContain(branches.at(-1)!.path);
    expect(rendered[1]!.filter((path) => pageKind(path))).toEqual(taken.map((entry) => entry.path).filter((path) => pageKind(path)));
    expect(selection!.kinds.branch).toMatchObject({ included: branches.length - 1, total: branches.length });
    expect(selection!.kinds.postOffice.included).toBe(selection!.kinds.postOffice.total);
    const sitemaps = taken.filter((entry) => entry.path.endsWith('.xml')).map((entry) => String(entry.body));
    const listed = sitemaps.join('').match(/<loc>[^<]+\/ifsc\/[A-Z0-9]{11}\/<\/loc>/g) ?? [];
    expect(listed).toHaveLength(branches.length - 1);
    expect(sitemaps.join('')).not.toContain(branches.at(-1)!.path.replace('index.html', ''));
  });

  it('keeps the API whole and the files with manifest.txt within the limit', () => {
    const api = paths(profileEntries('api-only', data));
    const apiBytes = [...profileEntries('api-only', data)].reduce((sum, entry) => sum + size(entry) + manifestLineBytes(entry.path), 256);
    for (const [room, home] of [
      [60_000, true],
      [1_000, false],
    ] as const) {
      const limit = apiBytes + room;
      const notes: string[] = [];
      const site = {
        api: kindEntries(
          generatedKinds().filter((kind) => kind.section === 'api'),
          data,
        ),
        pages,
        tail: [...hostFiles()],
        baseUrl: data.urls.baseUrl,
      };
      const entries = [...withinBytes(site, limit, notes)];
      expect(api.every((path) => entries.some((entry) => entry.path === path))).toBe(true);
      expect(entries.reduce((sum, entry) => sum + size(entry) + manifestLineBytes(entry.path), 256)).toBeLessThanOrEqual(limit);
      expect(entries.some((entry) => pageKind(entry.path) === 'home')).toBe(home);
      expect(notes.join('\n')).toMatch(/branch: \d+ of \d+ pages \((the first|none)/);
    }
  });
});
