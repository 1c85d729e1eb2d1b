import type { Branch, IfscCodeList } from '../ifsc/types.js';
import { unpackAddress } from './address-codec.js';
import { decodeBranchParts, decodeUints, splitLines } from './columns.js';
import { PLACEMENT_KINDS, type PlacementKind } from '../ifsc/place/types.js';
import { checkHeader, DATASET_FILES, PLACE_TUPLE, SHARD_FLAGS, type IfscIndexFile, type IfscShardFile, type IfscValidFile } from './format.js';

/** A bank of the index, with what the shard reader needs. */
export type IfscIndexBank = IfscIndexFile['banks'][number];

/**
 * Checks and returns the IFSC index file.
 *
 * @example
 * readIfscIndex(json).banks.length
 */
export function readIfscIndex(file: IfscIndexFile): IfscIndexFile {
  checkHeader(file, DATASET_FILES.ifscIndex);
  return file;
}

/**
 * The shard of a bank that holds an IFSC (by the shards' first codes), or -1 when the
 * code sorts before the bank's first branch.
 *
 * @example
 * shardOf(bank, 'SBIN0000001') // 0
 */
export function shardOf(bank: IfscIndexBank, ifsc: string): number {
  let found = -1;
  for (let i = 0; i < bank.shards.length && bank.shards[i]! <= ifsc; i++) found = i;
  return found;
}

/**
 * Reads one shard into branches, in IFSC order: the one reader of the shard format.
 *
 * @example
 * readIfscShard(json, bank)[0].ifsc // 'SBIN0000001'
 */
export function readIfscShard(file: IfscShardFile, bank: IfscIndexBank): Branch[] {
  checkHeader(file, DATASET_FILES.ifscShard);
  if (file.bank !== bank.code) throw new Error(`IFSC shard of ${file.bank} read as ${bank.code}`);
  const n = file.branches;
  const [names, addresses, contacts, micr, swift] = [file.names, file.addresses, file.contacts, file.micr, file.swift].map((c) => splitLines(c, n)) as [
    string[],
    string[],
    string[],
    string[],
    string[],
  ];
  const [owners, city1, city2, placeOf, flags] = [file.owners, file.city1, file.city2, file.placeOf, file.flags].map((column) => decodeUints(column, n)) as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  const places = decodeUints(file.places);
  const codes = decodeBranchParts(file.codes);
  const text = file.strings;
  const branches: Branch[] = [];
  for (let i = 0; i < n; i++) {
    const place = placeOf[i]! * PLACE_TUPLE;
    const pincode = file.pincodes.slice(i * 6, i * 6 + 6);
    const flag = flags[i]!;
    const [city1Text, city2Text, district, state] = [text[city1[i]!]!, text[city2[i]!]!, text[places[place + 2]!]!, text[places[place]!]!];
    const [publishedState, publishedDistrict] = [text[places[place + 4]!]!, text[places[place + 5]!]!];
    const placedBy = text[places[place + 6]!]! as PlacementKind;
    if (!PLACEMENT_KINDS.includes(placedBy)) throw new Error(`IFSC shard of ${bank.code}: unknown placement ${JSON.stringify(placedBy)}`);
    const pin = pincode === '000000' ? '' : pincode;
    branches.push({
      ifsc: `${bank.code}0${codes[i]!}`,
      bank: text[owners[i]!]!,
      bankCode: bank.code,
      name: names[i]!,
      address: unpackAddress(addresses[i]!, [pin, city1Text, city2Text, publishedDistrict, publishedState]),
      contact: contacts[i]!,
      city1: city1Text,
      city2: city2Text,
      district,
      state,
      stateSlug: text[places[place + 1]!]!,
      districtSlug: text[places[place + 3]!]!,
      publishedState,
      publishedDistrict,
      placedBy,
      publishedSlug: text[places[place + 7]!]!,
      pincode: pin,
      pincodeKnown: (flag & SHARD_FLAGS.pincodeKnown) !== 0,
      category: bank.category,
      rtgs: (flag & SHARD_FLAGS.rtgs) !== 0,
      neft: (flag & SHARD_FLAGS.neft) !== 0,
      imps: (flag & SHARD_FLAGS.imps) !== 0,
      upi: (flag & SHARD_FLAGS.upi) !== 0,
      unstated: (flag >> SHARD_FLAGS.unstatedShift) & 15,
      listed: (flag & SHARD_FLAGS.listed) !== 0,
      publishedDiffers: text[places[place + 8]!]! !== '',
      micr: micr[i]!,
      swift: swift[i]!,
    });
  }
  return branches;
}

/**
 * Reads the full code list; each bank's codes are unpacked the first time one of
 * them is asked about.
 *
 * @example
 * readIfscValid(json).has('SBIN0000001') // true
 */
export function readIfscValid(file: IfscValidFile): IfscCodeList {
  checkHeader(file, DATASET_FILES.ifscValid);
  const sets = new Map<string, Set<string>>();
  const setOf = (bank: string) => {
    let set = sets.get(bank);
    if (!set) {
      set = new Set(decodeBranchParts(file.banks[bank]!));
      sets.set(bank, set);
    }
    return set;
  };
  return {
    size: file.count,
    has: (code: string) => code.length === 11 && code[4] === '0' && Object.hasOwn(file.banks, code.slice(0, 4)) && setOf(code.slice(0, 4)).has(code.slice(5)),
    *[Symbol.iterator]() {
      for (const bank of Object.keys(file.banks)) for (const part of setOf(bank)) yield `${bank}0${part}`;
    },
  };
}
