import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkTarball } from '../scripts/check-packages.js';
import { serveFolders } from './servers.js';

const root = join(import.meta.dirname, '..');
let project: string;
let tarballs: string[];

/** Runs an ES module inside the temporary project, as an app that installed the tarball would, and returns what it prints as JSON. */
function runInProject(code: string): unknown {
  const file = join(project, `check-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  return JSON.parse(execFileSync(process.execPath, [file], { cwd: project, maxBuffer: 256 * 2 ** 20, encoding: 'utf8' }));
}

beforeAll(() => {
  // The packages were built by the global setup (npm run build:lib).
  project = mkdtempSync(join(tmpdir(), 'pin-ifsc-package-'));
  const packed = execFileSync(
    'npm',
    ['pack', '--workspace', 'india-pincode-ifsc', '--workspace', 'india-pincode-ifsc-cli', '--pack-destination', project, '--json'],
    { cwd: root, encoding: 'utf8' },
  );
  tarballs = (JSON.parse(packed) as { filename: string }[]).map(({ filename }) => join(project, filename));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'offline-app', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], { cwd: project, stdio: 'pipe' });
}, 600_000);

afterAll(() => project && rmSync(project, { recursive: true, force: true }));

describe('the packed package, installed into an app with no sources', () => {
  it('answers every PIN code and every IFSC exactly as the site does', () => {
    const site = inject('siteDir');
    const result = runInProject(`
      import { readdirSync, readFileSync } from 'node:fs';
      import { pincode, setBaseUrl } from 'india-pincode-ifsc/pincode';
      import * as ifscSide from 'india-pincode-ifsc/ifsc';
      setBaseUrl(${JSON.stringify(inject('baseUrl'))});
      ifscSide.setBaseUrl(${JSON.stringify(inject('baseUrl'))});
      const site = ${JSON.stringify(site)};
      const differ = [];
      const pins = readdirSync(site + '/api/v1/pincode');
      for (const pin of pins) if (JSON.stringify(pincode(pin)) !== readFileSync(site + '/api/v1/pincode/' + pin, 'utf8')) differ.push(pin);
      const codes = readdirSync(site + '/ifsc/api/ifsc').filter((name) => /^[A-Z]{4}0/.test(name));
      for (const code of codes) if (JSON.stringify(await ifscSide.ifsc(code)) !== readFileSync(site + '/ifsc/api/ifsc/' + code, 'utf8')) differ.push(code);
      console.log(JSON.stringify({ pins: pins.length, codes: codes.length, differ: differ.slice(0, 20), missing: [pincode('999999'), await ifscSide.ifsc('SBIN0ZZZZZZ'), await ifscSide.ifsc('nonsense')] }));
    `);
    expect(result).toEqual({ pins: 19_586, codes: 159_590, differ: [], missing: [null, null, null] });
  });

  it('works from require() too, both entries reading the one PIN code file', () => {
    const file = join(project, 'check.cjs');
    // The whole IFSC dataset reads pincode.json again, after /pincode has released its decoded columns.
    writeFileSync(
      file,
      `const p = require('india-pincode-ifsc/pincode'); const i = require('india-pincode-ifsc/ifsc');
      Promise.all([i.ifsc('sbin0000001'), i.ifscDataset()]).then(([r, all]) =>
        console.log(JSON.stringify([p.pincode('110001').post_offices[0].name, r.IFSC, all.branches.size])));`,
    );
    expect(JSON.parse(execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' }))).toEqual(['Baroda House', 'SBIN0000001', 159_590]);
  });

  it('isValidIfsc: true for every code of IFSC.json, false for malformed and unknown codes', () => {
    const sources = process.env.SOURCES_DIR ?? join(root, '..', 'shared', 'data');
    const result = runInProject(`
      import { readFileSync } from 'node:fs';
      import { isValidIfsc } from 'india-pincode-ifsc/ifsc';
      const list = JSON.parse(readFileSync(${JSON.stringify(join(sources, 'ifsc', 'IFSC.json'))}, 'utf8'));
      const codes = Object.entries(list).flatMap(([bank, parts]) => parts.map((n) => bank + '0' + (typeof n === 'number' ? String(n).padStart(6, '0') : n)));
      let invalid = 0;
      for (const code of codes) if (!(await isValidIfsc(code))) invalid++;
      const others = await Promise.all(['', 'SBIN', 'SBIN1000001', 'SBIN0ZZZZZZ', 'ZZZZ0000001', 'sbin0000001'].map(isValidIfsc));
      console.log(JSON.stringify({ codes: codes.length, invalid, others }));
    `);
    expect(result).toEqual({ codes: 182_295, invalid: 0, others: [false, false, false, false, false, true] });
  });

  it('finds the nearest offices by great-circle distance, also from a point outside India', () => {
    const result = runInProject(`
      import { nearestPostOffices } from 'india-pincode-ifsc/pincode';
      const near = nearestPostOffices(28.6315, 77.2167, { limit: 10 });
      const sea = nearestPostOffices(10, 60, { limit: 3 });
      console.log(JSON.stringify({ first: near[0].pincode, sorted: near.every((o, i) => i === 0 || near[i - 1].distance_km <= o.distance_km), count: near.length, sea: sea.length, far: nearestPostOffices(-33.9, 151.2, { limit: 1 }).length }));
    `);
    expect(result).toEqual({ first: '110001', sorted: true, count: 10, sea: 3, far: 1 });
  });

  it('runs the command line from the packaged data, with no sources folder', () => {
    const env = { ...process.env, SOURCES_DIR: '' };
    const npx = (...args: string[]) =>
      JSON.parse(execFileSync('npx', ['--no-install', 'india-pincode-ifsc-cli', ...args], { cwd: project, env, encoding: 'utf8' }));
    expect(npx('pincode', '110001')).toMatchObject({ status: 'success', pincode: '110001', state: 'Delhi' });
    expect(npx('ifsc', 'sbin0000001')).toMatchObject({ success: true, IFSC: 'SBIN0000001', BANK: 'State Bank of India' });
  });

  it('bundles for the browser (esbuild): a PIN and an IFSC lookup in Chromium fetch the bundle and one shard', async () => {
    const web = join(project, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><script type="module" src="/out/app.js"></script>');
    writeFileSync(
      join(web, 'app.js'),
      `
      import { pincode } from 'india-pincode-ifsc/pincode';
      import { ifsc } from 'india-pincode-ifsc/ifsc';
      window.answer = ifsc('hdfc0000001').then((branch) => ({ office: pincode('110001').post_offices[0].name, branch: branch.BRANCH }));
    `,
    );
    await build({
      entryPoints: [join(web, 'app.js')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      outfile: join(web, 'out', 'app.js'),
      logLevel: 'error',
    });
    // The app's files at /, the package's dataset at /data/: ../data/ beside the bundle, as the package lays it out.
    const dataDir = join(project, 'node_modules', 'india-pincode-ifsc', 'data');
    const server = await serveFolders({ '/data/': dataDir, '/': web });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto(`${server.origin}/index.html`);
      const answer = await page.evaluate(() => (window as unknown as { answer: Promise<unknown> }).answer);
      expect(answer).toEqual({ office: 'Baroda House', branch: 'TULSIANI CHMBRS - NARIMAN PT' });
      expect(fetched.sort()).toEqual(['/data/ifsc/HDFC-0.json', '/index.html', '/out/app.js']);
    } finally {
      await browser.close();
      await server.stop();
    }
  });

  it('passes publint, are-the-types-wrong and the size budgets of its package.json, both packages', async () => {
    for (const folder of ['core', 'cli']) {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'));
      const tarball = tarballs.find((path) => path.endsWith(`${manifest.name}-${manifest.version}.tgz`))!;
      expect(await checkTarball(tarball, manifest, join(project, 'node_modules'))).toEqual([]);
    }
  });

  it('ships the data inside the tarball, within its size budget', () => {
    const names = readdirSync(project).filter((name) => name.endsWith('.tgz') && !name.includes('-cli-'));
    expect(names).toHaveLength(1);
    const size = Number(execFileSync('stat', ['-c', '%s', join(project, names[0]!)], { encoding: 'utf8' }));
    expect(size).toBeLessThan(10 * 2 ** 20);
  });
});
