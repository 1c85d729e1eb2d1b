import type { ApiResponse } from './api-response.js';
import { DATASET_FORMAT_VERSION } from './dataset/format.js';
import type { DataDates } from './dataset/report-file.js';
import type { IfscDataset } from './ifsc/types.js';
import type { PincodeDataset } from './pincode/types.js';

/** `/api/meta`: how fresh the data is and how much of it there is. */
export interface DataMeta {
  status: 'success';
  format_version: number;
  /**
   * The publisher's edition of each side, a date or `unknown`: the India Post directory
   * and the IFSC lists, with the IFSC files' release tag (`unknown` when not known).
   */
  editions: { pincode: string; ifsc: string; ifsc_release: string };
  /** When the dataset was built. */
  built: string;
  /** When the sources were last refreshed from upstream, `null` if never. */
  refreshed: string | null;
  counts: { pincodes: number; post_offices: number; states: number; districts: number; banks: number; branches: number; valid_ifsc: number };
}

/**
 * `/api/meta`: the editions, the build and refresh times, and the counts.
 *
 * @example
 * metaResponse(pincodes, ifsc, dates).body.editions.pincode // '2025-10-03'
 */
export function metaResponse(pincodes: PincodeDataset, ifsc: IfscDataset, dates: DataDates): ApiResponse<DataMeta> {
  return {
    status: 200,
    body: {
      status: 'success',
      format_version: DATASET_FORMAT_VERSION,
      editions: { pincode: dates.editions.pincode, ifsc: dates.editions.ifsc, ifsc_release: dates.editions.ifscRelease || 'unknown' },
      built: dates.built,
      refreshed: dates.refreshed || null,
      counts: {
        pincodes: pincodes.areas.size,
        post_offices: pincodes.officeCount,
        states: pincodes.states.length,
        districts: pincodes.states.reduce((sum, state) => sum + state.districts.length, 0),
        banks: ifsc.banks.length,
        branches: ifsc.branches.size,
        valid_ifsc: ifsc.validCodes.size,
      },
    },
  };
}

/**
 * The `X-Data-Edition` header value: both editions in one line, the IFSC release tag beside its date.
 *
 * @example
 * editionHeader({ pincode: '2025-10-03', ifsc: '2026-05-01', ifsc_release: 'v2.0.59' }) // 'pincode=2025-10-03; ifsc=2026-05-01; ifsc-release=v2.0.59'
 */
export function editionHeader(editions: DataMeta['editions']): string {
  return `pincode=${editions.pincode}; ifsc=${editions.ifsc}; ifsc-release=${editions.ifsc_release}`;
}
