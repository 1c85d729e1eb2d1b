import type { SiteEntry } from '@india-pincode-ifsc/site-runtime/model/site-entry';
import { describe, expect, it } from 'vitest';
import { memoryBuildFs } from './build-fs.js';
import { diskFault } from './disk-faults.js';
import { rollbackSite } from './site-builds.js';
import { writeSite } from './write-site.js';

const site = (files: Record<string, string>): SiteEntry[] => Object.entries(files).map(([path, body]) => ({ path, body }));
/** A file as a reader of the site sees it: through the site's link. */
const text = async (fs: ReturnType<typeof memoryBuildFs>, path: string) => new TextDecoder().decode((await fs.readFile(path)) ?? new Uint8Array());
const builds = (fs: ReturnType<typeof memoryBuildFs>) => fs.list('/site.builds');
const ONE = { '/a': 'A', '/b/c': 'C', '/d/e/f': 'F' };

describe('writeSite', () => {
  it('writes every file and a manifest on the first build', async () => {
    const fs = memoryBuildFs();
    const result = await writeSite({ fs, outDir: '/site', entries: site(ONE), inputs: 'v1' });
    expect(result).toMatchObject({ files: 3, written: 3, linked: 0, unchanged: false });
    expect(await text(fs, '/site/b/c')).toBe('C');
    expect(await text(fs, '/site/manifest.txt')).toMatch(/^# india-pincode-ifsc site manifest v1\n# inputs v1\n[0-9a-f]{40} \/a\n/);
    expect(await builds(fs)).toHaveLength(1);
    expect(await fs.readLink('/site')).toBe(`/site.builds/${(await builds(fs))[0]}`);
  });

  it('writes nothing when rebuilt from the same files', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE), inputs: 'v1' });
    const writes = fs.writes;
    const result = await writeSite({ fs, outDir: '/site', entries: site(ONE), inputs: 'v1' });
    expect(result).toMatchObject({ written: 0, unchanged: true });
    expect(fs.writes).toBe(writes);
  });

  it('only records new inputs when they render the same files', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE), inputs: 'v1' });
    const writes = fs.writes;
    const result = await writeSite({ fs, outDir: '/site', entries: site(ONE), inputs: 'v2' });
    expect(result).toMatchObject({ written: 0, linked: 0, unchanged: true });
    expect(fs.writes).toBe(writes + 1);
    expect(await text(fs, '/site/manifest.txt')).toContain('# inputs v2\n');
    expect([...fs.files.keys()].filter((key) => key.includes('.new') || key.includes('staging'))).toEqual([]);
  });

  it('writes only what changed and carries the rest over', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    const result = await writeSite({ fs, outDir: '/site', entries: site({ ...ONE, '/b/c': 'C2' }) });
    expect(result).toMatchObject({ written: 1, linked: 2, removed: 0, unchanged: false });
    expect(await text(fs, '/site/b/c')).toBe('C2');
    expect(await text(fs, '/site/a')).toBe('A');
  });

  it('writes every file afresh, linking none, when told most have changed; the live build stays the rollback copy', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    const live = await fs.readLink('/site');
    const result = await writeSite({ fs, outDir: '/site', entries: site({ ...ONE, '/b/c': 'C2' }), fresh: true });
    expect(result).toMatchObject({ written: 3, linked: 0, unchanged: false });
    expect([await text(fs, '/site/b/c'), await text(fs, '/site/a')]).toEqual(['C2', 'A']);
    expect(await fs.readLink('/site.previous')).toBe(live);
  });

  it('drops files the new build no longer has', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    const result = await writeSite({ fs, outDir: '/site', entries: site({ '/a': 'A' }) });
    expect(result.removed).toBe(2);
    expect(await fs.readFile('/site/b/c')).toBeNull();
    expect(await text(fs, '/site/a')).toBe('A');
  });

  it('leaves the old site whole when a build fails half way', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    function* failing(): Generator<SiteEntry> {
      yield { path: '/a', body: 'changed' };
      throw new Error('source broke');
    }
    await expect(writeSite({ fs, outDir: '/site', entries: failing() })).rejects.toThrow('source broke');
    expect(await text(fs, '/site/a')).toBe('A');
    expect(await text(fs, '/site/d/e/f')).toBe('F');
  });

  it('reports differences in check mode and writes nothing', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    const writes = fs.writes;
    const same = await writeSite({ fs, outDir: '/site', entries: site(ONE), check: true });
    expect(same).toMatchObject({ unchanged: true, differences: [] });
    const changed = await writeSite({ fs, outDir: '/site', entries: site({ '/a': 'A', '/b/c': 'X' }), check: true });
    expect(changed.differences).toEqual(['/b/c', '/d/e/f (removed)']);
    expect(fs.writes).toBe(writes);
  });

  it('refuses a manifest of another format, naming both, and writes nothing', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE), inputs: 'v1' });
    const old = (await text(fs, '/site/manifest.txt')).replace('site manifest v1', 'site manifest v0');
    await fs.writeFile('/site/manifest.txt', old);
    const writes = fs.writes;
    await expect(writeSite({ fs, outDir: '/site', entries: site(ONE), inputs: 'v2' })).rejects.toThrow(
      /\/site\/manifest.txt: a site manifest of another format \("# india-pincode-ifsc site manifest v0"\); this build reads "# india-pincode-ifsc site manifest v1"/,
    );
    expect(fs.writes).toBe(writes);
  });

  it('refuses two files at one path', async () => {
    const entries = [...site(ONE), { path: '/a', body: 'again' }];
    await expect(writeSite({ fs: memoryBuildFs(), outDir: '/site', entries })).rejects.toThrow('two files at /a');
  });
});

describe('the site link', () => {
  const paths = async (fs: ReturnType<typeof memoryBuildFs>) => ({
    live: await fs.readLink('/site'),
    previous: await fs.readLink('/site.previous'),
    builds: (await fs.list('/site.builds')).length,
  });

  it('switches to each new build, keeps the one before for rollback, and removes older ones', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    const first = await fs.readLink('/site');
    await writeSite({ fs, outDir: '/site', entries: site({ ...ONE, '/a': 'A2' }) });
    const second = await fs.readLink('/site');
    expect(await paths(fs)).toEqual({ live: second, previous: first, builds: 2 });
    await writeSite({ fs, outDir: '/site', entries: site({ ...ONE, '/a': 'A3' }) });
    expect(await paths(fs)).toEqual({ live: await fs.readLink('/site'), previous: second, builds: 2 });
    expect(await fs.exists(first!)).toBe(false);
  });

  it('rolls back to the build before, and forward again', async () => {
    const fs = memoryBuildFs();
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    await writeSite({ fs, outDir: '/site', entries: site({ ...ONE, '/a': 'A2' }) });
    await rollbackSite(fs, '/site');
    expect(await text(fs, '/site/a')).toBe('A');
    await rollbackSite(fs, '/site');
    expect(await text(fs, '/site/a')).toBe('A2');
    await expect(rollbackSite(memoryBuildFs(), '/site')).rejects.toThrow('/site: no earlier build to go back to');
  });

  it('removes what a killed build left, and moves a site of the older layout in among the builds', async () => {
    const fs = memoryBuildFs();
    await fs.writeFile('/site/a', 'old layout');
    await fs.writeFile('/site.staging/a', 'half');
    await fs.writeFile('/site.old/a', 'older');
    await fs.writeFile('/site.builds/killed/a', 'half');
    await writeSite({ fs, outDir: '/site', entries: site(ONE) });
    expect(await text(fs, '/site/a')).toBe('A');
    expect(await text(fs, '/site.previous/a')).toBe('old layout');
    expect([await fs.exists('/site.staging'), await fs.exists('/site.old'), await fs.exists('/site.builds/killed')]).toEqual([false, false, false]);
  });
});

describe('a disk that refuses the build', () => {
  /** The memory filesystem, failing every write after the first `allowed` with a node-style error. */
  function failingFs(code: string, allowed: number) {
    const fs = memoryBuildFs();
    const write = fs.writeFile.bind(fs);
    let writes = 0;
    fs.writeFile = async (path, data) => {
      if (++writes > allowed) throw Object.assign(new Error(`${code}: refused, open '${path}'`), { code });
      return write(path, data);
    };
    return fs;
  }

  for (const code of ['ENOSPC', 'EROFS', 'EACCES']) {
    it(`fails the build with the path and the cause on ${code}, and the live site stays`, async () => {
      const fs = failingFs(code, 4);
      await writeSite({ fs, outDir: '/site', entries: site(ONE) });
      const live = await fs.readLink('/site');
      const error = await writeSite({ fs, outDir: '/site', entries: site({ '/a': 'A2', '/b/c': 'C2', '/d/e/f': 'F2' }) }).catch((e: unknown) => e);
      expect(diskFault(error, '/site')).toMatch(new RegExp(`^/site\\.builds/[^:]+: .+ \\(${code}\\); /site is unchanged$`));
      expect([await fs.readLink('/site'), await text(fs, '/site/a')]).toEqual([live, 'A']);
    });
  }

  it('names the file of a failed write, whose message names none', () => {
    const error = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', path: '/site.builds/b1/a' });
    expect(diskFault(error, '/site')).toBe('/site.builds/b1/a: the disk is full (ENOSPC); /site is unchanged');
  });

  it('leaves other errors alone', () => {
    expect(diskFault(new Error('something else'), '/site')).toBeNull();
  });
});
