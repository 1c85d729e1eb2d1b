/**
 * The compact dataset format: what each file holds, field by field (DATASET.md at the
 * repository root describes every field for people). One writer (`write-*.ts`) and one
 * reader (`read-*.ts`) per file kind; both check {@link DATASET_FORMAT_VERSION}.
 */

/** Bumped whenever a field changes meaning or encoding; readers refuse any other. */
export const DATASET_FORMAT_VERSION = 1;

/** The `format` tag of each file kind. */
export const DATASET_FILES = {
  pincode: 'india-pincode-ifsc/pincode',
  ifscIndex: 'india-pincode-ifsc/ifsc-index',
  ifscShard: 'india-pincode-ifsc/ifsc-shard',
  report: 'india-pincode-ifsc/report',
} as const;

/** What every dataset file starts with. */
export interface DatasetHeader<Format extends string> {
  format: Format;
  version: number;
  /** The source edition the file was built from (a date, `YYYY-MM-DD`). */
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
    throw new Error(`${format} dataset file has format version ${header.version}; this library reads version ${DATASET_FORMAT_VERSION}: rebuild the dataset (npm run build:data)`);
  }
}

/** `pincode.json`: every post office, PIN code, state and district. */
export interface PincodeDataFile extends DatasetHeader<typeof DATASET_FILES.pincode> {
  /** Number of offices; office ids run from 0 in PIN code order. */
  offices: number;
  /** Every PIN code, ascending, six characters each, concatenated. */
  pincodes: string;
  /** Offices per PIN code, in the order of {@link pincodes} (varints). */
  areaSizes: string;
  /** Office names by id, joined by line breaks. */
  names: string;
  /** The strings {@link units} refers to. */
  strings: string[];
  /** Distinct (branch type, delivery, circle, division, region, district, state) tuples: 7 string ids each (varints). */
  units: string;
  /** The tuple of each office (varints). */
  unitOf: string;
  /** Alternating run lengths of offices without and with coordinates, from office 0 (varints). */
  located: string;
  /** Latitudes of the offices with coordinates, in 1e-7 degrees, as deltas (zigzag varints). */
  latitudes: string;
  /** Longitudes, as {@link latitudes}. */
  longitudes: string;
  /** States by name, each with its districts by name. */
  states: { name: string; slug: string; districts: { name: string; slug: string; offices: number; pincodes: string }[] }[];
}
