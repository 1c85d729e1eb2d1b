/**
 * The command line read against the table of operations: the command, its arguments, and
 * the options it takes (each command only its own), or the exit status and message when
 * there is nothing to run.
 */
import { parseArgs } from 'node:util';
import { findOperation, type Operation } from 'india-pincode-ifsc/operations';
import { commandHelp, OTHER_COMMANDS, optionalParams, otherCommandHelp, PROGRAM, usage } from './usage.js';

/** Every option the command line knows: the CLI's own and enrich's (each command takes some of them). */
const CLI_OPTIONS = {
  compat: { type: 'boolean' },
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  sources: { type: 'string' },
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  pincode: { type: 'string' },
  ifsc: { type: 'string' },
  out: { type: 'string', short: 'o' },
  format: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
} as const;

/** The settings every command takes (as the environment's SOURCES_DIR and SITE_URL apply to every command). */
const SETTINGS = ['sources', 'base-url', 'help'];
/** The options every lookup takes, besides its operation's optional parameters. */
const LOOKUP_OPTIONS = ['json', 'csv'];
/** The commands that also give the compatible envelope. */
const COMPAT_COMMANDS = new Set(['pincode', 'postoffice']);

export type Values = Record<string, string | boolean | undefined>;

/** A command to run: the operation's, or one of the others. */
export interface CommandLine {
  readonly command: string;
  readonly operation: Operation | undefined;
  readonly args: readonly string[];
  readonly values: Values;
}

/** What to print (as it is) and the exit status, when the line runs nothing. */
export interface Stop {
  readonly status: number;
  readonly out?: string;
  readonly err?: string;
}

const refuse = (message: string): Stop => ({ status: 2, err: `${PROGRAM}: ${message}` });

/**
 * Whether an option takes a value (`--limit 3`) rather than standing alone (`--json`).
 *
 * @example
 * takesValue('limit') // true
 */
export const takesValue = (name: string) => !Object.hasOwn(CLI_OPTIONS, name) || CLI_OPTIONS[name as keyof typeof CLI_OPTIONS].type === 'string';

const optional = (operation: Operation) => optionalParams(operation).map(([name]) => name);

/** The options the parser knows: the CLI's own, and each optional parameter of the table's operations. */
function optionsOf(table: readonly Operation[]) {
  return { ...Object.fromEntries(table.flatMap(optional).map((name) => [name, { type: 'string' as const }])), ...CLI_OPTIONS };
}

/**
 * The line with its negative numbers (`nearby -33.87 151.21`) taken as arguments, not
 * options: every argument goes after a `--`, in its order, so that no `-3` is read as a flag.
 */
function withNegativeNumbers(argv: readonly string[], options: Record<string, { type: string; short?: string }>): string[] {
  const withValue = new Set(
    Object.entries(options).flatMap(([name, option]) => (option.type === 'string' ? [`--${name}`, ...(option.short ? [`-${option.short}`] : [])] : [])),
  );
  const flags: string[] = [];
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (/^-\d/.test(token) || !token.startsWith('-')) positionals.push(token);
    else {
      flags.push(token);
      if (withValue.has(token) && i + 1 < argv.length) flags.push(argv[++i]!);
    }
  }
  return [...flags, '--', ...positionals];
}

/**
 * The options a command takes, by name.
 *
 * @example
 * allowedOptions('report', undefined) // ['json', 'sources', 'base-url', 'help']
 */
export function allowedOptions(command: string, operation: Operation | undefined): readonly string[] {
  if (!operation) return [...OTHER_COMMANDS[command]!.options, ...SETTINGS];
  return [...LOOKUP_OPTIONS, ...optional(operation), ...(COMPAT_COMMANDS.has(command) ? ['compat'] : []), ...SETTINGS];
}

/**
 * Reads a command line.
 *
 * @example
 * readCommandLine(['nearby', '28.6', '77.2', '--limit', '3'], OPERATIONS) // { command: 'nearby', args: ['28.6', '77.2'], values: { limit: '3' }, … }
 */
export function readCommandLine(argv: readonly string[], table: readonly Operation[]): CommandLine | Stop {
  const options = optionsOf(table);
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: withNegativeNumbers(argv, options), allowPositionals: true, options });
  } catch (error) {
    return refuse((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  const operation = command === undefined ? undefined : findOperation(table, 'command', command);
  const other = command !== undefined && Object.hasOwn(OTHER_COMMANDS, command);
  if (command === undefined || (!operation && !other)) {
    if (values.help) return { status: 0, out: usage(table) };
    return command === undefined ? { status: 2, err: usage(table) } : refuse(`unknown command ${JSON.stringify(command)} (try --help)`);
  }
  if (values.help) return { status: 0, out: operation ? commandHelp(operation) : otherCommandHelp(command) };
  const allowed = allowedOptions(command, operation);
  const stray = Object.keys(values).find((name) => values[name] !== undefined && !allowed.includes(name));
  if (stray) return refuse(`${command} takes no --${stray} (try ${command} --help)`);
  const arity = operation ? operation.required.length : OTHER_COMMANDS[command]!.arity;
  if (args.length !== arity) return refuse(`${command} takes ${arity} argument(s), got ${args.length} (try ${command} --help)`);
  return { command, operation, args, values };
}
