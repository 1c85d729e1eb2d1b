import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockSite } from './build-lock.js';

describe('lockSite', () => {
  it('lets one build write a site at a time, and takes over the lock of a build that is gone', async () => {
    const site = join(mkdtempSync(join(tmpdir(), 'lock-')), 'site');
    const release = await lockSite(site);
    const lines: string[] = [];
    await expect(lockSite(site, { waitMs: 300, log: (line) => lines.push(line) })).rejects.toThrow(
      `${site}: another build (process ${process.pid}) is writing it`,
    );
    expect(lines).toEqual([`${site}: waiting for the build in process ${process.pid} to finish`]);
    await release();
    await (await lockSite(site))();
    // A killed build's lock: no process has that number.
    writeFileSync(`${site}.lock`, '2147483646');
    await (await lockSite(site))();
  });

  it('waits for the build that holds the lock, then takes it', async () => {
    const site = join(mkdtempSync(join(tmpdir(), 'lock-')), 'site');
    const release = await lockSite(site);
    let taken = false;
    const waiting = lockSite(site, { log: () => {} }).then((next) => {
      taken = true;
      return next;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(taken).toBe(false);
    await release();
    await (await waiting)();
    expect(taken).toBe(true);
  });

  it('makes the folder the site goes in (a fresh clone has none)', async () => {
    const site = join(mkdtempSync(join(tmpdir(), 'lock-')), 'not', 'yet', 'site');
    await (await lockSite(site))();
  });
});
