import type { BranchCode, DeliveryStatus } from './branch-type.js';

/** A post office as every response sees it: normalised, with its slug. */
export interface PostOffice {
  /** Its id in {@link PincodeDataset.office} and the name indexes: offices are numbered in PIN code order. */
  readonly id: number;
  readonly name: string;
  /** URL slug of the name, unique among the offices of its PIN code. */
  readonly slug: string;
  readonly pincode: string;
  readonly branchType: BranchCode;
  readonly deliveryStatus: DeliveryStatus;
  readonly circle: string;
  readonly division: string;
  readonly region: string;
  /** `''` when the source and its neighbours do not say. */
  readonly district: string;
  /** `''` when the source and its neighbours do not say. */
  readonly state: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** An office as the loader made it, with the source line it came from (1 = header). */
export interface PostOfficeRecord extends PostOffice {
  readonly line: number;
}

/** A PIN code and its offices. */
export interface PincodeArea {
  readonly pincode: string;
  /** Offices sorted by name, then source line. */
  readonly offices: readonly PostOffice[];
  /** The state most of its offices lie in (52 PIN codes span two). */
  readonly state: string;
  /** Every district its offices lie in, sorted. */
  readonly districts: readonly string[];
  /** Bank branches whose address gives this PIN code: the IFSC side's count, kept with the PIN codes so that offline lookups have it. */
  readonly branchCount: number;
}

/** A district of a state and the PIN codes with offices in it. */
export interface PincodeDistrict {
  readonly name: string;
  /** Unique within its state. */
  readonly slug: string;
  readonly stateSlug: string;
  /** Sorted PIN codes. */
  readonly pincodes: readonly string[];
  readonly officeCount: number;
  /**
   * The banks with branches placed in the district, most branches first (then by code):
   * the IFSC side's summary the dataset file carries; none in a PIN side built from rows alone.
   */
  readonly banks: readonly DistrictBank[];
}

/** A bank's branches in one district. */
export interface DistrictBank {
  readonly code: string;
  readonly name: string;
  /** The bank's slug: its district page is `/ifsc/bank/{slug}/{state}/{district}/`. */
  readonly slug: string;
  readonly branches: number;
}

/** A state or union territory with its districts. */
export interface PincodeState {
  readonly name: string;
  readonly slug: string;
  /** Sorted by name. */
  readonly districts: readonly PincodeDistrict[];
  readonly districtsBySlug: ReadonlyMap<string, PincodeDistrict>;
  readonly districtsByName: ReadonlyMap<string, PincodeDistrict>;
  readonly pincodeCount: number;
  readonly officeCount: number;
}

/** Word and prefix indexes over office names (see `name-index.ts`). */
export interface NameIndex {
  /** Lower-case word → ids of the offices whose name holds it, ascending. */
  readonly words: ReadonlyMap<string, readonly number[]>;
  /** Office ids sorted by their lower-case name, then PIN code. */
  readonly sortedIds: Uint32Array;
  /** The lower-case search key of each office, by id. */
  readonly keys: readonly string[];
}

/**
 * The PIN code side of the dataset, read once from the compact dataset file and passed
 * to every lookup. Offices and PIN codes are decoded each time they are asked for
 * (a fresh object each time: keep what you reuse).
 */
export interface PincodeDataset {
  /** The source edition (its date), as the dataset file records it. */
  readonly edition: string;
  readonly officeCount: number;
  /** The office with this id (0 ≤ id < {@link officeCount}). */
  office(id: number): PostOffice;
  /**
   * Visits every office with coordinates, in id order, without making office objects:
   * its id, PIN code, place among the PIN code's offices, latitude and longitude.
   */
  eachLocated(visit: (id: number, pincode: string, index: number, latitude: number, longitude: number) => void): void;
  /** PIN code → area, in ascending PIN order. */
  readonly areas: ReadonlyMap<string, PincodeArea>;
  /** Sorted by name. */
  readonly states: readonly PincodeState[];
  readonly statesBySlug: ReadonlyMap<string, PincodeState>;
  readonly statesByName: ReadonlyMap<string, PincodeState>;
  readonly names: NameIndex;
}
