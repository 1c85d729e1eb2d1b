import {
  type BranchSummary,
  buildOfficeGrid,
  getOrCreate,
  nearestOffices,
  type OfficeGrid,
  type PincodeDataset,
  roundKm,
  v1DistrictResponse,
  v1PincodeResponse,
  v1StateResponse,
  type SiteUrls,
  type V1PostOffice,
} from 'india-pincode-ifsc/internal';
import { type FileKind, rememberLast } from '../model/file-kind.js';
import type { SiteData } from '../model/site-data.js';
import { crumbs, esc, fields, jsonLd, linkWith, relativeTo, type LinkTo } from './html.js';
import { layoutFor } from './layout.js';
import { located, type MapMarker, meanPoint, pageMap } from './map.js';
import { pagePath } from './page-path.js';

/** A count with its noun, plural when needed. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : noun.endsWith('ch') ? 'es' : 's'}`;

type Place = Pick<V1PostOffice, 'district' | 'district_slug' | 'state' | 'state_slug'>;

/** An office's district, linked to its page when it has one. */
const districtHtml = (a: LinkTo, urls: SiteUrls, o: Place) =>
  o.district_slug && o.state_slug ? a(urls.district(o.state_slug, o.district_slug), o.district) : esc(o.district);
/** An office's state, linked to its page when it has one. */
const stateHtml = (a: LinkTo, urls: SiteUrls, o: Pick<Place, 'state' | 'state_slug'>) => (o.state_slug ? a(urls.state(o.state_slug), o.state) : esc(o.state));

/** A PIN code's v1 answer, made once for its page and its offices' pages. */
const pincodeArea = rememberLast((data, pin) => {
  const response = data.pincodes.areas.has(pin) ? v1PincodeResponse(data.pincodes, pin, data.urls) : null;
  return response && 'post_offices' in response.body ? response.body : null;
});

/** A state's v1 answer, made once for its page and its districts' pages. */
const stateArea = rememberLast((data, slug) => {
  const response = data.pincodes.statesBySlug.has(slug) ? v1StateResponse(data.pincodes, slug, data.urls) : null;
  return response && 'districts' in response.body ? response.body : null;
});

/**
 * A table of bank branches (bank, branch, IFSC linking its page), or a line saying there are none.
 *
 * @example
 * branchTable(a, urls, data.pinBranches('110001'), '110001')
 */
export function branchTable(a: LinkTo, urls: SiteUrls, branches: readonly BranchSummary[], pin: string): string {
  if (!branches.length) return `<h2>Bank branches</h2><p>No bank branch gives ${esc(pin)} in its address.</p>`;
  let rows = '';
  for (const [ifsc, bank, branch] of branches) rows += `<tr><td>${esc(bank)}</td><td>${esc(branch)}</td><td>${a(urls.branch(ifsc), ifsc)}</td></tr>`;
  return (
    `<h2>Bank branches (${branches.length})</h2><table class="branches"><thead><tr><th scope="col">Bank</th><th scope="col">Branch</th>` +
    `<th scope="col">IFSC</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

const grids = new WeakMap<PincodeDataset, OfficeGrid>();

/** The five located offices nearest to an office, itself left out, with their distances. */
function nearestOthers(data: SiteData, office: V1PostOffice & MapMarker): { name: string; url: string; pincode: string; km: number }[] {
  const grid = getOrCreate(grids, data.pincodes, () => buildOfficeGrid(data.pincodes));
  return nearestOffices(grid, office.latitude, office.longitude, 6)
    .filter(({ office: o }) => o.pincode !== office.pincode || o.slug !== office.slug)
    .slice(0, 5)
    .map(({ office: o, km }) => ({ name: o.name, url: data.urls.postOffice(o.pincode, o.slug), pincode: o.pincode, km: roundKm(km) }));
}

/** The page of a PIN code: its offices, district, state and map. */
function pincodePage(data: SiteData, pin: string): string | null {
  const area = pincodeArea(data, pin);
  if (!area) return null;
  const { urls } = data;
  const offices = area.post_offices;
  const rel = relativeTo(urls.baseUrl, area.url);
  const a = linkWith(rel);
  const stateUrl = area.state_slug ? urls.state(area.state_slug) : '';
  const districts = [...new Map(offices.filter((o) => o.district).map((o) => [o.district, districtHtml(a, urls, o)])).values()].join(', ');
  const mapped = offices.find((o) => o.map_url);
  const place = [area.districts.join(', '), area.state].filter(Boolean).join(', ');
  let rows = '';
  for (const o of offices) rows += `<tr><td>${a(o.url, o.name)}</td><td>${esc(o.branch_type_full)}</td><td>${esc(o.delivery_status)}</td></tr>`;
  return layoutFor(data)({
    title: `PIN code ${pin}${place ? ` – ${place}` : ''}`,
    description: `PIN code ${pin}: ${count(area.count, 'post office')}${place ? ` in ${place}` : ''}, with branch types, delivery status and map links.`,
    url: area.url,
    rel,
    before: crumbs(
      a,
      stateUrl
        ? [
            [urls.home(), 'Home'],
            [stateUrl, area.state],
          ]
        : [[urls.home(), 'Home']],
      pin,
    ),
    h1: `PIN code ${pin}`,
    main:
      fields([
        ['District', districts],
        ['State', stateHtml(a, urls, area)],
        ['Post offices', String(area.count)],
        ['Map', mapped ? `<a href="${esc(mapped.map_url)}">${esc(mapped.name)} on OpenStreetMap</a>` : ''],
      ]) +
      pageMap(urls, rel, offices.filter(located), `post offices of PIN code ${pin}`, { focus: meanPoint(offices) ?? undefined, zoom: true }) +
      `<h2>Post offices</h2><table><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Delivery</th></tr></thead><tbody>${rows}</tbody></table>` +
      branchTable(a, urls, data.pinBranches(pin), pin),
    jsonLd: jsonLd({ '@type': 'PostalAddress', postalCode: pin, addressRegion: area.state || undefined, addressCountry: 'IN' }),
  });
}

/** The list of an office's nearest other offices. */
function nearestList(a: LinkTo, nearest: readonly { name: string; url: string; pincode: string; km: number }[]): string {
  if (!nearest.length) return '';
  let items = '';
  for (const o of nearest) items += `<li>${a(o.url, o.name)} (${esc(o.pincode)}): ${o.km.toFixed(2)} km</li>`;
  return `<h2>Nearest other post offices</h2><ol>${items}</ol>`;
}

/** The page of a post office: every field, its coordinates and the other offices of its PIN code. */
function postOfficePage(data: SiteData, pin: string, slug: string): string | null {
  const area = pincodeArea(data, pin);
  const office = area?.post_offices.find((o) => o.slug === slug);
  if (!area || !office) return null;
  const { urls } = data;
  const orel = relativeTo(urls.baseUrl, office.url);
  const oa = linkWith(orel);
  let others = '';
  for (const o of area.post_offices) if (o !== office) others += `<li>${oa(o.url, o.name)}</li>`;
  const officePlace = [office.district, office.state].filter(Boolean).join(', ');
  return layoutFor(data)({
    title: `${office.name} post office, ${pin}${officePlace ? ` – ${officePlace}` : ''}`,
    description: `${office.name} ${office.branch_type_full}, PIN code ${pin}${officePlace ? `, ${officePlace}` : ''}: delivery status, postal division and location.`,
    url: office.url,
    rel: orel,
    before: crumbs(
      oa,
      [
        [urls.home(), 'Home'],
        [area.url, pin],
      ],
      office.name,
    ),
    h1: `${office.name} post office`,
    main:
      fields([
        ['PIN code', oa(area.url, pin)],
        ['Type', esc(office.branch_type_full)],
        ['Delivery', esc(office.delivery_status)],
        ['District', districtHtml(oa, urls, office)],
        ['State', stateHtml(oa, urls, office)],
        ['Circle', esc(office.circle)],
        ['Region', esc(office.region)],
        ['Division', esc(office.division)],
        ['Coordinates', located(office) ? `${office.latitude}, ${office.longitude}` : ''],
        ['Map', office.map_url ? `<a href="${esc(office.map_url)}">OpenStreetMap</a>` : ''],
      ]) +
      (located(office) ? pageMap(urls, orel, [office], `${office.name} post office`, { focus: office }) : '') +
      (located(office) ? nearestList(oa, nearestOthers(data, office)) : '') +
      (others ? `<h2>Other offices of ${pin}</h2><ul class="cols">${others}</ul>` : ''),
    jsonLd: jsonLd({
      '@type': 'PostOffice',
      name: office.name,
      address: {
        '@type': 'PostalAddress',
        postalCode: pin,
        addressLocality: office.district || undefined,
        addressRegion: office.state || undefined,
        addressCountry: 'IN',
      },
      geo: located(office) ? { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude } : undefined,
    }),
  });
}

/** The located offices of a PIN code that lie in a district. */
function officesIn(pincodes: PincodeDataset, pin: string, district: string, state: string) {
  return (pincodes.areas.get(pin)?.offices ?? []).filter((o) => o.district === district && o.state === state);
}

/** Each PIN code of a district at the mean of its located offices in the district. */
function pincodeCentres(data: SiteData, stateSlug: string, districtSlug: string): MapMarker[] {
  const state = data.pincodes.statesBySlug.get(stateSlug);
  const district = state?.districtsBySlug.get(districtSlug);
  if (!state || !district) return [];
  return district.pincodes.flatMap((pin) => meanPoint(officesIn(data.pincodes, pin, district.name, state.name)) ?? []);
}

/** Each district of a state at the mean of its located offices. */
function districtCentres(data: SiteData, stateSlug: string): MapMarker[] {
  const state = data.pincodes.statesBySlug.get(stateSlug);
  if (!state) return [];
  return state.districts.flatMap((district) => meanPoint(district.pincodes.flatMap((pin) => officesIn(data.pincodes, pin, district.name, state.name))) ?? []);
}

/** The page of a state: its districts with their counts. */
function statePage(data: SiteData, slug: string): string | null {
  const s = stateArea(data, slug);
  if (!s) return null;
  const { urls } = data;
  const rel = relativeTo(urls.baseUrl, s.url);
  const a = linkWith(rel);
  let rows = '';
  for (const d of s.districts) rows += `<tr><td>${a(d.url, d.name)}</td><td>${d.pincode_count}</td><td>${d.post_office_count}</td></tr>`;
  return layoutFor(data)({
    title: `${s.state} PIN codes by district`,
    description: `${s.state}: ${count(s.count, 'district')}, ${count(s.pincode_count, 'PIN code')} and ${count(s.post_office_count, 'post office')}.`,
    url: s.url,
    rel,
    before: crumbs(a, [[urls.home(), 'Home']], s.state),
    h1: `${s.state} PIN codes`,
    main:
      fields([
        ['Districts', String(s.count)],
        ['PIN codes', String(s.pincode_count)],
        ['Post offices', String(s.post_office_count)],
      ]) +
      pageMap(urls, rel, districtCentres(data, slug), `districts of ${s.state} (each at the mean of its located post offices)`, { zoom: true }) +
      `<h2>Districts</h2><table><thead><tr><th scope="col">District</th><th scope="col">PIN codes</th><th scope="col">Post offices</th></tr></thead><tbody>${rows}</tbody></table>`,
    jsonLd: jsonLd({ '@type': 'State', name: s.state, url: s.url }),
  });
}

/** A district page's banks: each bank with branches placed there, linked to its branches in the district, with their count. */
function districtBanks(data: SiteData, a: LinkTo, stateSlug: string, districtSlug: string): string {
  const banks = data.pincodes.statesBySlug.get(stateSlug)?.districtsBySlug.get(districtSlug)?.banks ?? [];
  if (banks.length === 0) return '';
  let rows = '';
  for (const bank of banks)
    rows += `<tr><td>${a(data.urls.bankDistrict(bank.slug, stateSlug, districtSlug), bank.name || bank.code)}</td><td>${bank.branches}</td></tr>`;
  return `<h2>Banks (${banks.length})</h2><table><thead><tr><th scope="col">Bank</th><th scope="col">Branches</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The page of a district: its PIN codes. */
function districtPage(data: SiteData, stateSlug: string, districtSlug: string): string | null {
  const s = stateArea(data, stateSlug);
  if (!s || !data.pincodes.statesBySlug.get(stateSlug)?.districtsBySlug.has(districtSlug)) return null;
  const { urls } = data;
  const districtResponse = v1DistrictResponse(data.pincodes, stateSlug, districtSlug, urls);
  if (!('pincodes' in districtResponse.body)) return null;
  const body = districtResponse.body;
  const drel = relativeTo(urls.baseUrl, body.url);
  const da = linkWith(drel);
  let items = '';
  for (const p of body.pincodes) items += `<li>${da(p.url, p.pincode)} (${p.post_office_count})</li>`;
  return layoutFor(data)({
    title: `${body.district} district PIN codes, ${body.state}`,
    description: `${body.district}, ${body.state}: ${count(body.count, 'PIN code')} and ${count(body.post_office_count, 'post office')}.`,
    url: body.url,
    rel: drel,
    before: crumbs(
      da,
      [
        [urls.home(), 'Home'],
        [s.url, s.state],
      ],
      body.district,
    ),
    h1: `${body.district} district PIN codes`,
    main:
      `${fields([
        ['State', da(s.url, s.state)],
        ['PIN codes', String(body.count)],
        ['Post offices', String(body.post_office_count)],
        ['Bank branches', String(body.branch_count)],
      ])}${pageMap(urls, drel, pincodeCentres(data, stateSlug, districtSlug), `PIN codes of ${body.district} (each at the mean of its located post offices in the district)`, { zoom: true })}<h2>PIN codes (post offices in the district)</h2><ul class="cols">${items}</ul>` +
      districtBanks(data, da, stateSlug, districtSlug),
    jsonLd: jsonLd({ '@type': 'AdministrativeArea', name: body.district, url: body.url, containedInPlace: { '@type': 'State', name: body.state } }),
  });
}

/**
 * The pages of the PIN side: every PIN code, post office, state and district.
 *
 * @example
 * PINCODE_PAGE_KINDS[0].render(data, { pin: '110001' }) // '<!doctype html>…'
 */
export const PINCODE_PAGE_KINDS: readonly FileKind[] = [
  {
    pattern: pagePath('pincode', ':pin'),
    scope: 'pincode',
    section: 'pages',
    branchesOf: (params) => params.pin!,
    list: ({ pincodes }) => Array.from(pincodes.areas.keys(), (pin) => ({ pin })),
    render: (data, { pin }) => pincodePage(data, pin!),
  },
  {
    pattern: pagePath('postOffice', ':pin', ':office'),
    scope: 'pincode',
    section: 'pages',
    list: function* ({ pincodes }) {
      for (const [pin, area] of pincodes.areas) for (const office of area.offices) yield { pin, office: office.slug };
    },
    render: (data, { pin, office }) => postOfficePage(data, pin!, office!),
  },
  {
    pattern: pagePath('state', ':state'),
    scope: 'pincode',
    section: 'pages',
    list: ({ pincodes }) => pincodes.states.map((state) => ({ state: state.slug })),
    render: (data, { state }) => statePage(data, state!),
  },
  {
    pattern: pagePath('district', ':state', ':district'),
    scope: 'pincode',
    section: 'pages',
    list: ({ pincodes }) => pincodes.states.flatMap((state) => state.districts.map((district) => ({ state: state.slug, district: district.slug }))),
    render: (data, { state, district }) => districtPage(data, state!, district!),
  },
];
