import { COORDINATE_SCALE } from './dataset/format.js';

/**
 * The paths of the site's human-readable pages, defined once. The generator writes
 * pages at these paths and every `url` field of a response points at them.
 */
export const PAGE_PATHS = {
  home: () => '/',
  about: () => '/about/',
  pincode: (pincode: string) => `/pincode/${pincode}/`,
  /** Under its PIN code's page: {@link createSiteUrls} relies on that. */
  postOffice: (pincode: string, officeSlug: string): string => `${PAGE_PATHS.pincode(pincode)}${officeSlug}/`,
  state: (stateSlug: string) => `/state/${stateSlug}/`,
  district: (stateSlug: string, districtSlug: string) => `/state/${stateSlug}/${districtSlug}/`,
  ifscHome: () => '/ifsc/',
  branch: (ifsc: string) => `/ifsc/${ifsc}/`,
  bank: (bankSlug: string) => `/ifsc/bank/${bankSlug}/`,
  bankState: (bankSlug: string, stateSlug: string) => `/ifsc/bank/${bankSlug}/${stateSlug}/`,
  bankDistrict: (bankSlug: string, stateSlug: string, districtSlug: string) => `/ifsc/bank/${bankSlug}/${stateSlug}/${districtSlug}/`,
} as const;

type PagePaths = typeof PAGE_PATHS;

/**
 * The API URLs that answers link to (the site's route table, packages/site/src/routes.ts,
 * holds the same path as a route path; its test checks that they agree).
 */
export const API_PATHS = {
  pincodeBranches: (pincode: string) => `/api/v1/pincode/${pincode}/branches`,
} as const;

/** The base URL when none is set: the site as `npm start` serves it. Deployments set their own (`SITE_URL`). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Absolute page and API URLs under one base URL: the same builders as {@link PAGE_PATHS} and {@link API_PATHS}. */
export type SiteUrls = { readonly [K in keyof PagePaths]: (...args: Parameters<PagePaths[K]>) => string } & {
  readonly [K in keyof typeof API_PATHS]: (...args: Parameters<(typeof API_PATHS)[K]>) => string;
} & {
  readonly baseUrl: string;
};

/**
 * Binds the page paths to a base URL (a build setting, never baked in).
 *
 * @example
 * createSiteUrls('https://pin.example.org/').pincode('110001') // 'https://pin.example.org/pincode/110001/'
 */
export function createSiteUrls(baseUrl: string): SiteUrls {
  const base = baseUrl.replace(/\/+$/, '');
  const urls: Record<string, unknown> = { baseUrl: base };
  for (const [name, path] of [...Object.entries(PAGE_PATHS), ...Object.entries(API_PATHS)]) {
    // Fixed arity, not rest and spread: every office of every answer calls one of these.
    const build = path as (a?: string, b?: string, c?: string) => string;
    urls[name] = (a?: string, b?: string, c?: string) => base + build(a, b, c);
  }
  // The offices of a PIN code come one after another: their URLs share the PIN code's
  // URL as one string instead of each building it again.
  const pincodeUrl = urls.pincode as SiteUrls['pincode'];
  let last = { pincode: '', url: '' };
  urls.postOffice = (pincode: string, officeSlug: string) => {
    if (pincode !== last.pincode) last = { pincode, url: pincodeUrl(pincode) };
    return `${last.url}${officeSlug}/`;
  };
  return urls as SiteUrls;
}

/**
 * An OpenStreetMap link centred on a point, or `''` without coordinates.
 *
 * @example
 * mapUrl(28.6174167, 77.2129167) // 'https://www.openstreetmap.org/?mlat=28.6174167&mlon=77.2129167#map=16/28.6174167/77.2129167'
 */
export function mapUrl(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return '';
  // Each number is written once: turning a double into text is the costly part.
  const lat = coordinateText(latitude);
  const lon = coordinateText(longitude);
  // One flat string (join), not a chain of seven concatenations: lookups keep these.
  return ['https://www.openstreetmap.org/?mlat=', lat, '&mlon=', lon, '#map=16/', lat, '/', lon].join('');
}

/**
 * `String(degrees)`, faster for the dataset's coordinates (at most 7 decimals, from 1
 * to 214 degrees): written from the whole number of 1e-7 degrees. Such a number's
 * shortest round-trip text is its exact decimal, so the two agree; any other number
 * goes to `String`.
 *
 * @example
 * coordinateText(28.617) // '28.617'
 */
export function coordinateText(degrees: number): string {
  const scaled = Math.round(degrees * COORDINATE_SCALE);
  if (scaled / COORDINATE_SCALE !== degrees || scaled < COORDINATE_SCALE || scaled > 0x7fffffff) return String(degrees);
  const whole = Math.floor(scaled / COORDINATE_SCALE);
  let fraction = scaled - whole * COORDINATE_SCALE;
  if (fraction === 0) return String(whole);
  let digits = 7;
  while (fraction % 10 === 0) {
    fraction /= 10;
    digits--;
  }
  const text = String(fraction);
  return `${whole}.${text.length < digits ? '0'.repeat(digits - text.length) + text : text}`;
}
