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
export { withBranchCounts, writePincodeData } from './write-pincode.js';
export { readPincodeData } from './read-pincode.js';
export { IFSC_SHARD_SIZE, writeIfscData, writeIfscValid } from './write-ifsc.js';
export { readIfscIndex, readIfscShard, readIfscValid, shardOf, type IfscIndexBank } from './read-ifsc.js';
export { readIfscMicr, writeIfscMicr, type MicrIndex, type MicrPlace } from './micr-file.js';
export { type DataDates, readReportFile, writeReportFile } from './report-file.js';
export {
  DATASET_PATHS,
  openDataset,
  type AsyncDatasetReader,
  type BankDatasetOptions,
  type Dataset,
  type DatasetContent,
  type DatasetReport,
  type OpenOptions,
  type Read,
  type SyncDatasetReader,
  type WholeDataset,
} from './open-dataset.js';
export { openFiles, type DatasetFiles as DatasetFileCache } from './dataset-files.js';
