import { type CompatEnvelope, type CompatPostOffice, nameFallback, officePlace, withPINCode } from 'india-pincode-ifsc/internal';
import { FILES, fillPattern } from '../routes.js';
import { officeTermReader } from './office-terms.js';

type ReadJson = <T>(path: string) => Promise<T | null>;

/**
 * `/api/postoffice/{NAME}`'s fallback over the site's files, when no office name holds
 * NAME's words as a run: the core's {@link nameFallback} over the office names' term
 * shards, each office read from its PIN code's file (word-run.ts imports it on a miss).
 *
 * @example
 * (await fallbackOffices('calcutta gpo', readJson))[0].Name // 'KOLKATA GPO'
 */
export async function fallbackOffices(name: string, readJson: ReadJson): Promise<CompatPostOffice[]> {
  // Read as the fallback plans: a word it takes whole reads its own shard alone.
  const reader = await officeTermReader(readJson, name, { wholeWords: true });
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
