import { sampleRequests } from '../test/url-sample.js';
const origin = process.argv[2]!;
const reqs = sampleRequests('test-output/site', 20261122, 10_000);
let n = 0;
const fails: string[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < reqs.length) {
      const r = reqs[next++]!;
      try {
        const res = await fetch(origin + r.url, { method: r.method, redirect: 'manual', signal: AbortSignal.timeout(15000) });
        await res.arrayBuffer();
        n++;
        if (n % 1000 === 0) console.log(n, (performance.now() / 1000).toFixed(0));
      } catch (e) {
        fails.push(`${r.method} ${r.url} ${(e as Error).cause ?? e}`);
      }
    }
  }),
);
console.log(n, fails.length, fails.slice(0, 10));
