/**
 * The command line's help, made from the table of operations: the list of commands,
 * and each command's own help with its arguments, options and an example.
 */
import { DEFAULT_SITE_URL } from 'india-pincode-ifsc/internal';
import { IFSC_FUNCTIONS, type Operation, PINCODE_FUNCTIONS, type Param } from 'india-pincode-ifsc/operations';

export const PROGRAM = 'india-pincode-ifsc';

/** The commands that are not operations of the table: the data's own tools, with their arguments and options. */
export const OTHER_COMMANDS: Readonly<Record<string, { usage: string; summary: string; arity: number; options: readonly string[] }>> = {
  report: { usage: 'report [--json]', summary: 'what loading the sources found wrong, by kind and line', arity: 0, options: ['json', 'sources'] },
  enrich: {
    usage: 'enrich INPUT --pincode COLUMN and/or --ifsc COLUMN [--out FILE] [--format csv|jsonl] [--quiet]',
    summary:
      'add district, state, coordinates (PIN) or bank, branch, MICR, flags (IFSC) and a status to every row of a CSV or JSON Lines file (INPUT - is standard input)',
    arity: 1,
    options: ['pincode', 'ifsc', 'out', 'format', 'quiet'],
  },
  completion: { usage: 'completion bash|zsh|fish', summary: 'a shell completion script for the commands and their options', arity: 1, options: [] },
};

/**
 * The help of a command that is not an operation of the table.
 *
 * @example
 * otherCommandHelp('report') // 'usage: india-pincode-ifsc report [--json]\n\nWhat loading …'
 */
export function otherCommandHelp(command: string): string {
  const { usage: line, summary } = OTHER_COMMANDS[command]!;
  return `usage: ${PROGRAM} ${line}\n\n${summary.charAt(0).toUpperCase()}${summary.slice(1)}.`;
}

const metavar = (name: string, param: Param) => param.metavar ?? name.toUpperCase();
/** An operation's optional parameters: the command's options (its required ones are its arguments). */
export const optionalParams = (operation: Operation) => Object.entries(operation.params).filter(([name]) => !operation.required.includes(name));

/**
 * A command's usage line: its arguments, then its options.
 *
 * @example
 * usageLine(nearby) // 'nearby LAT LON [--limit N]'
 */
export function usageLine(operation: Operation): string {
  const args = operation.required.map((name) => metavar(name, operation.params[name]!));
  const flags = optionalParams(operation).map(([name]) => `[--${name} N]`);
  return [operation.command, ...args, ...flags].join(' ');
}

/** An example's arguments on a command line, quoted where a shell needs it. */
function exampleLine(operation: Operation): string {
  const quote = (value: string | number) => (/^[\w.:-]+$/.test(String(value)) ? String(value) : `'${String(value).replaceAll("'", "'\\''")}'`);
  const args = operation.required.map((name) => quote(operation.example[name]!));
  const flags = optionalParams(operation)
    .filter(([name]) => operation.example[name] !== undefined)
    .map(([name]) => `--${name} ${quote(operation.example[name]!)}`);
  return [PROGRAM, operation.command, ...args, ...flags].join(' ');
}

/**
 * The help of the whole command line: every command of the table and the others.
 *
 * @example
 * usage(OPERATIONS).includes('nearby LAT LON') // true
 */
export function usage(table: readonly Operation[]): string {
  const rows = [
    ...table.map((operation) => [usageLine(operation), operation.summary]),
    ...Object.values(OTHER_COMMANDS).map(({ usage: line, summary }) => [line, summary]),
  ];
  const width = Math.min(40, Math.max(...rows.map(([line]) => line!.length)));
  const list = rows.map(([line, summary]) => (line!.length > width ? `  ${line}\n  ${' '.repeat(width)}  ${summary}` : `  ${line!.padEnd(width)}  ${summary}`));
  return `usage: ${PROGRAM} <command> [arguments] [options]

${list.join('\n')}

Output: readable on a terminal; --json (the answer object, as the offline function and the client give it: the API's, or the list inside it; also when the output is a pipe or a file); --csv (the rows of a list).
Options: --sources DIR (or SOURCES_DIR) reads a sources folder afresh instead of the dataset inside the package;
  --base-url URL (else SITE_URL, else ${DEFAULT_SITE_URL}) for the answers' links; --compat (pincode, postoffice):
  the compatible envelope of /api/pincode and /api/postoffice.
Exit status: 0 found, 1 not found, 2 bad input.
${PROGRAM} <command> --help shows a command's arguments and an example.`;
}

/** Where the operation is in the packages: the offline and client function of its name, or a method of `bindOperations`. */
function functionOf(operation: Operation): string {
  const functions: readonly string[] = [...PINCODE_FUNCTIONS, ...IFSC_FUNCTIONS];
  return functions.includes(operation.name)
    ? `the function ${operation.name}() of the offline package and the client`
    : `bindOperations(OPERATIONS, functions).${operation.name}() of india-pincode-ifsc/operations`;
}

/**
 * One command's help: what it answers, its arguments and options, an example, and its
 * names in the other doors.
 *
 * @example
 * commandHelp(pincode).startsWith('usage: india-pincode-ifsc pincode PIN') // true
 */
export function commandHelp(operation: Operation): string {
  const describe = ([name, param]: [string, Param], flag: boolean) => `  ${(flag ? `--${name} N` : metavar(name, param)).padEnd(14)} ${param.description}`;
  const args = operation.required.map((name) => describe([name, operation.params[name]!], false));
  const flags = optionalParams(operation).map((entry) => describe(entry, true));
  return [
    `usage: ${PROGRAM} ${usageLine(operation)} [--json | --csv]`,
    '',
    `${operation.summary}. ${operation.description}`,
    ...(args.length ? ['', 'Arguments:', ...args] : []),
    ...(flags.length ? ['', 'Options:', ...flags] : []),
    '',
    'Example:',
    `  ${exampleLine(operation)}`,
    '',
    `Also: ${functionOf(operation)}; the MCP tool ${operation.tool}.`,
  ].join('\n');
}
