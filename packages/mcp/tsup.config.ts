import { defineConfig } from 'tsup';

// The library entries (createServer; the HTTP handler, without the SDK) as ESM, CJS and types; the bin as ESM with a shebang.
// The core package and the SDK stay dependencies.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', http: 'src/http.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    platform: 'node',
    target: 'node20',
    clean: true,
  },
  {
    entry: { bin: 'src/bin.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
