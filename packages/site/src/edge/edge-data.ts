import {
  createSiteUrls,
  type DataMeta,
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
  readPincodeData,
} from 'india-pincode-ifsc';
import type { FileKind } from '../render/file-kind.js';
import type { DataFor } from '../render/rendered-site-files.js';
import type { SiteData } from '../render/site-data.js';
import type { Params } from '../routes.js';
import { FILES } from '../routes.js';

/** Reads one file of the deployment's assets, or `null` when there is none. */
export type ReadAsset = (path: string) => Promise<Uint8Array | null>;

/**
 * Where the edge build puts its assets: the dataset and the files rendered at build
 * time, under one folder the handler never serves, so that hosts whose edge function
 * reads them from the same origin can leave that folder out of the function's paths.
 */
export const EDGE_ASSETS = { dataset: '/_edge/dataset/', site: '/_edge/site' } as const;

/** Banks whose branches an isolate keeps indexed at once; the least recently used is let go first. */
const BANKS_KEPT = 12;

/** No code list: the files rendered per bank only describe branches that exist. */
const NO_CODES: IfscCodeList = { size: 0, has: () => false, *[Symbol.iterator]() {} };

const decoder = new TextDecoder();

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
  const json = async <T>(path: string): Promise<T> => {
    const bytes = await readAsset(path);
    if (!bytes) throw new Error(`edge assets: ${path} is missing (run npm run build:edge)`);
    return JSON.parse(decoder.decode(bytes)) as T;
  };
  let common: Promise<{ pincodes: PincodeDataset; meta: DataMeta; index: IfscIndexFile; none: IfscDataset; districtPages: DistrictPages }> | undefined;
  const loadCommon = () =>
    (common ??= (async () => {
      const [pincodeFile, meta, indexFile] = await Promise.all([
        json<PincodeDataFile>(`${EDGE_ASSETS.dataset}pincode.json`),
        json<DataMeta>(EDGE_ASSETS.site + FILES.meta),
        json<IfscIndexFile>(`${EDGE_ASSETS.dataset}ifsc/index.json`),
      ]);
      const pincodes = readPincodeData(pincodeFile);
      const index = readIfscIndex(indexFile);
      return { pincodes, meta, index, none: indexIfscDataset([], [], () => false, NO_CODES, index.edition), districtPages: pincodeDistrictPages(pincodes) };
    })().catch((error: unknown) => {
      common = undefined;
      throw error;
    }));
  const banks = new Map<string, Promise<IfscDataset>>();
  const loadBank = async (key: string): Promise<IfscDataset | null> => {
    const { districtPages, index } = await loadCommon();
    const bank = index.banks.find((b) => b.code === key || b.slug === key);
    if (!bank) return null;
    let dataset = banks.get(bank.code);
    if (dataset) banks.delete(bank.code);
    else {
      dataset = Promise.all(bank.shards.map((_, n) => json<IfscShardFile>(`${EDGE_ASSETS.dataset}ifsc/${ifscShardName(bank.code, n)}`))).then((shards) =>
        indexIfscDataset(
          shards.flatMap((shard) => readIfscShard(shard, bank)),
          [{ code: bank.code, name: bank.name, slug: bank.slug, category: bank.category }],
          districtPages,
          NO_CODES,
          index.edition,
        ),
      );
      dataset.catch(() => banks.delete(bank.code));
    }
    banks.set(bank.code, dataset);
    for (const oldest of banks.keys()) {
      if (banks.size <= BANKS_KEPT) break;
      banks.delete(oldest);
    }
    return dataset;
  };
  return (baseUrl) => {
    const urls = createSiteUrls(baseUrl);
    return async (kind: FileKind, params: Params): Promise<SiteData | null> => {
      const { pincodes, meta, none } = await loadCommon();
      if (kind.scope === 'whole') throw new Error(`${kind.pattern}: rendered at build time, not at the edge`);
      const ifsc = kind.scope === 'bank' ? await loadBank(kind.bank!(params)) : none;
      return ifsc && { pincodes, ifsc, urls, meta };
    };
  };
}
