import { defineConfig } from 'vitest/config';
import LongestFirst from './test/longest-first.js';

const resolve = { conditions: ['source'] };

// Two projects: unit tests beside the modules (seconds, synthetic and real values),
// and integration tests on the full real data, which build the real site once first.
// Both read the workspace packages from source (the `source` export condition).
export default defineConfig({
  resolve,
  ssr: { resolve },
  test: {
    // Two files at a time on a 2-core machine (the default is one fewer than the cores):
    // integration files mostly wait on servers and builds in child processes.
    maxWorkers: 2,
    // eventsource-parser (under the MCP SDK's HTTP client) exports its TypeScript sources
    // under the `source` condition: the SDK and it are transformed by vitest, not loaded by node.
    server: { deps: { inline: ['@modelcontextprotocol/sdk', 'eventsource-parser'] } },
    sequence: { sequencer: LongestFirst },
    projects: [
      // 30 s, not vitest's 5: the CPU-heavy unit tests (brute-force nearest, 3,000 files on disk,
      // the OpenAPI document) take 2 to 5 s beside integration files on a shared 2-core machine.
      { extends: true, test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'sources/**/*.test.ts'], testTimeout: 30_000 } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Two files at a time slow each other's builds and servers: a ceiling, not a target.
          testTimeout: 300_000,
          hookTimeout: 1_200_000,
        },
      },
    ],
  },
});
