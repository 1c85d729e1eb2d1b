import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { cleanField } from '../text/missing.js';
import { toTitleCase } from '../text/title-case.js';
import { pincodeFromAddress } from './address-pincode.js';
import { bankCategory } from './category.js';
import { normalizeIfsc } from './ifsc-code.js';
import { mapBranchState } from './state-mapping.js';
import { type BankMetadata, type Branch, type BranchRecord, type IfscSourceRow, PAYMENT_FLAGS, type PaymentFlag } from './types.js';
import { getOrCreate } from '../util/get-or-create.js';

/** The report section that IFSC findings go to. */
export const IFSC_REPORT = 'ifsc';

/**
 * A branch after the row rules, its slugs still `''` until the hierarchy fills them
 * in place (the draft becomes the {@link Branch}; copying every branch object would
 * cost more than the rest of the build).
 */
export type BranchDraft = Omit<BranchRecord, 'state' | 'district' | 'stateSlug' | 'districtSlug' | 'placedBy' | 'publishedSlug' | 'publishedDiffers'> & {
  state: string;
  district: string;
  stateSlug: string;
  districtSlug: string;
  placedBy: Branch['placedBy'];
  publishedSlug: string;
  publishedDiffers: boolean;
};

/** What the row rules read besides the row: the bank files and the PIN side. */
export interface RowContext {
  readonly meta: BankMetadata;
  readonly pincodes: PincodeDataset;
  /** Upper-case canonical state name → canonical name (see `canonicalStates`). */
  readonly canonical: ReadonlyMap<string, string>;
  /** The RBI's current full code list: a branch whose code is not in it is withdrawn. */
  readonly listed: { has(ifsc: string): boolean };
}

const STATE_MATCH_KINDS = { alias: 'state-alias', iso3166: 'state-from-iso3166', pincode: 'state-from-pincode' } as const;

/** Placement, not the row rules, decides a state from a PIN code: the row's state is what its STATE or ISO3166 column says. */
const NO_PINCODE_STATE = '';

/** The report keeps five examples per kind; building the text of the rest would only make garbage. */
const MAX_EXAMPLES = 5;

/** White space that {@link cleanField} would change: a non-space blank, a run of two, or one at either end. */
const UNCLEAN_SPACE = /[^\S ]|\s\s|^\s|\s$/;

/**
 * {@link cleanField} with a fast path: a value longer than any placeholder (`NULL`
 * is 4 characters) whose white space is already clean is returned as it is. Same
 * result, without the copies cleanField makes on every one of 2.5 million fields.
 */
function clean(value: string): string {
  return value.length > 4 && !UNCLEAN_SPACE.test(value) ? value : cleanField(value);
}

/** The upstream flags are `true`/`false`; anything else (`NA`, empty) is unknown and reads as `false`. */
function parseFlag(value: string): boolean | null {
  if (value === 'true') return true; // the common case, without the cleaning cost
  const flag = cleanField(value).toLowerCase();
  return flag === 'true' ? true : flag === 'false' ? false : null;
}

/**
 * Makes the function that applies the row rules of DESIGN.md to one IFSC row, with
 * the state of each PIN code cached across rows. A row whose IFSC is malformed, or
 * repeats the IFSC of an earlier row (the first row wins), is reported as dropped
 * and gives `null`; every repair is reported as fixed, every oddity kept as noted.
 *
 * An IFSC whose bank code is in neither `banknames.json` nor `banks.json` (a few
 * prefixes, their rows with an empty BANK column; the data report counts them) is kept:
 * the codes are real RBI codes that a user may look up, and dropping them would
 * hide branches for want of a bank name. The row is reported as `unknown-bank-code`
 * (noted) and its BANK stays `''` rather than an invented name.
 *
 * @example
 * const normalize = createRowNormalizer({ meta, pincodes, canonical }, report);
 * normalize({ line: 2, IFSC: 'sbin0000001', BANK: 'State Bank of India', … })
 * // { ifsc: 'SBIN0000001', bankCode: 'SBIN', category: 'Public Sector Bank', pincode: '700001', … }
 */
export function createRowNormalizer(context: RowContext, report: DataReport): (row: IfscSourceRow) => BranchDraft | null {
  const firstLine = new Map<string, number>();
  // Far fewer distinct DISTRICT spellings than rows: title-case each once.
  const districtNames = new Map<string, string>();
  const districtName = (raw: string) => getOrCreate(districtNames, raw, () => toTitleCase(clean(raw)));
  return (row) => {
    const notes = rowNotes(report, row.line);
    const ifsc = checkedIfsc(row, firstLine, notes);
    if (!ifsc) return null;
    const bankCode = ifsc.slice(0, 4);
    const { meta } = context;
    if (!Object.hasOwn(meta.names, bankCode) && !Object.hasOwn(meta.banks, bankCode)) notes.note('unknown-bank-code', () => ifsc);
    const category = bankCategory(Object.hasOwn(meta.banks, bankCode) ? meta.banks[bankCode]?.type : undefined);
    if (!category) notes.note('category-unknown', () => `${bankCode} type ${JSON.stringify(meta.banks[bankCode]?.type ?? null)}`);
    const address = clean(row.ADDRESS);
    const { pincode, pincodeKnown } = addressPincode(address, ifsc, context.pincodes, notes);
    const listed = context.listed.has(ifsc);
    if (!listed) notes.note('ifsc-withdrawn', () => ifsc);
    return {
      ifsc,
      bank: bankName(row, ifsc, meta, notes),
      bankCode,
      name: clean(row.BRANCH),
      address,
      contact: clean(row.CONTACT),
      city1: clean(row.CENTRE),
      city2: clean(row.CITY),
      district: districtName(row.DISTRICT),
      state: branchState(row, ifsc, context, notes),
      publishedState: clean(row.STATE),
      publishedDistrict: clean(row.DISTRICT),
      stateSlug: '',
      districtSlug: '',
      placedBy: 'unplaced',
      publishedSlug: '',
      publishedDiffers: false,
      pincode,
      pincodeKnown,
      category,
      ...paymentFlags(row, ifsc, notes),
      listed,
      micr: clean(row.MICR),
      swift: clean(row.SWIFT),
      line: row.line,
    };
  };
}

/** Report entries for one row: each kind's first examples are kept, the rest only counted. */
function rowNotes(report: DataReport, line: number) {
  const add = (kind: string, action: 'dropped' | 'fixed' | 'noted', example: () => string) =>
    report.add(IFSC_REPORT, kind, action, line, report.count(IFSC_REPORT, kind) < MAX_EXAMPLES ? example() : '');
  return {
    add,
    note: (kind: string, example: () => string) => add(kind, 'noted', example),
    fix: (kind: string, example: () => string) => add(kind, 'fixed', example),
  };
}

type RowNotes = ReturnType<typeof rowNotes>;

/** The row's IFSC upper-cased, or `null` (reported) for a malformed code or one seen before. */
function checkedIfsc(row: IfscSourceRow, firstLine: Map<string, number>, notes: RowNotes): string | null {
  const ifsc = normalizeIfsc(row.IFSC);
  if (!ifsc) {
    notes.add('malformed-ifsc', 'dropped', () => row.IFSC);
    return null;
  }
  const first = firstLine.get(ifsc);
  if (first !== undefined) {
    notes.add('duplicate-ifsc', 'dropped', () => `${ifsc} first on line ${first}`);
    return null;
  }
  firstLine.set(ifsc, row.line);
  if (ifsc !== row.IFSC) notes.fix('ifsc-normalised', () => `${JSON.stringify(row.IFSC)} → ${ifsc}`);
  return ifsc;
}

/** BANK, else the name of the code's owner (a sublet code's bank, else the prefix's bank), else `''`. */
function bankName(row: IfscSourceRow, ifsc: string, meta: RowContext['meta'], notes: RowNotes): string {
  const given = clean(row.BANK);
  if (given) return given;
  const owner = Object.hasOwn(meta.sublets, ifsc) ? meta.sublets[ifsc]! : ifsc.slice(0, 4);
  const bank = Object.hasOwn(meta.names, owner) ? cleanField(meta.names[owner]) : '';
  if (bank) notes.fix('bank-name-from-code', () => `${ifsc} → ${bank}`);
  else notes.note('bank-name-missing', () => ifsc);
  return bank;
}

/** The PIN code in the address, and whether India Post knows it. */
function addressPincode(address: string, ifsc: string, pincodes: RowContext['pincodes'], notes: RowNotes): { pincode: string; pincodeKnown: boolean } {
  const pincode = pincodeFromAddress(address);
  const pincodeKnown = pincode !== '' && pincodes.areas.has(pincode);
  if (!pincode) notes.note('pincode-missing', () => `${ifsc}: ${address}`);
  else {
    notes.note('pincode-found', () => `${ifsc}: ${pincode}`);
    if (!pincodeKnown) notes.note('pincode-unknown', () => `${ifsc}: ${pincode}`);
  }
  return { pincode, pincodeKnown };
}

/** The canonical state the row's STATE or ISO3166 column names (see {@link mapBranchState}), or `''`; placement may move it. */
function branchState(row: IfscSourceRow, ifsc: string, { canonical }: RowContext, notes: RowNotes): string {
  const rawState = clean(row.STATE);
  const mapped = mapBranchState({ state: rawState, iso3166: clean(row.ISO3166), pincodeState: NO_PINCODE_STATE }, canonical);
  if (mapped.match === 'unmapped') notes.note('state-unmapped', () => `${ifsc}: ${JSON.stringify(rawState)} ${JSON.stringify(row.ISO3166)}`);
  else if (mapped.match !== 'exact') notes.fix(STATE_MATCH_KINDS[mapped.match], () => `${JSON.stringify(rawState)} → ${mapped.state}`);
  return mapped.state;
}

/**
 * The four payment flags; an unknown one is `false` and its bit set in `unstated`. The
 * report notes each row with any (`flag-unknown`) and counts each flag per bank
 * (`flag-unknown:RTGS:SBIN`).
 */
function paymentFlags(row: IfscSourceRow, ifsc: string, notes: RowNotes): Pick<BranchDraft, 'rtgs' | 'neft' | 'imps' | 'upi' | 'unstated'> {
  const flags = { RTGS: parseFlag(row.RTGS), NEFT: parseFlag(row.NEFT), IMPS: parseFlag(row.IMPS), UPI: parseFlag(row.UPI) };
  let unstated = 0;
  for (const name of Object.keys(PAYMENT_FLAGS) as PaymentFlag[]) {
    if (flags[name] !== null) continue;
    unstated |= PAYMENT_FLAGS[name];
    notes.note(`flag-unknown:${name}:${ifsc.slice(0, 4)}`, () => ifsc);
  }
  if (unstated) notes.note('flag-unknown', () => `${ifsc}: ${(Object.keys(PAYMENT_FLAGS) as PaymentFlag[]).filter((name) => flags[name] === null).join(', ')}`);
  return { rtgs: flags.RTGS ?? false, neft: flags.NEFT ?? false, imps: flags.IMPS ?? false, upi: flags.UPI ?? false, unstated };
}
