import type { PincodeDataset } from '../pincode/types.js';
import type { DataReport } from '../report.js';
import { cleanField } from '../text/missing.js';
import { toTitleCase } from '../text/title-case.js';
import { pincodeFromAddress } from './address-pincode.js';
import { bankCategory } from './category.js';
import { normalizeIfsc } from './ifsc-code.js';
import { mapBranchState } from './state-mapping.js';
import type { BankMetadata, BranchRecord, IfscSourceRow } from './types.js';
import { getOrCreate } from '../util/get-or-create.js';

/** The report section that IFSC findings go to. */
export const IFSC_REPORT = 'ifsc';

/**
 * A branch after the row rules, its slugs still `''` until the hierarchy fills them
 * in place (the draft becomes the {@link Branch}; copying 160,000 objects would cost
 * more than the rest of the build).
 */
export type BranchDraft = Omit<BranchRecord, 'stateSlug' | 'districtSlug'> & { stateSlug: string; districtSlug: string };

/** What the row rules read besides the row: the bank files and the PIN side. */
export interface RowContext {
  readonly meta: BankMetadata;
  readonly pincodes: PincodeDataset;
  /** Upper-case canonical state name → canonical name (see `canonicalStates`). */
  readonly canonical: ReadonlyMap<string, string>;
}

const STATE_MATCH_KINDS = { alias: 'state-alias', iso3166: 'state-from-iso3166', pincode: 'state-from-pincode' } as const;

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

/** The states of a PIN code's offices (52 PIN codes span two), cached per PIN. */
function pincodeStates(pincodes: PincodeDataset, pincode: string, cache: Map<string, ReadonlySet<string>>): ReadonlySet<string> {
  let states = cache.get(pincode);
  if (!states) {
    states = new Set((pincodes.pincodes.get(pincode)?.offices ?? []).map((office) => office.state).filter(Boolean));
    cache.set(pincode, states);
  }
  return states;
}

/**
 * Makes the function that applies the row rules of DESIGN.md to one IFSC row, with
 * the state of each PIN code cached across rows. A row whose IFSC is malformed, or
 * repeats the IFSC of an earlier row (the first row wins), is reported as dropped
 * and gives `null`; every repair is reported as fixed, every oddity kept as noted.
 *
 * An IFSC whose bank code is in neither `banknames.json` nor `banks.json` (16
 * prefixes, 499 rows in the 2026 data, all with an empty BANK column) is kept:
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
  const { meta, pincodes, canonical } = context;
  const stateCache = new Map<string, ReadonlySet<string>>();
  const firstLine = new Map<string, number>();
  // 26,000 distinct DISTRICT spellings over 160,000 rows: title-case each once.
  const districtNames = new Map<string, string>();
  const districtName = (raw: string) => getOrCreate(districtNames, raw, () => toTitleCase(clean(raw)));
  return (row) => {
    const add = (kind: string, action: 'dropped' | 'fixed' | 'noted', example: () => string) =>
      report.add(IFSC_REPORT, kind, action, row.line, report.count(IFSC_REPORT, kind) < MAX_EXAMPLES ? example() : '');
    const note = (kind: string, example: () => string) => add(kind, 'noted', example);
    const fix = (kind: string, example: () => string) => add(kind, 'fixed', example);

    const ifsc = normalizeIfsc(row.IFSC);
    if (!ifsc) {
      add('malformed-ifsc', 'dropped', () => row.IFSC);
      return null;
    }
    const first = firstLine.get(ifsc);
    if (first !== undefined) {
      add('duplicate-ifsc', 'dropped', () => `${ifsc} first on line ${first}`);
      return null;
    }
    firstLine.set(ifsc, row.line);
    if (ifsc !== row.IFSC) fix('ifsc-normalised', () => `${JSON.stringify(row.IFSC)} → ${ifsc}`);
    const bankCode = ifsc.slice(0, 4);
    const knownBank = Object.hasOwn(meta.names, bankCode) || Object.hasOwn(meta.banks, bankCode);
    if (!knownBank) note('unknown-bank-code', () => ifsc);

    let bank = clean(row.BANK);
    if (!bank) {
      // A sublet code belongs to the bank sublet.json names, not to the prefix's bank.
      const owner = Object.hasOwn(meta.sublets, ifsc) ? meta.sublets[ifsc]! : bankCode;
      bank = Object.hasOwn(meta.names, owner) ? cleanField(meta.names[owner]) : '';
      if (bank) fix('bank-name-from-code', () => `${ifsc} → ${bank}`);
      else note('bank-name-missing', () => ifsc);
    }

    const category = bankCategory(Object.hasOwn(meta.banks, bankCode) ? meta.banks[bankCode]?.type : undefined);
    if (!category) note('category-unknown', () => `${bankCode} type ${JSON.stringify(meta.banks[bankCode]?.type ?? null)}`);

    const address = clean(row.ADDRESS);
    const pincode = pincodeFromAddress(address);
    const pincodeKnown = pincode !== '' && pincodes.pincodes.has(pincode);
    if (!pincode) note('pincode-missing', () => `${ifsc}: ${address}`);
    else {
      note('pincode-found', () => `${ifsc}: ${pincode}`);
      if (!pincodeKnown) note('pincode-unknown', () => `${ifsc}: ${pincode}`);
    }

    const rawState = clean(row.STATE);
    const mapped = mapBranchState(
      { state: rawState, iso3166: clean(row.ISO3166), pincodeState: (pincodeKnown && pincodes.pincodes.get(pincode)?.state) || '' },
      canonical,
    );
    if (mapped.match === 'unmapped') note('state-unmapped', () => `${ifsc}: ${JSON.stringify(rawState)} ${JSON.stringify(row.ISO3166)}`);
    else if (mapped.match !== 'exact') fix(STATE_MATCH_KINDS[mapped.match], () => `${JSON.stringify(rawState)} → ${mapped.state}`);
    if (mapped.state && pincodeKnown && !pincodeStates(pincodes, pincode, stateCache).has(mapped.state)) {
      note('pincode-state-mismatch', () => `${ifsc}: ${pincode} is not in ${mapped.state}`);
    }

    const rtgs = parseFlag(row.RTGS);
    const neft = parseFlag(row.NEFT);
    const imps = parseFlag(row.IMPS);
    const upi = parseFlag(row.UPI);
    if (rtgs === null || neft === null || imps === null || upi === null) {
      note(
        'flag-unknown',
        () =>
          `${ifsc}: ${Object.entries({ RTGS: rtgs, NEFT: neft, IMPS: imps, UPI: upi })
            .filter(([, v]) => v === null)
            .map(([k]) => k)
            .join(', ')}`,
      );
    }

    return {
      ifsc,
      bank,
      bankCode,
      name: clean(row.BRANCH),
      address,
      contact: clean(row.CONTACT),
      city1: clean(row.CENTRE),
      city2: clean(row.CITY),
      district: districtName(row.DISTRICT),
      state: mapped.state,
      stateSlug: '',
      districtSlug: '',
      pincode,
      pincodeKnown,
      category,
      rtgs: rtgs ?? false,
      neft: neft ?? false,
      imps: imps ?? false,
      upi: upi ?? false,
      micr: clean(row.MICR),
      swift: clean(row.SWIFT),
      line: row.line,
    };
  };
}
