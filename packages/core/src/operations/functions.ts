/**
 * The lookup functions every operation is answered through: the offline entries
 * (`/pincode`, `/ifsc`) have them, and so has the HTTP client (`/client`), under the
 * same names and with the same answers. A door chooses which set it brings.
 */
import type { BankItem } from '../ifsc/hierarchy-response.js';
import type { MicrAnswer } from '../ifsc/micr.js';
import type { IfscBranchItem, IfscRecord } from '../ifsc/record.js';
import type { IfscSearch } from '../ifsc/search-response.js';
import type { NearbyPostOffice, V1Distance } from '../pincode/geo.js';
import type { V1District, V1Pincode, V1PostOffice, V1Search, V1State, V1StateItem } from '../pincode/v1-response.js';

/** An answer now or later: the offline PIN code functions answer at once, the client later. */
type Maybe<T> = T | Promise<T>;

/** The functions of the offline entries and the client, by name. */
export interface LookupFunctions {
  pincode(pin: string): Maybe<V1Pincode | null>;
  postOffices(name: string): Maybe<V1PostOffice[]>;
  searchPostOffices(prefix: string, options?: { limit?: number }): Maybe<V1Search | null>;
  nearestPostOffices(lat: number, lon: number, options?: { limit?: number }): Maybe<NearbyPostOffice[]>;
  distance(a: string, b: string): Maybe<V1Distance | null>;
  states(): Maybe<V1StateItem[]>;
  state(slugOrName: string): Maybe<V1State | null>;
  district(stateKey: string, districtKey: string): Maybe<V1District | null>;
  ifsc(code: string): Maybe<IfscRecord | null>;
  isValidIfsc(code: string): Maybe<boolean>;
  micr(code: string): Maybe<MicrAnswer | null>;
  banks(): Maybe<BankItem[]>;
  branches(bankKey: string, stateKey: string, districtKey: string): Maybe<IfscBranchItem[] | null>;
  searchBranches(q: string): Maybe<IfscSearch | null>;
}

/** The names of the functions the `/pincode` entry has. */
export const PINCODE_FUNCTIONS = ['pincode', 'postOffices', 'searchPostOffices', 'nearestPostOffices', 'distance', 'states', 'state', 'district'] as const;
/** The names of the functions the `/ifsc` entry has. */
export const IFSC_FUNCTIONS = ['ifsc', 'isValidIfsc', 'micr', 'banks', 'branches', 'searchBranches'] as const;

// Every function is on one side or the other: a function added to LookupFunctions and to no list fails here.
type Listed = (typeof PINCODE_FUNCTIONS)[number] | (typeof IFSC_FUNCTIONS)[number];
export type UnlistedFunction = Exclude<keyof LookupFunctions, Listed>;
const _everyFunctionListed: [UnlistedFunction] extends [never] ? true : never = true;

/**
 * The lookup functions of the two offline entries, as one set.
 *
 * @example
 * lookupFunctions(await import('india-pincode-ifsc/pincode'), await import('india-pincode-ifsc/ifsc')).pincode('110001')
 */
export function lookupFunctions(
  pincodeEntry: Pick<LookupFunctions, (typeof PINCODE_FUNCTIONS)[number]>,
  ifscEntry: Pick<LookupFunctions, (typeof IFSC_FUNCTIONS)[number]>,
): LookupFunctions {
  const pick = <Side extends object>(entry: Side, names: readonly (keyof Side)[]) => Object.fromEntries(names.map((name) => [name, entry[name]]));
  return { ...pick(pincodeEntry, PINCODE_FUNCTIONS), ...pick(ifscEntry, IFSC_FUNCTIONS) } as unknown as LookupFunctions;
}
