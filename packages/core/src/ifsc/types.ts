import type { PlacementKind } from './place/types.js';
import type { WordIndex } from './word-index.js';

/**
 * One row of the IFSC list (razorpay/ifsc `IFSC.csv` layout), as the loader reads
 * it: the upstream column names, raw strings, and the row's line in the file (1 = header).
 */
export interface IfscSourceRow {
  line: number;
  BANK: string;
  IFSC: string;
  BRANCH: string;
  CENTRE: string;
  DISTRICT: string;
  STATE: string;
  ADDRESS: string;
  CONTACT: string;
  IMPS: string;
  RTGS: string;
  CITY: string;
  ISO3166: string;
  NEFT: string;
  MICR: string;
  UPI: string;
  SWIFT: string;
}

/** The bank files of the IFSC source, as parsed JSON. */
export interface BankMetadata {
  /** `banknames.json`: bank code → bank name. */
  names: Record<string, string>;
  /** `banks.json`: bank code → metadata; `type` is the category code (`PSB`, `RRB`, …). */
  banks: Record<string, { type?: string }>;
  /** `sublet.json`: sublet IFSC → code of the bank that owns it. */
  sublets: Record<string, string>;
  /** `IFSC.json`: bank code → every valid code's last six characters (a number `n` is `n` padded to six digits). */
  codes: Record<string, readonly (number | string)[]>;
}

/** A bank branch with every value normalised; the IFSC record is built from it. */
export interface Branch {
  readonly ifsc: string;
  /** The bank that owns the branch (the BANK column; for a sublet code, not the prefix's bank). */
  readonly bank: string;
  /** The IFSC's first four letters. */
  readonly bankCode: string;
  /** Branch name (BRANCH). */
  readonly name: string;
  readonly address: string;
  readonly contact: string;
  /** CENTRE. */
  readonly city1: string;
  /** CITY. */
  readonly city2: string;
  /**
   * The India Post district the branch is placed in (the PIN side's name), or, for an
   * unplaced branch, its published DISTRICT in title case; `''` when the source does not say.
   */
  readonly district: string;
  /** One of the PIN side's canonical state names, or `''`. */
  readonly state: string;
  /** The STATE column as published (white space collapsed, placeholders `''`). */
  readonly publishedState: string;
  /** The DISTRICT column as published (white space collapsed, placeholders `''`). */
  readonly publishedDistrict: string;
  /** The evidence the branch was placed by; `unplaced`: not in a district (see `place/types.ts`). */
  readonly placedBy: PlacementKind;
  /**
   * Where the bank browse listed the branch before placement (`state-slug/district-slug`
   * of its published names), `''` if nowhere, or `=` for the usual path, its state's
   * slug and its published district's ({@link publishedPath} resolves it): those URLs
   * keep answering with the district the branch is now in.
   */
  readonly publishedSlug: string;
  /** Whether the published STATE or DISTRICT names another place than `state` and `district` (letter case, punctuation and "district" words aside). */
  readonly publishedDiffers: boolean;
  /** The PIN side's slug of {@link state}; `''` without a state. */
  readonly stateSlug: string;
  /** Slug within the state; `''` when the branch is not in the hierarchy (no state or no district). */
  readonly districtSlug: string;
  /** The PIN code found in the address, or `''`. */
  readonly pincode: string;
  /** Whether {@link pincode} is a PIN code of the India Post directory (it then has a page). */
  readonly pincodeKnown: boolean;
  /** Long label of the bank code's type, or `''`. */
  readonly category: string;
  readonly rtgs: boolean;
  readonly neft: boolean;
  readonly imps: boolean;
  readonly upi: boolean;
  /** The payment flags the source left unknown (`NA`, empty), as {@link PAYMENT_FLAGS} bits; those read `false` above. */
  readonly unstated: number;
  /** Whether the code is in the RBI's current full list (`IFSC.json`); `false` for a withdrawn code's record. */
  readonly listed: boolean;
  readonly micr: string;
  readonly swift: string;
}

/** The payment flags, by their field in the IFSC record, as bits of {@link Branch.unstated}. */
export const PAYMENT_FLAGS = { RTGS: 1, NEFT: 2, IMPS: 4, UPI: 8 } as const;

/** One of the payment flags of the IFSC record. */
export type PaymentFlag = keyof typeof PAYMENT_FLAGS;

/** A branch as the loader made it, with the source line it came from (1 = header). */
export interface BranchRecord extends Branch {
  readonly line: number;
}

/** What the dataset stores of a bank; the hierarchy and counts come from its branches. */
export interface BankInfo {
  readonly code: string;
  /** From `banknames.json`; else the most common BANK of its rows; else the code. */
  readonly name: string;
  /** Unique among banks. */
  readonly slug: string;
  readonly category: string;
}

/** A district in the bank/state/district hierarchy. */
export interface IfscDistrict {
  readonly name: string;
  /** Unique within its state; the same for every bank. */
  readonly slug: string;
  readonly branchCount: number;
  /** Its branches' IFSCs, sorted by branch name (letter case ignored), then IFSC. */
  readonly ifscs: readonly string[];
}

/** A state in the hierarchy, with its districts (of all banks, or of one bank). */
export interface IfscState {
  /** The PIN side's canonical name. */
  readonly name: string;
  /** The PIN side's slug, so that one state has one slug site-wide. */
  readonly slug: string;
  /** Its branches, the unplaced ones included. */
  readonly branchCount: number;
  /** Its branches that are in no district (placed `unplaced`): in no district's list, reachable by IFSC and search. */
  readonly unplacedCount: number;
  /** Sorted by name: India Post's districts only. */
  readonly districts: readonly IfscDistrict[];
  readonly districtsBySlug: ReadonlyMap<string, IfscDistrict>;
  /** Lower-case name → district. */
  readonly districtsByLowerName: ReadonlyMap<string, IfscDistrict>;
}

/** A path of the bank browse before placement, and the branches it listed. */
export interface OldPath {
  /** The published district the path was named after, in title case. */
  readonly name: string;
  readonly ifscs: readonly string[];
}

/** A bank: one per 4-letter IFSC prefix present in the branch list. */
export interface Bank extends BankInfo {
  /** All its branches, also those outside the hierarchy. */
  readonly branchCount: number;
  /** The states it has branches in, sorted by name. */
  readonly states: readonly IfscState[];
  readonly statesBySlug: ReadonlyMap<string, IfscState>;
  /**
   * A path of the bank browse before placement (`state-slug/district-slug`, see
   * {@link Branch.publishedSlug}) that is no district of the bank now → the branches it
   * listed (in branch-name order), wherever they are placed now: the old URL keeps
   * answering with its own list.
   */
  readonly oldPaths: ReadonlyMap<string, OldPath>;
}

/** The word indexes of names of {@link IfscDataset}; ids are positions in the lists beside them. */
export interface IfscSearchIndex {
  readonly bankNames: WordIndex;
  readonly stateNames: WordIndex;
  /** Every (state, district) of the all-banks hierarchy, sorted by district name, then state name. */
  readonly districtList: readonly { readonly state: IfscState; readonly district: IfscDistrict }[];
  readonly districtNames: WordIndex;
  /** Every IFSC, sorted by branch name (letter case ignored), then IFSC. */
  readonly branchList: readonly string[];
  readonly branchNames: WordIndex;
}

/** The RBI's full list of valid IFSCs (also those without a branch record here). */
export interface IfscCodeList extends Iterable<string> {
  readonly size: number;
  has(ifsc: string): boolean;
}

/** The IFSC side of the dataset, built once by `buildIfscDataset` and passed to every lookup. */
export interface IfscDataset {
  /** The source edition (its date), as the dataset records it. */
  readonly edition: string;
  /** IFSC → branch, in ascending IFSC order. */
  readonly branches: ReadonlyMap<string, Branch>;
  /** Sorted by name. */
  readonly banks: readonly Bank[];
  readonly banksBySlug: ReadonlyMap<string, Bank>;
  readonly banksByCode: ReadonlyMap<string, Bank>;
  /** Lower-case name → bank (the first in name order when two share a name). */
  readonly banksByLowerName: ReadonlyMap<string, Bank>;
  /** The all-banks hierarchy, sorted by name. */
  readonly states: readonly IfscState[];
  readonly statesBySlug: ReadonlyMap<string, IfscState>;
  /** PIN code (found in the address) → IFSCs, sorted by IFSC. */
  readonly branchesByPincode: ReadonlyMap<string, readonly string[]>;
  /** Every valid IFSC, whether or not this edition has its branch. */
  readonly validCodes: IfscCodeList;
  /** Built on first use. */
  readonly search: IfscSearchIndex;
}
