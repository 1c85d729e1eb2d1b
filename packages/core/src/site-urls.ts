/**
 * The paths of the site's human-readable pages, defined once. The generator writes
 * pages at these paths and every `url` field of a response points at them.
 */
export const PAGE_PATHS = {
  home: () => '/',
  about: () => '/about/',
  pincode: (pincode: string) => `/pincode/${pincode}/`,
  postOffice: (pincode: string, officeSlug: string) => `/pincode/${pincode}/${officeSlug}/`,
  state: (stateSlug: string) => `/state/${stateSlug}/`,
  district: (stateSlug: string, districtSlug: string) => `/state/${stateSlug}/${districtSlug}/`,
  ifscHome: () => '/ifsc/',
  branch: (ifsc: string) => `/ifsc/${ifsc}/`,
  bank: (bankSlug: string) => `/ifsc/bank/${bankSlug}/`,
  bankState: (bankSlug: string, stateSlug: string) => `/ifsc/bank/${bankSlug}/${stateSlug}/`,
  bankDistrict: (bankSlug: string, stateSlug: string, districtSlug: string) => `/ifsc/bank/${bankSlug}/${stateSlug}/${districtSlug}/`,
} as const;

type PagePaths = typeof PAGE_PATHS;

/** The base URL when none is set: the site as `npm start` serves it. Deployments set their own (`SITE_URL`). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Absolute page URLs under one base URL: the same builders as {@link PAGE_PATHS}. */
export type SiteUrls = { readonly [K in keyof PagePaths]: (...args: Parameters<PagePaths[K]>) => string } & {
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
  for (const [name, path] of Object.entries(PAGE_PATHS)) {
    urls[name] = (...args: string[]) => base + (path as (...a: string[]) => string)(...args);
  }
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
  const [lat, lon] = [String(latitude), String(longitude)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
