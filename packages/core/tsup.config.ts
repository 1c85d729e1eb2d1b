import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * esbuild drops import attributes from external imports; Node and browsers need
 * `with { type: 'json' }` to import the dataset's JSON files, so it is put back.
 */
async function restoreJsonAttributes(): Promise<void> {
  for (const name of await readdir('dist')) {
    if (!/\.(c?js)$/.test(name)) continue;
    const path = `dist/${name}`;
    const text = await readFile(path, 'utf8');
    const patched = text
      .replace(/(import \w+ from '\.\.\/data\/[\w/.-]+\.json')/g, "$1 with { type: 'json' }")
      .replace(/import\(DATA_DIR \+ path\)/g, "import(DATA_DIR + path, { with: { type: 'json' } })");
    if (patched !== text) await writeFile(path, patched);
  }
}

/** Keeps slugify's MIT notice beside its code, which the build inlines (see `noExternal`). */
const slugifyLicense: Plugin = {
  name: 'slugify-license',
  setup(build) {
    build.onLoad({ filter: /[\\/]slugify[\\/]slugify\.js$/ }, async (args) => {
      const license = await readFile(join(dirname(args.path), 'LICENSE'), 'utf8');
      const code = await readFile(args.path, 'utf8');
      return { contents: `/*! slugify (https://github.com/simov/slugify)\n${license.replaceAll('*/', '* /')}*/\n${code}`, loader: 'js' };
    });
  },
};

export default defineConfig({
  // The root entry is the data-free core (/internal: the rest of it, for this project's packages); /pincode and /ifsc bind the dataset in ../data; /client reaches a deployment over HTTP; /operations is the table of operations the CLI and MCP doors are made from.
  entry: {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    pincode: 'src/pincode-entry.ts',
    ifsc: 'src/ifsc-entry.ts',
    client: 'src/client/index.ts',
    operations: 'src/operations/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  sourcemap: false,
  // The dataset files stay files beside dist/, read by import (shards lazily), never inlined.
  onSuccess: restoreJsonAttributes,
  // slugify is CommonJS: importing it from ESM starts Node's CommonJS loader, which
  // costs every process that loads the /pincode entry milliseconds and megabytes.
  noExternal: ['slugify'],
  esbuildPlugins: [
    slugifyLicense,
    {
      name: 'dataset-external',
      setup(build) {
        build.onResolve({ filter: /^\.\.\/data\// }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
