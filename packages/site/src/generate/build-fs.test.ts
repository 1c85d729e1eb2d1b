import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeBuildFs } from './build-fs.js';
import { writeSite } from './write-site.js';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'build-fs-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('nodeBuildFs (writes through its writer thread)', () => {
  it('writes, links, renames and removes in the order asked, making folders as needed', async () => {
    const root = tempFolder();
    const fs = nodeBuildFs();
    await Promise.all([fs.writeFile(join(root, 'a/b/one'), 'één'), fs.writeFile(join(root, 'a/two'), new Uint8Array([1, 2, 3]))]);
    await fs.link(join(root, 'a/b/one'), join(root, 'c/d/linked'));
    expect(readFileSync(join(root, 'a/b/one'), 'utf8')).toBe('één');
    expect([...readFileSync(join(root, 'a/two'))]).toEqual([1, 2, 3]);
    expect(statSync(join(root, 'c/d/linked')).ino).toBe(statSync(join(root, 'a/b/one')).ino);
    expect([...(await fs.readFile(join(root, 'a/two')))!]).toEqual([1, 2, 3]);
    expect(await fs.readFile(join(root, 'missing'))).toBeNull();

    await fs.rename(join(root, 'a'), join(root, 'moved'));
    // Written after a rename into the folder's old place: the folder must be made again.
    await fs.writeFile(join(root, 'a/b/again'), 'x');
    await fs.remove(join(root, 'moved'));
    expect(await fs.exists(join(root, 'moved'))).toBe(false);
    expect(readFileSync(join(root, 'a/b/again'), 'utf8')).toBe('x');
  });

  it('rejects an operation that fails, with the error code, and goes on with the others', async () => {
    const root = tempFolder();
    writeFileSync(join(root, 'file'), 'not a folder');
    const fs = nodeBuildFs();
    const [failed, fine] = await Promise.allSettled([fs.writeFile(join(root, 'file/inside'), 'x'), fs.writeFile(join(root, 'ok'), 'y')]);
    // A file where a folder should be: mkdir answers EEXIST.
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: 'EEXIST' } });
    expect(fine.status).toBe('fulfilled');
    expect(readFileSync(join(root, 'ok'), 'utf8')).toBe('y');
  });

  it('builds a site of many files on disk as writeSite asks', async () => {
    const outDir = join(tempFolder(), 'site');
    const entries = Array.from({ length: 3000 }, (_, i) => ({ path: `/f/${i % 7}/${i}`, body: `body ${i}` }));
    const result = await writeSite({ fs: nodeBuildFs(), outDir, entries });
    expect(result).toMatchObject({ files: 3000, written: 3000 });
    expect(readFileSync(join(outDir, 'f/3/2999'), 'utf8')).toBe('body 2999');
    expect(
      readFileSync(join(outDir, 'manifest.txt'), 'utf8')
        .split('\n')
        .filter((line) => / \/f\//.test(line)),
    ).toHaveLength(3000);
  });
});
