import {
  bankDistrict,
  type IfscBranchItem,
  type OldPath,
  bankDistrictPaths,
  branchesResponse,
  hasBankDistrictPath,
  isApiResponse,
  districtsResponse,
  PAYMENT_FLAGS,
  type PaymentFlag,
  statesResponse,
  toIfscBranchItem,
  type Bank,
  type Branch,
} from 'india-pincode-ifsc/internal';
import type { Params } from '../routes.js';
import type { FileKind } from '../model/file-kind.js';
import type { SiteData } from '../model/site-data.js';
import { crumbs, esc, fields, jsonLd, linkWith, relativeTo, type LinkTo, type Rel } from './html.js';
import { layoutFor } from './layout.js';
import { located, pageMap } from './map.js';
import { pagePath } from './page-path.js';
import { count } from './pincode-pages.js';

/** A payment flag as a person reads it: the source's `true`/`false`, or "not stated" where it left the flag unknown. */
const flagText = (branch: Branch, flag: PaymentFlag, value: boolean) => (branch.unstated & PAYMENT_FLAGS[flag] ? 'not stated' : value ? 'Yes' : 'No');

/** What a bank's state page says of the branches placement could not put in a district (they are reachable by IFSC and search). */
const UNPLACED_NOTE = 'in no district: the RBI list does not say which (find them by IFSC or search)';

/** The mark of a withdrawn code in listings. */
export const WITHDRAWN_MARK = 'withdrawn';

/** What a branch page says first about a code the RBI's current list no longer has. */
const withdrawnNotice = (ifsc: string) =>
  `<p role="note"><strong>Withdrawn code:</strong> ${esc(ifsc)} is not in the RBI's current list of IFSCs: the branch has closed or merged. ` +
  'Payments to it may be refused; ask the bank for the code that replaced it.</p>';

/** A table of places (states or districts) with branch counts; items link to their pages. */
function placeTable(a: LinkTo, items: readonly { name: string; url: string; branches: number }[], heading: string): string {
  let rows = '';
  for (const item of items) rows += `<tr><td>${a(item.url, item.name)}</td><td>${item.branches}</td></tr>`;
  return `<table><thead><tr><th scope="col">${heading}</th><th scope="col">Branches</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * A bank's name as pages show it: a code whose source rows and code list name no
 * bank says so, with its code, rather than showing an empty cell or the bare code.
 *
 * @example
 * bankLabel('', 'ADBK') // 'Bank not named in the RBI list (ADBK)'
 */
export const bankLabel = (name: string, code: string) => (name && name !== code ? name : `Bank not named in the RBI list (${code})`);

const bankLd = (bank: Bank) => jsonLd({ '@type': 'BankOrCreditUnion', name: bankLabel(bank.name, bank.code) });

/** The page of a bank: its states. */
function bankPage(data: SiteData, slug: string): string | null {
  const { ifsc, urls } = data;
  const bank = ifsc.banksBySlug.get(slug);
  if (!bank) return null;
  const bankUrl = urls.bank(bank.slug);
  const name = bankLabel(bank.name, bank.code);
  const states = statesResponse(ifsc, bank.slug, urls).body;
  if (!('states' in states)) return null;
  const rel = relativeTo(urls.baseUrl, bankUrl);
  const a = linkWith(rel);
  return layoutFor(data)({
    title: `${name} IFSC codes by state`,
    description: `${name} (${bank.code}): ${count(bank.branchCount, 'branch')} in ${count(states.count, 'state')}; IFSC, MICR and address of every branch.`,
    url: bankUrl,
    rel,
    before: crumbs(a, [[urls.ifscHome(), 'IFSC']], name),
    h1: `${name} IFSC codes`,
    main: `${fields([
      ['Bank code', esc(bank.code)],
      ['Category', esc(bank.category)],
      ['Branches', String(bank.branchCount)],
    ])}<h2>States</h2>${placeTable(a, states.states, 'State')}`,
    jsonLd: bankLd(bank),
  });
}

/** The page of a bank in a state: its districts. */
function bankStatePage(data: SiteData, bankSlug: string, stateSlug: string): string | null {
  const { ifsc, urls } = data;
  const bank = ifsc.banksBySlug.get(bankSlug);
  const state = bank?.statesBySlug.get(stateSlug);
  if (!bank || !state) return null;
  const stateUrl = urls.bankState(bank.slug, state.slug);
  const name = bankLabel(bank.name, bank.code);
  const districts = districtsResponse(ifsc, bank.slug, state.slug, urls).body;
  if (!('districts' in districts)) return null;
  const srel = relativeTo(urls.baseUrl, stateUrl);
  const sa = linkWith(srel);
  return layoutFor(data)({
    title: `${name} branches in ${state.name}`,
    description: `${name} in ${state.name}: ${count(state.branchCount, 'branch')} in ${count(districts.count, 'district')}.`,
    url: stateUrl,
    rel: srel,
    before: crumbs(
      sa,
      [
        [urls.ifscHome(), 'IFSC'],
        [urls.bank(bank.slug), name],
      ],
      state.name,
    ),
    h1: `${name} in ${state.name}`,
    main:
      `<p>${count(state.branchCount, 'branch')}${state.unplacedCount ? `, ${count(state.unplacedCount, 'branch')} of them ${UNPLACED_NOTE}` : ''}.</p>` +
      `<h2>Districts</h2>${placeTable(sa, districts.districts, 'District')}`,
    jsonLd: bankLd(bank),
  });
}

/** A page's list of branches: each linked, with its IFSC and a mark when withdrawn; with `where`, the district it is placed in. */
function branchList(a: LinkTo, branches: readonly IfscBranchItem[], where = false): string {
  let items = '';
  for (const b of branches) {
    const place = where ? ` – ${esc(b.PLACEMENT === 'unplaced' ? `${b.STATE}, district not known` : `${b.DISTRICT}, ${b.STATE}`)}` : '';
    items += `<li>${a(b.url, b.BRANCH)} <code>${esc(b.IFSC)}</code>${b.LISTED ? '' : ` (${WITHDRAWN_MARK})`}${place}</li>`;
  }
  return `<ul>${items}</ul>`;
}

/** The page of a bank in a district: its branches; for an old path of the browse, the branches it listed. */
function bankDistrictPage(data: SiteData, bankSlug: string, stateSlug: string, districtSlug: string): string | null {
  const { ifsc, urls } = data;
  const bank = ifsc.banksBySlug.get(bankSlug);
  const found = bank && bankDistrict(bank, stateSlug, districtSlug);
  if (!bank || !found || isApiResponse(found)) return null;
  const branches = branchesResponse(ifsc, bank.slug, stateSlug, districtSlug, urls).body;
  if (!('branches' in branches)) return null;
  if ('old' in found) return oldPathPage(data, bank, stateSlug, found.old, branches.branches);
  const { state, district } = found;
  const districtUrl = urls.bankDistrict(bank.slug, state.slug, district.slug);
  const name = bankLabel(bank.name, bank.code);
  const drel = relativeTo(urls.baseUrl, districtUrl);
  const da = linkWith(drel);
  return layoutFor(data)({
    title: `${name} branches in ${district.name}, ${state.name}`,
    description: `IFSC codes of ${count(branches.count, 'branch')} of ${name} in ${district.name}, ${state.name}.`,
    url: districtUrl,
    rel: drel,
    before: crumbs(
      da,
      [
        [urls.ifscHome(), 'IFSC'],
        [urls.bank(bank.slug), name],
        [urls.bankState(bank.slug, state.slug), state.name],
      ],
      district.name,
    ),
    h1: `${name} in ${district.name}`,
    main:
      `<p>${da(urls.district(state.slug, district.slug), `PIN codes and post offices of ${district.name}`)}</p>` +
      `<h2>${count(branches.count, 'branch')}</h2>${branchList(da, branches.branches)}`,
    jsonLd: bankLd(bank),
  });
}

/**
 * The page of an old path of a bank's browse (a published district placement
 * replaced): the branches it listed, each with the district it is placed in now.
 */
function oldPathPage(data: SiteData, bank: Bank, stateSlug: string, old: OldPath & { path: string }, branches: readonly IfscBranchItem[]): string {
  const { urls } = data;
  const [oldState, oldDistrict] = old.path.split('/') as [string, string];
  const url = urls.bankDistrict(bank.slug, oldState, oldDistrict);
  const name = bankLabel(bank.name, bank.code);
  const rel = relativeTo(urls.baseUrl, url);
  const a = linkWith(rel);
  const state = bank.statesBySlug.get(stateSlug);
  return layoutFor(data)({
    title: `${name} branches published under ${old.name}`,
    description: `${count(branches.length, 'branch')} of ${name} that the RBI list places in "${old.name}", and the India Post district each lies in.`,
    url,
    rel,
    before: crumbs(
      a,
      [[urls.ifscHome(), 'IFSC'], [urls.bank(bank.slug), name], ...(state ? [[urls.bankState(bank.slug, state.slug), state.name] as [string, string]] : [])],
      old.name,
    ),
    h1: `${name}: branches published under ${old.name}`,
    main:
      `<p>"${esc(old.name)}" is how the RBI list names these branches' district; it is not one of India Post's districts. ` +
      `Each branch below is listed with the district it lies in.</p>` +
      `<h2>${count(branches.length, 'branch')}</h2>${branchList(a, branches, true)}`,
    jsonLd: bankLd(bank),
  });
}

/** The post offices of a branch's PIN code, linked, with their map. */
function pincodeOffices(data: SiteData, rel: Rel, pin: string): string {
  const a = linkWith(rel);
  const area = pin ? data.pincodes.areas.get(pin) : undefined;
  if (!area) return '';
  const { urls } = data;
  let items = '';
  for (const o of area.offices) items += `<li>${a(urls.postOffice(pin, o.slug), o.name)}</li>`;
  return (
    `<h2>Post offices of PIN code ${a(urls.pincode(pin), pin)}</h2>` +
    pageMap(urls, rel, area.offices.filter(located), `post offices of PIN code ${pin}`) +
    `<ul class="cols">${items}</ul>`
  );
}

type BranchItem = ReturnType<typeof toIfscBranchItem>;

/** A branch page's breadcrumbs: the IFSC home, its bank, and its bank's state and district where the hierarchy holds the branch. */
function branchTrail(data: SiteData, branch: Branch, bank: Bank | undefined, r: BranchItem): [string, string][] {
  const { urls } = data;
  const trail: [string, string][] = [[urls.ifscHome(), 'IFSC']];
  if (!bank) return trail;
  trail.push([urls.bank(bank.slug), bankLabel(bank.name, bank.code)]);
  const inHierarchy = branch.stateSlug && branch.districtSlug && bank.statesBySlug.get(branch.stateSlug)?.districtsBySlug.has(branch.districtSlug);
  if (inHierarchy)
    trail.push([urls.bankState(bank.slug, branch.stateSlug), r.STATE], [urls.bankDistrict(bank.slug, branch.stateSlug, branch.districtSlug), r.DISTRICT]);
  return trail;
}

/** Every field of a branch's IFSC record, as the page's table rows. */
function branchFields(data: SiteData, branch: Branch, bank: Bank | undefined, r: BranchItem, a: LinkTo): [string, string][] {
  return [
    ['IFSC', `<code>${esc(r.IFSC)}</code> <button type="button" data-copy="${esc(r.IFSC)}" hidden>Copy</button><span role="status"></span>`],
    ['Bank', bank ? a(data.urls.bank(bank.slug), bankLabel(r.BANK, r.BANKCODE)) : esc(bankLabel(r.BANK, r.BANKCODE))],
    ['Branch', esc(r.BRANCH)],
    ['Address', esc(r.ADDRESS)],
    ['PIN code', r.pincode_url ? a(r.pincode_url, r.PINCODE) : esc(r.PINCODE)],
    ['Contact', esc(r.CONTACT)],
    ['Centre', esc(r.CITY1)],
    ['City', esc(r.CITY2)],
    ['District', esc(r.DISTRICT)],
    ['State', esc(r.STATE)],
    ['MICR', esc(r.MICR)],
    ['SWIFT', esc(r.SWIFT)],
    ['Bank code', esc(r.BANKCODE)],
    ['Category', esc(r.CATEGORY)],
    ['RTGS', flagText(branch, 'RTGS', r.RTGS)],
    ['NEFT', flagText(branch, 'NEFT', r.NEFT)],
    ['IMPS', flagText(branch, 'IMPS', r.IMPS)],
    ['UPI', flagText(branch, 'UPI', r.UPI)],
    ['In the RBI list', r.LISTED ? 'Yes' : 'No (withdrawn)'],
  ];
}

/** A branch page's structured data (schema.org), for search engines. */
function branchJsonLd(data: SiteData, bank: Bank | undefined, r: BranchItem): string {
  return jsonLd({
    '@type': 'BankOrCreditUnion',
    name: `${bankLabel(r.BANK, r.BANKCODE)}, ${r.BRANCH}`,
    branchCode: r.IFSC,
    telephone: r.CONTACT || undefined,
    parentOrganization: bank ? { '@type': 'BankOrCreditUnion', name: bankLabel(bank.name, bank.code), url: data.urls.bank(bank.slug) } : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: r.ADDRESS || undefined,
      addressLocality: r.CITY2 || r.CITY1 || undefined,
      addressRegion: r.STATE || undefined,
      postalCode: r.PINCODE || undefined,
      addressCountry: 'IN',
    },
  });
}

/** The page of a branch, with every field of its IFSC record. */
function branchPage(data: SiteData, code: string): string | null {
  const branch = data.ifsc.branches.get(code);
  if (!branch) return null;
  const r = toIfscBranchItem(branch, data.urls);
  const bankName = bankLabel(r.BANK, r.BANKCODE);
  const rel = relativeTo(data.urls.baseUrl, r.url);
  const a = linkWith(rel);
  const bank = data.ifsc.banksByCode.get(branch.bankCode);
  const place = [r.CITY1, r.DISTRICT, r.STATE].filter((part, i, parts) => part && parts.indexOf(part) === i).join(', ');
  return layoutFor(data)({
    title: `${r.IFSC} – ${bankName}, ${r.BRANCH}`,
    description: `IFSC ${r.IFSC} of ${bankName}, ${r.BRANCH} branch${place ? `, ${place}` : ''}: address, MICR, contact and payment systems.`,
    url: r.url,
    rel,
    script: true,
    before: crumbs(a, branchTrail(data, branch, bank, r), r.BRANCH),
    h1: `${bankName}, ${r.BRANCH}`,
    main: (r.LISTED ? '' : withdrawnNotice(r.IFSC)) + fields(branchFields(data, branch, bank, r, a)) + pincodeOffices(data, rel, branch.pincode),
    jsonLd: branchJsonLd(data, bank, r),
  });
}

const bankOfParams = (params: Params) => params.bank!;

/**
 * The pages of the IFSC side: every bank, bank in a state, bank in a district, and branch.
 *
 * @example
 * IFSC_PAGE_KINDS.at(-1)!.render(data, { ifsc: 'SBIN0000001' }) // '<!doctype html>…'
 */
export const IFSC_PAGE_KINDS: readonly FileKind[] = [
  {
    pattern: pagePath('bank', ':bank'),
    scope: 'bank',
    section: 'pages',
    bank: bankOfParams,
    list: ({ ifsc }) => ifsc.banks.map((bank) => ({ bank: bank.slug })),
    render: (data, { bank }) => bankPage(data, bank!),
  },
  {
    pattern: pagePath('bankState', ':bank', ':state'),
    scope: 'bank',
    section: 'pages',
    bank: bankOfParams,
    list: ({ ifsc }) => ifsc.banks.flatMap((bank) => bank.states.map((state) => ({ bank: bank.slug, state: state.slug }))),
    render: (data, { bank, state }) => bankStatePage(data, bank!, state!),
  },
  {
    pattern: pagePath('bankDistrict', ':bank', ':state', ':district'),
    scope: 'bank',
    section: 'pages',
    bank: bankOfParams,
    // Old paths of the browse too, each the page of the district it now stands for (its canonical link says which).
    list: ({ ifsc }) => bankDistrictPaths(ifsc).map((path) => ({ ...path })),
    render: (data, { bank, state, district }) =>
      hasBankDistrictPath(data.ifsc, bank!, state!, district!) ? bankDistrictPage(data, bank!, state!, district!) : null,
  },
  {
    pattern: pagePath('branch', ':ifsc'),
    scope: 'bank',
    section: 'pages',
    bank: (params) => params.ifsc!.slice(0, 4),
    list: ({ ifsc }) => Array.from(ifsc.branches.keys(), (code) => ({ ifsc: code })),
    render: (data, { ifsc }) => branchPage(data, ifsc!),
  },
];
