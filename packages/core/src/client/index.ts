/**
 * `india-pincode-ifsc/client`: the functions of the offline entries over HTTP against
 * any deployment of the site, answering the same objects. No data inside.
 */
import type { IfscRecord, IfscBranchItem } from '../ifsc/record.js';
import type { BankItem } from '../ifsc/hierarchy-response.js';
import type { IfscSearch } from '../ifsc/search-response.js';
import type { MicrAnswer } from '../ifsc/micr.js';
import type { CompatEnvelope } from '../pincode/compat-response.js';
import type { NearbyPostOffice, PincodeCentre, V1Distance, V1Nearby } from '../pincode/geo.js';
import type { V1District, V1Pincode, V1PostOffice, V1Search, V1State, V1StateItem } from '../pincode/v1-response.js';
import { normalizeIfsc } from '../ifsc/ifsc-code.js';
import { normalizeMicr } from '../ifsc/micr.js';
import { nameWords } from '../pincode/name-words.js';
import { collapseWhitespace } from '../text/collapse-whitespace.js';
import { cappedLimit, NEARBY_LIMITS, SEARCH_LIMITS } from '../limits.js';
import { ClientError, createGetJson } from './http.js';

export { ClientError, NEARBY_LIMITS, SEARCH_LIMITS };
export type {
  BankItem,
  IfscBranchItem,
  IfscRecord,
  IfscSearch,
  MicrAnswer,
  NearbyPostOffice,
  PincodeCentre,
  V1Distance,
  V1District,
  V1Pincode,
  V1PostOffice,
  V1Search,
  V1State,
  V1StateItem,
};

/** Where the API is and how to reach it. */
export interface ClientOptions {
  /** The deployment's base URL, as its `url` fields start (`https://pin.example.org`, or with a sub-path). */
  readonly baseUrl: string;
  /** The fetch to use (default: the global one). */
  readonly fetch?: typeof fetch;
  /** How long one request may take before the call rejects (default 10,000 ms). */
  readonly timeoutMs?: number;
  /** How many more times a 5xx, a body that is not JSON or a network failure is tried (default 2). */
  readonly retries?: number;
  /** The wait before the first retry, doubled for each next one (default 200 ms). */
  readonly backoffMs?: number;
}

/** The client: each function answers what the offline entry's function of the same name returns. */
export interface Client {
  pincode(pin: string): Promise<V1Pincode | null>;
  postOffices(name: string): Promise<V1PostOffice[]>;
  searchPostOffices(prefix: string, options?: { limit?: number }): Promise<V1Search | null>;
  states(): Promise<V1StateItem[]>;
  state(slugOrName: string): Promise<V1State | null>;
  district(stateKey: string, districtKey: string): Promise<V1District | null>;
  /** At most `NEARBY_LIMITS.maxLimit` offices, as offline (a larger `limit` asks for that many); a point out of range rejects with a `RangeError`. */
  nearestPostOffices(lat: number, lon: number, options?: { limit?: number }): Promise<NearbyPostOffice[]>;
  distance(a: string, b: string): Promise<V1Distance | null>;
  ifsc(code: string): Promise<IfscRecord | null>;
  micr(code: string): Promise<MicrAnswer | null>;
  isValidIfsc(code: string): Promise<boolean>;
  banks(): Promise<BankItem[]>;
  branches(bankKey: string, stateKey: string, districtKey: string): Promise<IfscBranchItem[] | null>;
  searchBranches(q: string): Promise<IfscSearch | null>;
}

const PIN = /^[1-9][0-9]{5}$/;
const segment = encodeURIComponent;

/** Refuses what is not a string, as the offline functions do (they throw on one). */
function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string, not ${value === null ? 'null' : typeof value}`);
  return value;
}

/** A finite number within ±`max`, written without an exponent (the API reads plain decimals only). */
function degrees(value: unknown, name: string, max: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`${name} must be a finite number, not ${String(value)}`);
  if (Math.abs(value) > max) throw new RangeError(`${name} must be from -${max} to ${max}: ${value}`);
  const plain = String(value);
  return plain.includes('e') ? value.toFixed(20) : plain;
}

/** The offline function's limit: a whole number from 1, capped as the offline function and the API cap it. */
function nearbyLimit(limit: number | undefined): number {
  if (limit !== undefined && !Number.isFinite(limit)) throw new TypeError(`limit must be a finite number, not ${limit}`);
  return cappedLimit(limit, NEARBY_LIMITS);
}

/** Runs a function's checks first: a refused input rejects the promise without a request. */
const call =
  <A extends unknown[], R>(body: (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> => {
    try {
      return body(...args);
    } catch (error) {
      return Promise.reject(error);
    }
  };

/**
 * A client of a deployment. Input the API would refuse (a malformed PIN code or IFSC,
 * a query under 2 characters, an empty name) is answered as the offline function
 * answers it (`null`, `false` or `[]`) with no request; a value that is not a string
 * (or, for a point, not a finite number) rejects with a `TypeError`. Network trouble rejects with a {@link ClientError}
 * naming the URL and the reason.
 *
 * @example
 * const client = createClient({ baseUrl: 'https://pin.example.org' });
 * (await client.pincode('110001'))?.post_offices[0].name // 'Baroda House'
 * await client.ifsc('SBIN0ZZZZZZ') // null (a 404)
 */
export function createClient(options: ClientOptions): Client {
  const request = createGetJson({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 200,
  });
  const get: Get = async <T>(path: string): Promise<T | null> => {
    const answer = await request<T>(path);
    return answer.status === 200 ? answer.body : null;
  };
  const list: List = async <T>(path: string, key: string): Promise<T[]> => (await get<Record<string, T[]>>(path))?.[key] ?? [];
  return { ...pincodeMethods(get, list), ...ifscMethods(request, get, list) };
}

/** A JSON answer's body when the status is 200, else `null`. */
type Get = <T>(path: string) => Promise<T | null>;
/** A list field of a JSON answer, `[]` when there is none. */
type List = <T>(path: string, key: string) => Promise<T[]>;

/** The client's PIN code side: PIN codes, post offices, places, nearby and distance. */
function pincodeMethods(get: Get, list: List) {
  return {
    pincode: call(async (pin: string) => {
      const trimmed = text(pin, 'pin').trim();
      return PIN.test(trimmed) ? get<V1Pincode>(`/api/v1/pincode/${trimmed}`) : null;
    }),
    postOffices: call(async (name: string) => (nameWords(text(name, 'name')).length ? officesByName(get, name) : [])),
    searchPostOffices: call(async (prefix: string, { limit }: { limit?: number } = {}) => {
      const q = collapseWhitespace(text(prefix, 'prefix'));
      if (limit !== undefined && !Number.isFinite(limit)) throw new TypeError(`limit must be a finite number, not ${limit}`);
      if (q.length < SEARCH_LIMITS.minQueryLength) return null;
      return get<V1Search>(`/api/v1/search?q=${segment(q)}&limit=${cappedLimit(limit, SEARCH_LIMITS)}`);
    }),
    states: call(() => list<V1StateItem>('/api/v1/states', 'states')),
    state: call(async (key: string) => (text(key, 'state').trim() ? get<V1State>(`/api/v1/state/${segment(key.trim())}`) : null)),
    district: call(async (stateKey: string, districtKey: string) =>
      text(stateKey, 'state').trim() && text(districtKey, 'district').trim()
        ? get<V1District>(`/api/v1/district/${segment(stateKey.trim())}/${segment(districtKey.trim())}`)
        : null,
    ),
    nearestPostOffices: call(async (lat: number, lon: number, { limit }: { limit?: number } = {}) => {
      const point = `lat=${degrees(lat, 'lat', 90)}&lon=${degrees(lon, 'lon', 180)}&limit=${nearbyLimit(limit)}`;
      return (await get<V1Nearby>(`/api/v1/nearby?${point}`))?.post_offices ?? [];
    }),
    distance: call(async (a: string, b: string) => {
      const pins = [text(a, 'a').trim(), text(b, 'b').trim()];
      return pins.every((pin) => PIN.test(pin)) ? get<V1Distance>(`/api/v1/distance/${pins[0]}/${pins[1]}`) : null;
    }),
  };
}

/** The client's IFSC side: branches by IFSC and MICR, the bank hierarchy, search. */
function ifscMethods(request: ReturnType<typeof createGetJson>, get: Get, list: List) {
  return {
    ifsc: call(async (code: string) => {
      const normalized = normalizeIfsc(text(code, 'code'));
      return normalized ? get<IfscRecord>(`/ifsc/api/ifsc/${normalized}`) : null;
    }),
    isValidIfsc: call(async (code: string) => {
      const normalized = normalizeIfsc(text(code, 'code'));
      if (!normalized) return false;
      // A record's LISTED (false for a withdrawn code), or a 404's `valid`.
      const answer = await request<{ LISTED?: boolean; valid?: boolean }>(`/ifsc/api/ifsc/${normalized}`);
      return answer.status === 200 ? answer.body.LISTED === true : answer.body.valid === true;
    }),
    micr: call(async (code: string) => {
      const normalized = normalizeMicr(text(code, 'code'));
      return normalized ? get<MicrAnswer>(`/ifsc/api/micr/${normalized}`) : null;
    }),
    banks: call(() => list<BankItem>('/api/banks.php', 'banks')),
    branches: call(async (bankKey: string, stateKey: string, districtKey: string) => {
      const keys = [text(bankKey, 'bank'), text(stateKey, 'state'), text(districtKey, 'district')].map((key) => key.trim());
      if (keys.some((key) => key === '')) return null;
      const [bank, state, district] = keys.map(segment);
      return (await get<{ branches: IfscBranchItem[] }>(`/api/branches.php?bank=${bank}&state=${state}&district=${district}`))?.branches ?? null;
    }),
    searchBranches: call(async (q: string) => {
      const query = collapseWhitespace(text(q, 'q'));
      return query.length < SEARCH_LIMITS.minQueryLength ? null : get<IfscSearch>(`/api/search.php?q=${segment(query)}`);
    }),
  };
}

/**
 * The offices `/api/postoffice/{NAME}` finds, in v1 form: the compatible answer gives
 * their names and PIN codes in order, and each PIN code's v1 answer gives the offices
 * themselves (same-named offices of one PIN code in their order there).
 */
async function officesByName(get: <T>(path: string) => Promise<T | null>, name: string): Promise<V1PostOffice[]> {
  const envelope = await get<CompatEnvelope>(`/api/postoffice/${segment(name)}`);
  const items = envelope?.[0].PostOffice ?? [];
  const pins = [...new Set(items.map((item) => item.Pincode))];
  const areas = new Map<string, V1PostOffice[]>();
  for (let i = 0; i < pins.length; i += 6) {
    await Promise.all(pins.slice(i, i + 6).map(async (pin) => areas.set(pin, (await get<V1Pincode>(`/api/v1/pincode/${pin}`))?.post_offices ?? [])));
  }
  const used = new Set<V1PostOffice>();
  return items.map((item) => {
    const office = areas.get(item.Pincode)!.find((candidate) => candidate.name === item.Name && !used.has(candidate));
    if (!office) throw new ClientError(`/api/v1/pincode/${item.Pincode}`, `no office ${item.Name} in the answer (the deployment changed between requests)`);
    used.add(office);
    return office;
  });
}
