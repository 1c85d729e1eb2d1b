/**
 * The compact dataset format: what each file holds, field by field (DATASET.md at the
 * repository root describes every field for people). One writer (`write-*.ts`) and one
 * reader (`read-*.ts`) per file kind; both check {@link DATASET_FORMAT_VERSION}.
 */

import type { PlacementMeasure } from '../ifsc/place/measure.js';
import type { ReportEntry } from '../report.js';

/** Bumped whenever a field changes meaning or encoding; readers refuse any other. */
export const DATASET_FORMAT_VERSION = 5;

/** The `format` tag of each file kind. */
export const DATASET_FILES = {
  pincode: 'india-pincode-ifsc/pincode',
  ifscIndex: 'india-pincode-ifsc/ifsc-index',
  ifscShard: 'india-pincode-ifsc/ifsc-shard',
  ifscValid: 'india-pincode-ifsc/ifsc-valid',
  ifscMicr: 'india-pincode-ifsc/ifsc-micr',
  report: 'india-pincode-ifsc/report',
} as const;

/**
 * The dataset's files by path inside the dataset folder: the one table of them.
 *
 * @example
 * DATASET_PATHS.ifscShard('SBIN', 0) // 'ifsc/SBIN-0.json'
 */
export const DATASET_PATHS = {
  pincode: 'pincode.json',
  report: 'report.json',
  ifscIndex: 'ifsc/index.json',
  ifscValid: 'ifsc/valid.json',
  micr: 'micr.json',
  /** The folder of the IFSC index, code list and shards. */
  ifscFolder: 'ifsc',
  ifscShard: (bank: string, n: number): string => `ifsc/${ifscShardName(bank, n)}`,
} as const;

/** What every dataset file starts with. */
export interface DatasetHeader<Format extends string> {
  format: Format;
  version: number;
  /** The source edition the file was built from: the publisher's date (`YYYY-MM-DD`), or `unknown`. */
  edition: string;
}

/**
 * Refuses a file of another kind or format version with a message that says which.
 *
 * @example
 * checkHeader({ format: 'india-pincode-ifsc/pincode', version: 0 }, DATASET_FILES.pincode) // throws: … version 0 …
 */
export function checkHeader(file: unknown, format: string): void {
  const header = file as Partial<DatasetHeader<string>> | null;
  if (!header || typeof header !== 'object' || header.format !== format) {
    throw new Error(`not a ${format} dataset file (format ${JSON.stringify(header?.format)})`);
  }
  if (header.version !== DATASET_FORMAT_VERSION) {
    throw new Error(
      `${format} dataset file has format version ${header.version}; this library reads version ${DATASET_FORMAT_VERSION}: rebuild the dataset (npm run build:data)`,
    );
  }
}

/** Coordinates are stored as whole numbers of 1e-7 degrees (about 1 cm). */
export const COORDINATE_SCALE = 1e7;

/** `pincode.json`: every post office, PIN code, state and district. */
export interface PincodeDataFile extends DatasetHeader<typeof DATASET_FILES.pincode> {
  /** Number of offices; office ids run from 0 in PIN code order. */
  offices: number;
  /** Every PIN code as a number, ascending (32-bit words). */
  pincodes: string;
  /** Offices per PIN code, in the order of {@link pincodes} (16-bit words). */
  areaSizes: string;
  /** Office names by id, joined by line breaks. */
  names: string;
  /** Length (UTF-16 code units, as JavaScript counts) of each PIN code's names in {@link names}, each name's line break included (16-bit words). */
  nameLengths: string;
  /** Ids of the offices whose slug is not `plainSlug(name)` (non-ASCII names, repeated names), ascending (deltas). */
  slugIds: string;
  /** The slugs of the offices of {@link slugIds}, joined by line breaks. */
  slugs: string;
  /** The strings {@link units} refers to. */
  strings: string[];
  /** Distinct (branch type, delivery, circle, division, region, district, state) tuples: 7 string ids each (16-bit words). */
  units: string;
  /** The tuple of each office (16-bit words). */
  unitOf: string;
  /**
   * Each office's coordinates in 1e-7 degrees, PIN code by PIN code (varints): `0` for
   * an office without; else `1 + zigzag(latitude delta)`, then `zigzag(longitude delta)`,
   * the deltas from the previous office with coordinates of the same PIN code (from 0
   * for its first).
   */
  coordinates: string;
  /** Bytes of each PIN code's {@link coordinates} (16-bit words). */
  coordinateLengths: string;
  /** Bank branches whose address gives each PIN code, in the order of {@link pincodes} (16-bit words). */
  branchCounts: string;
  /** States by name, each with its number of PIN codes and its districts by name. */
  states: {
    name: string;
    slug: string;
    pincodeCount: number;
    /** `banks`: the banks with branches placed in the district, as `i n` pairs joined by spaces (`i` a position in {@link bankRefs}, `n` its branches), most first. */
    districts: { name: string; slug: string; offices: number; pincodes: string; banks?: string }[];
  }[];
  /** The banks `banks` of the districts name: `code`, tab, `slug`, tab, `name` each. Written with the districts' `banks` (withBranchCounts). */
  bankRefs?: string[];
}

/** `ifsc/index.json`: the banks, and which shard holds which of a bank's branches. */
export interface IfscIndexFile extends DatasetHeader<typeof DATASET_FILES.ifscIndex> {
  /** Every bank with branches, in name order. */
  banks: {
    code: string;
    name: string;
    slug: string;
    category: string;
    branches: number;
    /** The first IFSC of each of its shards, ascending; shard `n` is the file `ifsc/{code}-{n}.json`. */
    shards: string[];
  }[];
}

/** `ifsc/{code}-{n}.json`: a run of one bank's branches, in IFSC order. */
export interface IfscShardFile extends DatasetHeader<typeof DATASET_FILES.ifscShard> {
  bank: string;
  branches: number;
  /** The six characters after `{bank}0` of each IFSC, as ascending base-36 numbers (delta varints). */
  codes: string;
  /**
   * Branch names, addresses, contacts, MICR and SWIFT codes, each column joined by line breaks. In an address,
   * U+0001…U+0005 stand for the branch's PIN code, CENTRE, CITY, district and state (the last two upper-cased).
   */
  names: string;
  addresses: string;
  contacts: string;
  micr: string;
  swift: string;
  /** Repeated strings: owning bank names, cities, states, districts and their slugs. */
  strings: string[];
  /** String ids of each branch's owning bank (BANK), CENTRE and CITY (varints). */
  owners: string;
  city1: string;
  city2: string;
  /**
   * (state, state slug, district, district slug, published STATE, published DISTRICT,
   * placement kind, the browse's path before placement (`=` for the usual one, see
   * `Branch.publishedSlug`), `differs` when the published place is another) tuples: {@link PLACE_TUPLE} string ids each (varints). The state and
   * district are where the branch is placed (`place/types.ts`); an unplaced branch's
   * district is its published one and its district slug `''`.
   */
  places: string;
  /** The tuple of each branch (varints). */
  placeOf: string;
  /** The PIN code in each address, six characters each, `000000` for none. */
  pincodes: string;
  /** Per branch: RTGS 1, NEFT 2, IMPS 4, UPI 8, PIN code known to India Post 16 (varints). */
  flags: string;
}

/** `ifsc/valid.json`: the RBI's full list of IFSCs, with or without a branch record here. */
export interface IfscValidFile extends DatasetHeader<typeof DATASET_FILES.ifscValid> {
  /** Bank code → the last six characters of its codes, as ascending base-36 numbers (delta varints). */
  banks: Record<string, string>;
  /** Number of codes in all. */
  count: number;
}

/** `micr.json`: where the branches of each MICR code are, so that a MICR lookup reads one shard. */
export interface IfscMicrFile extends DatasetHeader<typeof DATASET_FILES.ifscMicr> {
  /** Distinct (nine-digit) MICR codes. */
  count: number;
  /** The bank codes the entries name, ascending. */
  banks: string[];
  /**
   * A MICR code's first two digits → one entry per branch with a code of that start,
   * by code, then IFSC: `codes` the last seven digits as deltas (0 for the same code
   * as the entry before), `banks` positions in {@link banks}, `shards` the number of
   * the bank's shard that holds the branch (each column varints).
   */
  groups: Record<string, { codes: string; banks: string; shards: string }>;
}

/** An upstream source as the dataset credits it. */
export interface DataSource {
  /** The source's key in the sources registry (`pincodeDirectory`, `ifscBranches`, …). */
  id: string;
  title: string;
  publisher: string;
  /** The page a person reads to learn about the data. */
  homepage: string;
  licence: { name: string; url: string };
  /** The credit line the licence asks for; pages print it in their footer. */
  attribution: string;
}

/** `report.json`: what the loader repaired and dropped, the editions of the sources and whom the data credits. */
export interface ReportFile extends DatasetHeader<typeof DATASET_FILES.report> {
  /**
   * Each side's edition (the publisher's date, or `unknown`); `ifscRelease`: the IFSC
   * files' upstream release tag, or `unknown`; `sources`: each source file's date.
   */
  editions: { pincode: string; ifsc: string; ifscRelease?: string; sources?: Record<string, string> };
  /** When the dataset was built (ISO 8601 time). */
  built: string;
  /** When `npm run refresh` last replaced the sources (ISO 8601 time), `''` if never. */
  refreshed: string;
  /** Each upstream source: what it is, who publishes it, its licence and the credit line it asks for. */
  sources: DataSource[];
  /** The data report: per source its row count and finding kinds; each kind's source lines as deltas (zigzag varints). */
  report: Record<string, { rows: number; kinds: (Omit<ReportEntry, 'lines'> & { lines: string })[] }>;
  /** Branch placement measured with the PIN code held out (`measurePlacement`); absent in a dataset built without the IFSC side. */
  placement?: PlacementMeasure;
}

/** The strings of one branch's place in a shard's `places`, in order. */
export const PLACE_TUPLE = 9;

/**
 * The bits of a shard's `flags` column: the four payment flags, the PIN code known to
 * India Post, the code in the RBI's current list, and from `unstatedShift` up the
 * payment flags the source left unknown (RTGS, NEFT, IMPS, UPI: 64, 128, 256, 512).
 */
export const SHARD_FLAGS = { rtgs: 1, neft: 2, imps: 4, upi: 8, pincodeKnown: 16, listed: 32, unstatedShift: 6 } as const;

/**
 * The file name of a bank's shard, relative to the dataset's `ifsc/` folder.
 *
 * @example
 * ifscShardName('SBIN', 0) // 'SBIN-0.json'
 */
export function ifscShardName(bankCode: string, shard: number): string {
  return `${bankCode}-${shard}.json`;
}
