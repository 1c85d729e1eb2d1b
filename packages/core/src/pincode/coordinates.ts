/** India's bounding box in decimal degrees, a little generous at the edges. */
export const INDIA_BOUNDS = { minLatitude: 6, maxLatitude: 37.5, minLongitude: 68, maxLongitude: 97.5 } as const;

/** A plain decimal, the form of almost every value. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Decimal places kept: 1e-7 degrees is about 1 cm, finer than any office's position. */
export const COORDINATE_DECIMALS = 7;
const SCALE = 10 ** COORDINATE_DECIMALS;

/**
 * Rounds a coordinate to {@link COORDINATE_DECIMALS} places. The directory has values
 * like `28.430354123456789` (conversion noise); rounded, every coordinate is a whole
 * number of 1e-7 degrees, which the dataset stores as an integer and reads back exactly.
 *
 * @example
 * roundCoordinate(28.123456789012345) // 28.1234568
 */
export function roundCoordinate(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

/**
 * Parses one coordinate as India Post writes it: a decimal (`28.6174167`), a decimal
 * with a degree sign or hemisphere (`28.430354° N`), degrees-minutes-seconds
 * (`17°57'17.7`), or a decimal with a stray space among its digits (`28.4 32628`).
 * Returns `null` for a missing or unreadable value.
 *
 * @example
 * parseCoordinate("17°57'17.7") // 17.954916…
 * parseCoordinate('25.43 N') // 25.43
 * parseCoordinate('NA') // null
 */
export function parseCoordinate(raw: string): number | null {
  if (DECIMAL.test(raw)) return Number(raw);
  let text = raw.trim().toUpperCase();
  if (text === '' || text === 'NA') return null;
  const sign = /[SW]$/.test(text) ? -1 : 1;
  text = text.replace(/\s*[NSEW]$/, '').trim();
  const dms = /^(-?\d+(?:\.\d+)?)\s*°\s*(?:(\d+(?:\.\d+)?)\s*['′]\s*(?:(\d+(?:\.\d+)?)\s*(?:["″]|'')?)?)?$/.exec(text);
  if (dms) {
    const [, degrees = '0', minutes = '0', seconds = '0'] = dms;
    return sign * (Number(degrees) + Number(minutes) / 60 + Number(seconds) / 3600);
  }
  const spaced = /^(-?\d+\.\d+)\s(\d+)$/.exec(text);
  if (spaced) text = `${spaced[1]}${spaced[2]}`;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return sign * Number(text);
}

/** What {@link resolveCoordinates} did to a pair, for the data report. */
export type CoordinateFinding = 'missing' | 'unparseable' | 'zero' | 'swapped' | 'outside-india' | 'degree-string';

/** A resolved pair: both numbers inside India, or both `null`. */
export interface ResolvedCoordinates {
  latitude: number | null;
  longitude: number | null;
  findings: CoordinateFinding[];
}

function none(finding: CoordinateFinding): ResolvedCoordinates {
  return { latitude: null, longitude: null, findings: [finding] };
}

function isMissing(raw: string): boolean {
  const value = raw.trim();
  return value === '' || value.toUpperCase() === 'NA';
}

function insideIndia(latitude: number, longitude: number): boolean {
  const b = INDIA_BOUNDS;
  return latitude >= b.minLatitude && latitude <= b.maxLatitude && longitude >= b.minLongitude && longitude <= b.maxLongitude;
}

/**
 * Turns a source latitude/longitude pair into decimal degrees inside India: parses
 * degree strings, swaps a pair that is swapped, and gives `null` for a missing,
 * zero, unreadable or out-of-India pair. The findings say which of these happened.
 *
 * @example
 * resolveCoordinates('77.2129167', '28.6174167') // { latitude: 28.6174167, longitude: 77.2129167, findings: ['swapped'] }
 * resolveCoordinates('51.5', '-0.12').latitude // null
 */
export function resolveCoordinates(rawLatitude: string, rawLongitude: string): ResolvedCoordinates {
  if (isMissing(rawLatitude) || isMissing(rawLongitude)) return none('missing');
  const latitude = parseCoordinate(rawLatitude);
  const longitude = parseCoordinate(rawLongitude);
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return none('unparseable');
  if (latitude === 0 || longitude === 0) return none('zero');
  const findings: CoordinateFinding[] = [];
  if (!DECIMAL.test(rawLatitude.trim()) || !DECIMAL.test(rawLongitude.trim())) findings.push('degree-string');
  if (insideIndia(latitude, longitude)) return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude), findings };
  if (insideIndia(longitude, latitude))
    return { latitude: roundCoordinate(longitude), longitude: roundCoordinate(latitude), findings: [...findings, 'swapped'] };
  return { latitude: null, longitude: null, findings: [...findings, 'outside-india'] };
}
