import { describe, expect, it } from 'vitest';
import { generatedKinds, siteEntries } from '../generate/generate-site.js';
import { hostFiles } from '../hosts/host-files.js';
import { testSiteData } from '@india-pincode-ifsc/site-runtime/testing/site-data';
import { bodyEtag, hashedFile, renderedSiteFiles } from '@india-pincode-ifsc/site-runtime/handler/rendered-site-files';

describe('renderedSiteFiles', () => {
  const data = testSiteData();
  const files = renderedSiteFiles(generatedKinds(), async () => data);
  const text = async (path: string) => {
    const found = await files.read(path);
    return found && new TextDecoder().decode(found.body);
  };

  it('renders every file the generator writes from the data, byte for byte', async () => {
    // Host files are written beside the site, not rendered from the data.
    const hostPaths = new Set(Array.from(hostFiles(), (entry) => entry.path));
    for (const entry of siteEntries(data)) {
      if (hostPaths.has(entry.path)) continue;
      expect(await text(entry.path), entry.path).toBe(String(entry.body));
    }
  });

  it('renders no file the generator does not write', async () => {
    for (const path of [
      '/api/pincode/999999',
      '/api/postoffice/no-such-word',
      '/api/postoffice/Baroda',
      '/api/postoffice/baroda%20house',
      '/api/v1/search/BA',
      '/api/v1/search/zz',
      '/api/v1/state/atlantis',
      '/ifsc/api/ifsc/SBIN0999999',
      '/api/ifsc/states/no-bank',
      '/pincode/110001/no-office/index.html',
      '/ifsc/bank/index.html',
      '/sitemaps/9.xml',
      '/nothing.html',
    ])
      expect(await files.read(path), path).toBeNull();
  });

  it('gives each body a strong ETag of its bytes', async () => {
    const found = await files.read('/api/pincode/110001');
    expect(found?.etag).toBe(bodyEtag(found!.body));
    expect(hashedFile(found!.body).etag).toBe(found?.etag);
    expect(bodyEtag(new TextEncoder().encode('{"a":1}'))).not.toBe(bodyEtag(new TextEncoder().encode('{"a":2}')));
  });

  it('reads a path no kind matches from its fallback', async () => {
    const withFallback = renderedSiteFiles([], async () => data, {
      fallback: { read: async (path) => ({ body: new TextEncoder().encode(path), etag: '"x"' }) },
    });
    expect(new TextDecoder().decode((await withFallback.read('/x'))!.body)).toBe('/x');
  });
});
