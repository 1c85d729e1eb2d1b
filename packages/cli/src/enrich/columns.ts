/**
 * The columns `enrich` adds, and their values for one code. The values come from the
 * package's public offline lookups (`india-pincode-ifsc/pincode` and `/ifsc`), so an
 * enriched file says exactly what `pincode()` and `ifsc()` say.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Branch,
  type IfscIndexFile,
  type IfscShardFile,
  type IfscValidFile,
  ifscShardName,
  pincodeCentre,
  readIfscIndex,
  readIfscShard,
  readIfscValid,
  shardOf,
  statedFlag,
  type V1Pincode,
} from 'india-pincode-ifsc/internal';
import { packagedDataDir } from '../data.js';

/** A row's status for one looked-up column. */
export type EnrichStatus = 'ok' | 'unknown' | 'malformed' | 'valid-without-details';

/** An added value: `null` is an empty CSV field and JSON `null`. */
export type AddedValue = string | number | boolean | null;

/** The added values of one code: its status first, then one value per further column. */
export type AddedValues = readonly [EnrichStatus, ...AddedValue[]];

/** One looked-up column: the names it adds and how a code becomes their values. */
export interface Enricher {
  readonly kind: 'pincode' | 'ifsc';
  readonly names: readonly string[];
  /** Makes the code's values available to {@link Enricher.values} (loads data when needed). */
  prepare(code: string): Promise<void> | undefined;
  values(code: string): AddedValues;
}

export const PINCODE_COLUMNS = ['pin_status', 'pin_district', 'pin_state', 'pin_office_count', 'pin_delivery', 'pin_latitude', 'pin_longitude'] as const;

export const IFSC_COLUMNS = [
  'ifsc_status',
  'ifsc_bank',
  'ifsc_branch',
  'ifsc_city',
  'ifsc_district',
  'ifsc_state',
  'ifsc_pincode',
  'ifsc_micr',
  'ifsc_rtgs',
  'ifsc_neft',
  'ifsc_imps',
  'ifsc_upi',
  'ifsc_in_rbi_list',
  'ifsc_listed',
] as const;

const PINCODE_SHAPE = /^[1-9][0-9]{5}$/;
const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The centre of a PIN code as the distance API defines it; `null`s when none of its offices is located. */
function centre(answer: V1Pincode): [number | null, number | null] {
  const found = pincodeCentre(answer);
  return found ? [found.latitude, found.longitude] : [null, null];
}

/**
 * The PIN code columns of one answer of `pincode()`: its districts (joined with `; `
 * when the PIN code spans several), state, office count, `Delivery` when any office
 * delivers (else `Non-Delivery`), and the centre of its located offices.
 *
 * @example
 * pincodeValues(pincode('110001'))[0] // 'ok'
 */
export function pincodeValues(answer: V1Pincode | null, code: string): AddedValues {
  if (!PINCODE_SHAPE.test(code)) return ['malformed', null, null, null, null, null, null];
  if (!answer) return ['unknown', null, null, null, null, null, null];
  const delivers = answer.post_offices.some((o) => o.delivery_status === 'Delivery');
  return ['ok', answer.districts.join('; '), answer.state, answer.post_offices.length, delivers ? 'Delivery' : 'Non-Delivery', ...centre(answer)];
}

/**
 * The IFSC columns of one branch (as `ifsc()` answers it: its record's `BANK`, `BRANCH`,
 * `CITY2`, `DISTRICT`, `STATE`, `PINCODE`, `MICR`, flags and `LISTED`) and whether the
 * code is in the RBI's list (`isValidIfsc()`). A flag the source left unknown is `null`
 * (an empty field), not `false`. A listed code without a branch record here is
 * `valid-without-details`; a record whose code the current list no longer has is `ok`
 * with `ifsc_in_rbi_list` and `ifsc_listed` false.
 *
 * @example
 * ifscValues(undefined, true, 'SBIN0000000')[0] // 'valid-without-details'
 */
export function ifscValues(branch: Branch | undefined, listed: boolean, code: string): AddedValues {
  const none = [null, null, null, null, null, null, null, null, null, null, null] as const;
  if (!IFSC_SHAPE.test(code)) return ['malformed', ...none, false, null];
  if (!branch) return [listed ? 'valid-without-details' : 'unknown', ...none, listed, null];
  const b = branch;
  const flags = (['RTGS', 'NEFT', 'IMPS', 'UPI'] as const).map((flag) => statedFlag(b, flag));
  return ['ok', b.bank, b.name, b.city2, b.district, b.state, b.pincode, b.micr, ...flags, listed, b.listed];
}

/** How a cell's text becomes a code: trimmed; IFSCs upper-cased. */
export const codeOf = {
  pincode: (value: string) => value.trim(),
  ifsc: (value: string) => value.trim().toUpperCase(),
};

/** The PIN code enricher over the synchronous `/pincode` entry. */
export async function pincodeEnricher(): Promise<Enricher> {
  const { pincode } = await import('india-pincode-ifsc/pincode');
  return {
    kind: 'pincode',
    names: PINCODE_COLUMNS,
    prepare: () => undefined,
    values: (code) => pincodeValues(PINCODE_SHAPE.test(code) ? pincode(code) : null, code),
  };
}

/**
 * The IFSC enricher over the package's IFSC shards, read as the `/ifsc` entry reads them
 * (its index, code list and shards, through the one shard reader): `prepare` loads the
 * shard that holds a code the first time one of its codes is seen, so `values` is a
 * synchronous map lookup (a million rows need no million promises, nor a record object
 * per code), and no bank's listings, hierarchy or search index are built.
 */
export async function ifscEnricher(): Promise<Enricher> {
  const dir = join(packagedDataDir(), 'ifsc');
  const json = async <T>(name: string): Promise<T> => JSON.parse(await readFile(join(dir, name), 'utf8')) as T;
  const [indexFile, validFile] = await Promise.all([json<IfscIndexFile>('index.json'), json<IfscValidFile>('valid.json')]);
  const banks = new Map(readIfscIndex(indexFile).banks.map((bank) => [bank.code, bank]));
  const valid = readIfscValid(validFile);
  /** The branches of every shard loaded so far, by code. */
  const branches = new Map<string, Branch>();
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  /** The name of the shard that would hold a well-formed code, or `undefined`. */
  const shardName = (code: string) => {
    const bank = banks.get(code.slice(0, 4));
    const n = bank ? shardOf(bank, code) : -1;
    return n < 0 ? undefined : ifscShardName(bank!.code, n);
  };
  return {
    kind: 'ifsc',
    names: IFSC_COLUMNS,
    prepare(code) {
      const name = IFSC_SHAPE.test(code) ? shardName(code) : undefined;
      if (!name || loaded.has(name)) return undefined;
      let load = loading.get(name);
      if (!load) {
        const bank = banks.get(code.slice(0, 4))!;
        load = json<IfscShardFile>(name).then((file) => {
          for (const branch of readIfscShard(file, bank)) branches.set(branch.ifsc, branch);
          loaded.add(name);
        });
        loading.set(name, load);
      }
      return load;
    },
    values: (code) => ifscValues(IFSC_SHAPE.test(code) ? branches.get(code) : undefined, valid.has(code), code),
  };
}
