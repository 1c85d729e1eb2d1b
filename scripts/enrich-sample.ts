/**
 * Test and benchmark inputs for `enrich`, made from the real dataset: real PIN codes
 * and IFSCs in a seeded random order, with a share of bad codes of each kind
 * (malformed, unknown, and IFSCs in the RBI list without a branch record).
 */
import { ifscDataset } from 'india-pincode-ifsc/ifsc';
import { pincodeDataset } from 'india-pincode-ifsc/pincode';

export { seededRandom as seeded } from '../test/seeded-random.js';

export interface CodePools {
  pincodes: string[];
  unknownPincodes: string[];
  ifscs: string[];
  validWithoutDetails: string[];
  unknownIfscs: string[];
}

/** Every PIN code and branch IFSC of the packaged dataset, and codes of each bad kind. */
export async function codePools(): Promise<CodePools> {
  const pincodes = [...pincodeDataset.areas.keys()];
  const known = new Set(pincodes);
  const unknownPincodes: string[] = [];
  for (let n = 100000; unknownPincodes.length < 500; n += 997) if (!known.has(String(n))) unknownPincodes.push(String(n));
  const dataset = await ifscDataset();
  const ifscs = [...dataset.branches.keys()];
  const validWithoutDetails = [...dataset.validCodes].filter((code) => !dataset.branches.has(code)).slice(0, 2000);
  const unknownIfscs = ifscs
    .slice(0, 500)
    .map((code) => `${code.slice(0, 5)}ZZ${code.slice(7)}`)
    .filter((c) => !dataset.validCodes.has(c) && !dataset.branches.has(c));
  return { pincodes, unknownPincodes, ifscs, validWithoutDetails, unknownIfscs };
}

export const MALFORMED_PINCODES = ['12345', '1100011', 'ABCDEF', '', '011000', '11 0001', 'n/a'];
export const MALFORMED_IFSCS = ['SBIN000001', 'SBIN1000001', '12340000001', '', 'HDFC-0000001', 'not an ifsc'];
