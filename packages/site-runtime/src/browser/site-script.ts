/**
 * The one shared script of the pages, bundled by the site build (packages/site/src/assets/assets.ts):
 * the home page search, the IFSC picker and the copy button. It reads the static JSON
 * files, under the base path of `body[data-base]`, and links results by path, so the
 * pages work on any host the site is copied to; where code answers requests (npm start,
 * the edge) the search box asks `/api/v1/search` for words in any order, old names and
 * typos, and falls back to the prefix files where it cannot. The PIN code and IFSC rules
 * and the search key are the core's own.
 */
import { normalizeIfsc, PINCODE_PATTERN, searchKey } from 'india-pincode-ifsc/internal';

/** The URL templates (`@` = a value), filled in by the bundler from the route table and the page paths. */
declare const SCRIPT_PATHS: {
  pin: string;
  ifsc: string;
  search: string;
  searchApi: string;
  banks: string;
  states: string;
  districts: string;
  branches: string;
};

interface Listed {
  name: string;
  slug: string;
  url: string;
  branches?: number;
}
interface OfficeHit {
  name: string;
  pincode: string;
  district: string;
  state: string;
  url: string;
  /** How `/api/v1/search` matched it (exact, prefix, alias, typo); absent from the prefix files. */
  match?: string;
}

const doc = document;
const base = doc.body.dataset.base ?? '';
const cache = new Map<string, Promise<unknown>>();
/** The most matches a prefix file holds for longer prefixes (the v1 search's maximum limit). */
const PREFIX_FILE_LIMIT = 100;
const SHOWN = 50;

const fill = (template: string, values: readonly string[]) => {
  let i = 0;
  return template.replace(/@/g, () => encodeURIComponent(values[i++] ?? ''));
};

function get<T>(template: string, values: readonly string[]): Promise<T | null> {
  const path = base + fill(template, values);
  if (!cache.has(path))
    cache.set(
      path,
      // A host's own page for an unknown path (HTML with status 200) is no answer either.
      fetch(path)
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null),
    );
  return cache.get(path) as Promise<T | null>;
}

function item(text: string, href?: string): HTMLLIElement {
  const li = doc.createElement('li');
  if (!href) li.textContent = text;
  else {
    const a = doc.createElement('a');
    a.href = href;
    a.textContent = text;
    li.appendChild(a);
  }
  return li;
}

/** A URL from the API as a path on this host (the site may be served under another base URL). */
const here = (url: string) => {
  const parsed = new URL(url, location.href);
  return parsed.pathname + parsed.search + parsed.hash;
};

/** The page a PIN code or an IFSC typed in the box goes to, else `''`. */
function direct(value: string): string {
  const trimmed = value.trim();
  if (PINCODE_PATTERN.test(trimmed)) return base + fill(SCRIPT_PATHS.pin, [trimmed]);
  const ifsc = normalizeIfsc(value.replace(/\s+/g, ''));
  return ifsc ? base + fill(SCRIPT_PATHS.ifsc, [ifsc]) : '';
}

/** Offices whose name starts with the key: from the shortest prefix file that holds them all. */
async function officesStarting(key: string, stillWanted: () => boolean): Promise<OfficeHit[] | undefined> {
  let body: { total: number; post_offices: OfficeHit[] } | null = null;
  for (let length = 2; length <= key.length; length++) {
    const found = await get<{ total: number; post_offices: OfficeHit[] }>(SCRIPT_PATHS.search, [key.slice(0, length)]);
    if (!stillWanted()) return undefined;
    if (!found) break;
    body = found;
    if (found.total <= PREFIX_FILE_LIMIT) break;
  }
  return body ? body.post_offices.filter((office) => searchKey(office.name).startsWith(key)) : [];
}

/** Whether this host may answer `/api/v1/search`: a static host does not, and is not asked again. */
let searchApi = true;

/**
 * The answer of `/api/v1/search` for the box, or `null` when this time there is none (the
 * prefix files answer then). Only a host without the URL (404, 405, or a page that is not
 * JSON) is not asked again: a failure of the moment, such as a 5xx, is.
 */
async function askSearchApi(value: string): Promise<{ total: number; post_offices: OfficeHit[] } | null> {
  try {
    const response = await fetch(`${base}${fill(SCRIPT_PATHS.searchApi, [value])}&limit=${SHOWN}`);
    if (response.status === 404 || response.status === 405) searchApi = false;
    if (!response.ok) return null;
    const body = (await response.json()) as { total?: number; post_offices?: OfficeHit[] };
    if (Array.isArray(body.post_offices) && typeof body.total === 'number') return { total: body.total, post_offices: body.post_offices };
    searchApi = false;
  } catch (error) {
    // A body that is not JSON is a host's own page: no search there.
    if (error instanceof SyntaxError) searchApi = false;
  }
  return null;
}

/** The offices the box lists: the whole search where the host has it, else the names starting with the key. */
async function officesFound(
  value: string,
  key: string,
  stillWanted: () => boolean,
): Promise<{ offices: OfficeHit[]; total: number; words: boolean } | undefined> {
  if (searchApi) {
    const answer = await askSearchApi(value.trim());
    if (!stillWanted()) return undefined;
    if (answer) return { offices: answer.post_offices, total: answer.total, words: true };
  }
  const matches = await officesStarting(key, stillWanted);
  return matches && { offices: matches, total: matches.length, words: false };
}

/** What a match that is not the name's own letters says beside the office. */
const MATCH_NOTES: Readonly<Record<string, string>> = { alias: ' · another name', typo: ' · a close spelling' };

/** The line under the results: how many were found, and how. */
function searchStatus(total: number, shown: number, words: boolean, asked: string): string {
  if (!total) return words ? `No post office matches “${asked}”.` : `No post office name starts with “${asked}”.`;
  const count = total > shown ? `First ${shown} of ${total} post offices` : `${total} post office${total > 1 ? 's' : ''}`;
  return words ? `${count} for “${asked}”` : `${count} starting with “${asked}”`;
}

function setUpSearch(form: HTMLFormElement): void {
  const box = form.elements.namedItem('q') as HTMLInputElement;
  const out = doc.getElementById('results')!;
  const status = doc.getElementById('status')!;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const find = async () => {
    const value = box.value;
    const key = searchKey(value);
    const mine = ++asked;
    const to = direct(value);
    out.textContent = '';
    if (to) {
      out.appendChild(item(/^\d/.test(value.trim()) ? `PIN code ${value.trim()}` : `IFSC ${value.replace(/\s+/g, '').toUpperCase()}`, to));
      status.textContent = 'Press Enter to open it.';
      return;
    }
    if (key.length < 2) {
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    const found = await officesFound(value, key, () => mine === asked);
    if (!found || mine !== asked) return;
    for (const office of found.offices.slice(0, SHOWN)) {
      const li = item(`${office.name} – ${office.pincode}`, here(office.url));
      const place = doc.createElement('span');
      place.textContent = `, ${[office.district, office.state].filter(Boolean).join(', ')}${MATCH_NOTES[office.match ?? ''] ?? ''}`;
      li.appendChild(place);
      out.appendChild(li);
    }
    status.textContent = searchStatus(found.total, Math.min(found.offices.length, SHOWN), found.words, value.trim());
  };
  box.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(find, 150);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const to = direct(box.value);
    if (to) {
      location.href = to;
      return;
    }
    const first = out.querySelector('a');
    if (first) location.href = first.href;
    else void find();
  });
}

function setUpPicker(): void {
  const selects = ['bank', 'state', 'district', 'branch'].map((id) => doc.getElementById(id) as HTMLSelectElement);
  const items: Listed[][] = [[], [], [], []];
  const go = doc.getElementById('go') as HTMLAnchorElement;
  const reset = (from: number, label: string) => {
    for (let j = from; j < 4; j++) {
      selects[j]!.textContent = '';
      selects[j]!.appendChild(new Option(j === from ? label : '—', ''));
      selects[j]!.disabled = true;
      items[j] = [];
    }
  };
  const put = (i: number, list: Listed[], label: string) => {
    reset(i, label);
    items[i] = list;
    for (const entry of list) selects[i]!.appendChild(new Option(entry.name + (entry.branches ? ` (${entry.branches})` : ''), entry.slug));
    selects[i]!.disabled = false;
  };
  const open = (i: number): void => {
    const chosen = items[i]?.[selects[i]!.selectedIndex - 1];
    if (chosen) {
      go.href = here(chosen.url);
      go.textContent = `Open ${chosen.name}`;
      go.hidden = false;
    } else if (i > 0) open(i - 1);
    else go.hidden = true;
  };
  const load = async (i: number) => {
    const values = selects.slice(0, i).map((select) => select.value);
    reset(i, 'Loading…');
    open(i - 1);
    if (!values[i - 1]) return;
    const templates = [SCRIPT_PATHS.banks, SCRIPT_PATHS.states, SCRIPT_PATHS.districts, SCRIPT_PATHS.branches];
    const answer = await get<{ states?: Listed[]; districts?: Listed[]; branches?: { BRANCH: string; IFSC: string; url: string; LISTED?: boolean }[] }>(
      templates[i]!,
      values,
    );
    if (selects[i - 1]!.value !== values[i - 1]) return;
    if (!answer) return reset(i, 'Could not load');
    const list =
      i === 1
        ? answer.states!
        : i === 2
          ? answer.districts!
          : answer.branches!.map((b) => ({ name: `${b.BRANCH} – ${b.IFSC}${b.LISTED === false ? ' (withdrawn)' : ''}`, slug: b.IFSC, url: b.url }));
    put(i, list, `Choose a ${selects[i]!.id} (${list.length})`);
  };
  selects.forEach((select, i) => {
    select.addEventListener('change', () => (i < 3 ? void load(i + 1) : open(3)));
  });
  void get<{ banks: Listed[] }>(SCRIPT_PATHS.banks, []).then((answer) => {
    if (answer) put(0, answer.banks, `Choose a bank (${answer.banks.length})`);
  });
}

function setUpCopyButtons(): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const said = button.nextElementSibling!;
      const text = button.dataset.copy ?? '';
      navigator.clipboard.writeText(text).then(
        () => {
          said.textContent = `Copied ${text}`;
        },
        () => {
          said.textContent = 'Copy failed: select the code instead';
        },
      );
    });
  }
}

const searchForm = doc.getElementById('search');
if (searchForm) setUpSearch(searchForm as HTMLFormElement);
if (doc.getElementById('picker')) setUpPicker();
setUpCopyButtons();
