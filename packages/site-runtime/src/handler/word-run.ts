import { compatError, compatSuccess, containsRun, nameWords, type ApiResponse, type CompatEnvelope } from 'india-pincode-ifsc/internal';
import { FILES, fillPattern } from '../routes.js';

type ReadJson = <T>(path: string) => Promise<T | null>;

/**
 * `/api/postoffice/{NAME}` over the one-file-per-word layout: a one-word name is its
 * word's file; a longer name is the offices of its rarest word's file whose names
 * hold all its words in a run. The files are sorted as the core sorts, so filtering
 * keeps the core's order and the answer equals the core's.
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
  if (files.some((file) => file === null)) return compatError(404);
  const lists = files.map((file) => file![0].PostOffice ?? []);
  const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  const matches = words.length === 1 ? rarest : rarest.filter((office) => containsRun(nameWords(office.Name), words));
  return matches.length ? compatSuccess(matches) : compatError(404);
}
