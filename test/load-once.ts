import { loadPincodeDataset } from '@india-pincode-ifsc/sources';

type Loaded = Awaited<ReturnType<typeof loadPincodeDataset>>;
let loading: Promise<Loaded> | undefined;

/** The real PIN code dataset, loaded once per test file from SOURCES_DIR (default ../shared/data). */
export function pincodeData(): Promise<Loaded> {
  loading ??= loadPincodeDataset();
  return loading;
}
