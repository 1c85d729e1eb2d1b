import { NEARBY_LIMITS } from '../limits.js';
import type { ApiResponse } from '../api-response.js';
import { MESSAGES } from '../messages.js';
import { PINCODE_PATTERN } from './lookup.js';
import type { SiteUrls } from '../site-urls.js';
import { greatCircleKm, nearestOffices, type OfficeGrid } from './nearest.js';
import type { PincodeDataset } from './types.js';
import { toV1PostOffice, v1Error, type V1Error, type V1Pincode, type V1PostOffice } from './v1-response.js';

/** How a PIN code's centre is defined: said in every distance answer and in docs/api.md. */
export const CENTRE_DEFINITION =
  "the mean of the latitudes and the mean of the longitudes of the PIN code's post offices that have coordinates, rounded to 6 decimals";

/** How distances are measured: said in every distance answer. */
export const DISTANCE_METHOD = 'great-circle distance (haversine, mean Earth radius 6371.0088 km) between the two centres, rounded to 2 decimals';

/**
 * Kilometres rounded to two decimals, as every answer gives them.
 *
 * @example
 * roundKm(1.23456) // 1.23
 */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;

const round6 = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;

/** A PIN code's centre and how many located offices it is the mean of. */
export interface PincodeCentre {
  pincode: string;
  latitude: number;
  longitude: number;
  located_offices: number;
}

/**
 * A PIN code's centre: the mean of its located offices' coordinates (rounded to 6
 * decimals), or `null` when none of its offices has coordinates.
 *
 * @example
 * pincodeCentre(pincode('110001')!)?.located_offices // the offices with coordinates
 */
export function pincodeCentre(area: {
  readonly pincode: string;
  readonly post_offices: readonly { readonly latitude: number | null; readonly longitude: number | null }[];
}): PincodeCentre | null {
  let latitude = 0;
  let longitude = 0;
  let located = 0;
  for (const office of area.post_offices) {
    if (office.latitude === null || office.longitude === null) continue;
    latitude += office.latitude;
    longitude += office.longitude;
    located++;
  }
  if (!located) return null;
  return { pincode: area.pincode, latitude: round6(latitude / located), longitude: round6(longitude / located), located_offices: located };
}

/** The v1 distance answer. */
export interface V1Distance {
  status: 'success';
  distance_km: number;
  from: PincodeCentre;
  to: PincodeCentre;
  centre: string;
  method: string;
}

/**
 * `/api/v1/distance/{A}/{B}`: the great-circle km between two PIN codes' centres
 * ({@link CENTRE_DEFINITION}), both centres in the body. 400 names a malformed PIN code,
 * 404 one that is unknown or has no office with coordinates (the first such of the two).
 * `lookup` gives a PIN code's v1 answer, or `null`: the core's, a file's or an HTTP client's.
 *
 * @example
 * v1DistanceResponse('110001', '400001', pincode).body.distance_km // 1151.9…
 */
export function v1DistanceResponse(from: string, to: string, lookup: (pin: string) => V1Pincode | null): ApiResponse<V1Distance | V1Error> {
  const pins = [from.trim(), to.trim()] as const;
  for (const [i, pin] of pins.entries()) if (!PINCODE_PATTERN.test(pin)) return v1Error(400, MESSAGES.malformedPincode(i ? to : from));
  const centres: PincodeCentre[] = [];
  for (const pin of pins) {
    const area = lookup(pin);
    if (!area) return v1Error(404, MESSAGES.pincode(pin));
    const centre = pincodeCentre(area);
    if (!centre) return v1Error(404, `PIN code has no post office with coordinates: ${pin}`);
    centres.push(centre);
  }
  const [a, b] = centres as [PincodeCentre, PincodeCentre];
  return {
    status: 200,
    body: {
      status: 'success',
      distance_km: roundKm(greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude)),
      from: a,
      to: b,
      centre: CENTRE_DEFINITION,
      method: DISTANCE_METHOD,
    },
  };
}

/** A point and a limit, checked. */
export interface NearbyQuery {
  lat: number;
  lon: number;
  limit: number;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function coordinate(name: string, raw: string | null, max: number): number | ApiResponse<V1Error> {
  const text = (raw ?? '').trim();
  if (!text) return v1Error(400, MESSAGES.missing([name]));
  const value = Number(text);
  if (!NUMBER.test(text) || !Number.isFinite(value)) return v1Error(400, `${name} must be a number in decimal degrees: ${JSON.stringify(text)}`);
  if (Math.abs(value) > max) return v1Error(400, `${name} must be from -${max} to ${max}: ${text}`);
  return value;
}

/**
 * Checks `/api/v1/nearby`'s parameters: `lat` (−90…90) and `lon` (−180…180) in decimal
 * degrees, `limit` a whole number from 1 (default 10; above 100 it is 100). Gives the
 * 400 answer for anything else.
 *
 * @example
 * parseNearbyParams('28.63', '77.21', null) // { lat: 28.63, lon: 77.21, limit: 10 }
 */
export function parseNearbyParams(lat: string | null, lon: string | null, limit: string | null): NearbyQuery | ApiResponse<V1Error> {
  const latitude = coordinate('lat', lat, 90);
  if (typeof latitude !== 'number') return latitude;
  const longitude = coordinate('lon', lon, 180);
  if (typeof longitude !== 'number') return longitude;
  const text = (limit ?? '').trim();
  if (!text) return { lat: latitude, lon: longitude, limit: NEARBY_LIMITS.defaultLimit };
  if (!/^\d+$/.test(text) || Number(text) < 1) return v1Error(400, `limit must be a whole number from 1 to ${NEARBY_LIMITS.maxLimit}`);
  return { lat: latitude, lon: longitude, limit: Math.min(Number(text), NEARBY_LIMITS.maxLimit) };
}

/** An office near a point: its v1 object with the distance. */
export type NearbyPostOffice = V1PostOffice & { distance_km: number };

/** The v1 nearby answer. */
export interface V1Nearby {
  status: 'success';
  latitude: number;
  longitude: number;
  count: number;
  post_offices: NearbyPostOffice[];
}

/**
 * The `limit` located offices nearest to a point, in v1 form with `distance_km`: what
 * `nearestPostOffices` and `/api/v1/nearby` answer.
 *
 * @example
 * nearestV1PostOffices(dataset, buildOfficeGrid(dataset), 28.6315, 77.2167, 3, urls)[0].pincode // '110001'
 */
export function nearestV1PostOffices(dataset: PincodeDataset, grid: OfficeGrid, lat: number, lon: number, limit: number, urls: SiteUrls): NearbyPostOffice[] {
  return nearestOffices(grid, lat, lon, limit).map(({ office, km }) => ({ ...toV1PostOffice(dataset, office, urls), distance_km: roundKm(km) }));
}
