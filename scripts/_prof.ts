import { buildPincodeDataset, DataReport } from 'india-pincode-ifsc';
import { loadPincodeRows, sourcesDir } from '@india-pincode-ifsc/sources';
const report = new DataReport();
const raw = await loadPincodeRows(sourcesDir(), report);
const t = performance.now();
buildPincodeDataset(raw, report);
console.log('build', performance.now() - t);
