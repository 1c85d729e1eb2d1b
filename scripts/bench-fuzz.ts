/**
 * `npm run bench:fuzz [-- --count N --seed S --site DIR]`: hostile URLs (test/hostile-urls.ts)
 * against the real server over a built site (default dist-site), from a random seed
 * unless one is given. Prints the seed, the answers by status, the time, and every
 * answer that broke a rule (5xx, no CORS header, a file from outside the site).
 */
import { parseArgs } from 'node:util';
import { fuzz, hostileRequests } from '../test/hostile-urls.js';
import { startSiteServer } from '../test/servers.js';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '100000' }, seed: { type: 'string' }, site: { type: 'string', default: 'dist-site' } },
});
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const server = await startSiteServer(values.site, process.env.SITE_URL ?? 'http://localhost:3000');
try {
  const started = performance.now();
  const { byStatus, broken } = await fuzz(Number(new URL(server.origin).port), hostileRequests(seed, Number(values.count)));
  const seconds = (performance.now() - started) / 1000;
  console.log(`seed ${seed}: ${values.count} requests in ${seconds.toFixed(1)} s; by status ${JSON.stringify(byStatus)}`);
  console.log(
    broken.length
      ? `BROKEN (${broken.length}):\n  ${broken.slice(0, 50).join('\n  ')}`
      : 'no 5xx, every answer with the CORS header, nothing from outside the site',
  );
  process.exitCode = broken.length ? 1 : 0;
} finally {
  await server.stop();
}
