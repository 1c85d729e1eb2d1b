import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SOURCES, type SourceId } from './registry.js';

/**
 * The editions file `npm run refresh` writes beside the sources: source id → edition
 * date, and `refreshed`, the time of the last refresh.
 */
export const EDITIONS_FILE = 'editions.json';

/** What the editions file holds. */
export type EditionsFile = Partial<Record<SourceId, string>> & { refreshed?: string };

/**
 * The editions file of a sources folder, `{}` when there is none.
 *
 * @example
 * (await readEditionsFile('../shared/data')).refreshed // undefined: never refreshed
 */
export async function readEditionsFile(dir: string): Promise<EditionsFile> {
  try {
    return JSON.parse(await readFile(join(dir, EDITIONS_FILE), 'utf8')) as EditionsFile;
  } catch {
    // No editions file: the files' dates stand in.
    return {};
  }
}

/**
 * The edition date of each dataset side: from `editions.json` in the sources folder
 * when it names one, else the newest modification date of that side's files.
 *
 * @example
 * await sourceEditions('../shared/data') // { pincode: '2025-10-03', ifsc: '2026-05-01' }
 */
export async function sourceEditions(dir: string): Promise<{ pincode: string; ifsc: string }> {
  const listed = await readEditionsFile(dir);
  const sideOf = (id: SourceId) => (id === 'pincodeDirectory' ? 'pincode' : 'ifsc');
  const editions = { pincode: '', ifsc: '' };
  for (const [id, source] of Object.entries(SOURCES) as [SourceId, (typeof SOURCES)[SourceId]][]) {
    const date = listed[id] ?? (await stat(join(dir, source.file))).mtime.toISOString().slice(0, 10);
    const side = sideOf(id);
    if (date > editions[side]) editions[side] = date;
  }
  return editions;
}
