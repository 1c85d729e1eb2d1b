import type { DownloadsManifest } from '../model/downloads-manifest.js';
import {
  type Branch,
  type BranchSummary,
  branchesByPincode,
  createSiteUrls,
  getOrCreate,
  type DataMeta,
  type DataSource,
  type Dataset,
  NO_CODES,
  type IfscDataset,
  type IfscIndexBank,
  buildIfscFromBranches,
  openDataset,
  type PincodeDataset,
} from 'india-pincode-ifsc/internal';
import { parseDownloadsManifest } from '../pages/downloads.js';
import type { FileKind } from '../model/file-kind.js';
import type { DataFor } from '../handler/rendered-site-files.js';
import type { SiteData } from '../model/site-data.js';
import type { Params } from '../routes.js';
import { FILES } from '../routes.js';
import { EDGE_ASSETS, type ReadAsset } from './edge-assets.js';
import { checkedPackList, PACK_LIST_ASSET } from './edge-packs.js';
import { keptRecent, onceSettled } from './settled.js';

/** The downloads manifest the edge build was given (the about page lists it), when it was given one. */
export const DOWNLOADS_ASSET = `${EDGE_ASSETS.dataset}downloads.json`;

/** The sources the dataset credits (every page's footer), apart from the rest of its report. */
export const SOURCES_ASSET = `${EDGE_ASSETS.dataset}sources.json`;

/**
 * Branches an isolate keeps decoded and indexed (edge isolates have little memory): the
 * cache keeps between this many and twice as many (and the bank just read), those used
 * least recently let go first.
 */
const KEPT_BRANCHES = 12_000;

const decoder = new TextDecoder();

/** What every file rendered at the edge needs: the PIN side and the data's summary. */
interface Common {
  readonly pincodes: PincodeDataset;
  readonly meta: DataMeta;
  readonly sources: readonly DataSource[];
  /** The IFSC side of files that need none of it. */
  readonly none: IfscDataset;
  readonly downloads: DownloadsManifest | null;
}

type ReadJson = <T>(path: string) => Promise<T>;

async function readCommon(dataset: Dataset<false>, json: ReadJson, readAsset: ReadAsset): Promise<Common> {
  const [pincodes, meta, sources, index, downloads] = await Promise.all([
    dataset.pincodes(),
    // The pack list carries the site's meta file (edge-packs.ts's LISTED_FILES).
    json<unknown>(PACK_LIST_ASSET).then((list) => JSON.parse(checkedPackList(list, PACK_LIST_ASSET).files[FILES.meta]!) as DataMeta),
    json<DataSource[]>(SOURCES_ASSET),
    dataset.ifscIndex(),
    readAsset(DOWNLOADS_ASSET),
  ]);
  return {
    pincodes,
    meta,
    sources,
    none: buildIfscFromBranches([], [], NO_CODES, index.edition),
    downloads: downloads ? parseDownloadsManifest(decoder.decode(downloads)) : null,
  };
}

/** A bank's branches by its code or slug, indexed as the renderers need them (district pages included); `null` for none. */
async function bankData(dataset: Dataset<false>, key: string): Promise<IfscDataset | null> {
  const bank = await dataset.bank(key);
  return bank && dataset.bankDataset(bank);
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

/**
 * The assets of the bank branches by PIN code ({@link pinBranchesAsset}) for the edge
 * build to write: asset path → its JSON text.
 *
 * @example
 * pinBranchGroups(data.ifsc).get('/_edge/dataset/pin-branches/11.json') // '{"110001":[…],…}'
 */
export function pinBranchGroups(ifsc: IfscDataset): Map<string, string> {
  const groups = new Map<string, Record<string, readonly BranchSummary[]>>();
  for (const [pin, branches] of branchesByPincode(ifsc)) {
    getOrCreate(groups, pinBranchesAsset(pin), (): Record<string, readonly BranchSummary[]> => ({}))[pin] = branches;
  }
  return new Map([...groups].map(([path, group]) => [path, JSON.stringify(group)]));
}

/**
 * The branches of one MICR code, for its file: the MICR index names the shards that
 * hold them, and only those are read.
 */
async function micrData(dataset: Dataset<false>, micr: string): Promise<IfscDataset | null> {
  const places = (await dataset.micr()).places(micr);
  const found: Branch[] = [];
  const banks = new Map<string, IfscIndexBank>();
  for (const place of places) {
    const bank = await dataset.bank(place.bank);
    if (!bank) continue;
    banks.set(bank.code, bank);
    for (const branch of await dataset.shard(bank, place.shard)) if (branch.micr === micr) found.push(branch);
  }
  if (!found.length) return null;
  found.sort((a, b) => (a.ifsc < b.ifsc ? -1 : 1));
  const info = [...banks.values()].map(({ code, name, slug, category }) => ({ code, name, slug, category }));
  return buildIfscFromBranches(found, info, NO_CODES, (await dataset.ifscIndex()).edition);
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
  const dataset = openDataset((path) => readAsset(EDGE_ASSETS.dataset + path), { kept: KEPT_BRANCHES, where: `edge assets ${EDGE_ASSETS.dataset}` });
  const loadCommon = onceSettled(() => readCommon(dataset, json, readAsset));
  const branchGroup = branchGroups(readAsset);
  return (baseUrl) => {
    const urls = createSiteUrls(baseUrl);
    return async (kind: FileKind, params: Params): Promise<SiteData | null> => {
      const { pincodes, meta, sources, none, downloads } = await loadCommon();
      if (kind.scope === 'whole') throw new Error(`${kind.pattern}: rendered at build time, not at the edge`);
      if (kind.scope === 'micr') {
        const branches = await micrData(dataset, params.micr!);
        return branches && { pincodes, ifsc: branches, urls, meta, sources, pinBranches: noBranches, downloads };
      }
      const ifsc = kind.scope === 'bank' ? await bankData(dataset, kind.bank!(params)) : none;
      const pinBranches = kind.branchesOf ? await branchGroup(kind.branchesOf(params)) : noBranches;
      return ifsc && { pincodes, ifsc, urls, meta, sources, pinBranches, downloads };
    };
  };
}
