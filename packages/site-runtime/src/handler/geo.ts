import {
  type ApiResponse,
  type CellOffice,
  getOrCreate,
  type NearbyCellFile,
  type NearbyGridFile,
  type NearbyLeafFile,
  type NearbyQuery,
  type NearbyTree,
  nearbyGrid,
  nearbyLeafReader,
  nearbyTree,
  nearestInCells,
  nearestInTree,
  parseNearbyParams,
  PINCODE_PATTERN,
  type V1Pincode,
  type V1PostOffice,
  v1DistanceResponse,
  v1Error,
  v1NearbyResponse,
} from 'india-pincode-ifsc/internal';
import { FILES, fillPattern } from '../routes.js';
import { readStoredOrServed, type SiteFiles } from './site-files.js';
import type { SiteReader } from './site-reader.js';

/**
 * `/api/v1/nearby?lat=&lon=&limit=` from the nearby files: on the edge build, the tree's
 * leaves nearest to the point, which hold their offices' answers too; over a site,
 * the cells nearest to the point (from the grid of cells), and each office found from
 * its PIN code's answer.
 *
 * @example
 * await nearbyAnswer(site.readJson, files, new URLSearchParams('lat=28.63&lon=77.21'))
 */
export async function nearbyAnswer(readJson: SiteReader['readJson'], files: SiteFiles, query: URLSearchParams): Promise<ApiResponse> {
  const params = parseNearbyParams(query.get('lat'), query.get('lon'), query.get('limit'));
  if ('status' in params) return params;
  const tree = await readJson<object>(FILES.nearbyTree);
  if (tree)
    return treeAnswer(
      params,
      getOrCreate(treesRead, tree, () => nearbyTree(tree, FILES.nearbyTree)),
      files,
    );
  // The cells as a grid of bits: the index file's object of them takes milliseconds to parse in a fresh isolate.
  const grid = await readJson<NearbyGridFile>(FILES.nearbyGrid);
  if (!grid) return v1Error(503, 'This site has no nearby files');
  const readCell = async (cell: string) => (await readJson<NearbyCellFile>(fillPattern(FILES.nearbyCell, { cell })))?.offices ?? [];
  const readOffice = async ([, , pin, at]: CellOffice): Promise<V1PostOffice> => {
    const area = await readJson<V1Pincode>(fillPattern(FILES.v1Pincode, { pin }));
    if (!area) throw new Error(`nearby: the cell files name PIN code ${pin}, which has no file`);
    return area.post_offices[at]!;
  };
  return v1NearbyResponse(params, (lat, lon, limit) => nearestInCells(nearbyGrid(grid), readCell, lat, lon, limit), readOffice);
}

/** Trees read, by their parsed file (the reader keeps one per body): a tree's boxes are checked once, not on every request. */
const treesRead = new WeakMap<object, NearbyTree>();

/** Leaves read, by their bytes: kept as long as the files are, so a leaf is parsed once. */
const leavesRead = new WeakMap<Uint8Array, NearbyLeafFile>();

/** Nearby from the edge build's tree: each office's answer from the leaf it was found in. */
function treeAnswer(params: NearbyQuery, tree: NearbyTree, files: SiteFiles): Promise<ApiResponse> {
  const read: { leaf: NearbyLeafFile; rebase?: (text: string) => string }[] = [];
  const readLeaf = async (leaf: number): Promise<readonly CellOffice[]> => {
    const path = fillPattern(FILES.nearbyLeaf, { leaf: String(leaf) });
    // As stored where the store has it so: only the offices found have the site's URL put in.
    const file = await readStoredOrServed(files, path);
    if (!file) throw new Error(`nearby: the tree names leaf ${leaf}, which has no file`);
    const parsed = getOrCreate(leavesRead, file.body, () => nearbyLeafReader(file.body, path));
    read.push({ leaf: parsed, rebase: file.rebase });
    return parsed.offices;
  };
  // Found by identity among the offices of the leaves read: only the few offices found are looked for.
  const readOffice = async (office: CellOffice) => {
    for (const { leaf, rebase } of read) {
      const place = leaf.offices.indexOf(office);
      if (place >= 0) return leaf.postOffice(place, rebase);
    }
    throw new Error('nearby: an office found is in no leaf read');
  };
  return v1NearbyResponse(params, (lat, lon, limit) => nearestInTree(tree, readLeaf, lat, lon, limit), readOffice);
}

/**
 * `/api/v1/distance/{A}/{B}` from the two PIN codes' answers.
 *
 * @example
 * await distanceAnswer(site.readJson, '110001', '400001')
 */
export async function distanceAnswer(readJson: SiteReader['readJson'], from: string, to: string): Promise<ApiResponse> {
  const areas = new Map<string, V1Pincode | null>();
  for (const pin of [from.trim(), to.trim()]) {
    // Only well-formed PIN codes name a file; the core answers the rest with a 400.
    if (PINCODE_PATTERN.test(pin)) areas.set(pin, await readJson<V1Pincode>(fillPattern(FILES.v1Pincode, { pin })));
  }
  return v1DistanceResponse(from, to, (pin) => areas.get(pin) ?? null);
}
