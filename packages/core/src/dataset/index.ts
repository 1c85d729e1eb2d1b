export { decodeDeltas, decodeUints, encodeDeltas, encodeUints, internStrings, joinLines, splitLines } from './columns.js';
export { checkHeader, DATASET_FILES, DATASET_FORMAT_VERSION, type DatasetHeader, type PincodeDataFile } from './format.js';
export { writePincodeData } from './write-pincode.js';
export { readPincodeData } from './read-pincode.js';
