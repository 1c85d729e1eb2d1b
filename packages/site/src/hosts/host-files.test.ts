import { getTransformedRoutes, isHandler } from '@vercel/routing-utils';
import redirector from 'netlify-redirector';
import { describe, expect, it } from 'vitest';
import { fillPattern, ROUTES } from '@india-pincode-ifsc/site-runtime/routes';
import { CONTENT_SECURITY_POLICY } from '@india-pincode-ifsc/site-runtime/headers';
import { netlifyHeaders, netlifyRedirects } from './netlify/files.js';
import { nginxConf } from './nginx/nginx-conf.js';
import { serveJson } from './serve/serve-json.js';
import { vercelJson } from './vercel/files.js';
import { CODE_ONLY_ROUTES } from '@india-pincode-ifsc/site-runtime/routes';
import { notFoundRules, pagePatterns, staticRewrites } from './static-rules.js';

/** Every (route, path, variant) a client reaches with a query string. */
const queryForms = ROUTES.filter((route) => !CODE_ONLY_ROUTES.includes(route.name)).flatMap((route) =>
  route.paths.flatMap((path) => route.variants.filter((v) => v.query.length).map((variant) => ({ route, path, variant }))),
);

/**
 * Netlify's own redirect engine (`netlify-redirector`, the WebAssembly build that
 * `netlify dev` runs) over the generated `_redirects`: the first rule that matches the
 * path and query, as `{ to, status }`, or null.
 */
async function netlifyMatcher(rules: string): Promise<(path: string, query: URLSearchParams) => { to: string; status: number } | null> {
  const matcher = await redirector.parsePlain(rules, {});
  return (path, query) => matcher.match({ scheme: 'https', host: 'pin.example.org', path, query: query.toString(), getHeader: () => '', getCookie: () => '' });
}

/**
 * Where Vercel sends a path and query by the generated `vercel.json`. Vercel's router
 * runs only on Vercel (and in `vercel dev`, which needs an account), so the config is
 * turned into the routes Vercel runs by Vercel's own code (`@vercel/routing-utils`),
 * and only applying a route is done here: its `src` regular expression, its `has`
 * query conditions (a regular expression for the whole value, whose named groups
 * fill the destination), then `$name` in `dest`.
 */
function vercelRewrite(config: string, path: string, query: URLSearchParams): string | undefined {
  const { routes, error } = getTransformedRoutes(JSON.parse(config));
  if (error || !routes) throw new Error(`vercel.json: ${error?.message}`);
  for (const route of routes) {
    if (isHandler(route) || !route.dest || !new RegExp(route.src).test(path)) continue;
    const groups: Record<string, string> = {};
    const conditionsHold = (route.has ?? []).every((condition) => {
      if (condition.type !== 'query' || typeof condition.value !== 'string') return false;
      const match = new RegExp(`^(?:${condition.value})$`).exec(query.get(condition.key) ?? '');
      Object.assign(groups, match?.groups);
      return match !== null;
    });
    if (conditionsHold) return route.dest.replace(/\$([a-z]\w*)/gi, (_, name: string) => groups[name] ?? '');
  }
  return undefined;
}

describe('static host rules', () => {
  it('cover every query-string route of the table, on Netlify and on Vercel', async () => {
    expect(queryForms.length).toBeGreaterThanOrEqual(10);
    const netlify = await netlifyMatcher(netlifyRedirects());
    for (const { path, variant } of queryForms) {
      const query = new URLSearchParams(variant.query.map((name) => [name, `x-${name}`]));
      const file = fillPattern(variant.file, Object.fromEntries(variant.query.map((name) => [name, `x-${name}`])));
      expect(netlify(path, query), `Netlify ${path}?${query}`).toMatchObject({ to: file, status: 200 });
      expect(vercelRewrite(vercelJson(), path, query), `Vercel ${path}?${query}`).toBe(file);
    }
  });

  it('force query forms on Netlify, so that a file at the same path does not shadow them', () => {
    expect(netlifyRedirects().split('\n')).toContain('/api/states.php  bank=:bank  /api/ifsc/states/:bank  200!');
  });

  it('prefer the variant with more parameters (districts.php with and without bank)', async () => {
    const netlify = await netlifyMatcher(netlifyRedirects());
    const both = new URLSearchParams({ bank: 'sbi', state: 'delhi' });
    const stateOnly = new URLSearchParams({ state: 'delhi' });
    expect(netlify('/api/districts.php', both)?.to).toBe('/api/ifsc/districts/sbi/delhi');
    expect(netlify('/api/districts.php', stateOnly)?.to).toBe('/api/ifsc/state-districts/delhi');
    expect(vercelRewrite(vercelJson(), '/api/districts.php', both)).toBe('/api/ifsc/districts/sbi/delhi');
    expect(vercelRewrite(vercelJson(), '/api/districts.php', stateOnly)).toBe('/api/ifsc/state-districts/delhi');
  });

  it("give each family's misses its 404 body on Netlify, and any other path the 404 page", async () => {
    const netlify = await netlifyMatcher(netlifyRedirects());
    const none = new URLSearchParams();
    for (const rule of notFoundRules()) {
      const path = rule.glob.endsWith('/*') ? `${rule.glob.slice(0, -1)}no-such-file` : rule.glob;
      expect(netlify(path, none), path).toMatchObject({ to: rule.file, status: 404 });
    }
    expect(netlify('/no/such/page/', none)).toMatchObject({ to: '/404.html', status: 404 });
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
