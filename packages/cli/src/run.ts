import { parseArgs } from 'node:util';
import {
  banksResponse,
  branchesResponse,
  compatPincodeResponse,
  compatPostOfficeResponse,
  createSiteUrls,
  DEFAULT_SITE_URL,
  ifscResponse,
  micrError,
  micrResponse,
  normalizeMicr,
  v1PincodeResponse,
  type ApiResponse,
  type SiteUrls,
} from 'india-pincode-ifsc/internal';
import { SourceError } from '@india-pincode-ifsc/sources';
import { enrichCommand, type EnrichStreams } from './enrich/command.js';
import { packagedData, sourcesData, type CliData } from './data.js';

const USAGE = `usage: india-pincode-ifsc <command> [arguments] [--sources DIR] [--base-url URL]

  pincode <PIN> [--compat]          a PIN code's post offices (v1 response, or the compatible envelope)
  postoffice <NAME>                 post offices whose name holds NAME as whole words
  ifsc <IFSC>                       a bank branch record (any letter case)
  micr <MICR>                       the branches with a MICR code (the nine digits on a cheque)
  banks                             every bank with its code and branch count
  branches <bank> <state> <district>  a bank's branches in a district (slugs, names or the bank code)
  report [--json]                   what loading the sources found wrong, by kind and line
  enrich <INPUT> --pincode COLUMN and/or --ifsc COLUMN [--out FILE] [--format csv|jsonl] [--quiet]
                                    add district, state, coordinates (PIN) or bank, branch, MICR,
                                    flags (IFSC) and a status to every row of a CSV or JSON Lines
                                    file (INPUT - is standard input; output to FILE or stdout)

Exit status: 0 found, 1 not found, 2 bad input.
Data: the dataset inside the package; --sources DIR (or SOURCES_DIR) reads a sources folder afresh.
Base URL: --base-url, else SITE_URL, else ${DEFAULT_SITE_URL}.`;

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

const ARITY: Readonly<Record<string, number>> = { pincode: 1, postoffice: 1, ifsc: 1, micr: 1, banks: 0, branches: 3, report: 0, enrich: 1 };

const OPTIONS = {
  compat: { type: 'boolean' },
  json: { type: 'boolean' },
  sources: { type: 'string' },
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  pincode: { type: 'string' },
  ifsc: { type: 'string' },
  out: { type: 'string', short: 'o' },
  format: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
} as const;

/** The parsed command line, or the exit status when there is nothing to look up. */
function parseCommandLine(argv: readonly string[], io: Output) {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
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
  if (!(command in ARITY)) {
    io.err(`india-pincode-ifsc: unknown command ${JSON.stringify(command)} (try --help)`);
    return 2;
  }
  if (args.length !== ARITY[command]) {
    io.err(`india-pincode-ifsc: ${command} takes ${ARITY[command]} argument(s), got ${args.length} (try --help)`);
    return 2;
  }
  return { values, command, args };
}

/**
 * Runs one CLI command and returns its exit status: 0 on a hit, 1 on a miss, 2 on
 * bad input (with a one-line message on stderr). Reads the dataset inside the
 * package unless a sources folder is given.
 *
 * @example
 * await run(['pincode', '110001'], process.env, { out: console.log, err: console.error }); // 0
 */
export async function run(argv: readonly string[], env: NodeJS.ProcessEnv, io: Output, streams: EnrichStreams = process): Promise<number> {
  const line = parseCommandLine(argv, io);
  if (typeof line === 'number') return line;
  const { values, command, args } = line;
  if (command === 'enrich') return enrichCommand(args[0]!, values, streams);
  const dir = values.sources ?? env.SOURCES_DIR;
  const data = dir ? sourcesData(dir) : packagedData();
  const urls = createSiteUrls(values['base-url'] ?? env.SITE_URL ?? DEFAULT_SITE_URL);
  const print = (response: ApiResponse) => {
    const status = exitStatus(response);
    if (status === 2) io.err(`india-pincode-ifsc: ${firstError(response.body)}`);
    io.out(JSON.stringify(response.body, null, 2));
    return status;
  };
  try {
    return await answer(data, command, args, { compat: values.compat, json: values.json, urls, print, io });
  } catch (error) {
    if (error instanceof SourceError) {
      io.err(`india-pincode-ifsc: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

interface AnswerOptions {
  compat?: boolean;
  json?: boolean;
  urls: SiteUrls;
  print: (response: ApiResponse) => number;
  io: Output;
}

/** Answers one command from the data, loading only what it needs. */
async function answer(data: CliData, command: string, [first = '', second = '', third = '']: readonly string[], options: AnswerOptions): Promise<number> {
  const { urls, print } = options;
  if (command === 'pincode') {
    const pincodes = await data.pincodes();
    return print(options.compat ? compatPincodeResponse(pincodes, first) : v1PincodeResponse(pincodes, first, urls));
  }
  if (command === 'postoffice') return print(compatPostOfficeResponse(await data.pincodes(), first));
  if (command === 'report') {
    const report = await data.report();
    options.io.out(options.json ? JSON.stringify(report.toJSON(), null, 2) : report.toText());
    return 0;
  }
  if (command === 'ifsc') return print(ifscResponse(await data.ifsc(first.trim().slice(0, 4)), first, urls));
  if (command === 'micr') return print(normalizeMicr(first) ? micrResponse(await data.ifsc(), first, urls) : micrError(400, first.trim()));
  if (command === 'banks') return print(banksResponse(await data.ifsc(), urls));
  return print(branchesResponse(await data.ifsc(first), first, second, third, urls));
}
