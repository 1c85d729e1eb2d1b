/**
 * The static servers docs/deploy.md names that run here, started as a user starts them
 * over the real site: `serve` with the generated serve.json (`npm run preview`) and
 * Debian's nginx with the server block of docs/deploy.md and the generated nginx.conf,
 * each through the shared host suite (host-suite.ts), and what only nginx does.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get, hostSuite } from './host-suite.js';
import { type RunningServer, startNginx, startServe } from './servers.js';

const siteDir = inject('siteDir');

const servers: Record<'serve' | 'nginx', RunningServer | undefined> = { serve: undefined, nginx: undefined };
beforeAll(async () => {
  [servers.serve, servers.nginx] = await Promise.all([startServe(siteDir), startNginx(siteDir)]);
});
afterAll(() => Promise.all(Object.values(servers).map((server) => server?.stop())));

hostSuite('serve', () => servers.serve!, siteDir, { queryForms: false, computesSearches: false, familyMisses: false, preflight: false });
hostSuite('nginx', () => servers.nginx!, siteDir, { queryForms: true, computesSearches: false, familyMisses: true, preflight: true });

describe('nginx with the generated nginx.conf', () => {
  it('redirects a page without its slash', async () => {
    const response = await fetch(`${servers.nginx!.origin}/about`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([301, '/about/']);
  });

  it('never leaves its folder through a query value', async () => {
    const answer = await get(servers.nginx!, '/ifsc/api/ifsc.php?ifsc=../../../../../../etc/passwd');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('root:');
  });
});
