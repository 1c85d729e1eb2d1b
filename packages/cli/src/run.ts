import { compatPincodeResponse, compatPostOfficeResponse, DEFAULT_SITE_URL } from 'india-pincode-ifsc/internal';
import { type Args, foundBy, type Operation, OperationInputError, OPERATIONS, runOperation } from 'india-pincode-ifsc/operations';
import { SourceError } from '@india-pincode-ifsc/sources';
import { enrichCommand, type EnrichStreams } from './enrich/command.js';
import { completionScript, SHELLS, type Shell } from './commands/completions.js';
import { outputForm, printAnswer } from './commands/print-answer.js';
import { readCommandLine, type Values } from './commands/command-line.js';
import { optionalParams, PROGRAM } from './commands/usage.js';
import { packagedData, sourcesData, type CliData } from './data.js';

/** Where the CLI writes, so that tests can capture it; `terminal`: standard output is a terminal (readable answers). */
export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
  terminal?: boolean;
}

const fail = (io: Output, message: string) => {
  io.err(`${PROGRAM}: ${message}`);
  return 2;
};

/**
 * Runs one CLI command and returns its exit status: 0 on a hit, 1 on a miss, 2 on
 * bad input (with a one-line message on stderr). Every operation of the table is a
 * command; it reads the dataset inside the package unless a sources folder is given.
 *
 * @example
 * await run(['pincode', '110001'], process.env, { out: console.log, err: console.error }); // 0
 */
export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: Output,
  streams: EnrichStreams = process,
  table: readonly Operation[] = OPERATIONS,
): Promise<number> {
  const line = readCommandLine(argv, table);
  if ('status' in line) {
    if (line.out) io.out(line.out);
    if (line.err) io.err(line.err);
    return line.status;
  }
  const { values, command, args, operation } = line;
  if (command === 'enrich') return enrichCommand(args[0]!, values as Parameters<typeof enrichCommand>[1], streams);
  if (command === 'completion') return completion(args[0]!, io, table);
  const dir = (values.sources as string | undefined) ?? env.SOURCES_DIR;
  const data = dir ? sourcesData(dir) : packagedData();
  try {
    if (!operation) return await report(data, values, io);
    const baseUrl = (values['base-url'] as string | undefined) ?? env.SITE_URL ?? DEFAULT_SITE_URL;
    if (values.compat) return await compat(data, operation, args[0]!, io);
    return await lookup(operation, data, baseUrl, argumentsOf(operation, args, values), values, io);
  } catch (error) {
    if (error instanceof SourceError || error instanceof OperationInputError) return fail(io, error.message);
    throw error;
  }
}

/** An operation's arguments from the command line: its required parameters in order, then its options. */
function argumentsOf(operation: Operation, positionals: readonly string[], values: Values): Record<string, string> {
  const given: Record<string, string> = Object.fromEntries(operation.required.map((name, i) => [name, positionals[i]!]));
  for (const [name] of optionalParams(operation)) {
    const value = values[name];
    if (typeof value === 'string') given[name] = value;
  }
  return given;
}

/** Asks an operation and prints its answer: the answer in the form asked for (0), or what was not found (1). */
async function lookup(operation: Operation, data: CliData, baseUrl: string, given: Record<string, string>, values: Values, io: Output): Promise<number> {
  const { args, answer } = await runOperation(operation, data.functions(baseUrl), given);
  if (!foundBy(operation, answer)) {
    io.err(`${PROGRAM}: ${operation.miss(args as Args)}`);
    return 1;
  }
  io.out(printAnswer(operation, answer, args, outputForm(values, io.terminal === true)));
  return 0;
}

/** `--compat`: the compatible envelope of `/api/pincode/{PIN}` or `/api/postoffice/{NAME}`, with its status. */
async function compat(data: CliData, operation: Operation, argument: string, io: Output): Promise<number> {
  const respond = { pincode: compatPincodeResponse, postoffice: compatPostOfficeResponse }[operation.command];
  if (!respond) return fail(io, `--compat is for pincode and postoffice, not ${operation.command}`);
  const response = respond(await data.pincodes(), argument);
  io.out(JSON.stringify(response.body, null, 2));
  if (response.status === 400) return fail(io, response.body[0]?.Message ?? 'bad input');
  return response.status === 200 ? 0 : 1;
}

async function report(data: CliData, values: Values, io: Output): Promise<number> {
  const found = await data.report();
  io.out(values.json ? JSON.stringify(found.toJSON(), null, 2) : found.toText());
  return 0;
}

function completion(shell: string, io: Output, table: readonly Operation[]): number {
  if (!SHELLS.includes(shell as Shell)) return fail(io, `completion takes ${SHELLS.join(', ')}, not ${JSON.stringify(shell)}`);
  io.out(completionScript(shell as Shell, table));
  return 0;
}
