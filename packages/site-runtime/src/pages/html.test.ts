import { describe, expect, it } from 'vitest';
import { crumbs, esc, fields, jsonLd, linkWith, relativeTo } from './html.js';

describe('esc', () => {
  it('escapes markup and both quotes', () => {
    expect(esc(`<script>alert("x" + 'y')</script> & co`)).toBe('&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;)&lt;/script&gt; &amp; co');
    expect(esc('Baroda House')).toBe('Baroda House');
    expect(esc(42)).toBe('42');
  });
});

describe('jsonLd', () => {
  it('cannot close its script element and stays valid JSON', () => {
    const html = jsonLd({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/<|\u2028/);
    expect(JSON.parse(inner)).toEqual({ '@context': 'https://schema.org', name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
  });
});

describe('relativeTo', () => {
  const page = relativeTo('https://x.test/pins', 'https://x.test/pins/pincode/110001/baroda-house/');
  it('links within the site relative to the page', () => {
    expect(page('https://x.test/pins/pincode/110001/janpath/')).toBe('../janpath/');
    expect(page('https://x.test/pins/pincode/110001/')).toBe('../');
    expect(page('https://x.test/pins/')).toBe('../../../');
    expect(page('https://x.test/pins/pincode/110002/')).toBe('../../110002/');
    expect(page('https://x.test/pins/pincode/110001/baroda-house/')).toBe('./');
    expect(page('https://x.test/pins/assets/site.css')).toBe('../../../assets/site.css');
    expect(page('https://x.test/pins/about/#data')).toBe('../../../about/#data');
  });
  it('does not confuse segments sharing a prefix', () => {
    const district = relativeTo('https://x.test', 'https://x.test/state/delhi/new-delhi/');
    expect(district('https://x.test/state/delhi/new/')).toBe('../new/');
    expect(district('https://x.test/state/delhi-ncr/')).toBe('../../delhi-ncr/');
  });
  it('resolves back to the absolute URL', () => {
    const from = 'https://x.test/pins/ifsc/bank/sbi/delhi/';
    const rel = relativeTo('https://x.test/pins', from);
    for (const to of [
      'https://x.test/pins/',
      'https://x.test/pins/ifsc/SBIN0000001/',
      'https://x.test/pins/ifsc/bank/sbi/delhi/new-delhi/',
      'https://x.test/pins/api/v1/search?q=a',
    ]) {
      expect(new URL(rel(to), from).href).toBe(to);
    }
  });
  it('leaves other sites alone, and links root-relative without a page', () => {
    expect(page('https://www.openstreetmap.org/?mlat=1')).toBe('https://www.openstreetmap.org/?mlat=1');
    expect(relativeTo('https://x.test/pins', null)('https://x.test/pins/ifsc/')).toBe('/pins/ifsc/');
  });
});

describe('fields and crumbs', () => {
  it('skips empty values and escapes link text', () => {
    expect(
      fields([
        ['A', '1'],
        ['B', ''],
        ['C', '3'],
      ]),
    ).toBe('<dl><dt>A</dt><dd>1</dd><dt>C</dt><dd>3</dd></dl>');
    const a = linkWith(relativeTo('https://x.test', 'https://x.test/state/a/'));
    expect(crumbs(a, [['https://x.test/', '<Home>']], 'A & B')).toBe(
      '<nav aria-label="Breadcrumb" class="bc"><ol><li><a href="../../">&lt;Home&gt;</a></li><li aria-current="page">A &amp; B</li></ol></nav>',
    );
  });
});
