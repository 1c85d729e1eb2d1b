import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { siteBuildCommand } from './servers.js';

const root = join(import.meta.dirname, '..');
const siteDir = inject('siteDir');
const baseUrl = inject('baseUrl');

/** Runs the site generator as `npm run build` does. */
function build(...args: string[]): Promise<{ code: number; output: string }> {
  const [command, commandArgs] = siteBuildCommand(siteDir, baseUrl, ...args);
  return new Promise((resolve) => {
    execFile(command, commandArgs, { cwd: root, env: { ...process.env, CI: 'true' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

function manifest(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of readFileSync(join(siteDir, 'manifest.txt'), 'utf8').split('\n'))
    if (line && !line.startsWith('#')) entries.set(line.slice(41), line.slice(0, 40));
  return entries;
}

/** Every file under the site, as a URL path: listed by find(1), faster than a walk in JavaScript over its many folders. */
function files(): string[] {
  const listed = execFileSync('find', [`${siteDir}/`, '-type', 'f', '-printf', '/%P\\n'], { maxBuffer: 2 ** 30, encoding: 'utf8' });
  return listed.split('\n').filter(Boolean);
}

describe('the generated site', () => {
  it('has a manifest listing every file with its content hash', () => {
    const listed = manifest();
    const onDisk = files().filter((path) => path !== '/manifest.txt');
    expect(onDisk.length).toBe(listed.size);
    expect(onDisk.filter((path) => !listed.has(path)).slice(0, 5)).toEqual([]);
    const sample = onDisk.filter((_path, i) => i % 997 === 0);
    for (const path of sample)
      expect(
        createHash('sha1')
          .update(readFileSync(join(siteDir, path)))
          .digest('hex'),
        path,
      ).toBe(listed.get(path));
  });

  it('is rebuilt byte for byte from the same sources (check mode finds no difference)', async () => {
    const { code, output } = await build('--check');
    expect(output).not.toContain('differs');
    expect(code).toBe(0);
  });

  it('rewrites nothing when rebuilt from unchanged inputs', async () => {
    const before = statSync(join(siteDir, 'manifest.txt')).mtimeMs;
    const { code, output } = await build();
    expect(code).toBe(0);
    expect(output).toContain('up to date');
    expect(statSync(join(siteDir, 'manifest.txt')).mtimeMs).toBe(before);
  });
});
