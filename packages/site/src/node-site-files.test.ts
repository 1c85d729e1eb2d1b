import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MANIFEST } from './generate/manifest.js';
import { nodeSiteFiles } from './node-site-files.js';

const root = await mkdtemp(join(tmpdir(), 'node-site-files-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function build(name: string, text: string): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, MANIFEST.slice(1)), `# ${name}\n`);
  await writeFile(join(dir, 'a.txt'), text);
  return dir;
}

describe('nodeSiteFiles', () => {
  it('gives the pinned build without waiting only while it was looked up within the last second', async () => {
    const link = join(root, 'site');
    await symlink(await build('one', 'first'), link);
    const files = nodeSiteFiles(link);
    expect(files.pinNow?.()).toBeUndefined();
    const pinned = await files.pin!();
    expect(files.pinNow?.()).toBe(pinned);
    expect(new TextDecoder().decode((await pinned.read('/a.txt'))!.body)).toBe('first');

    await build('two', 'second');
    await rm(link);
    await symlink(join(root, 'two'), link);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1500);
      expect(files.pinNow?.(), 'looked up over a second ago: to be looked up again').toBeUndefined();
      const next = await files.pin!();
      expect(next).not.toBe(pinned);
      expect(files.pinNow?.()).toBe(next);
      expect(new TextDecoder().decode((await next.read('/a.txt'))!.body)).toBe('second');
    } finally {
      vi.useRealTimers();
    }
  });
});
