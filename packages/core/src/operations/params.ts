/**
 * An operation's arguments: each operation declares its parameters once; the JSON
 * Schema an MCP client sees, the command line's arguments and options, and the checks
 * every door runs are all made from that declaration, so they cannot disagree. A failed
 * check is an {@link OperationInputError} with a message a person or a model can act on.
 */

/** One parameter of an operation. */
export interface Param {
  type: 'string' | 'number' | 'integer';
  description: string;
  /** The command line's name for a positional argument in the usage line (default: the parameter's name in capitals). */
  metavar?: string;
  minimum?: number;
  maximum?: number;
  default?: number;
  /** A number above `maximum` is taken as `maximum` (as the API takes a `limit`), not refused. */
  capped?: true;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** Said in the error when `pattern` fails. */
  patternHint?: string;
}

/** A call's arguments that are not what the operation takes. */
export class OperationInputError extends Error {}

/**
 * The JSON Schema of an operation's input.
 *
 * @example
 * inputSchema({ pincode: { type: 'string', description: 'six digits' } }, ['pincode']).required // ['pincode']
 */
export function inputSchema(params: Record<string, Param>, required: readonly string[]) {
  // A capped number has no maximum to refuse: more is taken as the maximum, which its description says.
  const properties = Object.fromEntries(
    Object.entries(params).map(([name, { patternHint: _hint, metavar: _metavar, capped, maximum, ...schema }]) => [
      name,
      (capped || maximum === undefined ? schema : { ...schema, maximum }) as Record<string, unknown>,
    ]),
  );
  return { type: 'object' as const, properties, required: [...required], additionalProperties: false };
}

/**
 * Checks a call's arguments against the declaration and fills defaults.
 *
 * @example
 * checkArguments({ limit: { type: 'integer', description: '', default: 10 } }, [], {}) // { limit: 10 }
 */
export function checkArguments(params: Record<string, Param>, required: readonly string[], given: unknown): Record<string, string | number> {
  if (given !== undefined && (given === null || typeof given !== 'object' || Array.isArray(given)))
    throw new OperationInputError('arguments must be an object');
  const args = (given ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(args)) {
    if (!(name in params))
      throw new OperationInputError(
        `unknown argument "${name}" (${Object.keys(params).length ? `it takes ${Object.keys(params).join(', ')}` : 'it takes none'})`,
      );
  }
  const checked: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(params)) {
    const value = args[name];
    if (value === undefined || value === null) {
      if (required.includes(name)) throw new OperationInputError(`"${name}" is required: ${param.description}`);
      if (param.default !== undefined) checked[name] = param.default;
      continue;
    }
    checked[name] = param.type === 'string' ? checkString(name, param, value) : checkNumber(name, param, value);
  }
  return checked;
}

function checkString(name: string, param: Param, value: unknown): string {
  if (typeof value !== 'string') throw new OperationInputError(`"${name}" must be a string, not ${JSON.stringify(value)}`);
  if (param.minLength !== undefined && value.trim().length < param.minLength) {
    throw new OperationInputError(`"${name}" must have at least ${param.minLength} characters, got ${JSON.stringify(value)}`);
  }
  if (param.maxLength !== undefined && value.length > param.maxLength)
    throw new OperationInputError(`"${name}" must have at most ${param.maxLength} characters`);
  if (param.pattern && !new RegExp(param.pattern).test(value)) {
    throw new OperationInputError(`"${name}" must be ${param.patternHint ?? `like ${param.pattern}`}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** A plain decimal, with white space around it allowed. */
const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

function checkNumber(name: string, param: Param, value: unknown): number {
  // A number written as text is a plain decimal, as the API reads one (no exponent, no hexadecimal).
  const number = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new OperationInputError(`"${name}" must be a number, not ${JSON.stringify(value)}`);
  if (param.type === 'integer' && !Number.isInteger(number)) throw new OperationInputError(`"${name}" must be a whole number, not ${number}`);
  if (param.capped && param.maximum !== undefined && number > param.maximum) return param.maximum;
  if ((param.minimum !== undefined && number < param.minimum) || (param.maximum !== undefined && number > param.maximum)) {
    throw new OperationInputError(`"${name}" must be between ${param.minimum} and ${param.maximum}, not ${number}`);
  }
  return number;
}
