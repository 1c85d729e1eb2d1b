import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DataReport, IfscDataset, PincodeDataset } from 'india-pincode-ifsc';
import { buildDataset, openDatasetDir, openDatasetFiles } from '@india-pincode-ifsc/sources';

/** What the commands read, loaded only as far as a command needs it. */
export interface CliData {
  pincodes(): Promise<PincodeDataset>;
  /** With a bank (code, slug or name), only that bank's branches may be loaded. */
  ifsc(bank?: string): Promise<IfscDataset>;
  report(): Promise<DataReport>;
}

/** The data folder of the installed `india-pincode-ifsc` package (the files its entries read). */
export function packagedDataDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('india-pincode-ifsc/package.json')), 'data');
}

/**
 * The dataset shipped inside the `india-pincode-ifsc` package: no sources needed.
 * A PIN lookup reads the PIN file, an IFSC lookup one bank's shards.
 *
 * @example
 * (await packagedData().pincodes()).areas.has('110001') // true
 */
export function packagedData(): CliData {
  return {
    pincodes: async () => (await import('india-pincode-ifsc/pincode')).pincodeDataset,
    ifsc: async (bank) => (await import('india-pincode-ifsc/ifsc')).ifscDataset(bank),
    report: async () => openDatasetDir(packagedDataDir()).report().report,
  };
}

/**
 * A sources folder read afresh (the India Post CSV and the RBI files), for data newer
 * than the package's.
 *
 * @example
 * await sourcesData('../shared/data').ifsc();
 */
export function sourcesData(dir: string): CliData {
  // Both sides, as the dataset build makes them: a PIN code's answer counts its bank branches.
  let whole: Promise<{ pincodes: PincodeDataset; ifsc: IfscDataset; report: DataReport }> | undefined;
  const load = () => {
    whole ??= buildDataset(dir).then(({ files, report }) => ({ ...openDatasetFiles(files).whole(), report }));
    return whole;
  };
  return {
    pincodes: async () => (await load()).pincodes,
    ifsc: async () => (await load()).ifsc,
    report: async () => (await load()).report,
  };
}
