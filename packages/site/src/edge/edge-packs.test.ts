import { describe, expect, it } from 'vitest';
import { kindEntries } from '../render/file-kind.js';
import { bodyEtag } from '../render/rendered-site-files.js';
import { SITE_KINDS } from '../render/site-kinds.js';
import { testSiteData } from '../testing/site-data.js';
import { FILES } from '../routes.js';
import { isPacked, PACK_LIST_ASSET, PACKS_FORMAT, packAsset, packFiles, packList, packReader } from './edge-packs.js';

const data = testSiteData();
const packed = SITE_KINDS.filter(isPacked);
const entries = packed.flatMap((kind) => [...kindEntries([kind], data)]);
/** Packs of a few hundred characters, so that the synthetic files fill many. */
function assets(size: number): Map<string, Uint8Array> {
  const all = new Map<string, Uint8Array>();
  for (const kind of packed) for (const [path, bytes] of packFiles(kind, data, size)) all.set(path, bytes);
  all.set(PACK_LIST_ASSET, new TextEncoder().encode(packList(SITE_KINDS)));
  return all;
}

describe('edge packs', () => {
  it('pack every kind the worker would render and every kind of many files, each in a folder of its own', () => {
    const patterns = packed.map((kind) => kind.pattern);
    expect(patterns).toEqual(SITE_KINDS.filter((kind) => kind.scope !== 'whole' || kind.pattern.includes(':')).map((kind) => kind.pattern));
    expect(patterns).toEqual(
      expect.arrayContaining([FILES.ifsc, FILES.v1States, FILES.postOffice, FILES.ifscSearchWords, '/pincode/:pin/index.html', '/robots.txt']),
    );
    for (const single of [FILES.meta, FILES.ifscSearchLists, '/sitemap.xml']) expect(patterns).not.toContain(single);
    expect(new Set(packed.map((kind) => packAsset(kind.pattern))).size).toBe(packed.length);
    expect(entries.length).toBeGreaterThan(40);
  });

  it.each([300, 2_000, 10 ** 9])('give back every file as rendered, in packs of %i bytes', async (size) => {
    const files = assets(size);
    const read = packReader(async (path) => files.get(path) ?? null);
    for (const { path, body } of entries) {
      const found = await read(path);
      expect(new TextDecoder().decode(found!.body)).toBe(body);
      expect(found!.etag).toBe(bodyEtag(found!.body));
    }
    const firsts = (pattern: string) => (JSON.parse(new TextDecoder().decode(files.get(packAsset(pattern)))) as { firsts: string[] }).firsts;
    if (size === 300) expect(firsts(FILES.postOffice).length).toBeGreaterThan(3);
    if (size === 10 ** 9) expect(firsts(FILES.postOffice)).toHaveLength(1);
  });

  it('give the same file again while its pack is kept, so what is parsed of it is found again', async () => {
    const files = assets(300);
    const read = packReader(async (asset) => files.get(asset) ?? null);
    const path = entries[0]!.path;
    expect(await read(path)).toBe(await read(path));
  });

  it('answer no file for a key before, between or after the packed ones, and leave other paths alone', async () => {
    const files = assets(300);
    const read = packReader(async (path) => files.get(path) ?? null);
    for (const name of ['0', 'aaa0', 'kolkataz', 'zzzz']) expect(await read(`/api/postoffice/${name}`)).toBeUndefined();
    expect(await read('/ifsc/api/ifsc/AAAA0000000')).toBeUndefined();
    expect(await read('/ifsc/api/ifsc/ZZZZ0000000')).toBeUndefined();
    expect(await read('/pincode/999999/index.html')).toBeUndefined();
    expect(await read('/api/meta')).toBeNull();
    expect(await read('/assets/site.css')).toBeNull();
  });

  it.each([
    ['an index', packAsset(FILES.postOffice), { firsts: [] }],
    ['the list of packed kinds', PACK_LIST_ASSET, { patterns: [FILES.postOffice] }],
  ])('refuse %s of another version, naming it', async (_, path, body) => {
    const files = assets(300);
    files.set(path, new TextEncoder().encode(JSON.stringify({ ...PACKS_FORMAT, version: 1, ...body })));
    const read = packReader(async (asset) => files.get(asset) ?? null);
    await expect(read(entries.find((entry) => entry.path.startsWith('/api/postoffice/'))!.path)).rejects.toThrow(
      `${path}: not an edge pack file of version ${PACKS_FORMAT.version}`,
    );
  });

  it('say which asset is missing when the build shipped no list', async () => {
    const files = assets(300);
    files.delete(PACK_LIST_ASSET);
    const read = packReader(async (asset) => files.get(asset) ?? null);
    await expect(read('/api/postoffice/kolkata')).rejects.toThrow(`edge assets: ${PACK_LIST_ASSET} is missing`);
  });
});
