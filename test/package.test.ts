import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { unlistedCodes } from './url-sample.js';

const packageDir = join(import.meta.dirname, '..', 'packages', 'core');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const row = {
  line: 2,
  circlename: 'Delhi Circle',
  regionname: 'DivReportingCircle',
  divisionname: 'New Delhi Central Division',
  officename: 'Baroda House SO',
  pincode: '110001',
  officetype: 'PO',
  delivery: 'Non Delivery',
  district: 'NEW DELHI',
  statename: 'DELHI',
  latitude: '28.6174167',
  longitude: '77.2129167',
};

const root = join(packageDir, '..', '..');

describe('the published core package', () => {
  it('declares ESM, CJS and types in an exports map, free of side effects', () => {
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.exports['.'].import).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(manifest.exports['.'].require).toEqual({ types: './dist/index.d.cts', default: './dist/index.cjs' });
    expect(readFileSync(join(packageDir, 'dist', 'index.d.ts'), 'utf8')).toContain('buildPincodeDataset');
  });

  it('works the same from import and from require', async () => {
    const esm = await import(pathToFileURL(join(packageDir, 'dist', 'index.js')).href);
    const cjs = createRequire(import.meta.url)(join(packageDir, 'dist', 'index.cjs'));
    for (const lib of [esm, cjs]) {
      const report = new lib.DataReport();
      const data = lib.buildPincodeDataset([row], report);
      expect(lib.compatPincodeResponse(data, '110001').body[0].PostOffice[0]).toMatchObject({
        Name: 'Baroda House',
        BranchType: 'Sub Post Office',
        State: 'Delhi',
      });
    }
  });

  it('does no I/O of its own: the bundle imports nothing from Node', () => {
    for (const file of ['index.js', 'index.cjs']) {
      const code = readFileSync(join(packageDir, 'dist', file), 'utf8');
      expect(code).not.toMatch(/\b(from|require\()\s*["'](node:|fs|path|http|https|net|child_process)["']/);
    }
  });
});

/** Runs the built CLI as a user would, capturing its output and exit status. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(root, 'packages', 'cli', 'dist', 'bin.js'), ...args], { cwd: root, maxBuffer: 64 * 2 ** 20 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe('the command-line lookup', () => {
  it('answers PIN codes, names, IFSCs and the report with the documented exit codes', async () => {
    const [hit, compat, miss, bad, name, ifsc, branches, report, usage] = await Promise.all([
      cli('pincode', '110001'),
      cli('pincode', '110001', '--compat'),
      cli('pincode', '999999'),
      cli('pincode', '12'),
      cli('postoffice', 'Baroda House'),
      cli('ifsc', 'sbin0000001'),
      cli('branches', 'SBIN', 'West Bengal', 'kolkata'),
      cli('report'),
      cli('nonsense'),
    ]);
    expect(hit.code).toBe(0);
    expect(JSON.parse(hit.stdout)).toMatchObject({ status: 'success', pincode: '110001', state: 'Delhi' });
    expect(JSON.parse(compat.stdout)[0]).toMatchObject({ Status: 'Success', Message: expect.stringMatching(/^Number of Post office\(s\) found: \d+$/) });
    expect([miss.code, miss.stdout, miss.stderr]).toEqual([1, '', "india-pincode-ifsc: PIN code 999999 is not in India Post's directory.\n"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(name.stdout).map((o: { name: string; pincode: string }) => `${o.name} ${o.pincode}`)).toContain('Baroda House 110001');
    expect(ifsc.code).toBe(0);
    expect(JSON.parse(ifsc.stdout)).toMatchObject({ IFSC: 'SBIN0000001', BANK: 'State Bank of India', PINCODE: '700001' });
    expect(branches.code).toBe(0);
    expect(JSON.parse(branches.stdout).every((b: { BANKCODE: string }) => b.BANKCODE === 'SBIN')).toBe(true);
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/^pincode: 165627 rows$/m);
    expect(report.stdout).toMatch(/^ifsc: 159590 rows$/m);
    expect(report.stdout).toMatch(/coordinates-swapped \(fixed\): 791/);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown command');
  });

  it('ends quietly with 0 when the reader closes the pipe early (| head -1) under the longest listing', async () => {
    const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
    const full = await cli('branches', 'sbin', 'karnataka', 'bengaluru-urban');
    // Far more than a pipe holds, so the command is still writing when the reader goes.
    expect(full.stdout.length).toBeGreaterThan(256 * 1024);
    const piped = await new Promise<{ code: number | null; stderr: string; first: string }>((resolve) => {
      const child = spawn(process.execPath, [bin, 'branches', 'sbin', 'karnataka', 'bengaluru-urban'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      let first = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      // What `head -1` does: read up to the first line break, then close the pipe.
      child.stdout.on('data', (chunk: Buffer) => {
        first += chunk.toString();
        if (first.includes('\n')) child.stdout.destroy();
      });
      child.on('close', (code) => resolve({ code, stderr, first: first.slice(0, first.indexOf('\n')) }));
    });
    expect(piped).toEqual({ code: 0, stderr: '', first: '[' });
  });

  it('reads as text under a pseudo-terminal and as JSON in a pipe', async () => {
    const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
    // util-linux's script(1) runs the command with a pseudo-terminal as its standard output.
    const terminal = await new Promise<string>((resolve, reject) =>
      execFile(
        'script',
        ['-qec', `${process.execPath} ${bin} pincode 110001 --base-url https://pin.example.test`, '/dev/null'],
        { cwd: root },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const lines = terminal.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toMatch(/^PIN code 110001: \d+ post offices in New Delhi, Delhi$/);
    expect(lines).toContain('Baroda House (SO, Non-Delivery), PIN 110001, New Delhi, Delhi');
    expect(lines.at(-1)).toBe('https://pin.example.test/pincode/110001/');
    expect(JSON.parse((await cli('pincode', '110001')).stdout).pincode).toBe('110001');
  });

  it('answers from the packaged dataset exactly as from the sources read afresh', async () => {
    const sources = process.env.SOURCES_DIR ?? join(root, '..', 'shared', 'data');
    // Each fresh read builds the whole dataset again (about 30 s of CI's CPU), so one
    // command a side, each answering many records: a city's post offices, a district's branches.
    const commands = [
      ['postoffice', 'kolkata'],
      ['branches', 'sbin', 'delhi', 'new-delhi'],
    ];
    for (const command of commands) {
      const [packaged, fresh] = await Promise.all([cli(...command), cli(...command, '--sources', sources)]);
      expect({ command, code: packaged.code, stdout: packaged.stdout }).toEqual({ command, code: fresh.code, stdout: fresh.stdout });
    }
    const [code] = unlistedCodes(inject('siteDir'));
    const unlisted = await cli('ifsc', code!.toLowerCase());
    expect([unlisted.code, unlisted.stdout]).toEqual([1, '']);
    expect(JSON.parse((await cli('validate', code!.toLowerCase())).stdout)).toEqual({
      ifsc: code,
      well_formed: true,
      in_rbi_list: true,
      has_branch_record: false,
      bank: '',
    });
    const missing = await cli('pincode', '110001', '--sources', join(root, 'no-such-folder'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no-such-folder');
  });
});
