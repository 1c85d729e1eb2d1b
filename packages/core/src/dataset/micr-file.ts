import { MICR_PATTERN } from '../ifsc/micr.js';
import type { Branch } from '../ifsc/types.js';
import { decodeDeltas, decodeUints, encodeDeltas, encodeUints } from './columns.js';
import { checkHeader, DATASET_FILES, DATASET_FORMAT_VERSION, type IfscIndexFile, type IfscMicrFile } from './format.js';
import { shardOf } from './read-ifsc.js';

/** The MICR codes' first digits that name a group of `micr.json`. */
const GROUP_DIGITS = 2;

/**
 * Encodes where each MICR code's branches are: bank and shard, grouped by the code's
 * first two digits so that a lookup decodes one small group.
 *
 * @example
 * writeIfscMicr(branches, index, '2026-05-01').count // distinct nine-digit MICR codes
 */
export function writeIfscMicr(branches: Iterable<Branch>, index: IfscIndexFile, edition: string): IfscMicrFile {
  const banksByCode = new Map(index.banks.map((bank) => [bank.code, bank]));
  const entries: { micr: string; ifsc: string; bank: string; shard: number }[] = [];
  for (const branch of branches) {
    if (!MICR_PATTERN.test(branch.micr)) continue;
    const bank = banksByCode.get(branch.bankCode);
    if (!bank) throw new Error(`MICR ${branch.micr}: branch ${branch.ifsc} has no bank ${branch.bankCode} in the index`);
    entries.push({ micr: branch.micr, ifsc: branch.ifsc, bank: bank.code, shard: shardOf(bank, branch.ifsc) });
  }
  entries.sort((a, b) => (a.micr < b.micr ? -1 : a.micr > b.micr ? 1 : a.ifsc < b.ifsc ? -1 : 1));
  const bankCodes = [...new Set(entries.map((e) => e.bank))].sort();
  const bankIds = new Map(bankCodes.map((code, i) => [code, i]));
  const byGroup = new Map<string, typeof entries>();
  for (const entry of entries) {
    const key = entry.micr.slice(0, GROUP_DIGITS);
    const group = byGroup.get(key);
    if (group) group.push(entry);
    else byGroup.set(key, [entry]);
  }
  const groups: IfscMicrFile['groups'] = {};
  for (const [key, group] of byGroup) {
    groups[key] = {
      codes: encodeDeltas(group.map((e) => Number(e.micr.slice(GROUP_DIGITS)))),
      banks: encodeUints(group.map((e) => bankIds.get(e.bank)!)),
      shards: encodeUints(group.map((e) => e.shard)),
    };
  }
  const count = new Set(entries.map((e) => e.micr)).size;
  return { format: DATASET_FILES.ifscMicr, version: DATASET_FORMAT_VERSION, edition, count, banks: bankCodes, groups };
}

/** Where a branch of a MICR code is: its bank and the number of the bank's shard that holds it. */
export interface MicrPlace {
  readonly bank: string;
  readonly shard: number;
}

/** The MICR index: each code's shards, a group decoded on its first lookup. */
export interface MicrIndex {
  /** Distinct MICR codes. */
  readonly size: number;
  /** The (bank, shard) places of a nine-digit code's branches, each once; `[]` for an unknown code. */
  places(micr: string): MicrPlace[];
}

/**
 * Reads `micr.json`: the one reader of the format.
 *
 * @example
 * readIfscMicr(file).places('700002021') // [{ bank: 'SBIN', shard: 0 }]
 */
export function readIfscMicr(file: IfscMicrFile): MicrIndex {
  checkHeader(file, DATASET_FILES.ifscMicr);
  const decoded = new Map<string, { codes: Int32Array; banks: Uint32Array; shards: Uint32Array }>();
  const groupOf = (key: string) => {
    let group = decoded.get(key);
    if (!group && Object.hasOwn(file.groups, key)) {
      const raw = file.groups[key]!;
      const codes = decodeDeltas(raw.codes);
      group = { codes, banks: decodeUints(raw.banks, codes.length), shards: decodeUints(raw.shards, codes.length) };
      decoded.set(key, group);
    }
    return group;
  };
  return {
    size: file.count,
    places(micr) {
      const group = MICR_PATTERN.test(micr) ? groupOf(micr.slice(0, GROUP_DIGITS)) : undefined;
      if (!group) return [];
      const code = Number(micr.slice(GROUP_DIGITS));
      const places: MicrPlace[] = [];
      for (let i = lowerBound(group.codes, code); i < group.codes.length && group.codes[i] === code; i++) {
        const place = { bank: file.banks[group.banks[i]!]!, shard: group.shards[i]! };
        if (!places.some((p) => p.bank === place.bank && p.shard === place.shard)) places.push(place);
      }
      return places;
    },
  };
}

/** The first position whose value is at least `value`, in an ascending array. */
function lowerBound(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
