import { describe, expect, it } from 'vitest';
import { fillPattern, ROUTES } from '../routes.js';
import { CONTENT_SECURITY_POLICY } from '../headers.js';
import { netlifyHeaders, netlifyRedirects } from './netlify/files.js';
import { nginxConf } from './nginx/nginx-conf.js';
import { serveJson } from './serve/serve-json.js';
import { vercelJson } from './vercel/files.js';
import { CODE_ONLY_ROUTES } from '../routes.js';
import { notFoundRules, pagePatterns, staticRewrites } from './static-rules.js';

/** Every (route, path, variant) a client reaches with a query string. */
const queryForms = ROUTES.filter((route) => !CODE_ONLY_ROUTES.includes(route.name)).flatMap((route) =>
  route.paths.flatMap((path) => route.variants.filter((v) => v.query.length).map((variant) => ({ route, path, variant }))),
);

/** Applies Netlify `_redirects` 200-rules as Netlify does: first rule whose path and query parameters match. */
function netlifyRewrite(rules: string, path: string, query: URLSearchParams): string | undefined {
  for (const line of rules.split('\n')) {
    const parts = line.split(/\s{2,}/);
    if (line.startsWith('#') || !['200', '200!'].includes(parts.at(-1)!)) continue;
    const [from, ...rest] = parts;
    const to = rest.at(-2)!;
    const conditions = rest.slice(0, -2).join(' ').split(' ').filter(Boolean);
    if (from !== path) continue;
    const values: Record<string, string> = {};
    if (
      !conditions.every((c) => {
        const [name, placeholder] = c.split('=') as [string, string];
        const value = query.get(name);
        if (!value) return false;
        values[placeholder.slice(1)] = value;
        return true;
      })
    )
      continue;
    return fillPattern(to, values);
  }
  return undefined;
}

/** Applies vercel.json rewrites with `has` query conditions as Vercel does. */
function vercelRewrite(
  config: { rewrites: { source: string; has?: { key: string; value: string }[]; destination: string }[] },
  path: string,
  query: URLSearchParams,
) {
  for (const rule of config.rewrites) {
    if (rule.source !== path) continue;
    const values: Record<string, string> = {};
    if (
      !(rule.has ?? []).every(({ key, value }) => {
        const match = new RegExp(`^${value}$`).exec(query.get(key) ?? '');
        if (match?.groups) Object.assign(values, match.groups);
        return Boolean(match);
      })
    )
      continue;
    return fillPattern(rule.destination, values);
  }
  return undefined;
}

describe('static host rules', () => {
  it('cover every query-string route of the table, on Netlify and on Vercel', () => {
    expect(queryForms.length).toBeGreaterThanOrEqual(10);
    const netlify = netlifyRedirects();
    const vercel = JSON.parse(vercelJson());
    for (const { path, variant } of queryForms) {
      const query = new URLSearchParams(variant.query.map((name) => [name, `x-${name}`]));
      const file = fillPattern(variant.file, Object.fromEntries(variant.query.map((name) => [name, `x-${name}`])));
      expect(netlifyRewrite(netlify, path, query), `Netlify ${path}?${query}`).toBe(file);
      expect(vercelRewrite(vercel, path, query), `Vercel ${path}?${query}`).toBe(file);
    }
  });

  it('force query forms on Netlify, so that a file at the same path does not shadow them', () => {
    expect(netlifyRedirects().split('\n')).toContain('/api/states.php  bank=:bank  /api/ifsc/states/:bank  200!');
  });

  it('prefer the variant with more parameters (districts.php with and without bank)', () => {
    const both = new URLSearchParams({ bank: 'sbi', state: 'delhi' });
    expect(netlifyRewrite(netlifyRedirects(), '/api/districts.php', both)).toBe('/api/ifsc/districts/sbi/delhi');
    expect(netlifyRewrite(netlifyRedirects(), '/api/districts.php', new URLSearchParams({ state: 'delhi' }))).toBe('/api/ifsc/state-districts/delhi');
  });

  it('give each family its 404 body on Netlify', () => {
    const lines = netlifyRedirects().split('\n');
    expect(lines).toContain('/api/pincode/*  /_errors/compat.json  404');
    expect(lines).toContain('/api/v1/pincode/*  /_errors/v1.json  404');
    expect(lines).toContain('/ifsc/api/ifsc/*  /_errors/ifsc.json  404');
    expect(lines.indexOf('/api/v1/pincode/*  /_errors/v1.json  404')).toBeLessThan(lines.indexOf('/*  /404.html  404'));
  });

  it('send JSON content type and CORS from serve.json', () => {
    const config = JSON.parse(serveJson());
    const all = config.headers.find((h: { source: string }) => h.source === '**');
    expect(all.headers).toContainEqual({ key: 'Access-Control-Allow-Origin', value: '*' });
    expect(config.headers.find((h: { source: string }) => h.source === 'api/**').headers[0]).toEqual({
      key: 'Content-Type',
      value: 'application/json; charset=utf-8',
    });
  });

  it('rewrite every page URL to its index.html in serve.json (serve does not serve a folder by its index)', () => {
    const rewrites: { source: string; destination: string }[] = JSON.parse(serveJson()).rewrites;
    expect(pagePatterns()).toContainEqual({ kind: 'postOffice', pattern: '/pincode/:p1/:p2/' });
    for (const { pattern } of pagePatterns()) expect(rewrites.map((r) => r.destination)).toContain(`${pattern}index.html`);
    expect(rewrites.find((r) => r.destination === '/pincode/:p1/index.html')!.source).toBe('/pincode/:p1([^/.]+)');
  });

  it("give nginx each family's 404 body and each query form's rewrite", () => {
    const conf = nginxConf();
    for (const rule of notFoundRules().filter((r) => r.glob.endsWith('/*'))) {
      expect(conf).toContain(`location ^~ ${rule.glob.slice(0, -1)} {\n    error_page 404 ${rule.file};`);
    }
    for (const rule of staticRewrites().filter((r) => r.query.length))
      expect(conf).toContain(`rewrite ^ ${fillPattern(rule.to, Object.fromEntries(rule.query.map((n) => [n, `$site_${n}`])))}? last;`);
    expect(conf).toContain('add_header Access-Control-Allow-Origin "*" always;');
  });
});

describe('security headers in the host files', () => {
  it('gives every path the Content-Security-Policy and Referrer-Policy', () => {
    const all = (headers: { key: string; value: string }[]) => Object.fromEntries(headers.map(({ key, value }) => [key, value]));
    const serve = JSON.parse(serveJson()) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    const vercel = JSON.parse(vercelJson()) as typeof serve;
    expect(all(serve.headers.find((rule) => rule.source === '**')!.headers)).toMatchObject({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(all(vercel.headers.find((rule) => rule.source === '/(.*)')!.headers)).toMatchObject({ 'Content-Security-Policy': CONTENT_SECURITY_POLICY });
    expect(netlifyHeaders()).toContain(`/*\n  Access-Control-Allow-Origin: *`);
    expect(netlifyHeaders()).toContain(`  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n  Referrer-Policy: strict-origin-when-cross-origin`);
    expect(nginxConf()).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`);
  });
});
