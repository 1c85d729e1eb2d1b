import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServer } from './server.js';

// Standard output carries the protocol: anything else goes to standard error.
// SITE_URL: the deployment the answers' `url` fields point to.
await createServer({ baseUrl: process.env.SITE_URL }).connect(new StdioServerTransport());
