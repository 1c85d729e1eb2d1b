import {
  type BranchSummary,
  createSiteUrls,
  type DataMeta,
  type DataSource,
  type DistrictPages,
  type IfscCodeList,
  type IfscDataset,
  type IfscIndexFile,
  type IfscShardFile,
  type PincodeDataFile,
  type PincodeDataset,
  ifscShardName,
  indexIfscDataset,
  pincodeDistrictPages,
  readIfscIndex,
  readIfscShard,
  readIfscMicr,
  type IfscIndexBank,
  type IfscMicrFile,
  type Branch,
  type MicrIndex,
  readPincodeData,
} from 'india-pincode-ifsc';
import { type DownloadsManifest, parseDownloadsManifest } from '../pages/downloads.js';
import type { FileKind } from '../render/file-kind.js';
import type { DataFor } from '../render/rendered-site-files.js';
import type { SiteData } from '../render/site-data.js';
import type { Params } from '../routes.js';
import { FILES } from '../routes.js';
import { keptRecent, onceSettled, sharedLoads } from './settled.js';

/** Reads one file of the deployment's assets, or `null` when there is none. */
export type ReadAsset = (path: string) => Promise<Uint8Array | null>;

/**
 * Where the edge build puts its assets: the dataset and the files rendered at build
 * time, under one folder the handler never serves, so that hosts whose edge function
 * reads them from the same origin can leave that folder out of the function's paths.
 */
export const EDGE_ASSETS = { dataset: '/_edge/dataset/', site: '/_edge/site' } as const;

/** The downloads manifest the edge build was given (the about page lists it), when it was given one. */
export const DOWNLOADS_ASSET = `${EDGE_ASSETS.dataset}downloads.json`;

/** The sources the dataset credits (every page's footer), apart from the rest of its report. */
export const SOURCES_ASSET = `${EDGE_ASSETS.dataset}sources.json`;

/**
 * Branches an isolate keeps indexed at once (edge isolates have little memory): past
 * it, the least recently used banks are let go, though never the one just loaded.
 */
const BRANCHES_KEPT = 12_000;

/** No code list: the files rendered per bank only describe branches that exist. */
const NO_CODES: IfscCodeList = { size: 0, has: () => false, *[Symbol.iterator]() {} };

const decoder = new TextDecoder();

/** What every file rendered at the edge needs: the PIN side, the data's summary and the bank index. */
interface Common {
  readonly pincodes: PincodeDataset;
  readonly meta: DataMeta;
  readonly sources: readonly DataSource[];
  readonly index: IfscIndexFile;
  /** The IFSC side of files that need none of it. */
  readonly none: IfscDataset;
  readonly districtPages: DistrictPages;
  readonly downloads: DownloadsManifest | null;
}

type ReadJson = <T>(path: string) => Promise<T>;

async function readCommon(json: ReadJson, readAsset: ReadAsset): Promise<Common> {
  const [pincodeFile, meta, sources, indexFile, downloads] = await Promise.all([
    json<PincodeDataFile>(`${EDGE_ASSETS.dataset}pincode.json`),
    json<DataMeta>(EDGE_ASSETS.site + FILES.meta),
    json<DataSource[]>(SOURCES_ASSET),
    json<IfscIndexFile>(`${EDGE_ASSETS.dataset}ifsc/index.json`),
    readAsset(DOWNLOADS_ASSET),
  ]);
  const pincodes = readPincodeData(pincodeFile);
  const index = readIfscIndex(indexFile);
  return {
    pincodes,
    meta,
    sources,
    index,
    none: indexIfscDataset([], [], () => false, NO_CODES, index.edition),
    districtPages: pincodeDistrictPages(pincodes),
    downloads: downloads ? parseDownloadsManifest(decoder.decode(downloads)) : null,
  };
}

/** One bank's branches, indexed as the renderers need them. */
async function readBank(json: ReadJson, common: Common, bank: IfscIndexBank): Promise<IfscDataset> {
  const shards = await Promise.all(bank.shards.map((_, n) => json<IfscShardFile>(`${EDGE_ASSETS.dataset}ifsc/${ifscShardName(bank.code, n)}`)));
  const info = { code: bank.code, name: bank.name, slug: bank.slug, category: bank.category };
  return indexIfscDataset(
    shards.flatMap((shard) => readIfscShard(shard, bank)),
    [info],
    common.districtPages,
    NO_CODES,
    common.index.edition,
  );
}

/**
 * Banks by code or slug, loaded on first use and kept while they fit: past the budget
 * the least recently used are let go, though never the one just loaded. (A search that
 * reads branches of many banks reads one bank at a time, so a burst holds one more.)
 */
function bankCache(json: ReadJson, common: () => Promise<Common>): (key: string) => Promise<IfscDataset | null> {
  const load = sharedLoads((_code, { bank, shared }: { bank: IfscIndexBank; shared: Common }) => readBank(json, shared, bank));
  const loaded = new Map<string, { branches: number; dataset: IfscDataset }>();
  const keep = (bank: IfscIndexBank, dataset: IfscDataset) => {
    loaded.delete(bank.code);
    loaded.set(bank.code, { branches: bank.branches, dataset });
    let total = 0;
    for (const entry of loaded.values()) total += entry.branches;
    for (const [oldest, entry] of loaded) {
      if (total <= BRANCHES_KEPT || oldest === bank.code) break;
      loaded.delete(oldest);
      total -= entry.branches;
    }
    return dataset;
  };
  return async (key) => {
    const shared = await common();
    const bank = shared.index.banks.find((b) => b.code === key || b.slug === key);
    if (!bank) return null;
    return keep(bank, loaded.get(bank.code)?.dataset ?? (await load(bank.code, { bank, shared })));
  };
}

const noBranches = () => [];

/** Groups of a PIN code's branches kept parsed: pages of one city share a group. */
const BRANCH_GROUPS_KEPT = 2;

/**
 * The bank branches of a PIN code, from its group (first two digits) of the edge build's
 * `pin-branches` files; a group the build did not write (no branch in it) has none.
 */
function branchGroups(readAsset: ReadAsset): (pin: string) => Promise<(pin: string) => readonly BranchSummary[]> {
  const group = keptRecent(BRANCH_GROUPS_KEPT, async (path) => {
    const bytes = await readAsset(path);
    return bytes ? (JSON.parse(decoder.decode(bytes)) as Record<string, BranchSummary[]>) : {};
  });
  return async (pin) => {
    if (!/^\d{6}$/.test(pin)) return noBranches;
    const branches = await group(pinBranchesAsset(pin), undefined);
    return (key) => branches[key] ?? [];
  };
}

/**
 * The asset holding the bank branches of the PIN codes that start as `pin` does: one per
 * two-digit group, so a PIN code page reads a small part of the branch list.
 *
 * @example
 * pinBranchesAsset('110001') // '/_edge/dataset/pin-branches/11.json'
 */
export const pinBranchesAsset = (pin: string) => `${EDGE_ASSETS.dataset}pin-branches/${pin.slice(0, 2)}.json`;

/** Shards a MICR lookup keeps parsed: nearby codes (a city's branches of one bank) share shards. */
const MICR_SHARDS_KEPT = 4;

/**
 * The branches of one MICR code, for its file: the MICR index (read once) names the
 * shards that hold them, and only those are read (the last few kept parsed).
 */
function micrReader(json: ReadJson, index: () => Promise<MicrIndex>): (common: Common, micr: string) => Promise<IfscDataset | null> {
  const shards = keptRecent(MICR_SHARDS_KEPT, async (name, bank: IfscIndexBank) =>
    readIfscShard(await json<IfscShardFile>(`${EDGE_ASSETS.dataset}ifsc/${name}`), bank),
  );
  const shardBranches = (bank: IfscIndexBank, n: number) => shards(ifscShardName(bank.code, n), bank);
  return async (common, micr) => {
    const places = (await index()).places(micr);
    const found: Branch[] = [];
    const banks = new Map<string, IfscIndexBank>();
    for (const place of places) {
      const bank = common.index.banks.find((b) => b.code === place.bank);
      if (!bank) continue;
      banks.set(bank.code, bank);
      for (const branch of await shardBranches(bank, place.shard)) if (branch.micr === micr) found.push(branch);
    }
    if (!found.length) return null;
    found.sort((a, b) => (a.ifsc < b.ifsc ? -1 : 1));
    const info = [...banks.values()].map(({ code, name, slug, category }) => ({ code, name, slug, category }));
    return indexIfscDataset(found, info, common.districtPages, NO_CODES, common.index.edition);
  };
}

/**
 * The data an edge isolate renders from, loaded from its assets as requests need
 * it: the PIN side and the data's summary on first use, then each bank's shards
 * when a file of that bank is asked for. Base URLs are per request; the loaded data
 * is shared between them.
 *
 * @example
 * const dataFor = edgeData(readAsset)('https://pin.example.org');
 * await dataFor(kind, { pin: '110001' });
 */
export function edgeData(readAsset: ReadAsset): (baseUrl: string) => DataFor {
  const json: ReadJson = async <T>(path: string): Promise<T> => {
    const bytes = await readAsset(path);
    if (!bytes) throw new Error(`edge assets: ${path} is missing (run npm run build:edge)`);
    return JSON.parse(decoder.decode(bytes)) as T;
  };
  const loadCommon = onceSettled(() => readCommon(json, readAsset));
  const bankData = bankCache(json, loadCommon);
  const branchGroup = branchGroups(readAsset);
  const micrData = micrReader(
    json,
    onceSettled(async () => readIfscMicr(await json<IfscMicrFile>(`${EDGE_ASSETS.dataset}micr.json`))),
  );
  return (baseUrl) => {
    const urls = createSiteUrls(baseUrl);
    return async (kind: FileKind, params: Params): Promise<SiteData | null> => {
      const { pincodes, meta, sources, none, downloads } = await loadCommon();
      if (kind.scope === 'whole') throw new Error(`${kind.pattern}: rendered at build time, not at the edge`);
      if (kind.scope === 'micr') {
        const branches = await micrData(await loadCommon(), params.micr!);
        return branches && { pincodes, ifsc: branches, urls, meta, sources, pinBranches: noBranches, downloads };
      }
      const ifsc = kind.scope === 'bank' ? await bankData(kind.bank!(params)) : none;
      const pinBranches = kind.branchesOf ? await branchGroup(kind.branchesOf(params)) : noBranches;
      return ifsc && { pincodes, ifsc, urls, meta, sources, pinBranches, downloads };
    };
  };
}
