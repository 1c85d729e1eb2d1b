import {
  type ApiResponse,
  compatError,
  compatSuccess,
  containsRun,
  type CompatEnvelope,
  type CompatPostOffice,
  nameFallback,
  nameWords,
  officePlace,
  withPINCode,
} from 'india-pincode-ifsc/internal';
import { FILES, fillPattern } from '../routes.js';
import { officeTermReader } from './office-terms.js';

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
  const fallback = await fallbackOffices(name, readJson);
  return fallback.length > 0 ? compatSuccess(fallback) : compatError(404);
}

/** The offices of the rarest word's list whose names hold all the words in a run. */
function wordRun(lists: readonly CompatPostOffice[][], words: readonly string[]): CompatPostOffice[] {
  const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  return words.length === 1 ? rarest : rarest.filter((office) => containsRun(nameWords(office.Name), words));
}

/** The fallback's offices, each read from its PIN code's file. */
async function fallbackOffices(name: string, readJson: ReadJson): Promise<CompatPostOffice[]> {
  const reader = await officeTermReader(readJson, name);
  if (!reader) return [];
  return Promise.all(
    nameFallback(name, reader).map(async (item) => {
      const { pincode, index } = officePlace(item[1]);
      const area = await readJson<CompatEnvelope>(fillPattern(FILES.compatPincode, { pin: pincode }));
      const office = area?.[0].PostOffice?.[index];
      if (!office) throw new Error(`postoffice: ${item[2]} is not office ${index} of PIN code ${pincode}: the term shards are not of this build`);
      return withPINCode(office);
    }),
  );
}
