import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SOURCES, type SourceId } from './registry.js';

/**
 * The editions file beside the sources: source id → the publisher's edition date,
 * `releases` (source id → the upstream release tag, where the publisher has one),
 * and `refreshed`, the time of the last refresh. `npm run download` and
 * `npm run refresh` write it from what the upstream says about its own data.
 */
export const EDITIONS_FILE = 'editions.json';

/** What the data says when the publisher's edition is not known: never a file's date. */
export const UNKNOWN_EDITION = 'unknown';

/** What the editions file holds. */
export type EditionsFile = Partial<Record<SourceId, string>> & { releases?: Partial<Record<SourceId, string>>; refreshed?: string };

/** The editions a dataset is built with: each side's, the IFSC release tag, and each source's. */
export interface SourceEditions {
  pincode: string;
  ifsc: string;
  /** The upstream release tag of the IFSC branch list (`v2.0.59`), the file the records come from, or `unknown`. */
  ifscRelease: string;
  sources: Record<SourceId, string>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The editions file of a sources folder, `{}` when there is none.
 *
 * @example
 * (await readEditionsFile('../shared/data')).pincodeDirectory // '2025-10-03'
 */
export async function readEditionsFile(dir: string): Promise<EditionsFile> {
  let text: string;
  try {
    text = await readFile(join(dir, EDITIONS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    return JSON.parse(text) as EditionsFile;
  } catch (error) {
    throw new Error(`${join(dir, EDITIONS_FILE)}: ${(error as Error).message}`);
  }
}

/**
 * One side's edition: the newest of its sources' dates, or `unknown` when any of them
 * is unknown (a newest date would claim a freshness the unknown file may not have).
 *
 * @example
 * sideEdition(['2026-03-01', '2026-05-01']) // '2026-05-01'
 * sideEdition(['2026-03-01', 'unknown']) // 'unknown'
 */
export function sideEdition(dates: readonly string[]): string {
  if (!dates.length || dates.some((date) => !DATE.test(date))) return UNKNOWN_EDITION;
  return dates.reduce((newest, date) => (date > newest ? date : newest));
}

/**
 * The editions of a sources folder, from its editions file only: a source it does not
 * date (or no file at all) is `unknown`; the files' own times are never read, since
 * they are those of the checkout or the copy.
 *
 * @example
 * (await sourceEditions('../shared/data')).pincode // '2025-10-03'
 * (await sourceEditions('/tmp/copy-without-editions')).ifsc // 'unknown'
 */
export async function sourceEditions(dir: string): Promise<SourceEditions> {
  const listed = await readEditionsFile(dir);
  const ids = Object.keys(SOURCES) as SourceId[];
  const sources = Object.fromEntries(ids.map((id) => [id, DATE.test(listed[id] ?? '') ? listed[id]! : UNKNOWN_EDITION])) as Record<SourceId, string>;
  const ifscIds = ids.filter((id) => id !== 'pincodeDirectory');
  return {
    pincode: sources.pincodeDirectory,
    ifsc: sideEdition(ifscIds.map((id) => sources[id])),
    ifscRelease: listed.releases?.ifscBranches || UNKNOWN_EDITION,
    sources,
  };
}

/**
 * The build's warnings about editions: one line per source whose edition is unknown.
 *
 * @example
 * editionWarnings(await sourceEditions('/tmp/copy')) // ['edition of pincodeDirectory (pincode/all_india_pincode_directory.csv) is unknown: …', …]
 */
export function editionWarnings(editions: SourceEditions): string[] {
  return (Object.entries(editions.sources) as [SourceId, string][])
    .filter(([, date]) => date === UNKNOWN_EDITION)
    .map(([id]) => `edition of ${id} (${SOURCES[id].file}) is unknown: no date for it in ${EDITIONS_FILE}; it is shown as "${UNKNOWN_EDITION}"`);
}

/**
 * Records what a download learnt of a source's edition in an editions file (in place):
 * the publisher's date and release tag, or, when the publisher did not say, no date
 * (so that the source reads as unknown rather than keeping an older file's date).
 *
 * @example
 * recordEdition(editions, 'banks', { date: '2026-05-04', release: 'v2.0.59' }); // editions.banks === '2026-05-04'
 */
export function recordEdition(editions: EditionsFile, id: SourceId, upstream: { date: string; release?: string } | null): void {
  if (upstream) editions[id] = upstream.date;
  else delete editions[id];
  const releases = { ...editions.releases };
  if (upstream?.release) releases[id] = upstream.release;
  else delete releases[id];
  if (Object.keys(releases).length) editions.releases = releases;
  else delete editions.releases;
}
