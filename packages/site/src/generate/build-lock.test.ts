import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockSite } from './build-lock.js';

describe('lockSite', () => {
  it('lets one build write a site at a time, and takes over the lock of a build that is gone', async () => {
    const site = join(mkdtempSync(join(tmpdir(), 'lock-')), 'site');
    const release = await lockSite(site);
    await expect(lockSite(site)).rejects.toThrow(`${site}: another build (process ${process.pid}) is writing it`);
    await release();
    await (await lockSite(site))();
    // A killed build's lock: no process has that number.
    writeFileSync(`${site}.lock`, '2147483646');
    await (await lockSite(site))();
  });

  it('makes the folder the site goes in (a fresh clone has none)', async () => {
    const site = join(mkdtempSync(join(tmpdir(), 'lock-')), 'not', 'yet', 'site');
    await (await lockSite(site))();
  });
});
