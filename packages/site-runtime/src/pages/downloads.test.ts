import type { DownloadsManifest } from '../model/downloads-manifest.js';
import { describe, expect, it } from 'vitest';
import { testSiteData } from '../testing/site-data.js';
import { downloadsSection, parseDownloadsManifest, RELEASE_ASSETS, releaseTag, sizeText } from './downloads.js';
import { STATIC_PAGE_KINDS } from './static-pages.js';

const data = testSiteData();
const { meta } = data;
const tag = releaseTag(meta.editions);
const manifest: DownloadsManifest = {
  editions: { pincode: meta.editions.pincode, ifsc: meta.editions.ifsc },
  release: { tag, url: `https://github.com/o/r/releases/tag/${tag}` },
  files: RELEASE_ASSETS.map(([name], i) => ({
    name,
    bytes: [52_428_800, 9_876_543, 7_654_321, 12_345, 640][i]!,
    sha256: String(i).repeat(64),
    url: `https://github.com/o/r/releases/download/${tag}/${name}`,
  })),
};
const about = (downloads: DownloadsManifest | null) =>
  STATIC_PAGE_KINDS.find((kind) => kind.pattern === '/about/index.html')!.render({ ...data, downloads }, {})!;

describe('downloadsSection', () => {
  it('lists every release asset with its link, size and SHA-256 when the manifest is of the site’s editions', () => {
    const html = downloadsSection(meta, manifest);
    expect(html).toContain(`<a href="https://github.com/o/r/releases/tag/${tag}">${tag}</a>`);
    for (const file of manifest.files) {
      expect(html).toContain(`<a href="${file.url}">${file.name}</a>`);
      expect(html).toContain(`<code>${file.sha256}</code>`);
    }
    expect(html).toContain('<td>52.4 MB</td>');
    expect(html).toContain('<td>640 bytes</td>');
    expect(html).not.toContain('npm run build:exports');
  });

  it('shows no sizes without a manifest: it names the release to look for and how to build the files', () => {
    const html = downloadsSection(meta, null);
    expect(html).toContain(`<code>${tag}</code>`);
    expect(html).toContain('<code>npm run build:exports</code>');
    expect(html).not.toMatch(/\d (MB|kB|bytes)/);
  });

  it('shows no sizes from a manifest of other editions, and says whose it is', () => {
    const stale = { ...manifest, editions: { ...manifest.editions, ifsc: '1999-01-01' }, release: { tag: 'data-old', url: 'https://x.test' } };
    const html = downloadsSection(meta, stale);
    expect(html).toContain('<code>data-old</code>, not of this site’s editions');
    expect(html).not.toContain('52.4 MB');
  });

  it('is on the about page, from the site data', () => {
    expect(about(manifest)).toContain('<h2 id="downloads">Downloads</h2><p>The data of this site as files, from release');
    expect(about(null)).toContain('<h2 id="downloads">Downloads</h2><p>The data of this site as files a database');
  });
});

describe('parseDownloadsManifest', () => {
  it('reads what exports:release writes', () => {
    expect(parseDownloadsManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('names the part that is missing or wrong', () => {
    expect(() => parseDownloadsManifest('{}')).toThrow('no valid editions');
    expect(() => parseDownloadsManifest(JSON.stringify({ ...manifest, release: {} }))).toThrow('no valid release');
    const badSum = { ...manifest, files: [{ ...manifest.files[0], sha256: 'abc' }] };
    expect(() => parseDownloadsManifest(JSON.stringify(badSum))).toThrow('no valid files');
    expect(() => parseDownloadsManifest('not json')).toThrow(SyntaxError);
  });
});

describe('sizeText', () => {
  it('writes bytes, kB and MB', () => {
    expect([999, 1000, 999_499, 1_000_000, 52_428_800].map(sizeText)).toEqual(['999 bytes', '1 kB', '999 kB', '1.0 MB', '52.4 MB']);
  });
});
