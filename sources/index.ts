export { datasetSources, SOURCES, sourcesDir, type SourceFile, type SourceId } from './registry.js';
export { readCsv, readJson, SourceError, type CsvRow } from './read-csv.js';
export { readPincodeRows, buildPincodeFromSources } from './load.js';
export { buildIfscFromSources, readBankMetadata, readIfscRows } from './load-ifsc.js';
export { DISTRICT_RENAMES } from './district-renames.js';
export {
  buildDataset,
  datasetDirReader,
  DEFAULT_DATASET_DIR,
  openDatasetDir,
  openDatasetDirAsync,
  openDatasetFiles,
  readDatasetFiles,
  writeDatasetDir,
  type DatasetFiles,
} from './dataset.js';
export { EDITIONS_FILE, sourceEditions } from './editions.js';
export { replaceFolder } from './replace-folder.js';
export { diffEditions, diffMarkdown, isEmptyDiff, type Edition, type EditionDiff, type Editions } from './edition-diff.js';
export { checkSourceFile, editionProblems, GUARD_RAILS, OVERRIDES, RefusedEdition, type Override } from './guard-rails.js';
