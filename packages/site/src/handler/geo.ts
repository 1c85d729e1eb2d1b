import {
  type ApiResponse,
  type CellOffice,
  type NearbyCellFile,
  type NearbyIndexFile,
  parseNearbyParams,
  PINCODE_PATTERN,
  type V1Pincode,
  v1DistanceResponse,
  v1Error,
  v1NearbyResponse,
} from 'india-pincode-ifsc';
import { FILES, fillPattern } from '../routes.js';
import type { SiteReader } from './site-reader.js';

/**
 * `/api/v1/nearby?lat=&lon=&limit=` from the nearby files: the index of cells, the
 * cells nearest to the point, and the PIN code answers that hold the offices found.
 *
 * @example
 * await nearbyAnswer(site.readJson, new URLSearchParams('lat=28.63&lon=77.21'))
 */
export async function nearbyAnswer(readJson: SiteReader['readJson'], query: URLSearchParams): Promise<ApiResponse> {
  const params = parseNearbyParams(query.get('lat'), query.get('lon'), query.get('limit'));
  if ('status' in params) return params;
  const index = await readJson<NearbyIndexFile>(FILES.nearbyIndex);
  if (!index) return v1Error(503, 'This site has no nearby files');
  const readCell = async (cell: string): Promise<readonly CellOffice[]> =>
    (await readJson<NearbyCellFile>(fillPattern(FILES.nearbyCell, { cell })))?.offices ?? [];
  const readPincode = async (pin: string): Promise<V1Pincode> => {
    const area = await readJson<V1Pincode>(fillPattern(FILES.v1Pincode, { pin }));
    if (!area) throw new Error(`nearby: the cell files name PIN code ${pin}, which has no file`);
    return area;
  };
  return v1NearbyResponse(params, index, readCell, readPincode);
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
