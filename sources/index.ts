export { SOURCES, sourcesDir, type SourceFile, type SourceId } from './registry.js';
export { readCsv, readJson, SourceError, type CsvRow } from './read-csv.js';
export { loadPincodeRows, loadPincodeDataset } from './load.js';
export { loadIfscDataset } from './load-ifsc.js';
export { buildDataset, DATASET_PATHS, DEFAULT_DATASET_DIR, openDataset, readDatasetFiles, writeDatasetDir, type DatasetFiles } from './dataset.js';
export { EDITIONS_FILE, sourceEditions } from './editions.js';
