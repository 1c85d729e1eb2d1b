import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { editionWarnings, recordEdition, sideEdition, sourceEditions, type EditionsFile } from './editions.js';
import { editionUrl, parseUpstreamEdition, pinnedToRelease } from './upstream-edition.js';
import { SOURCES } from './registry.js';

const folder = (editions?: object) => {
  const dir = mkdtempSync(join(tmpdir(), 'editions-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  if (editions) writeFileSync(join(dir, 'editions.json'), JSON.stringify(editions));
  return dir;
};

describe('sourceEditions', () => {
  it('is unknown everywhere without an editions file, whatever the files say', async () => {
    const editions = await sourceEditions(folder());
    expect([editions.pincode, editions.ifsc, editions.ifscRelease]).toEqual(['unknown', 'unknown', 'unknown']);
    expect(Object.values(editions.sources)).toEqual(Array(6).fill('unknown'));
    expect(editionWarnings(editions)).toHaveLength(6);
  });

  it('takes each side from the file: the newest date of its sources, unknown when one is', async () => {
    const dated = {
      pincodeDirectory: '2025-10-03',
      ifscBranches: '2026-03-01',
      bankNames: '2026-05-01',
      banks: '2026-05-01',
      sublets: '2026-05-01',
      ifscCodes: '2026-05-01',
    };
    const full = await sourceEditions(folder({ ...dated, releases: { ifscBranches: 'v2.0.59' } }));
    expect(full).toMatchObject({ pincode: '2025-10-03', ifsc: '2026-05-01', ifscRelease: 'v2.0.59' });
    expect(editionWarnings(full)).toEqual([]);
    const partial = await sourceEditions(folder({ ...dated, banks: 'yesterday', pincodeDirectory: undefined }));
    expect(partial).toMatchObject({ pincode: 'unknown', ifsc: 'unknown', ifscRelease: 'unknown' });
    expect(editionWarnings(partial).map((line) => line.split(' ')[2])).toEqual(['pincodeDirectory', 'banks']);
  });

  it('refuses an editions file that is not JSON, naming it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'editions.json'), '{');
    await expect(sourceEditions(dir)).rejects.toThrow(/editions\.json/);
  });
});

describe('sideEdition and recordEdition', () => {
  it('dates a side by its newest source, or not at all', () => {
    expect(sideEdition(['2026-03-01', '2026-05-01'])).toBe('2026-05-01');
    expect(sideEdition(['2026-03-01', 'unknown'])).toBe('unknown');
    expect(sideEdition([])).toBe('unknown');
  });

  it('records a publisher edition, and forgets the old date when the publisher names none', () => {
    const editions: EditionsFile = { banks: '2026-05-01', refreshed: '2026-06-01T00:00:00.000Z' };
    recordEdition(editions, 'ifscBranches', { date: '2026-11-02', release: 'v2.0.61' });
    expect(editions).toEqual({ banks: '2026-05-01', ifscBranches: '2026-11-02', releases: { ifscBranches: 'v2.0.61' }, refreshed: '2026-06-01T00:00:00.000Z' });
    recordEdition(editions, 'ifscBranches', null);
    recordEdition(editions, 'banks', null);
    expect(editions).toEqual({ refreshed: '2026-06-01T00:00:00.000Z' });
  });
});

describe('the publishers’ records', () => {
  it('reads the data portal’s update date and a GitHub release', () => {
    expect(parseUpstreamEdition('data-gov-in', { updated_date: '2025-10-03T06:47:43Z' })).toEqual({ date: '2025-10-03' });
    expect(parseUpstreamEdition('data-gov-in', { updated: 1759474063 })).toEqual({ date: '2025-10-03' });
    expect(parseUpstreamEdition('data-gov-in', { title: 'no date' })).toBeNull();
    expect(parseUpstreamEdition('github-release', { tag_name: 'v2.0.59', published_at: '2026-05-04T10:00:00Z' })).toEqual({
      date: '2026-05-04',
      release: 'v2.0.59',
    });
    expect(parseUpstreamEdition('github-release', { published_at: '2026-05-04T10:00:00Z' })).toBeNull();
    expect(parseUpstreamEdition('github-release', null)).toBeNull();
  });

  it('asks the mirror, the publisher, or nobody without the key', () => {
    expect(editionUrl(SOURCES.banks, { SOURCES_MIRROR: 'http://127.0.0.1:9/' })).toBe('http://127.0.0.1:9/_editions/razorpay-ifsc-release.json');
    expect(editionUrl(SOURCES.banks, {})).toBe('https://api.github.com/repos/razorpay/ifsc/releases/latest');
    expect(editionUrl(SOURCES.pincodeDirectory, {})).toBeNull();
    expect(editionUrl(SOURCES.pincodeDirectory, { DATA_GOV_IN_API_KEY: 'k&y' })).toContain('api-key=k%26y&format=json&limit=0');
  });

  it('pins the download addresses to the release recorded', () => {
    expect(pinnedToRelease(SOURCES.ifscBranches.downloadUrl, 'v2.0.59')).toBe('https://github.com/razorpay/ifsc/releases/download/v2.0.59/IFSC.csv');
    expect(pinnedToRelease(SOURCES.banks.downloadUrl, 'v2.0.59')).toBe('https://raw.githubusercontent.com/razorpay/ifsc/v2.0.59/src/banks.json');
  });
});
