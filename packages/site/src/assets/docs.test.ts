import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kindEntries } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { DOCS_FOLDER, OPENAPI_FILE } from '@india-pincode-ifsc/site-runtime/routes';
import { testSiteData } from '@india-pincode-ifsc/site-runtime/testing/site-data';
import { DOCS_FILES, DOCS_PAGE_KIND } from '@india-pincode-ifsc/site-runtime/pages/docs-page';
import { DOCS_BUDGET, DOCS_KINDS } from './docs.js';

describe('the reference page', () => {
  const entries = [...kindEntries([DOCS_PAGE_KIND, ...DOCS_KINDS], testSiteData())];

  it('is its index and Swagger UI files, within the size budget docs/api.md states', () => {
    expect(entries.map((entry) => entry.path).sort()).toEqual([...Object.values(DOCS_FILES), 'index.html'].map((name) => DOCS_FOLDER + name).sort());
    const bytes = entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.body), 0);
    const gzipped = entries.reduce((sum, entry) => sum + gzipSync(entry.body).byteLength, 0);
    console.log(`/docs/: ${entries.length} files, ${(bytes / 1e6).toFixed(2)} MB, ${(gzipped / 1e3).toFixed(0)} KB gzipped`);
    expect(bytes).toBeLessThanOrEqual(DOCS_BUDGET.bytes);
    expect(gzipped).toBeLessThanOrEqual(DOCS_BUDGET.gzipped);
  });

  it('loads only files of the site: no inline script or style, no source map, the document by a relative path', () => {
    const byName = new Map(entries.map((entry) => [entry.path.slice(DOCS_FOLDER.length), String(entry.body)]));
    const index = byName.get('index.html')!;
    expect(index).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/);
    expect(index).not.toMatch(/<style|style="/);
    expect(index).toContain('<script src="swagger-ui-bundle.js" defer></script><script src="docs.js" defer></script>');
    expect(byName.get(DOCS_FILES.bundle)).not.toContain('sourceMappingURL');
    expect(byName.get(DOCS_FILES.script)).toContain(`url: '..${OPENAPI_FILE}'`);
    expect(byName.get(DOCS_FILES.script)).toContain('validatorUrl: null');
  });
});
