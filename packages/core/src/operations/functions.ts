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
