/**
 * The one way into the dataset: every consumer (the `/pincode` and `/ifsc` entries, the
 * command line, the site generator, `npm start`, the edge worker) opens it through
 * {@link openDataset} over a reader of its own (a folder, a bundle's JSON modules, a
 * CDN's assets, files in memory). Paths are written only in {@link DATASET_PATHS}, files
 * are decoded only by the `read-*.ts` readers, and what was decoded is kept in one
 * bounded cache.
 */
import { buildIfscFromBranches } from '../ifsc/build-dataset.js';
import type { BankInfo, Branch, IfscCodeList, IfscDataset } from '../ifsc/types.js';
import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { all, andThen, type AsyncDatasetReader, isPromise, type Later, openFiles, type Read, type SyncDatasetReader } from './dataset-files.js';

import {
  DATASET_PATHS,
  type IfscIndexFile,
  type IfscMicrFile,
  type IfscShardFile,
  type IfscValidFile,
  type PincodeDataFile,
  type ReportFile,
} from './format.js';
import { type MicrIndex, readIfscMicr } from './micr-file.js';
import { type IfscIndexBank, readIfscIndex, readIfscShard, readIfscValid, shardOf } from './read-ifsc.js';
import { readPincodeData } from './read-pincode.js';
import { type DataDates, readReportFile } from './report-file.js';

export type { AsyncDatasetReader, DatasetContent, Read, SyncDatasetReader } from './dataset-files.js';
export { DATASET_PATHS };

/** The report file read back: the report, editions, build dates and sources. */
export type DatasetReport = { report: DataReport } & DataDates;

/** Both sides indexed whole, with the report: what the site generator renders from. */
export interface WholeDataset extends DatasetReport {
  pincodes: PincodeDataset;
  ifsc: IfscDataset;
}

/** What a bank's own dataset is indexed with. */
export interface BankDatasetOptions {
  /** Carry the RBI's code list (answers that tell a listed code from an unknown one need it). */
  codes?: boolean;
}

/** The dataset opened over a reader: each file read and decoded on first use, then kept while it is used. */
export interface Dataset<Sync extends boolean> {
  pincodes(): Read<PincodeDataset, Sync>;
  ifscIndex(): Read<IfscIndexFile, Sync>;
  /** A bank of the index by code or slug; `null` when there is none. */
  bank(key: string): Read<IfscIndexBank | null, Sync>;
  /** One shard of a bank's branches, in IFSC order. */
  shard(bank: IfscIndexBank, n: number): Read<readonly Branch[], Sync>;
  /** The branch of an IFSC (normalised), reading only the shard that holds it; `null` when there is none. */
  branch(code: string): Read<Branch | null, Sync>;
  /** One bank's branches indexed as the IFSC answers need them. */
  bankDataset(bank: IfscIndexBank, options?: BankDatasetOptions): Read<IfscDataset, Sync>;
  codes(): Read<IfscCodeList, Sync>;
  micr(): Read<MicrIndex, Sync>;
  report(): Read<DatasetReport, Sync>;
  /** The whole IFSC side, every shard, indexed (with the PIN side's district pages): for searches over every bank. Kept for good once read. */
  ifsc(): Read<IfscDataset, Sync>;
  /** Both sides, every shard, and the report: for the generator and `npm start`, not for point lookups. */
  whole(): Read<WholeDataset, Sync>;
}

export interface OpenOptions {
  /**
   * How much decoded data is kept (see {@link openFiles}): a shard or a bank's index
   * weighs its branches, any other file one. Default {@link KEPT_BRANCHES}.
   */
  kept?: number;
  /** What the reader reads from (a folder, an address), for error messages: `${where}${path}`. */
  where?: string;
  /** Let the PIN file's text columns go once decoded (the reader keeps its object for good, as a JSON module does). */
  releasePincodeText?: boolean;
}

/** Enough for every branch: a process that reads all of them keeps them. */
export const KEPT_BRANCHES = 250_000;

/** A branch of a shard (in IFSC order) by its code, `null` for none. */
function findBranch(shard: readonly Branch[], code: string): Branch | null {
  let low = 0;
  let high = shard.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = shard[middle]!.ifsc;
    if (found === code) return shard[middle]!;
    if (found < code) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

const bankInfo = ({ code, name, slug, category }: IfscIndexBank): BankInfo => ({ code, name, slug, category });
const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** About how many branches one of a bank's shards holds (what it weighs in the cache). */
const shardWeight = (bank: IfscIndexBank) => Math.ceil(bank.branches / bank.shards.length);

/** No code list: answers over branches that exist need none. */
export const NO_CODES: IfscCodeList = { size: 0, has: () => false, *[Symbol.iterator]() {} };

/** What the IFSC side's datasets are made of: the dataset's files, read through the opener's cache. */
interface IfscParts {
  pincodes(): Later<PincodeDataset>;
  ifscIndex(): Later<IfscIndexFile>;
  codes(): Later<IfscCodeList>;
  bankBranches(of: IfscIndexBank): Later<Branch[]>;
  kept: ReturnType<typeof openFiles>['kept'];
}

/** A bank's branches as a dataset of their own, kept in the bounded cache (weighed by its branches). */
function bankDatasetOf({ ifscIndex, codes, bankBranches, kept }: IfscParts) {
  return (b: IfscIndexBank, { codes: withCodes = false }: BankDatasetOptions = {}) =>
    kept(
      `bank:${b.code}:${withCodes}`,
      () =>
        andThen(all<unknown>([bankBranches(b), withCodes ? codes() : NO_CODES, ifscIndex()]), (parts) => {
          const [branches, list, index] = parts as [Branch[], IfscCodeList, IfscIndexFile];
          return buildIfscFromBranches(branches, [bankInfo(b)], list, index.edition);
        }),
      b.branches,
    );
}

/**
 * The whole IFSC side, made once and kept outside the bounded cache: it holds every
 * branch, and making it again would cost seconds. A failed read is not kept.
 */
function wholeIfscSide({ ifscIndex, codes, bankBranches }: IfscParts): () => Later<IfscDataset> {
  let wholeSide: Later<IfscDataset> | undefined;
  return () => {
    wholeSide ??= andThen(all<unknown>([ifscIndex(), codes()]), (parts) => {
      const [index, list] = parts as [IfscIndexFile, IfscCodeList];
      const banks = [...index.banks].sort(byCode);
      return andThen(all(banks.map((b) => bankBranches(b))), (branches) =>
        buildIfscFromBranches(branches.flat(), index.banks.map(bankInfo), list, index.edition),
      );
    });
    if (isPromise(wholeSide)) wholeSide.catch(() => (wholeSide = undefined));
    return wholeSide;
  };
}

/**
 * Opens the dataset over a reader. Over a synchronous reader every method answers at
 * once; over an asynchronous one, with a promise. Nothing is read until asked for; a
 * file that fails to read is not kept, so the next call reads it again.
 *
 * @example
 * const dataset = openDataset((path) => readFileSync(join('packages/core/data', path)));
 * dataset.pincodes().areas.get('110001')?.offices[0].name // 'Baroda House'
 * (await openDataset(fetchAsset).bank('SBIN'))?.name // 'State Bank of India'
 */
// The asynchronous form first: a promise is an object too, and would match the synchronous form.
export function openDataset(reader: AsyncDatasetReader, options?: OpenOptions): Dataset<false>;
export function openDataset(reader: SyncDatasetReader, options?: OpenOptions): Dataset<true>;
export function openDataset(reader: SyncDatasetReader | AsyncDatasetReader, options: OpenOptions = {}): Dataset<boolean> {
  const { file, kept, read } = openFiles(reader, { kept: options.kept ?? KEPT_BRANCHES, where: options.where });
  const pincodes = () => file(DATASET_PATHS.pincode, (f: PincodeDataFile) => readPincodeData(f, { release: options.releasePincodeText }));
  const ifscIndex = () => file(DATASET_PATHS.ifscIndex, readIfscIndex);
  const codes = () => file(DATASET_PATHS.ifscValid, (f: IfscValidFile) => readIfscValid(f));
  const readShard = (of: IfscIndexBank, n: number): Later<readonly Branch[]> =>
    read(DATASET_PATHS.ifscShard(of.code, n), (f: IfscShardFile) => readIfscShard(f, of));
  const shard = (of: IfscIndexBank, n: number) => kept(DATASET_PATHS.ifscShard(of.code, n), () => readShard(of, n), shardWeight(of));
  // Read for a bank or the whole side, shards are not kept one by one: the bank or the side is kept instead.
  const bankBranches = (of: IfscIndexBank) => andThen(all(of.shards.map((_, n) => readShard(of, n))), (shards) => shards.flat());
  const bank = (key: string) => andThen(ifscIndex(), (index) => index.banks.find((b) => b.code === key || b.slug === key) ?? null);
  const branch = (code: string) =>
    andThen(bank(code.slice(0, 4)), (of) => {
      const n = of ? shardOf(of, code) : -1;
      return n < 0 ? null : andThen(shard(of!, n), (branches) => findBranch(branches, code));
    });

  const ifscParts: IfscParts = { pincodes, ifscIndex, codes, bankBranches, kept };
  const bankDataset = bankDatasetOf(ifscParts);

  const report = () => file(DATASET_PATHS.report, (f: ReportFile) => readReportFile(f));

  const ifsc = wholeIfscSide(ifscParts);

  const whole = () =>
    andThen(all<unknown>([pincodes(), ifsc(), report()]), (parts) => {
      const [pins, side, dates] = parts as [PincodeDataset, IfscDataset, DatasetReport];
      return { pincodes: pins, ifsc: side, ...dates };
    });

  return {
    pincodes,
    ifscIndex,
    bank,
    shard,
    branch,
    bankDataset,
    codes,
    micr: () => file(DATASET_PATHS.micr, (f: IfscMicrFile) => readIfscMicr(f)),
    report,
    ifsc,
    whole,
  } as Dataset<boolean>;
}
