import { describe, expect, it } from 'vitest';
import { DOCS_FOLDER, OPENAPI_FILE } from '@india-pincode-ifsc/site-runtime/routes';
import { testSiteData as testData } from '@india-pincode-ifsc/site-runtime/testing/site-data';
import { kindMatcher } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { generatedKinds, profileEntries, siteEntries } from './generate-site.js';

describe('siteEntries and the api-only profile', () => {
  it("writes the pages' stylesheet and script beside the pages", () => {
    const paths = new Set(Array.from(siteEntries(testData()), (entry) => entry.path));
    expect(paths).toContain('/assets/site.css');
    expect(paths).toContain('/assets/site.js');
  });

  it('leaves every page out for the API alone, and only the pages and the files only code reads (the API reference page stays)', () => {
    const all = [...siteEntries(testData())].map((entry) => entry.path);
    const api = [...profileEntries('api-only', testData())].map((entry) => entry.path);
    expect(all.filter((path) => path.endsWith('.html')).length).toBeGreaterThan(5);
    const pages = api.filter((path) => path.endsWith('.html') || path.startsWith('/sitemap') || path.startsWith('/assets/'));
    expect(pages).toEqual([`${DOCS_FOLDER}index.html`]);
    expect(api).toContain(OPENAPI_FILE);
    expect(api).toContain('/api/pincode/110001');
    const serverOnly = kindMatcher(generatedKinds().filter((kind) => kind.section === 'server'));
    const left = all.filter((path) => !api.includes(path));
    expect(left.filter((path) => serverOnly(path))).toContain('/api/ifsc/search/ranked/0.json');
    expect(left.every((path) => /\.(html|xml|css|js|svg|txt)$/.test(path) || serverOnly(path))).toBe(true);
  });
});
