import { describe, expect, it } from 'vitest';
import { EVIL, testSiteData as testData } from '../testing/site-data.js';
import { sitemapFiles } from './sitemap.js';
import { SITE_KINDS } from '../site-kinds.js';
import { kindEntries } from '../model/file-kind.js';

const pageFiles = (data: ReturnType<typeof testData>) =>
  kindEntries(
    SITE_KINDS.filter((kind) => kind.section === 'pages'),
    data,
  );

describe('pageFiles', () => {
  const files = new Map([...pageFiles(testData())].map((f) => [f.path, String(f.body)]));

  it('writes every page type, the sitemaps, robots.txt and the 404 page', () => {
    for (const path of [
      '/index.html',
      '/ifsc/index.html',
      '/about/index.html',
      '/404.html',
      '/pincode/110001/index.html',
      '/pincode/110001/baroda-house/index.html',
      '/state/delhi/index.html',
      '/state/delhi/new-delhi/index.html',
      '/ifsc/SBIN0000691/index.html',
      '/ifsc/bank/state-bank-of-india/index.html',
      '/ifsc/bank/state-bank-of-india/delhi/index.html',
      '/ifsc/bank/state-bank-of-india/delhi/new-delhi/index.html',
      '/sitemap.xml',
      '/sitemaps/1.xml',
      '/robots.txt',
    ]) {
      expect(files.has(path), path).toBe(true);
    }
  });

  it('escapes names everywhere: no page holds the markup of a name', () => {
    const pages = [...files].filter(([path]) => path.endsWith('.html'));
    const withName = pages.filter(([, body]) => body.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    expect(withName.length).toBeGreaterThan(4);
    for (const [path, body] of pages) {
      expect(body.includes(EVIL), path).toBe(false);
      // JSON-LD keeps names as data too: every `<` inside it is escaped.
      for (const [, json] of body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) expect(json, path).not.toContain('<');
    }
  });

  it('gives each page one h1, landmarks, a title, a description, a canonical link and the footer credits', () => {
    const page = files.get('/pincode/110001/baroda-house/index.html')!;
    expect(page.match(/<h1>/g)).toHaveLength(1);
    for (const part of [
      '<header>',
      '<main id="main">',
      '<footer>',
      '<title>Baroda House post office, 110001 – New Delhi, Delhi</title>',
      '<meta name="description" content="',
    ]) {
      expect(page).toContain(part);
    }
    expect(page).toContain('<link rel="canonical" href="https://x.test/pins/pincode/110001/baroda-house/">');
    expect(page).toContain('<a href="https://x.test/pins/">x.test/pins</a>');
    expect(page).toContain('creativecommons.org/licenses/by/4.0/');
    expect(page).toContain('GODL-India');
    expect(page).toContain('razorpay/ifsc');
    expect(page).toContain('<link rel="stylesheet" href="../../../assets/site.css">');
    expect(page).toContain('"@type":"PostOffice"');
    expect(page).toContain('<dt>Coordinates</dt><dd>28.6, 77.2</dd>');
  });

  it('shows the branch fields, the copy button, the PIN code link and the base path for the script', () => {
    const page = files.get('/ifsc/SBIN0000691/index.html')!;
    expect(page).toContain('data-copy="SBIN0000691"');
    expect(page).toContain('<dt>PIN code</dt><dd><a href="../../pincode/110001/">110001</a></dd>');
    expect(page).toContain('<dt>MICR</dt><dd>110002087</dd>');
    expect(page).toContain('"@type":"BankOrCreditUnion"');
    expect(page).toContain('data-base="/pins"');
    expect(page).toContain('<script src="../../assets/site.js" defer>');
  });

  it('says "not stated" for a flag the source left unknown, and flags a withdrawn code where it is shown', () => {
    const listed = files.get('/ifsc/SBIN0000691/index.html')!;
    expect(listed).toContain('<dt>RTGS</dt><dd>Yes</dd>');
    expect(listed).toContain('<dt>In the RBI list</dt><dd>Yes</dd>');
    expect(listed).not.toContain('Withdrawn code');
    const withdrawn = files.get('/ifsc/SBIN0000692/index.html')!;
    expect(withdrawn).toContain('<dt>RTGS</dt><dd>not stated</dd>');
    expect(withdrawn).toContain('<dt>NEFT</dt><dd>Yes</dd>');
    expect(withdrawn).toContain('<strong>Withdrawn code:</strong> SBIN0000692 is not in the RBI');
    expect(withdrawn).toContain('<dt>In the RBI list</dt><dd>No (withdrawn)</dd>');
    const listing = files.get('/ifsc/bank/state-bank-of-india/delhi/new-delhi/index.html')!;
    expect(listing).toContain('<code>SBIN0000692</code> (withdrawn)');
    expect(listing).not.toContain('<code>SBIN0000691</code> (withdrawn)');
  });

  it('links the 404 page root-relative, since it is served at any path', () => {
    const page = files.get('/404.html')!;
    expect(page).toContain('href="/pins/assets/site.css"');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).not.toContain('rel="canonical"');
  });

  it('lists every page in the sitemap, and robots.txt names the index', () => {
    const pages = [...files.keys()].filter((path) => path.endsWith('/index.html')).length;
    expect(files.get('/sitemaps/1.xml')!.match(/<loc>/g)).toHaveLength(pages);
    expect(files.get('/robots.txt')).toContain('Sitemap: https://x.test/pins/sitemap.xml');
  });
});

describe('sitemapFiles', () => {
  it('splits at the limit and indexes the parts', () => {
    const urls = Array.from({ length: 5 }, (_, i) => `https://x.test/p/${i}/?a=1&b=2`);
    const files = [...sitemapFiles(urls, 'https://x.test', 2)];
    expect(files.map((f) => f.path)).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml', '/sitemaps/3.xml', '/sitemap.xml']);
    expect(String(files[0]!.body).match(/<loc>/g)).toHaveLength(2);
    expect(String(files[2]!.body).match(/<loc>/g)).toHaveLength(1);
    expect(String(files[0]!.body)).toContain('<loc>https://x.test/p/0/?a=1&amp;b=2</loc>');
    expect(String(files[3]!.body)).toContain('<sitemap><loc>https://x.test/sitemaps/3.xml</loc></sitemap>');
    expect(String(files[3]!.body).match(/<sitemap>/g)).toHaveLength(3);
  });
  it('writes exactly full files without an empty one', () => {
    const files = [...sitemapFiles(['a', 'b', 'c', 'd'], 'https://x.test', 2)];
    expect(files.map((f) => f.path)).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml', '/sitemap.xml']);
  });
});
