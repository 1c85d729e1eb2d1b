import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { lockSite } from './build-lock.js';

const holder = (site: string) => readFileSync(`${site}.lock`, 'utf8');

/** A folder for one test, removed when it finishes. */
function tempRoot() {
  const root = mkdtempSync(join(tmpdir(), 'lock-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

describe('lockSite', () => {
  it('lets one build write a site at a time: the lock names its process while held, and is gone once released', async () => {
    const site = join(tempRoot(), 'site');
    const release = await lockSite(site);
    expect(holder(site)).toBe(String(process.pid));
    const lines: string[] = [];
    await expect(lockSite(site, { waitMs: 300, log: (line) => lines.push(line) })).rejects.toThrow(
      `${site}: another build (process ${process.pid}) is writing it`,
    );
    expect(lines).toEqual([`${site}: waiting for the build in process ${process.pid} to finish`]);
    expect(holder(site)).toBe(String(process.pid));
    await release();
    expect(existsSync(`${site}.lock`)).toBe(false);
  });

  it('waits for a lock held by another live process, and takes over the lock of a build that is gone', async () => {
    const site = join(tempRoot(), 'site');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      writeFileSync(`${site}.lock`, String(other.pid));
      await expect(lockSite(site, { waitMs: 300, log: () => {} })).rejects.toThrow(`another build (process ${other.pid}) is writing it`);
      expect(holder(site)).toBe(String(other.pid));
    } finally {
      other.kill();
    }
    // A killed build's lock: no process has that number.
    writeFileSync(`${site}.lock`, '2147483646');
    const release = await lockSite(site, { log: () => {} });
    expect(holder(site)).toBe(String(process.pid));
    await release();
    expect(existsSync(`${site}.lock`)).toBe(false);
  });

  it('waits for the build that holds the lock, then takes it', async () => {
    const site = join(tempRoot(), 'site');
    const release = await lockSite(site);
    let taken = false;
    const waiting = lockSite(site, { log: () => {} }).then((next) => {
      taken = true;
      return next;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(taken).toBe(false);
    await release();
    const releaseNext = await waiting;
    expect(taken).toBe(true);
    expect(holder(site)).toBe(String(process.pid));
    await releaseNext();
  });

  it('makes the folder the site goes in (a fresh clone has none)', async () => {
    const site = join(tempRoot(), 'not', 'yet', 'site');
    const release = await lockSite(site);
    expect(existsSync(dirname(site))).toBe(true);
    expect(holder(site)).toBe(String(process.pid));
    await release();
  });
});
