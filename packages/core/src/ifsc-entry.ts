/**
 * `india-pincode-ifsc/ifsc`: offline IFSC lookups over the bundled dataset. Each bank's
 * branches sit in their own shards, loaded with dynamic `import()` the first time a
 * lookup needs them, so bundlers split them and a browser fetches only what it uses.
 * Answers are the objects the matching API endpoints return (no HTTP envelope).
 */
import indexFile from '../data/ifsc/index.json' with { type: 'json' };
import { DATASET_PATHS, openDataset } from './dataset/open-dataset.js';
import type { IfscIndexFile } from './dataset/format.js';
import { readIfscIndex, type IfscIndexBank } from './dataset/read-ifsc.js';
import { buildIfscFromBranches } from './ifsc/build-dataset.js';
import { branchesResponse, toBankItem, type BankItem } from './ifsc/hierarchy-response.js';
import { normalizeIfsc } from './ifsc/ifsc-code.js';
import { type MicrAnswer, micrAnswer, normalizeMicr } from './ifsc/micr.js';
import { ifscRecord, type IfscBranchItem, type IfscRecord } from './ifsc/record.js';
import { ifscSearchResponse, type IfscSearch } from './ifsc/search-response.js';
import type { Branch, IfscDataset } from './ifsc/types.js';
import { createSiteUrls, DEFAULT_SITE_URL, type SiteUrls } from './site-urls.js';
import { toSlug } from './text/slug.js';

export type { BankItem, IfscBranchItem, IfscRecord, IfscSearch, MicrAnswer };

const index = readIfscIndex(indexFile as IfscIndexFile);
const banksByCode = new Map(index.banks.map((b) => [b.code, b]));
let urls: SiteUrls = createSiteUrls(DEFAULT_SITE_URL);
/**
 * Each branch's record by IFSC, made once and kept as a settled promise: a repeated
 * lookup returns the same (read-only) object after one map lookup, with no new promise.
 */
let answers = new Map<string, Promise<IfscRecord>>();
const NOT_FOUND: Promise<null> = Promise.resolve(null);

/** The edition date of the branch list the data was built from. */
export const edition: string = index.edition;

/**
 * Sets the base URL of the `url` fields (default `http://localhost:3000`).
 *
 * @example
 * setBaseUrl('https://pin.example.org');
 */
export function setBaseUrl(baseUrl: string): void {
  urls = createSiteUrls(baseUrl);
  answers = new Map();
}

/**
 * Where the lazy files are, relative to this module: in a variable, so that bundlers
 * leave the shards as files to fetch on demand instead of inlining all of them.
 */
const DATA_DIR = '../data/';

/** The dataset's files as JSON modules; the index is the one imported above. */
const dataset = openDataset(
  async (path) => {
    if (path === DATASET_PATHS.ifscIndex) return indexFile as IfscIndexFile;
    try {
      return ((await import(DATA_DIR + path, { with: { type: 'json' } })) as { default: object }).default;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
      throw error;
    }
  },
  { where: 'india-pincode-ifsc/data/' },
);

/**
 * A branch's record, as `/ifsc/api/ifsc/{IFSC}` returns it (any letter case); `null`
 * for a malformed code or one this edition has no branch for. Loads one shard.
 * Repeated calls return the same object: treat it as read-only.
 *
 * @example
 * (await ifsc('sbin0000001'))?.BRANCH // 'Kolkata Main'
 */
export function ifsc(code: string): Promise<IfscRecord | null> {
  let normalized: string | null;
  try {
    normalized = normalizeIfsc(code);
  } catch (error) {
    // As when this was an async function: a code that is not a string rejects, never throws.
    return Promise.reject(error);
  }
  if (!normalized) return NOT_FOUND;
  return answers.get(normalized) ?? findRecord(normalized);
}

/** The first lookup of a code: loads its shard and makes the record. */
async function findRecord(normalized: string): Promise<IfscRecord | null> {
  const branch = await dataset.branch(normalized);
  if (!branch) return null;
  let answer = answers.get(normalized);
  if (!answer) {
    answer = Promise.resolve(ifscRecord(branch, urls));
    answers.set(normalized, answer);
  }
  return answer;
}

/**
 * The branches with a MICR code (the nine digits printed on a cheque), as
 * `/ifsc/api/micr/{MICR}` answers; `null` for a code that is not nine digits or that
 * no branch has. Loads the MICR index and the shards that hold its branches (usually one).
 *
 * @example
 * (await micr('700002021'))?.branches[0].IFSC // 'SBIN0000001'
 */
export async function micr(code: string): Promise<MicrAnswer | null> {
  const normalized = normalizeMicr(code);
  if (!normalized) return null;
  const found: Branch[] = [];
  for (const place of (await dataset.micr()).places(normalized)) {
    const bank = banksByCode.get(place.bank);
    if (!bank) continue;
    for (const branch of await dataset.shard(bank, place.shard)) if (branch.micr === normalized) found.push(branch);
  }
  found.sort((a, b) => (a.ifsc < b.ifsc ? -1 : 1));
  const response = micrAnswer(normalized, found, urls);
  return response.status === 200 ? (response.body as MicrAnswer) : null;
}

/**
 * Whether a code is in the RBI's current list of IFSCs, also when this edition has
 * no details for it. A code only an older list had (some branch records carry one) is
 * not valid. Loads the code list once.
 *
 * @example
 * await isValidIfsc('SBIN0000001') // true
 * await isValidIfsc('SBIN0ZZZZZZ') // false
 */
export async function isValidIfsc(code: string): Promise<boolean> {
  const normalized = normalizeIfsc(code);
  if (!normalized) return false;
  return (await dataset.codes()).has(normalized);
}

/**
 * Every bank, sorted by name, as `/api/banks.php` lists them. Loads no shard.
 *
 * @example
 * (await banks()).find((b) => b.code === 'SBIN')?.name // 'State Bank of India'
 */
export async function banks(): Promise<BankItem[]> {
  return index.banks.map((bank) => toBankItem({ ...bank, branchCount: bank.branches }, urls));
}

function findIndexBank(key: string): IfscIndexBank | undefined {
  const trimmed = key.trim();
  return (
    banksByCode.get(trimmed.toUpperCase()) ??
    index.banks.find((b) => b.slug === trimmed || b.slug === toSlug(trimmed)) ??
    index.banks.find((b) => b.name.toLowerCase() === trimmed.toLowerCase())
  );
}

/**
 * A bank's branches in a district, as `/api/branches.php?bank=&state=&district=`
 * lists them (bank by code, slug or name; state and district by slug or name);
 * `null` when the bank, state or district is unknown. Loads the bank's shards.
 *
 * @example
 * (await branches('SBIN', 'west-bengal', 'kolkata'))?.length
 */
export async function branches(bankKey: string, stateKey: string, districtKey: string): Promise<IfscBranchItem[] | null> {
  const bank = findIndexBank(bankKey);
  if (!bank) return null;
  const response = branchesResponse(await ifscDataset(bank.code), bank.code, stateKey, districtKey, urls);
  return response.status === 200 ? (response.body as { branches: IfscBranchItem[] }).branches : null;
}

/**
 * The bundled IFSC dataset, for the core's functions (`ifscResponse`, `banksResponse`,
 * …) when the full API answer with its status is wanted. Given a bank (code, slug or
 * name), only that bank's shards are loaded and the dataset holds only its branches
 * (and none for an unknown bank); without one, every shard is. Read-only.
 *
 * @example
 * ifscResponse(await ifscDataset('SBIN'), 'SBIN0000001', urls).status // 200
 */
export async function ifscDataset(bankKey?: string): Promise<IfscDataset> {
  if (bankKey === undefined) return dataset.ifsc();
  const bank = findIndexBank(bankKey);
  // One bank's listings never show district pages, so the PIN side is not needed here.
  if (bank) return dataset.bankDataset(bank, { codes: true });
  return buildIfscFromBranches([], [], await dataset.codes(), index.edition);
}

/**
 * Banks, states, districts and branches matching a query, as `/api/search.php?q=`
 * answers (keywords, a six-digit PIN code, or an IFSC); `null` for a query under 2
 * characters. The first search loads every shard.
 *
 * @example
 * (await searchBranches('connaught place'))?.branches.length
 */
export async function searchBranches(q: string): Promise<IfscSearch | null> {
  const response = ifscSearchResponse(await ifscDataset(), q, urls);
  return response.status === 200 ? (response.body as IfscSearch) : null;
}
