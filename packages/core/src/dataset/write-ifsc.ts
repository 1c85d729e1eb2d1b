import type { BankInfo, Branch } from '../ifsc/types.js';
import { storedPublishedSlug } from '../ifsc/published-path.js';
import { packAddress } from './address-codec.js';
import { encodeBranchParts, encodeUints, internStrings, joinLines } from './columns.js';
import { DATASET_FILES, DATASET_FORMAT_VERSION, ifscShardName, SHARD_FLAGS, type IfscIndexFile, type IfscShardFile, type IfscValidFile } from './format.js';

/** At most this many branches per shard: a lookup parses one shard, so its size bounds the first lookup's time. */
export const IFSC_SHARD_SIZE = 4000;

function flagsOf(branch: Branch): number {
  let flags = branch.unstated << SHARD_FLAGS.unstatedShift;
  for (const key of ['rtgs', 'neft', 'imps', 'upi', 'pincodeKnown', 'listed'] as const) if (branch[key]) flags |= SHARD_FLAGS[key];
  return flags;
}

function writeShard(bank: string, branches: readonly Branch[], edition: string): IfscShardFile {
  const places = branches.map((b) =>
    [
      b.state,
      b.stateSlug,
      b.district,
      b.districtSlug,
      b.publishedState,
      b.publishedDistrict,
      b.placedBy,
      storedPublishedSlug(b),
      b.publishedDiffers ? 'differs' : '',
    ].join('\n'),
  );
  const tuples = internStrings(places);
  const strings = internStrings([...branches.flatMap((b) => [b.bank, b.city1, b.city2]), ...tuples.table.flatMap((tuple) => tuple.split('\n'))]);
  const ids = strings.ids;
  const column = (k: number) => encodeUints(branches.map((_, i) => ids[i * 3 + k]!));
  return {
    format: DATASET_FILES.ifscShard,
    version: DATASET_FORMAT_VERSION,
    edition,
    bank,
    branches: branches.length,
    codes: encodeBranchParts(branches.map((b) => b.ifsc.slice(5))),
    names: joinLines(branches.map((b) => b.name)),
    addresses: joinLines(branches.map((b) => packAddress(b.address, [b.pincode, b.city1, b.city2, b.publishedDistrict, b.publishedState]))),
    contacts: joinLines(branches.map((b) => b.contact)),
    micr: joinLines(branches.map((b) => b.micr)),
    swift: joinLines(branches.map((b) => b.swift)),
    strings: strings.table,
    owners: column(0),
    city1: column(1),
    city2: column(2),
    places: encodeUints(ids.slice(branches.length * 3)),
    placeOf: encodeUints(tuples.ids),
    pincodes: branches.map((b) => b.pincode || '000000').join(''),
    flags: encodeUints(branches.map(flagsOf)),
  };
}

function checkBranch(branch: Branch, bank: BankInfo): void {
  if (!branch.ifsc.startsWith(`${bank.code}0`) || branch.ifsc.length !== 11) throw new Error(`IFSC ${branch.ifsc} does not belong to bank ${bank.code}`);
  if (branch.category !== bank.category) throw new Error(`${branch.ifsc}: category ${branch.category} differs from its bank's ${bank.category}`);
  if (branch.pincode && !/^[1-9]\d{5}$/.test(branch.pincode)) throw new Error(`${branch.ifsc}: PIN code ${branch.pincode} is not six digits`);
}

/**
 * Encodes branches (in IFSC order) and banks (in name order) as the IFSC index and
 * its shards: one shard per bank, split every {@link IFSC_SHARD_SIZE} branches.
 *
 * @example
 * const { index, shards } = writeIfscData(branches, banks, '2026-05-01');
 * shards.get('SBIN-0.json')?.branches // ≤ 4000
 */
export function writeIfscData(
  branches: readonly Branch[],
  banks: readonly BankInfo[],
  edition: string,
): { index: IfscIndexFile; shards: Map<string, IfscShardFile> } {
  const ofBank = new Map<string, Branch[]>(banks.map((b) => [b.code, []]));
  for (const branch of branches) {
    const list = ofBank.get(branch.bankCode);
    if (!list) throw new Error(`branch ${branch.ifsc} has no bank ${branch.bankCode}`);
    if (list.length && list[list.length - 1]!.ifsc >= branch.ifsc) throw new Error(`branches not in IFSC order at ${branch.ifsc}`);
    list.push(branch);
  }
  const shards = new Map<string, IfscShardFile>();
  const indexBanks = banks.map((bank) => {
    const list = ofBank.get(bank.code)!;
    for (const branch of list) checkBranch(branch, bank);
    const firsts: string[] = [];
    for (let start = 0; start < list.length; start += IFSC_SHARD_SIZE) {
      shards.set(ifscShardName(bank.code, firsts.length), writeShard(bank.code, list.slice(start, start + IFSC_SHARD_SIZE), edition));
      firsts.push(list[start]!.ifsc);
    }
    return { code: bank.code, name: bank.name, slug: bank.slug, category: bank.category, branches: list.length, shards: firsts };
  });
  return { index: { format: DATASET_FILES.ifscIndex, version: DATASET_FORMAT_VERSION, edition, banks: indexBanks }, shards };
}

/**
 * Encodes the RBI's full code list (every valid IFSC) for `isValidIfsc`.
 *
 * @example
 * writeIfscValid(['SBIN0000001', 'YESB0DNB002'], '2026-05-01').count // 2
 */
export function writeIfscValid(codes: Iterable<string>, edition: string): IfscValidFile {
  const perBank = new Map<string, string[]>();
  let count = 0;
  for (const code of new Set(codes)) {
    if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) throw new Error(`not an IFSC: ${JSON.stringify(code)}`);
    const parts = perBank.get(code.slice(0, 4));
    if (parts) parts.push(code.slice(5));
    else perBank.set(code.slice(0, 4), [code.slice(5)]);
    count++;
  }
  const banks: IfscValidFile['banks'] = {};
  for (const code of [...perBank.keys()].sort()) banks[code] = encodeBranchParts(perBank.get(code)!.sort());
  return { format: DATASET_FILES.ifscValid, version: DATASET_FORMAT_VERSION, edition, banks, count };
}
