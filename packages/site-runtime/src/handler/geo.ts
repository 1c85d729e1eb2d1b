import {
  type ApiResponse,
  type CellOffice,
  type NearbyCellFile,
  type NearbyGridFile,
  type NearbyOfficesFile,
  nearbyCellKey,
  nearbyGrid,
  parseNearbyParams,
  PINCODE_PATTERN,
  type V1Pincode,
  type V1PostOffice,
  v1DistanceResponse,
  v1Error,
  v1NearbyResponse,
} from 'india-pincode-ifsc/internal';
import { FILES, fillPattern, NEARBY_OFFICES_CHUNK, nearbyOfficesChunk } from '../routes.js';
import type { SiteReader } from './site-reader.js';

/**
 * `/api/v1/nearby?lat=&lon=&limit=` from the nearby files: the grid of cells, the
 * cells nearest to the point, and the offices found, from the edge build's offices
 * files (the offices of a PIN code in a cell, packed with the cell's others), else from
 * the PIN code answers, one per PIN code found.
 *
 * @example
 * await nearbyAnswer(site.readJson, new URLSearchParams('lat=28.63&lon=77.21'))
 */
export async function nearbyAnswer(readJson: SiteReader['readJson'], query: URLSearchParams): Promise<ApiResponse> {
  const params = parseNearbyParams(query.get('lat'), query.get('lon'), query.get('limit'));
  if ('status' in params) return params;
  // The cells as a grid of bits: the index file's object of them takes milliseconds to parse in a fresh isolate.
  const grid = await readJson<NearbyGridFile>(FILES.nearbyGrid);
  if (!grid) return v1Error(503, 'This site has no nearby files');
  /** The offices of each cell read: a found office's place in its cell finds its offices chunk. */
  const read = new Map<string, readonly CellOffice[]>();
  const readCell = async (cell: string): Promise<readonly CellOffice[]> => {
    const offices = (await readJson<NearbyCellFile>(fillPattern(FILES.nearbyCell, { cell })))?.offices ?? [];
    read.set(cell, offices);
    return offices;
  };
  return v1NearbyResponse(params, nearbyGrid(grid), readCell, officeReader(readJson, read));
}

/** Reads a found office's v1 object: from its cell's offices chunk where the build has them, else from its PIN code's answer. */
function officeReader(readJson: SiteReader['readJson'], cells: ReadonlyMap<string, readonly CellOffice[]>): (office: CellOffice) => Promise<V1PostOffice> {
  return async (office) => {
    const [latitude, longitude, pin, at] = office;
    const cell = nearbyCellKey(latitude, longitude);
    // Found by identity among the cell's offices as read: only the few offices found are looked for.
    const position = cells.get(cell)!.indexOf(office);
    const chunk = await readJson<NearbyOfficesFile>(fillPattern(FILES.nearbyOffices, { cell, ...nearbyOfficesChunk(position) }));
    if (chunk) return chunk[position % NEARBY_OFFICES_CHUNK]!;
    const area = await readJson<V1Pincode>(fillPattern(FILES.v1Pincode, { pin }));
    if (!area) throw new Error(`nearby: the cell files name PIN code ${pin}, which has no file`);
    return area.post_offices[at]!;
  };
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
