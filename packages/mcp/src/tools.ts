/**
 * The MCP tools: one per operation of the table (`india-pincode-ifsc/operations`), made
 * from it, answered through a backend (the offline entries for the stdio server, a client
 * of the site for `/mcp` over HTTP). Each answers the operation's object, the one the API
 * answers, with a short text for the model. A list answer comes a page at a time
 * (`limit`, `offset`; PAGE_LIMITS) with its total, so that no answer floods a context
 * window. Nothing here imports data: the backend brings it.
 */
import {
  type Args,
  checkArguments,
  inputSchema,
  foundBy,
  type LookupFunctions,
  type Operation,
  OperationInputError,
  OPERATIONS,
  PAGE_LIMITS,
  type Param,
} from 'india-pincode-ifsc/operations';

/** What the tools ask: the functions of the offline entries, which the client of a deployment has too. */
export type ToolBackend = LookupFunctions;

/** The parameters a tool adds to an operation whose answer is a list without a `limit` of its own. */
const PAGE_PARAMS: Readonly<Record<string, Param>> = {
  limit: {
    type: 'integer',
    description: `how many items to return (1 to ${PAGE_LIMITS.maxLimit}, default ${PAGE_LIMITS.defaultLimit})`,
    minimum: 1,
    maximum: PAGE_LIMITS.maxLimit,
    default: PAGE_LIMITS.defaultLimit,
  },
  offset: { type: 'integer', description: 'how many items to skip, for the next page (default 0)', minimum: 0, maximum: PAGE_LIMITS.maxOffset, default: 0 },
};

export interface ToolAnswer {
  structured: Record<string, unknown>;
  text: string;
}

/** A tool: an operation of the table under its MCP name, with its schemas. */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  params: Readonly<Record<string, Param>>;
  required: readonly string[];
  outputSchema: Record<string, unknown>;
  operation: Operation;
}

const paged = (operation: Operation) => operation.list === true && !('limit' in operation.params);
const FOUND = { type: 'boolean', description: 'whether anything was found' };

/**
 * The tool of an operation.
 *
 * @example
 * toolOf(OPERATIONS[0]).name // 'lookup_pincode'
 */
export function toolOf(operation: Operation): ToolDefinition {
  const page = paged(operation);
  // The answer's shape by name: the schema of the site's OpenAPI document (/api/openapi.json) the table declares.
  const result = page
    ? { type: ['array', 'null'], description: `this page of the list, each item as the OpenAPI schema ${operation.answer}`, items: { type: 'object' } }
    : {
        type: [operation.list ? 'array' : 'object', 'null'],
        description: `the answer, as the OpenAPI schema ${operation.answer}${operation.list ? ' (each item)' : ''}`,
      };
  const properties: Record<string, unknown> = page
    ? { found: FOUND, total: { type: 'integer' }, offset: { type: 'integer' }, result }
    : { found: FOUND, result };
  return {
    name: operation.tool,
    title: operation.summary,
    description: operation.description,
    params: page ? { ...operation.params, ...PAGE_PARAMS } : operation.params,
    required: operation.required,
    outputSchema: { type: 'object', properties, required: Object.keys(properties) },
    operation,
  };
}

/** Every tool, in the table's order. */
export const TOOLS: readonly ToolDefinition[] = OPERATIONS.map(toolOf);

/**
 * The tools as `tools/list` gives them: name, title, description, input and output
 * schemas, and the hints that they only read.
 *
 * @example
 * listTools()[0].name // 'lookup_pincode'
 */
export function listTools(tools: readonly ToolDefinition[] = TOOLS) {
  return tools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: inputSchema({ ...tool.params }, tool.required),
    outputSchema: tool.outputSchema as { type: 'object' },
    annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: true },
  }));
}

/** The tool of a name, or `undefined`. */
export const findTool = (name: string, tools: readonly ToolDefinition[] = TOOLS) => tools.find((t) => t.name === name);

/**
 * Runs a tool by name with a call's arguments (checked against its declaration first),
 * asking `backend`. Throws OperationInputError for an unknown tool or bad arguments.
 *
 * @example
 * (await callTool('validate_ifsc', { ifsc: 'sbin0000001' }, OFFLINE_BACKEND)).structured.result.in_rbi_list // true
 */
export async function callTool(name: string, given: unknown, backend: ToolBackend, tools: readonly ToolDefinition[] = TOOLS): Promise<ToolAnswer> {
  const tool = findTool(name, tools);
  if (!tool) throw new OperationInputError(`unknown tool "${name}" (tools: ${tools.map((t) => t.name).join(', ')})`);
  const { operation } = tool;
  const checked = checkArguments({ ...tool.params }, tool.required, given);
  if (paged(operation)) {
    const { limit, offset, ...args } = checked;
    const answer = (await operation.call(backend, args)) as readonly unknown[] | null;
    return pageOf(operation, args, answer, Number(offset), Number(limit));
  }
  const answer = (await operation.call(backend, checked)) ?? null;
  const found = foundBy(operation, answer);
  return { structured: { found, result: answer }, text: found ? operation.text(answer, checked) : operation.miss(checked) };
}

/** A page of a list answer, with its total and how to ask for the next one. */
function pageOf(operation: Operation, args: Args, items: readonly unknown[] | null, offset: number, limit: number): ToolAnswer {
  const shown = items?.slice(offset, offset + limit) ?? null;
  const structured = { found: foundBy(operation, items), total: items?.length ?? 0, offset, result: shown };
  if (!items?.length || !shown) return { structured, text: operation.miss(args) };
  if (!shown.length) return { structured, text: `The list has ${items.length} items: offset ${offset} is past its end.` };
  const left = items.length - offset - shown.length;
  const head = shown.length < items.length ? `Items ${offset + 1} to ${offset + shown.length} of ${items.length}.\n` : '';
  const next = left > 0 ? `\n(${left} more: ask again with offset ${offset + shown.length})` : '';
  return { structured, text: `${head}${operation.text(shown, args)}${next}` };
}

/** A `tools/call` result: the answer's structured content and text, or a tool error (`isError`) with a message. */
export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: true;
}

/**
 * Runs a tool ({@link callTool}) as `tools/call` answers it, on every transport: a bad
 * call or a failure is a tool error with a message the model can act on, never a throw.
 *
 * @example
 * (await toolResult('validate_ifsc', { ifsc: 42 }, OFFLINE_BACKEND)).isError // true
 */
export async function toolResult(name: string, args: unknown, backend: ToolBackend, tools: readonly ToolDefinition[] = TOOLS): Promise<ToolResult> {
  try {
    const answer = await callTool(name, args, backend, tools);
    return { structuredContent: answer.structured, content: [{ type: 'text', text: answer.text }] };
  } catch (caught) {
    const message = caught instanceof OperationInputError ? `${name}: ${caught.message}` : `${name} failed: ${(caught as Error).message}`;
    return { isError: true, content: [{ type: 'text', text: message }] };
  }
}
