/**
 * The human-readable pages in a real browser (Debian's Chromium driven by
 * playwright-core) against the real server over the real built site: the search,
 * the IFSC picker, pages against their API responses, console errors, failed
 * requests, the 360 px layout, and screenshots of each page type.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PAYMENT_FLAGS, type PaymentFlag } from 'india-pincode-ifsc';
import { ifscDataset } from 'india-pincode-ifsc/ifsc';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@india-pincode-ifsc/site-runtime/headers';
import { DOCS_FOLDER, OPENAPI_FILE, ROUTES } from '@india-pincode-ifsc/site-runtime/routes';
import { startSiteServer, type RunningServer } from './servers.js';

const siteDir = inject('siteDir');
const baseUrl = inject('baseUrl');
const screenshots = join(import.meta.dirname, '..', 'test-output', 'screenshots');
const WIDTH = 360;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
/** Console errors, page errors, failed requests and requests off the site, of every page. */
const problems: string[] = [];
/** Responses allowed to be 404: the 404 page itself. */
const expected404 = new Set<string>();

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startSiteServer(siteDir, baseUrl);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  context = await browser.newContext({ viewport: { width: WIDTH, height: 780 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  // Every Content-Security-Policy violation becomes a console error, which fails the test of the page.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  // Pages may load only the site's own files: no CDN, no web fonts, no trackers.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${server.origin}/`)) return route.continue();
    problems.push(`request off the site: ${url}`);
    return route.abort();
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected404.has(message.location().url)) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected404.has(response.url())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const answer = await page.goto(server.origin + path);
  const headers = answer!.headers();
  if (headers['content-security-policy'] !== CONTENT_SECURITY_POLICY) problems.push(`${path}: Content-Security-Policy ${headers['content-security-policy']}`);
  if (!headers['referrer-policy']) problems.push(`${path}: no Referrer-Policy`);
  return page;
}

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(server.origin + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** The checks every page gets: one h1, landmarks, title, description, canonical, footer attribution, no sideways scroll. */
async function checkPage(page: Page, shot: string) {
  expect(await page.locator('h1').count()).toBe(1);
  for (const landmark of ['header', 'main', 'footer']) expect(await page.locator(landmark).count(), landmark).toBe(1);
  expect((await page.title()).length).toBeGreaterThan(5);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  const path = new URL(page.url()).pathname;
  if (path !== '/nope/') expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(baseUrl + path);
  expect(await page.locator(`footer a[href="${baseUrl}/"]`).count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await page.screenshot({ path: join(screenshots, `${shot}.png`), fullPage: true });
  if (MAP_PAGES.has(shot)) await checkMap(page, shot);
}

/** The page types that carry a map. */
const MAP_PAGES = new Set(['pincode', 'post-office', 'district', 'state', 'branch']);

/**
 * A page's map: drawn, its background from the site itself and loaded, markers on it,
 * a text alternative; screenshots of it at phone width and of the page at desktop width.
 */
async function checkMap(page: Page, shot: string) {
  const map = page.locator('figure.map');
  expect(await map.count(), shot).toBe(1);
  expect(await map.locator('svg').getAttribute('aria-label')).toMatch(
    /^Map of (India|part of India, the whole country inset) \(grey: post offices with coordinates; \d+ km scale bar\) marking the .* in red \(\d+ places?\)\.$/,
  );
  expect(await map.locator('circle').count()).toBeGreaterThan(0);
  expect(await map.locator('figcaption').textContent()).toMatch(/^post offices .+/);
  const background = await map.locator('image').getAttribute('href');
  expect(new URL(background!, page.url()).origin).toBe(server.origin);
  const loaded = await page.evaluate(async (href) => {
    const image = new Image();
    image.src = href;
    await image.decode();
    return image.naturalWidth;
  }, new URL(background!, page.url()).href);
  expect(loaded).toBeGreaterThan(300);
  const box = await map.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(WIDTH);
  await map.screenshot({ path: join(screenshots, `${shot}-map.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(screenshots, `${shot}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: WIDTH, height: 780 });
}

/** Follows the breadcrumb to the page above the current one, checking its name. */
async function parent(page: Page, name: string) {
  const crumb = page.locator('.bc li:nth-last-child(2) a');
  expect(await crumb.textContent()).toBe(name);
  await crumb.click();
}

/** The definition list of a page: label → text. */
const fields = (page: Page) =>
  // innerText, not textContent: the text as the reader sees it, white space as rendered.
  page.$$eval('main dl dt', (dts) => Object.fromEntries(dts.map((dt) => [dt.textContent!, (dt.nextElementSibling as HTMLElement).innerText.trim()])));

interface V1Office {
  name: string;
  url: string;
  pincode: string;
  branch_type_full: string;
  delivery_status: string;
  district: string;
  state: string;
  circle: string;
  division: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
}

describe('pages in a browser', () => {
  it('searches a PIN code from the home page and shows the PIN code as the API does', async () => {
    const page = await open('/');
    await checkPage(page, 'home');
    await page.getByLabel('PIN code, post office name or IFSC').pressSequentially('110001', { delay: 20 });
    await page.locator('#results a').first().waitFor();
    await page.screenshot({ path: join(screenshots, 'home-search-pin.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.origin}/pincode/110001/`);
    const pin = await api<{ url: string; count: number; state: string; post_offices: V1Office[] }>('/api/v1/pincode/110001');
    expect(baseUrl + new URL(page.url()).pathname).toBe(pin.url);
    const rows = await page.$$eval('main table:not(.branches) tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual(pin.post_offices.map((o) => [o.name, o.branch_type_full, o.delivery_status]));
    const links = await page.$$eval('main table:not(.branches) tbody a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.map((href) => baseUrl + new URL(href).pathname)).toEqual(pin.post_offices.map((o) => o.url));
    expect((await fields(page)).State).toBe(pin.state);
    const branches = await api<{ branches: { bank: string; branch: string; ifsc: string; url: string }[] }>('/api/v1/pincode/110001/branches');
    const branchRows = await page.$$eval('main table.branches tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(branchRows).toEqual(branches.branches.map((b) => [b.bank, b.branch, b.ifsc]));
    await checkPage(page, 'pincode');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('finds a misspelt name from the home page where the host answers the search, and names by prefix where it cannot', async () => {
    const page = await open('/');
    const box = page.getByLabel('PIN code, post office name or IFSC');
    const status = page.locator('#status');
    await box.fill('conaught place');
    const search = await api<{ total: number; post_offices: (V1Office & { match: string })[] }>('/api/v1/search?q=conaught%20place&limit=50');
    expect(search.post_offices[0]).toMatchObject({ name: 'Connaught Place', match: 'typo' });
    await status.filter({ hasText: 'for “conaught place”' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#results li').first().textContent()).toBe(
      `${search.post_offices[0]!.name} – ${search.post_offices[0]!.pincode}, ${search.post_offices[0]!.district}, ${search.post_offices[0]!.state} · a close spelling`,
    );
    expect(await page.locator('#results li').count()).toBe(Math.min(50, search.post_offices.length));
    await page.close();
    // A static host has no /api/v1/search: the box lists the names starting with what is typed, from the prefix files.
    const host = await open('/');
    const missing = `${server.origin}/api/v1/search?q=conaught%20place&limit=50`;
    expected404.add(missing);
    await host.route(
      (url) => url.pathname === '/api/v1/search',
      (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }),
    );
    await host.getByLabel('PIN code, post office name or IFSC').fill('conaught place');
    await host.locator('#status').filter({ hasText: 'No post office name starts with “conaught place”.' }).waitFor({ timeout: 15_000 });
    await host.getByLabel('PIN code, post office name or IFSC').fill('connaught pl');
    await host.locator('#status').filter({ hasText: 'starting with “connaught pl”' }).waitFor({ timeout: 15_000 });
    expect(await host.locator('#results a').first().textContent()).toMatch(/^Connaught Place – 1100\d\d$/);
    await host.close();
    expect(problems).toEqual([]);
  });

  it('searches a post office by name and shows every field of the API record', async () => {
    const page = await open('/');
    await page.getByLabel('PIN code, post office name or IFSC').pressSequentially('baroda ho', { delay: 30 });
    const first = page.locator('#results a').first();
    const search = await api<{ total: number; post_offices: V1Office[] }>('/api/v1/search?q=baroda%20ho&limit=100');
    // The list shows each prefix's answer as it is typed: wait for the whole query's.
    const listed = Math.min(50, search.total);
    await page.waitForFunction((count) => document.querySelectorAll('#results li').length === count, listed, { timeout: 15_000 });
    expect(await page.locator('#results li').count()).toBe(listed);
    await page.screenshot({ path: join(screenshots, 'home-search-name.png') });
    expect(await first.textContent()).toBe(`${search.post_offices[0]!.name} – ${search.post_offices[0]!.pincode}`);
    await first.click();
    const office = search.post_offices[0]!;
    await page.waitForURL(server.origin + new URL(office.url).pathname);
    const shown = await fields(page);
    expect(shown).toMatchObject({
      'PIN code': office.pincode,
      Type: office.branch_type_full,
      Delivery: office.delivery_status,
      District: office.district,
      State: office.state,
      Circle: office.circle,
      Region: office.region,
      Division: office.division,
    });
    if (office.latitude !== null) expect(shown.Coordinates).toBe(`${office.latitude}, ${office.longitude}`);
    expect(await page.locator('h1').textContent()).toBe(`${office.name} post office`);
    await checkPage(page, 'post-office');
    // Up to the district and state pages through the links.
    await page.locator('main dl a', { hasText: office.district }).first().click();
    await page.waitForURL(/\/state\/[^/]+\/[^/]+\/$/);
    await checkPage(page, 'district');
    await page.locator('main dl a', { hasText: office.state }).first().click();
    await page.waitForURL(/\/state\/[^/]+\/$/);
    const stateSlug = new URL(page.url()).pathname.split('/')[2]!;
    const state = await api<{ districts: { name: string; pincode_count: number; post_office_count: number }[] }>(`/api/v1/state/${stateSlug}`);
    const rows = await page.$$eval('main tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual(state.districts.map((d) => [d.name, String(d.pincode_count), String(d.post_office_count)]));
    await checkPage(page, 'state');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('walks the IFSC picker from bank to branch and shows the branch as the API does', async () => {
    const banks = await api<{ banks: { code: string; slug: string; name: string }[] }>('/api/banks.php');
    const bank = banks.banks.find((b) => b.code === 'SBIN')!;
    const states = await api<{ states: { slug: string; name: string }[] }>(`/api/ifsc/states/${bank.slug}`);
    const state = states.states.find((s) => s.slug === 'delhi') ?? states.states[0]!;
    const districts = await api<{ districts: { slug: string; name: string }[] }>(`/api/ifsc/districts/${bank.slug}/${state.slug}`);
    const district = districts.districts[0]!;
    const branches = await api<{ branches: { IFSC: string; url: string }[] }>(`/api/ifsc/branches/${bank.slug}/${state.slug}/${district.slug}`);
    const code = branches.branches[0]!.IFSC;

    const page = await open('/ifsc/');
    const pick = async (label: string, value: string) => {
      const select = page.getByLabel(label, { exact: true });
      await expect.poll(() => select.isEnabled()).toBe(true);
      await select.selectOption(value);
    };
    await pick('Bank', bank.slug);
    await pick('State', state.slug);
    await pick('District', district.slug);
    await pick('Branch', code);
    await checkPage(page, 'ifsc-picker');
    // The picker is usable by keyboard: the focused branch select moves with the arrow keys.
    await page.getByLabel('Branch', { exact: true }).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Branch', { exact: true }).inputValue()).toBe(code);
    await page.locator('#go').click();
    await page.waitForURL(`${server.origin}/ifsc/${code}/`);

    const record = await api<Record<string, string | boolean>>(`/ifsc/api/ifsc/${code}`);
    expect(baseUrl + new URL(page.url()).pathname).toBe(record.url);
    const shown = await fields(page);
    // A flag the source left unknown reads "not stated" on the page, though the API says false.
    const branch = (await ifscDataset(bank.code)).branches.get(code)!;
    const flag = (name: PaymentFlag) => (branch.unstated & PAYMENT_FLAGS[name] ? 'not stated' : record[name] ? 'Yes' : 'No');
    const expected: Record<string, string> = {
      Bank: String(record.BANK),
      Branch: String(record.BRANCH),
      Address: String(record.ADDRESS),
      'PIN code': String(record.PINCODE),
      Contact: String(record.CONTACT),
      Centre: String(record.CITY1),
      City: String(record.CITY2),
      District: String(record.DISTRICT),
      State: String(record.STATE),
      MICR: String(record.MICR),
      SWIFT: String(record.SWIFT),
      'Bank code': String(record.BANKCODE),
      Category: String(record.CATEGORY),
      RTGS: flag('RTGS'),
      NEFT: flag('NEFT'),
      IMPS: flag('IMPS'),
      UPI: flag('UPI'),
    };
    for (const [label, value] of Object.entries(expected)) if (value !== '') expect(shown[label], label).toBe(value);
    expect(shown.IFSC).toContain(code);
    if (record.pincode_url)
      expect(await page.locator('main dl a', { hasText: String(record.PINCODE) }).getAttribute('href')).toBe(`../../pincode/${record.PINCODE}/`);
    // Copy to clipboard.
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await checkPage(page, 'branch');

    // Up the breadcrumbs: the bank in its district, in its state, the bank.
    await parent(page, district.name);
    await page.waitForURL(`${server.origin}/ifsc/bank/${bank.slug}/${state.slug}/${district.slug}/`);
    expect(await page.locator('main li code').allTextContents()).toEqual(branches.branches.map((b) => b.IFSC));
    await checkPage(page, 'bank-district');
    await parent(page, state.name);
    await page.waitForURL(`${server.origin}/ifsc/bank/${bank.slug}/${state.slug}/`);
    await checkPage(page, 'bank-state');
    await parent(page, bank.name);
    await page.waitForURL(`${server.origin}/ifsc/bank/${bank.slug}/`);
    await checkPage(page, 'bank');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('documents every API family on the about page with a working example link', async () => {
    const page = await open('/about/');
    const hrefs = await page.$$eval('main a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const route of ROUTES) {
      const href = hrefs.find((h) => h === server.origin + route.example);
      expect(href, route.name).toBeDefined();
      const response = await context.request.get(href!);
      expect(response.status(), route.example).toBe(200);
    }
    await checkPage(page, 'about');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('answers a missing page with the 404 page', async () => {
    expected404.add(`${server.origin}/nope/`);
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}/nope/`);
    expect(response!.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.locator('main a', { hasText: 'bank branches' }).click();
    await page.waitForURL(`${server.origin}/ifsc/`);
    await page.goto(`${server.origin}/nope/`);
    await checkPage(page, '404');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('shows every operation of the OpenAPI document on /docs/, asking nothing of another host', async () => {
    const doc = await api<{ paths: Record<string, Record<string, { operationId: string }>> }>(OPENAPI_FILE);
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    const page = await open('/');
    await page.locator('header nav a', { hasText: 'API' }).click();
    await page.waitForURL(server.origin + DOCS_FOLDER);
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    const shown = await page.$$eval('.opblock-summary-operation-id', (elements) => elements.map((element) => element.textContent!.trim()));
    expect(shown.sort()).toEqual(ids.sort());
    await page.locator('.opblock-summary', { hasText: 'v1Pincode' }).first().click();
    await page.locator('.opblock-body .responses-table').first().waitFor();
    await checkPage(page, 'docs');
    await page.close();
    expect(problems).toEqual([]);
  });
});
