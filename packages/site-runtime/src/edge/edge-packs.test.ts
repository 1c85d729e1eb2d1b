import { describe, expect, it } from 'vitest';
import { kindEntries } from '../model/file-kind.js';
import { bodyEtag } from '../handler/rendered-site-files.js';
import { SITE_KINDS } from '../site-kinds.js';
import { testSiteData } from '../testing/site-data.js';
import { FILES, type Params } from '../routes.js';
import { fnv1a } from '../fnv1a.js';
import { checkedPackList, LISTED_FILES, PACK_LIST_ASSET, PACKS_FORMAT, type PackList, packAssets, packAsset, packNumber, packReader } from './edge-packs.js';

const data = testSiteData();
const packed = SITE_KINDS;
const entries = packed.flatMap((kind) => [...kindEntries([kind], data)]);
const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** Packs of a few hundred characters, so that the synthetic files fill many. */
const assets = (size: number) => new Map(packAssets(SITE_KINDS, data, size));
const listOf = (files: Map<string, Uint8Array>) => checkedPackList(JSON.parse(decode(files.get(PACK_LIST_ASSET))), PACK_LIST_ASSET);

/** A reader over these assets that counts the assets it reads. */
function counted(files: Map<string, Uint8Array>, list?: PackList) {
  const reads: string[] = [];
  const read = packReader(async (path) => {
    reads.push(path);
    return files.get(path) ?? null;
  }, list);
  return { read, reads };
}

describe('edge packs', () => {
  it('pack every kind, each in a folder of its own', () => {
    expect(new Set(packed.map((kind) => packAsset(kind.pattern, 0))).size).toBe(packed.length);
    expect(entries.length).toBeGreaterThan(40);
  });

  it.each([300, 2_000, 10 ** 9])('give back every file as rendered, in packs of %i bytes', async (size) => {
    const files = assets(size);
    const { read } = counted(files);
    for (const { path, body } of entries) {
      const found = await read(path);
      expect(decode(found!.body)).toBe(body);
      expect(found!.etag).toBe(bodyEtag(found!.body));
    }
    const list = listOf(files);
    const offices = list.kinds.find((kind) => kind.pattern === FILES.compatPostOffice)!;
    if (size === 300) expect(offices.packs).toBeGreaterThan(3);
    if (size === 10 ** 9) expect(offices.packs).toBe(1);
    // Every pack the list counts is written, an empty one too.
    for (const kind of list.kinds) for (let n = 0; n < kind.packs; n++) expect(files.has(packAsset(kind.pattern, n))).toBe(true);
  });

  it('spread a kind over packs of about the size asked for', () => {
    const files = assets(2_000);
    const offices = listOf(files).kinds.find((kind) => kind.pattern === FILES.compatPostOffice)!;
    const sizes = Array.from({ length: offices.packs }, (_, n) => files.get(packAsset(FILES.compatPostOffice, n))!.byteLength);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total / offices.packs).toBeGreaterThan(600);
    expect(total / offices.packs).toBeLessThan(2_000 * 1.5);
  });

  it('carry the listed files whole, so that a reader with the list reads nothing for them', async () => {
    const files = assets(300);
    const list = listOf(files);
    expect(Object.keys(list.files).sort()).toEqual([...LISTED_FILES].sort());
    const { read, reads } = counted(files, list);
    for (const path of LISTED_FILES) {
      const rendered = [
        ...kindEntries(
          SITE_KINDS.filter((kind) => kind.pattern === path),
          data,
        ),
      ][0]!.body;
      expect(decode((await read(path))!.body)).toBe(rendered);
    }
    expect(reads).toEqual([]);
  });

  it('read one asset, its pack, for a first packed file when the list is bundled', async () => {
    const files = assets(300);
    const { read, reads } = counted(files, listOf(files));
    const path = entries.find((entry) => entry.path.startsWith('/api/pincode/'))!.path;
    expect(await read(path)).toBeTruthy();
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^\/_edge\/packs\/api-pincode-_\/\d+\.pack$/);
  });

  it('give each nearby leaf its own pack, found from the path alone', async () => {
    expect(packNumber(FILES.nearbyLeaf, { leaf: '12' }, '/api/v1/nearby/leaves/12', 20)).toBe(12);
    expect(packNumber(FILES.nearbyLeaf, { leaf: '20' }, '/api/v1/nearby/leaves/20', 20)).toBeNull();
    expect(packNumber(FILES.nearbyLeaf, { leaf: 'x' }, '/api/v1/nearby/leaves/x', 20)).toBeNull();
    expect(packNumber(FILES.compatPincode, { pin: '110001' }, '/api/pincode/110001', 20)).toBe(fnv1a('/api/pincode/110001') % 20);
    const leaves = ['0', '1', '2', '3', '4'];
    const leafKind = {
      ...SITE_KINDS.find((kind) => kind.pattern === FILES.nearbyLeaf)!,
      list: () => leaves.map((leaf) => ({ leaf })),
      render: (_: unknown, { leaf }: Params) => `{"leaf":"${leaf}"}`,
    };
    // Packs so large that by their hashes all five would share one.
    const files = new Map(packAssets([leafKind], data, 2 ** 20));
    const list = listOf(files);
    expect(list.kinds[0]!.packs).toBe(5);
    for (const leaf of leaves) {
      const { read, reads } = counted(files, list);
      expect(decode((await read(`/api/v1/nearby/leaves/${leaf}`))!.body)).toBe(`{"leaf":"${leaf}"}`);
      expect(reads).toEqual([`/_edge/packs/api-v1-nearby-leaves-_/${leaf}.pack`]);
    }
    const { read, reads } = counted(files, list);
    for (const path of ['/api/v1/nearby/leaves/5', '/api/v1/nearby/leaves/01', '/api/v1/nearby/leaves/x']) expect(await read(path)).toBeUndefined();
    expect(reads).toEqual(['/_edge/packs/api-v1-nearby-leaves-_/1.pack']);
  });

  it('give the same file again while its pack is kept, so what is parsed of it is found again', async () => {
    const { read } = counted(assets(300));
    const path = entries[0]!.path;
    expect(await read(path)).toBe(await read(path));
  });

  it('answer no file for a path of a packed kind that was not packed, and leave other paths alone', async () => {
    const { read } = counted(assets(300));
    for (const name of ['0', 'aaa0', 'kolkataz', 'zzzz']) expect(await read(`/api/postoffice/${name}`)).toBeUndefined();
    expect(await read('/ifsc/api/ifsc/AAAA0000000')).toBeUndefined();
    expect(await read('/pincode/999999/index.html')).toBeUndefined();
    expect(await read('/assets/site.css')).toBeNull();
    expect(await read('/docs/docs.js')).toBeNull();
  });

  it('refuse a list of another version, read or bundled, naming it', async () => {
    const files = assets(300);
    const old = { ...PACKS_FORMAT, version: 2, patterns: [FILES.compatPostOffice] };
    files.set(PACK_LIST_ASSET, new TextEncoder().encode(JSON.stringify(old)));
    const path = entries.find((entry) => entry.path.startsWith('/api/postoffice/'))!.path;
    await expect(counted(files).read(path)).rejects.toThrow(`${PACK_LIST_ASSET}: not an edge pack list of version ${PACKS_FORMAT.version}`);
    await expect(counted(files, old as unknown as PackList).read(path)).rejects.toThrow('the bundled pack list: not an edge pack list');
  });

  it('say which asset is missing when the build shipped no list, or lost a pack', async () => {
    const files = assets(300);
    const list = listOf(files);
    files.delete(PACK_LIST_ASSET);
    await expect(counted(files).read('/api/postoffice/kolkata')).rejects.toThrow(`edge assets: ${PACK_LIST_ASSET} is missing`);
    const { read, reads } = counted(files, list);
    const path = entries.find((entry) => entry.path.startsWith('/api/postoffice/'))!.path;
    expect(await read(path)).toBeTruthy();
    files.delete(reads[0]!);
    await expect(counted(files, list).read(path)).rejects.toThrow(`edge assets: ${reads[0]} is missing`);
  });
});
