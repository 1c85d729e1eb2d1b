import { defineConfig } from 'tsup';

// The sources loaders are bundled in (they are private to this repository); the
// core library and csv-parse stay dependencies.
export default defineConfig({
  entry: { bin: 'src/bin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: ['@india-pincode-ifsc/sources'],
  banner: { js: '#!/usr/bin/env node' },
});
