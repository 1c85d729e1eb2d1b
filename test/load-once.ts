import { DEFAULT_DATASET_DIR, openDatasetDir, readPincodeRows, sourcesDir } from '@india-pincode-ifsc/sources';
import { DataReport, normalizePincodeRows, readPincodeData, writePincodeData, type PincodeDataset, type PostOfficeRecord } from 'india-pincode-ifsc/internal';

interface Loaded {
  pincodes: PincodeDataset;
  report: DataReport;
  /** The offices as the loader made them, with their source lines. */
  offices: PostOfficeRecord[];
}
let loading: Promise<Loaded> | undefined;

/** The real PIN code dataset, loaded once per test file from SOURCES_DIR (default ../shared/data), through the dataset format. */
export function pincodeData(): Promise<Loaded> {
  loading ??= (async () => {
    const report = new DataReport();
    const offices = normalizePincodeRows(await readPincodeRows(sourcesDir(), report), report);
    return { pincodes: readPincodeData(writePincodeData(offices, '')), report, offices };
  })();
  return loading;
}

let built: ReturnType<ReturnType<typeof openDatasetDir>['whole']> | undefined;

/** The dataset the site build made (DEFAULT_DATASET_DIR): what `npm start`, the site and the package answer from, branch counts and placements included. */
export function builtDataset() {
  built ??= openDatasetDir(DEFAULT_DATASET_DIR).whole();
  return built;
}

/** The PIN code side of {@link builtDataset}. */
export const builtPincodes = (): PincodeDataset => builtDataset().pincodes;
