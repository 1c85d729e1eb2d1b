import { branches, ifsc, isValidIfsc, micr, searchBranches, banks } from 'india-pincode-ifsc/ifsc';
import { distance, district, nearestPostOffices, pincode, postOffices, searchPostOffices, state, states } from 'india-pincode-ifsc/pincode';
import type { ToolBackend } from './tools.js';

/**
 * The tools' backend for the stdio server: the offline `india-pincode-ifsc/pincode`
 * and `/ifsc` entries, with the dataset inside the package.
 *
 * @example
 * (await callTool('lookup_pincode', { pincode: '110001' }, OFFLINE_BACKEND)).structured.found // true
 */
export const OFFLINE_BACKEND: ToolBackend = {
  pincode,
  postOffices,
  searchPostOffices,
  nearestPostOffices,
  distance,
  states,
  state,
  district,
  ifsc,
  isValidIfsc,
  micr,
  banks,
  branches,
  searchBranches,
};
