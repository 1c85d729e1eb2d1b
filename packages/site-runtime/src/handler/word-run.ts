import { type ApiResponse, compatError, compatSuccess, containsRun, type CompatEnvelope, type CompatPostOffice, nameWords } from 'india-pincode-ifsc/internal';
import { FILES, fillPattern } from '../routes.js';

type ReadJson = <T>(path: string) => Promise<T | null>;

/**
 * `/api/postoffice/{NAME}` over the one-file-per-word layout: a one-word name is its
 * word's file; a longer name is the offices of its rarest word's file whose names
 * hold all its words in a run. The files are sorted as the core sorts, so filtering
 * keeps the core's order and the answer equals the core's. When no name holds the
 * words, the core's fallback ({@link nameFallback}) over the term shards.
 *
 * @example
 * await answerWordRun('Baroda House', readJson); // the compatible envelope
 */
export async function answerWordRun(name: string, readJson: ReadJson): Promise<ApiResponse> {
  const words = nameWords(name);
  if (words.length === 0) return compatError(404);
  const files = await Promise.all(
    [...new Set(words)].map((word) => readJson<CompatEnvelope>(fillPattern(FILES.compatPostOffice, { name: encodeURIComponent(word) }))),
  );
  const matches = files.some((file) => file === null)
    ? []
    : wordRun(
        files.map((file) => file![0].PostOffice ?? []),
        words,
      );
  if (matches.length > 0) return compatSuccess(matches);
  // Imported when a name misses (a chunk of the edge worker): most names are found as runs, and every isolate would compile the matcher.
  const fallback = await (await import('./name-fallback.js')).fallbackOffices(name, readJson);
  return fallback.length > 0 ? compatSuccess(fallback) : compatError(404);
}

/** The offices of the rarest word's list whose names hold all the words in a run. */
function wordRun(lists: readonly CompatPostOffice[][], words: readonly string[]): CompatPostOffice[] {
  const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  return words.length === 1 ? rarest : rarest.filter((office) => containsRun(nameWords(office.Name), words));
}
