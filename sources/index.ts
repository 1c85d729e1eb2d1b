export { SOURCES, sourcesDir, type SourceFile, type SourceId } from './registry.js';
export { readCsv, readJson, SourceError, type CsvRow } from './read-csv.js';
export { loadPincodeRows, loadPincodeDataset } from './load.js';
export { loadIfscDataset } from './load-ifsc.js';
