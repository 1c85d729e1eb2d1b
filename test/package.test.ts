import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

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

describe('the published core package', () => {
  beforeAll(() => {
    execFileSync('npm', ['run', 'build', '--workspace', 'india-pincode-ifsc'], { cwd: join(packageDir, '..', '..'), stdio: 'pipe' });
  });

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
      expect(lib.compatPincodeResponse(data, '110001').body[0].PostOffice[0]).toMatchObject({ Name: 'Baroda House', BranchType: 'Sub Post Office', State: 'Delhi' });
    }
  });

  it('does no I/O of its own: the bundle imports nothing from Node', () => {
    for (const file of ['index.js', 'index.cjs']) {
      const code = readFileSync(join(packageDir, 'dist', file), 'utf8');
      expect(code).not.toMatch(/\b(from|require\()\s*["'](node:|fs|path|http|https|net|child_process)["']/);
    }
  });
});
