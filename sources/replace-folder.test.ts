import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { replaceFolder } from './replace-folder.js';

async function folder(path: string, files: Record<string, string>) {
  await mkdir(path, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(path, name), text);
}

/** A folder for one test, removed when it finishes. */
async function tempRoot() {
  const root = await mkdtemp(join(tmpdir(), 'replace-'));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  return root;
}

describe('replaceFolder', () => {
  it('puts the staged folder in place of the old one and leaves nothing beside it', async () => {
    const root = await tempRoot();
    await folder(join(root, 'out'), { old: '1', same: 'old' });
    await folder(join(root, 'out.staging'), { new: '2', same: 'new' });
    await replaceFolder(join(root, 'out.staging'), join(root, 'out'));
    expect((await readdir(root)).sort()).toEqual(['out']);
    expect((await readdir(join(root, 'out'))).sort()).toEqual(['new', 'same']);
    expect(await readFile(join(root, 'out', 'same'), 'utf8')).toBe('new');
  });

  it('makes the folder when there was none, and clears a leftover of an interrupted run', async () => {
    const root = await tempRoot();
    await folder(join(root, 'out.old'), { stale: '0' });
    await folder(join(root, 'out.staging'), { new: '2' });
    await replaceFolder(join(root, 'out.staging'), join(root, 'out'));
    expect((await readdir(root)).sort()).toEqual(['out']);
    expect(await readdir(join(root, 'out'))).toEqual(['new']);
  });

  it('puts the old folder back when there is nothing staged', async () => {
    const root = await tempRoot();
    await folder(join(root, 'out'), { old: '1' });
    await expect(replaceFolder(join(root, 'missing'), join(root, 'out'))).rejects.toThrow(/ENOENT/);
    expect((await readdir(root)).sort()).toEqual(['out']);
    expect(await readdir(join(root, 'out'))).toEqual(['old']);
  });
});
