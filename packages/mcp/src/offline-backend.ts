import * as ifscEntry from 'india-pincode-ifsc/ifsc';
import { lookupFunctions } from 'india-pincode-ifsc/operations';
import * as pincodeEntry from 'india-pincode-ifsc/pincode';
import type { ToolBackend } from './tools.js';

/**
 * The tools' backend for the stdio server: the offline `india-pincode-ifsc/pincode`
 * and `/ifsc` entries, with the dataset inside the package.
 *
 * @example
 * (await callTool('lookup_pincode', { pincode: '110001' }, OFFLINE_BACKEND)).structured.found // true
 */
export const OFFLINE_BACKEND: ToolBackend = lookupFunctions(pincodeEntry, ifscEntry);
