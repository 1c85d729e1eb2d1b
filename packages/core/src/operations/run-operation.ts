import type { LookupFunctions } from './functions.js';
import { checkArguments } from './params.js';
import type { Args, Operation } from './table.js';

/** An operation's answer (`null`: nothing found) with the arguments it was asked with, checked and with defaults. */
export interface OperationAnswer<Answer = unknown> {
  readonly args: Args;
  readonly answer: Answer | null;
}

/**
 * Asks an operation through a set of lookup functions (the offline entries' or a
 * client's), after checking the arguments against its parameters. Bad arguments throw
 * an `OperationInputError` before any function is called.
 *
 * @example
 * (await runOperation(findOperation(OPERATIONS, 'command', 'pincode')!, offline, { pincode: '110001' })).answer?.count // 23
 */
export async function runOperation(operation: Operation, functions: LookupFunctions, given: unknown): Promise<OperationAnswer> {
  const args = checkArguments(operation.params, operation.required, given);
  return { args, answer: (await operation.call(functions, args)) ?? null };
}

/**
 * Whether an answer found something: not `null`, and not an empty list. Every door says
 * "not found" the same way for it (exit status 1, `found: false`).
 *
 * @example
 * isFound([]) // false
 */
export const isFound = (answer: unknown): boolean => answer !== null && answer !== undefined && !(Array.isArray(answer) && answer.length === 0);

/**
 * Whether an operation's answer found anything: {@link isFound}, and for a search, a match.
 *
 * @example
 * foundBy(searchOperation, { total: 0, post_offices: [] }) // false
 */
export const foundBy = (operation: Operation, answer: unknown): boolean => isFound(answer) && (operation.found?.(answer) ?? true);

/**
 * The operation a door knows by a name: its function's `name`, its `command` or its MCP `tool`.
 *
 * @example
 * findOperation(OPERATIONS, 'tool', 'lookup_micr')?.command // 'micr'
 */
export function findOperation(table: readonly Operation[], door: 'name' | 'command' | 'tool', key: string): Operation | undefined {
  return table.find((operation) => operation[door] === key);
}

/** Every operation of a table as a method named after it, answered through `functions`. */
export type BoundOperations = Readonly<Record<string, (args?: Record<string, unknown>) => Promise<unknown>>>;

/**
 * The operations of a table as methods over one set of lookup functions: with the
 * client's functions, every operation of the table is a client method, checked as the
 * command line and the MCP tools check it.
 *
 * @example
 * const ask = bindOperations(OPERATIONS, createClient({ baseUrl: 'https://pin.example.org' }));
 * await ask.validateIfsc({ ifsc: 'SBIN0000001' }) // { ifsc: 'SBIN0000001', well_formed: true, … }
 */
export function bindOperations(table: readonly Operation[], functions: LookupFunctions): BoundOperations {
  return Object.fromEntries(table.map((operation) => [operation.name, async (args = {}) => (await runOperation(operation, functions, args)).answer]));
}
