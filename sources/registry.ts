import type { DataSource, IfscSourceRow, PincodeSourceRow } from 'india-pincode-ifsc/internal';

/** One upstream file: where it comes from, under what terms, and what it must contain. */
export interface SourceFile {
  /** Path of the file inside the sources folder. */
  readonly file: string;
  readonly title: string;
  readonly publisher: string;
  /** The page a person reads to learn about the data. */
  readonly homepage: string;
  /** Where `npm run download` fetches a fresh copy; `{API_KEY}` is filled from the named variable. */
  readonly downloadUrl: string;
  readonly apiKeyVariable?: string;
  readonly licence: { readonly name: string; readonly url: string };
  /** The credit line the licence asks for; pages print it in their footer. */
  readonly attribution: string;
  /** For CSV files: the columns the loader needs, by header name (order does not matter). */
  readonly columns?: readonly string[];
  /** Who dates the file's edition, and how `npm run download` asks them (sources/upstream-edition.ts). */
  readonly edition: EditionSource;
}

/**
 * Where a publisher says which edition it serves: the data portal's resource record
 * (its update date) or the GitHub release the files come from (its tag and date).
 * `mirrorPath` is where a mirror (SOURCES_MIRROR) serves the same record.
 */
export interface EditionSource {
  readonly kind: 'data-gov-in' | 'github-release';
  readonly url: string;
  readonly mirrorPath: string;
}

const PINCODE_COLUMNS = [
  'circlename',
  'regionname',
  'divisionname',
  'officename',
  'pincode',
  'officetype',
  'delivery',
  'district',
  'statename',
  'latitude',
  'longitude',
] as const satisfies readonly Exclude<keyof PincodeSourceRow, 'line'>[];

const IFSC_COLUMNS = [
  'BANK',
  'IFSC',
  'BRANCH',
  'CENTRE',
  'DISTRICT',
  'STATE',
  'ADDRESS',
  'CONTACT',
  'IMPS',
  'RTGS',
  'CITY',
  'ISO3166',
  'NEFT',
  'MICR',
  'UPI',
  'SWIFT',
] as const satisfies readonly Exclude<keyof IfscSourceRow, 'line'>[];

const RAZORPAY_RELEASE = 'https://github.com/razorpay/ifsc/releases/latest/download';
const RAZORPAY_SOURCE = 'https://raw.githubusercontent.com/razorpay/ifsc/master/src';
const RAZORPAY = {
  edition: { kind: 'github-release', url: 'https://api.github.com/repos/razorpay/ifsc/releases/latest', mirrorPath: '_editions/razorpay-ifsc-release.json' },
  publisher: 'Razorpay IFSC project, from the Reserve Bank of India’s IFSC lists',
  homepage: 'https://github.com/razorpay/ifsc',
  licence: { name: 'Public domain (data); MIT (code)', url: 'https://github.com/razorpay/ifsc/blob/master/LICENSE' },
  attribution: 'Bank branch data: Reserve Bank of India IFSC lists, compiled by the razorpay/ifsc project',
} as const;

/** Every dataset the project reads, described once. */
export const SOURCES = {
  pincodeDirectory: {
    file: 'pincode/all_india_pincode_directory.csv',
    title: 'All India Pincode Directory',
    publisher: 'Department of Posts, Ministry of Communications, Government of India',
    homepage: 'https://www.data.gov.in/resource/all-india-pincode-directory-till-last-month',
    downloadUrl: 'https://api.data.gov.in/resource/5c2f62fe-5afa-4119-a499-fec9d604d5bd?api-key={API_KEY}&format=csv&limit=1000000',
    apiKeyVariable: 'DATA_GOV_IN_API_KEY',
    edition: {
      kind: 'data-gov-in',
      url: 'https://api.data.gov.in/resource/5c2f62fe-5afa-4119-a499-fec9d604d5bd?api-key={API_KEY}&format=json&limit=0',
      mirrorPath: '_editions/data-gov-in-pincode-directory.json',
    },
    licence: { name: 'Government Open Data License – India', url: 'https://data.gov.in/government-open-data-license-india' },
    attribution: 'PIN code data: Department of Posts, Ministry of Communications, Government of India (GODL-India)',
    columns: PINCODE_COLUMNS,
  },
  ifscBranches: {
    ...RAZORPAY,
    file: 'ifsc/IFSC.csv',
    title: 'IFSC bank branch list',
    downloadUrl: `${RAZORPAY_RELEASE}/IFSC.csv`,
    columns: IFSC_COLUMNS,
  },
  bankNames: { ...RAZORPAY, file: 'ifsc/banknames.json', title: 'Bank names by bank code', downloadUrl: `${RAZORPAY_SOURCE}/banknames.json` },
  banks: { ...RAZORPAY, file: 'ifsc/banks.json', title: 'Bank metadata by bank code', downloadUrl: `${RAZORPAY_SOURCE}/banks.json` },
  sublets: { ...RAZORPAY, file: 'ifsc/sublet.json', title: 'Sublet IFSC codes and their owning banks', downloadUrl: `${RAZORPAY_SOURCE}/sublet.json` },
  ifscCodes: { ...RAZORPAY, file: 'ifsc/IFSC.json', title: 'Every valid IFSC by bank code', downloadUrl: `${RAZORPAY_SOURCE}/IFSC.json` },
} as const satisfies Record<string, SourceFile>;

export type SourceId = keyof typeof SOURCES;

/**
 * Every source as the dataset credits it: what it is, its licence and its credit line
 * travel inside the dataset, so nothing that serves the data reads this registry.
 *
 * @example
 * datasetSources()[0]!.id // 'pincodeDirectory'
 */
export function datasetSources(): DataSource[] {
  return Object.entries(SOURCES as Record<SourceId, SourceFile>).map(([id, { title, publisher, homepage, licence, attribution }]) => ({
    id,
    title,
    publisher,
    homepage,
    licence: { name: licence.name, url: licence.url },
    attribution,
  }));
}

/** The sources folder: `SOURCES_DIR`, else `../shared/data` from the working directory. */
export function sourcesDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SOURCES_DIR || '../shared/data';
}
