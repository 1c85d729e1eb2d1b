import { describe, expect, it } from 'vitest';
import { createShapeCounter } from '@india-pincode-ifsc/site-runtime/model/site-shape';
import { HOST_LIMITS, hostSummary, limitsBroken } from './host-limits.js';

const limits = (host: string) => HOST_LIMITS.find((h) => h.host.startsWith(host))!;

describe('a site against the hosts’ limits', () => {
  it('counts files, bytes, the largest file and the fullest folder (files and folders in it)', () => {
    const counter = createShapeCounter();
    for (let i = 0; i < 5; i++) counter.add(`/api/pincode/11000${i}`, 100);
    counter.add('/pincode/110001/index.html', 2_000);
    counter.add('/pincode/110001/baroda-house/index.html', 1_000);
    counter.add('/pincode/110002/index.html', 1_000);
    expect(counter.shape()).toEqual({
      files: 8,
      bytes: 4_500,
      largestFile: { path: '/pincode/110001/index.html', bytes: 2_000 },
      fullestFolder: { path: '/api/pincode/', entries: 5 },
    });
  });

  it('says which limits a shape breaks, per host', () => {
    const big = {
      files: 804_329,
      bytes: 1.68e9,
      largestFile: { path: '/x', bytes: 11 * 2 ** 20 },
      fullestFolder: { path: '/ifsc/api/ifsc/', entries: 159_590 },
    };
    expect(limitsBroken(big, limits('GitHub Pages'))).toEqual(['1.7 GB over 1.0 GB']);
    expect(limitsBroken(big, limits('Netlify'))).toEqual(['/ifsc/api/ifsc/ holds 159590 entries, over 54000']);
    expect(limitsBroken(big, limits('Cloudflare Pages'))).toEqual(['804329 files over 20000']);
    expect(limitsBroken(big, limits('nginx'))).toEqual([]);
    const small = { files: 10, bytes: 1_000, largestFile: { path: '/x', bytes: 30 * 2 ** 20 }, fullestFolder: { path: '/', entries: 10 } };
    expect(limitsBroken(small, limits('Cloudflare Workers'))).toEqual(['/x is 30.0 MiB, over 25 MiB']);
    expect(hostSummary(small).split('\n')).toHaveLength(HOST_LIMITS.length + 1);
    expect(hostSummary(small)).toContain('fits GitHub Pages');
  });
});
