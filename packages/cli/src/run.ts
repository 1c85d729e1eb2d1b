import { parseArgs } from 'node:util';
import {
  banksResponse,
  branchesResponse,
  compatPincodeResponse,
  compatPostOfficeResponse,
  createSiteUrls,
  ifscResponse,
  v1PincodeResponse,
  type ApiResponse,
} from 'india-pincode-ifsc';
import { loadIfscDataset, loadPincodeDataset, SourceError, sourcesDir } from '@india-pincode-ifsc/sources';

const USAGE = `usage: india-pincode-ifsc <command> [arguments] [--sources DIR] [--base-url URL]

  pincode <PIN> [--compat]          a PIN code's post offices (v1 response, or the compatible envelope)
  postoffice <NAME>                 post offices whose name holds NAME as whole words
  ifsc <IFSC>                       a bank branch record (any letter case)
  banks                             every bank with its code and branch count
  branches <bank> <state> <district>  a bank's branches in a district (slugs, names or the bank code)
  report [--json]                   what loading the sources found wrong, by kind and line

Exit status: 0 found, 1 not found, 2 bad input.
Sources: --sources, else SOURCES_DIR, else ../shared/data. Base URL: --base-url, else SITE_URL.`;

/** Where the CLI writes, so that tests can capture it. */
export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Exit status of a response: 0 for 2xx, 2 for a 400 (bad input), 1 for anything else. */
function exitStatus(response: ApiResponse): number {
  if (response.status < 300) return 0;
  return response.status === 400 ? 2 : 1;
}

function firstError(body: unknown): string {
  const item = Array.isArray(body) ? body[0] : body;
  const record = (item ?? {}) as Record<string, unknown>;
  return String(record.message ?? record.error ?? record.Message ?? 'not found');
}

/**
 * Runs one CLI command and returns its exit status: 0 on a hit, 1 on a miss, 2 on
 * bad input (with a one-line message on stderr).
 *
 * @example
 * await run(['pincode', '110001'], process.env, { out: console.log, err: console.error }); // 0
 */
export async function run(argv: readonly string[], env: NodeJS.ProcessEnv, io: Output): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        compat: { type: 'boolean' },
        json: { type: 'boolean' },
        sources: { type: 'string' },
        'base-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(`india-pincode-ifsc: ${(error as Error).message}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || !command) {
    (values.help ? io.out : io.err)(USAGE);
    return values.help ? 0 : 2;
  }
  const arity: Record<string, number> = { pincode: 1, postoffice: 1, ifsc: 1, banks: 0, branches: 3, report: 0 };
  if (!(command in arity)) {
    io.err(`india-pincode-ifsc: unknown command ${JSON.stringify(command)} (try --help)`);
    return 2;
  }
  if (args.length !== arity[command]) {
    io.err(`india-pincode-ifsc: ${command} takes ${arity[command]} argument(s), got ${args.length} (try --help)`);
    return 2;
  }
  const dir = values.sources ?? sourcesDir(env);
  const urls = createSiteUrls(values['base-url'] ?? env.SITE_URL ?? 'http://localhost:3000');
  const print = (response: ApiResponse) => {
    const status = exitStatus(response);
    if (status === 2) io.err(`india-pincode-ifsc: ${firstError(response.body)}`);
    io.out(JSON.stringify(response.body, null, 2));
    return status;
  };

  try {
    const { pincodes, report } = await loadPincodeDataset(dir);
    const [first = '', second = '', third = ''] = args;
    if (command === 'pincode') return print(values.compat ? compatPincodeResponse(pincodes, first) : v1PincodeResponse(pincodes, first, urls));
    if (command === 'postoffice') return print(compatPostOfficeResponse(pincodes, first));
    const ifsc = await loadIfscDataset(dir, pincodes, report);
    if (command === 'report') {
      io.out(values.json ? JSON.stringify(report.toJSON(), null, 2) : report.toText());
      return 0;
    }
    if (command === 'ifsc') return print(ifscResponse(ifsc, first, urls));
    if (command === 'banks') return print(banksResponse(ifsc, urls));
    return print(branchesResponse(ifsc, first, second, third, urls));
  } catch (error) {
    if (error instanceof SourceError) {
      io.err(`india-pincode-ifsc: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
