/**
 * `india-pincode-ifsc/operations`: the table of operations every door is made from (the
 * command line, the MCP tools, the docs), with the checks of their arguments and a
 * runner over any set of lookup functions. No data inside: a door brings the functions.
 */
export { IFSC_FUNCTIONS, type LookupFunctions, lookupFunctions, PINCODE_FUNCTIONS } from './functions.js';
export { checkArguments, inputSchema, OperationInputError, type Param } from './params.js';
export { bindOperations, type BoundOperations, findOperation, foundBy, isFound, type OperationAnswer, runOperation } from './run-operation.js';
export { type Args, type IfscValidity, type Operation, OPERATIONS } from './table.js';
export { branchLine, lines, officeLine, plural } from './text.js';
export { NEARBY_LIMITS, PAGE_LIMITS, SEARCH_LIMITS } from '../limits.js';
