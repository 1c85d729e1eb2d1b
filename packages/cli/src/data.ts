import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DataReport, IfscDataset, PincodeDataset } from 'india-pincode-ifsc';
import { createSiteUrls, datasetFunctions } from 'india-pincode-ifsc/internal';
import { IFSC_FUNCTIONS, type LookupFunctions, PINCODE_FUNCTIONS } from 'india-pincode-ifsc/operations';
import { buildDataset, openDatasetDir, openDatasetFiles } from '@india-pincode-ifsc/sources';

/** What the commands read, loaded only as far as a command needs it. */
export interface CliData {
  /** The lookup functions, their answers' links under `baseUrl`. */
  functions(baseUrl: string): LookupFunctions;
  pincodes(): Promise<PincodeDataset>;
  report(): Promise<DataReport>;
}

/** The data folder of the installed `india-pincode-ifsc` package (the files its entries read). */
export function packagedDataDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('india-pincode-ifsc/package.json')), 'data');
}

/**
 * The named functions of a set that is loaded on the first call of any of them (an
 * entry of the package, or datasets built from sources), so that a PIN code lookup never
 * reads the IFSC side.
 */
function deferred<Name extends keyof LookupFunctions>(names: readonly Name[], load: () => Promise<Pick<LookupFunctions, Name>>) {
  let loaded: Promise<Pick<LookupFunctions, Name>> | undefined;
  const functions = () => {
    loaded ??= load();
    return loaded;
  };
  type AnyFunction = (...args: unknown[]) => unknown;
  const call =
    (name: Name) =>
    async (...args: unknown[]) =>
      ((await functions())[name] as AnyFunction)(...args);
  return Object.fromEntries(names.map((name) => [name, call(name)])) as unknown as Pick<LookupFunctions, Name>;
}

/** An entry of the package with its links under `baseUrl`. */
const entryAt = <Entry extends { setBaseUrl(baseUrl: string): void }>(entry: Promise<Entry>, baseUrl: string) =>
  entry.then((functions) => {
    functions.setBaseUrl(baseUrl);
    return functions;
  });

/**
 * The dataset shipped inside the `india-pincode-ifsc` package: no sources needed.
 * A PIN lookup reads the PIN file, an IFSC lookup one bank's shards.
 *
 * @example
 * (await packagedData().functions('https://pin.example.org').pincode('110001'))?.count // 23
 */
export function packagedData(): CliData {
  return {
    functions: (baseUrl) => ({
      ...deferred(PINCODE_FUNCTIONS, () => entryAt(import('india-pincode-ifsc/pincode'), baseUrl)),
      ...deferred(IFSC_FUNCTIONS, () => entryAt(import('india-pincode-ifsc/ifsc'), baseUrl)),
    }),
    pincodes: async () => (await import('india-pincode-ifsc/pincode')).pincodeDataset,
    report: async () => openDatasetDir(packagedDataDir()).report().report,
  };
}

/**
 * A sources folder read afresh (the India Post CSV and the RBI files), for data newer
 * than the package's.
 *
 * @example
 * await sourcesData('../shared/data').pincodes();
 */
export function sourcesData(dir: string): CliData {
  // Both sides, as the dataset build makes them: a PIN code's answer counts its bank branches.
  let whole: Promise<{ pincodes: PincodeDataset; ifsc: IfscDataset; report: DataReport }> | undefined;
  const load = () => {
    whole ??= buildDataset(dir).then(({ files, report }) => ({ ...openDatasetFiles(files).whole(), report }));
    return whole;
  };
  return {
    functions: (baseUrl) =>
      deferred([...PINCODE_FUNCTIONS, ...IFSC_FUNCTIONS], async () => {
        const { pincodes, ifsc } = await load();
        return datasetFunctions(pincodes, async () => ifsc, createSiteUrls(baseUrl));
      }),
    pincodes: async () => (await load()).pincodes,
    report: async () => (await load()).report,
  };
}
