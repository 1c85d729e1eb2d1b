/** The dataset files' codecs for this project's packages, besides openDataset in the public root (../index.ts); ../internal.ts exports both. */
export {
  decodeBranchParts,
  decodeBytes,
  decodeDeltas,
  decodeFixed,
  decodeUints,
  encodeBranchParts,
  encodeDeltas,
  encodeFixed,
  encodeUints,
  encodeVarintGroups,
  fixedWords,
  internStrings,
  joinLines,
  splitLines,
  VarintCursor,
} from './columns.js';
export {
  checkHeader,
  DATASET_FILES,
  DATASET_FORMAT_VERSION,
  ifscShardName,
  type DatasetHeader,
  type IfscIndexFile,
  type IfscShardFile,
  type IfscValidFile,
  type IfscMicrFile,
  type PincodeDataFile,
  type ReportFile,
  type DataSource,
} from './format.js';
export { withBranchCounts, withDistrictBanks, writePincodeData } from './write-pincode.js';
export { readPincodeData } from './read-pincode.js';
export { IFSC_SHARD_SIZE, writeIfscData, writeIfscValid } from './write-ifsc.js';
export { readIfscIndex, readIfscShard, readIfscValid, shardOf, type IfscIndexBank } from './read-ifsc.js';
export { readIfscMicr, writeIfscMicr, type MicrIndex, type MicrPlace } from './micr-file.js';
export { readReportFile, writeReportFile } from './report-file.js';
export { DATASET_PATHS, NO_CODES } from './open-dataset.js';
export { openFiles, type DatasetFiles as DatasetFileCache } from './dataset-files.js';
