/**
 * `india-pincode-ifsc-mcp`: an MCP server answering Indian PIN code, post office and
 * IFSC questions offline. `npx india-pincode-ifsc-mcp` runs it on stdio; import
 * `createServer` to put it on another transport.
 */
export { createServer, SERVER_NAME, SERVER_VERSION } from './server.js';
export { callTool, listTools, TOOLS, toolOf, toolResult, type ToolAnswer, type ToolBackend, type ToolDefinition, type ToolResult } from './tools.js';
export { OFFLINE_BACKEND } from './offline-backend.js';
/** A call's arguments that are not what the tool takes (the table's own error). */
export { OperationInputError as ToolInputError } from 'india-pincode-ifsc/operations';
