/**
 * Test editions derived from the real sources at test time: a copy of the sources
 * folder with known changes made to it, and the changes the data diff must report.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { PostOfficeRecord } from 'india-pincode-ifsc';
import { SOURCES } from '@india-pincode-ifsc/sources';

/** A CSV field as a CSV writer quotes it. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvLine = (record: string[]) => record.map(field).join(',');

/** What the diff of the derived edition must say, and nothing else. */
export interface ExpectedChanges {
  removedOffices: { pincode: string; name: string }[];
  renamed: { pincode: string; from: string; to: string };
  changedAddresses: string[];
  addedIfsc: string[];
}

/**
 * Offices safe to change without side effects: in PIN codes of three or more offices
 * whose every office has a state and a district (nothing filled in from neighbours)
 * and a name of its own; one per PIN code.
 */
function quietOffices(offices: readonly PostOfficeRecord[], count: number): PostOfficeRecord[] {
  const byPin = new Map<string, PostOfficeRecord[]>();
  for (const office of offices) byPin.set(office.pincode, [...(byPin.get(office.pincode) ?? []), office]);
  const picked: PostOfficeRecord[] = [];
  for (const group of byPin.values()) {
    const names = new Set(group.map((o) => o.name));
    if (group.length < 3 || names.size !== group.length || group.some((o) => !o.state || !o.district)) continue;
    picked.push(group[1]!);
    if (picked.length === count) break;
  }
  return picked;
}

/** The directory with 40 offices' rows removed and one office renamed. */
async function deriveDirectory(dir: string, offices: readonly PostOfficeRecord[]): Promise<Pick<ExpectedChanges, 'removedOffices' | 'renamed'>> {
  const path = join(dir, SOURCES.pincodeDirectory.file);
  const lines = (await readFile(path, 'utf8')).split('\n');
  const [renamed, ...removed] = quietOffices(offices, 41);
  const header = lines[0]!.split(',');
  const nameColumn = header.indexOf('officename');
  const row = lines[renamed!.line - 1]!.split(',');
  row[nameColumn] = 'Testrenamed B.O';
  lines[renamed!.line - 1] = row.join(',');
  const drop = new Set(removed.map((o) => o.line - 1));
  await writeFile(path, lines.filter((_, i) => !drop.has(i)).join('\n'));
  return {
    removedOffices: removed.map((o) => ({ pincode: o.pincode, name: o.name })),
    renamed: { pincode: renamed!.pincode, from: renamed!.name, to: 'Testrenamed' },
  };
}

/** The branch list with 10 addresses changed and 5 branches added to HDFC Bank. */
async function deriveBranches(dir: string): Promise<Pick<ExpectedChanges, 'changedAddresses' | 'addedIfsc'>> {
  const path = join(dir, SOURCES.ifscBranches.file);
  const [header, ...records] = parse(await readFile(path), { relax_column_count: true }) as string[][];
  const at = (name: string) => header!.indexOf(name);
  const changed = records
    .filter((r) => /\d{6}/.test(r[at('ADDRESS')]!) && r.length === header!.length)
    .filter((_, i) => i % 5000 === 0)
    .slice(0, 10);
  for (const record of changed) record[at('ADDRESS')] = `${record[at('ADDRESS')]} NEW WING`;
  const template = records.find((r) => r[at('IFSC')]!.startsWith('HDFC'))!;
  const added = ['01', '02', '03', '04', '05'].map((n) => `HDFC0ZZZZ${n}`);
  for (const code of added) {
    const record = [...template];
    record[at('IFSC')] = code;
    record[at('BRANCH')] = `Test Branch ${code}`;
    records.push(record);
  }
  await writeFile(path, `${[header!, ...records].map(csvLine).join('\n')}\n`);
  return { changedAddresses: changed.map((r) => r[at('IFSC')]!), addedIfsc: added };
}

/**
 * Copies the sources into `dir` and derives the test edition there: 40 directory
 * rows removed, one office renamed, 10 branch addresses changed, 5 IFSCs added.
 *
 * @example
 * const expected = await deriveEdition('../shared/data', '/tmp/next', offices);
 */
export async function deriveEdition(sources: string, dir: string, offices: readonly PostOfficeRecord[]): Promise<ExpectedChanges> {
  await cp(sources, dir, { recursive: true });
  return { ...(await deriveDirectory(dir, offices)), ...(await deriveBranches(dir)) };
}

/**
 * An edition with the last 30 % of the directory's rows cut off, as a truncated
 * download would leave it.
 *
 * @example
 * await cutEdition('../shared/data', '/tmp/cut');
 */
export async function cutEdition(sources: string, dir: string): Promise<void> {
  await cp(sources, dir, { recursive: true });
  const path = join(dir, SOURCES.pincodeDirectory.file);
  const lines = (await readFile(path, 'utf8')).split('\n');
  await writeFile(path, `${lines.slice(0, Math.floor(lines.length * 0.7)).join('\n')}\n`);
}

/**
 * An edition whose branch list renamed a needed column (`IFSC` → `IFSC_CODE`).
 *
 * @example
 * await renamedColumnEdition('../shared/data', '/tmp/renamed');
 */
export async function renamedColumnEdition(sources: string, dir: string): Promise<void> {
  await cp(sources, dir, { recursive: true });
  const path = join(dir, SOURCES.ifscBranches.file);
  const text = await readFile(path, 'utf8');
  await writeFile(path, text.replace(/^BANK,IFSC,/, 'BANK,IFSC_CODE,'));
}
