/**
 * What changed between two editions of the data: PIN codes, offices, IFSCs, branches
 * and banks, as a JSON-ready object ({@link diffEditions}) and as Markdown for people
 * ({@link diffMarkdown}). The refresh writes both; `npm run data:diff` prints them.
 */
import { type Branch, getOrCreate, type IfscDataset, type PincodeDataset, type PostOffice } from 'india-pincode-ifsc/internal';

/** The edition dates of both sources. */
export interface Editions {
  readonly pincode: string;
  readonly ifsc: string;
}

/** One side of a comparison: both datasets and their editions. */
export interface Edition {
  readonly pincodes: PincodeDataset;
  readonly ifsc: IfscDataset;
  readonly editions: Editions;
}

export interface FieldChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface OfficeRef {
  pincode: string;
  name: string;
}

export interface EditionDiff {
  editions: { from: Editions; to: Editions };
  pincodes: { added: string[]; removed: string[] };
  offices: {
    added: OfficeRef[];
    removed: OfficeRef[];
    /** Same PIN code and the same other fields, another name. */
    renamed: { pincode: string; from: string; to: string }[];
    /** Same name and office fields, another PIN code. */
    moved: { name: string; from: string; to: string }[];
    changed: (OfficeRef & { changes: FieldChange[] })[];
  };
  ifsc: { added: string[]; removed: string[]; changed: { ifsc: string; changes: FieldChange[] }[] };
  banks: { added: { code: string; name: string }[]; removed: { code: string; name: string }[]; renamed: { code: string; from: string; to: string }[] };
}

const OFFICE_FIELDS = ['branchType', 'deliveryStatus', 'district', 'state', 'latitude', 'longitude'] as const satisfies readonly (keyof PostOffice)[];
const BRANCH_FIELDS = ['name', 'address', 'contact', 'micr', 'pincode', 'rtgs', 'neft', 'imps', 'upi'] as const satisfies readonly (keyof Branch)[];

function changesOf<T, K extends keyof T & string>(from: T, to: T, fields: readonly K[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (from[field] !== to[field]) changes.push({ field, from: from[field] as FieldChange['from'], to: to[field] as FieldChange['to'] });
  }
  return changes;
}

function officesByKey(pincodes: PincodeDataset): Map<string, PostOffice[]> {
  const byKey = new Map<string, PostOffice[]>();
  for (const area of pincodes.areas.values()) {
    for (const office of area.offices) getOrCreate(byKey, `${office.pincode}\t${office.name}`, () => []).push(office);
  }
  return byKey;
}

/** What identifies an office apart from its name (for renames) or its PIN code (for moves). */
const withoutName = (o: PostOffice) => [o.pincode, o.branchType, o.deliveryStatus, o.division, o.district, o.state, o.latitude, o.longitude].join('\t');
const withoutPincode = (o: PostOffice) => [o.name, o.branchType, o.deliveryStatus, o.division, o.district, o.state].join('\t');

/** Pairs removed and added offices that share a signature; takes each pair out of both lists. */
function pairUp(removed: PostOffice[], added: PostOffice[], signature: (o: PostOffice) => string): [PostOffice, PostOffice][] {
  const waiting = new Map<string, PostOffice[]>();
  for (const office of added) getOrCreate(waiting, signature(office), () => []).push(office);
  const pairs: [PostOffice, PostOffice][] = [];
  const taken = new Set<PostOffice>();
  for (const office of removed) {
    const match = waiting.get(signature(office))?.shift();
    if (!match) continue;
    pairs.push([office, match]);
    taken.add(office).add(match);
  }
  for (const list of [removed, added]) list.splice(0, list.length, ...list.filter((o) => !taken.has(o)));
  return pairs;
}

function diffOffices(from: PincodeDataset, to: PincodeDataset): EditionDiff['offices'] {
  const [before, after] = [officesByKey(from), officesByKey(to)];
  const removed: PostOffice[] = [];
  const added: PostOffice[] = [];
  const changed: EditionDiff['offices']['changed'] = [];
  for (const [key, olds] of before) {
    const news = after.get(key) ?? [];
    olds.forEach((old, i) => {
      const now = news[i];
      if (!now) {
        removed.push(old);
        return;
      }
      const changes = changesOf(old, now, OFFICE_FIELDS);
      if (changes.length) changed.push({ pincode: old.pincode, name: old.name, changes });
    });
  }
  for (const [key, news] of after) added.push(...news.slice(before.get(key)?.length ?? 0));
  const renamed = pairUp(removed, added, withoutName).map(([old, now]) => ({ pincode: old.pincode, from: old.name, to: now.name }));
  const moved = pairUp(removed, added, withoutPincode).map(([old, now]) => ({ name: old.name, from: old.pincode, to: now.pincode }));
  const ref = (o: PostOffice): OfficeRef => ({ pincode: o.pincode, name: o.name });
  return { added: added.map(ref), removed: removed.map(ref), renamed, moved, changed };
}

function diffBranches(from: IfscDataset, to: IfscDataset): EditionDiff['ifsc'] {
  const diff: EditionDiff['ifsc'] = { added: [], removed: [], changed: [] };
  for (const [code, old] of from.branches) {
    const now = to.branches.get(code);
    if (!now) diff.removed.push(code);
    else {
      const changes = changesOf(old, now, BRANCH_FIELDS);
      if (changes.length) diff.changed.push({ ifsc: code, changes });
    }
  }
  for (const code of to.branches.keys()) if (!from.branches.has(code)) diff.added.push(code);
  return diff;
}

function diffBanks(from: IfscDataset, to: IfscDataset): EditionDiff['banks'] {
  const diff: EditionDiff['banks'] = { added: [], removed: [], renamed: [] };
  for (const bank of from.banks) {
    const now = to.banksByCode.get(bank.code);
    if (!now) diff.removed.push({ code: bank.code, name: bank.name });
    else if (now.name !== bank.name) diff.renamed.push({ code: bank.code, from: bank.name, to: now.name });
  }
  for (const bank of to.banks) if (!from.banksByCode.has(bank.code)) diff.added.push({ code: bank.code, name: bank.name });
  return diff;
}

/**
 * Compares two editions. Offices are matched by PIN code and name; an office gone
 * from a PIN code and one come to it with every other field the same is a rename, and
 * one gone from a PIN code and come to another under the same name is a move.
 *
 * @example
 * diffEditions(previous, current).pincodes.added // ['110099']
 */
export function diffEditions(from: Edition, to: Edition): EditionDiff {
  const pins = (e: Edition) => new Set(e.pincodes.areas.keys());
  const [oldPins, newPins] = [pins(from), pins(to)];
  return {
    editions: { from: from.editions, to: to.editions },
    pincodes: { added: [...newPins].filter((p) => !oldPins.has(p)), removed: [...oldPins].filter((p) => !newPins.has(p)) },
    offices: diffOffices(from.pincodes, to.pincodes),
    ifsc: diffBranches(from.ifsc, to.ifsc),
    banks: diffBanks(from.ifsc, to.ifsc),
  };
}

/** Whether the diff holds any change at all. */
export function isEmptyDiff(diff: EditionDiff): boolean {
  const { editions: _editions, ...kinds } = diff;
  return Object.values(kinds).every((kind) => Object.values(kind).every((list) => (list as unknown[]).length === 0));
}

const show = (value: FieldChange['from']) => (value === '' || value === null ? '—' : String(value));
const fieldChanges = (changes: FieldChange[]) => changes.map((c) => `${c.field} ${show(c.from)} → ${show(c.to)}`).join('; ');

/**
 * The diff as Markdown: a heading with both editions, the counts of every kind, then
 * the first `limit` items of each kind that has any.
 *
 * @example
 * diffMarkdown(diff, 20).split('\n')[0] // '## PIN codes 2025-10-03 → 2025-11-03, IFSC 2026-05-01 → 2026-06-01'
 */
export function diffMarkdown(diff: EditionDiff, limit = 20): string {
  const { from, to } = diff.editions;
  const sections: [string, string[]][] = [
    ['PIN codes added', diff.pincodes.added],
    ['PIN codes removed', diff.pincodes.removed],
    ['Offices added', diff.offices.added.map((o) => `${o.name} (${o.pincode})`)],
    ['Offices removed', diff.offices.removed.map((o) => `${o.name} (${o.pincode})`)],
    ['Offices renamed', diff.offices.renamed.map((o) => `${o.from} → ${o.to} (${o.pincode})`)],
    ['Offices moved to another PIN code', diff.offices.moved.map((o) => `${o.name}: ${o.from} → ${o.to}`)],
    ['Offices changed', diff.offices.changed.map((o) => `${o.name} (${o.pincode}): ${fieldChanges(o.changes)}`)],
    ['IFSCs added', diff.ifsc.added],
    ['IFSCs removed', diff.ifsc.removed],
    ['Branches changed', diff.ifsc.changed.map((b) => `${b.ifsc}: ${fieldChanges(b.changes)}`)],
    ['Banks added', diff.banks.added.map((b) => `${b.code} ${b.name}`)],
    ['Banks removed', diff.banks.removed.map((b) => `${b.code} ${b.name}`)],
    ['Banks renamed', diff.banks.renamed.map((b) => `${b.code}: ${b.from} → ${b.to}`)],
  ];
  const lines = [`## PIN codes ${from.pincode} → ${to.pincode}, IFSC ${from.ifsc} → ${to.ifsc}`, '', '| change | count |', '|---|---|'];
  for (const [title, items] of sections) lines.push(`| ${title} | ${items.length.toLocaleString('en-US')} |`);
  for (const [title, items] of sections) {
    if (!items.length) continue;
    lines.push('', `### ${title}${items.length > limit ? ` (first ${limit} of ${items.length.toLocaleString('en-US')})` : ''}`, '');
    for (const item of items.slice(0, limit)) lines.push(`- ${item.replaceAll('|', '\\|')}`);
  }
  return `${lines.join('\n')}\n`;
}
