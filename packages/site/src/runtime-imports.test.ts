import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The modules the site runs with when it answers a request, wherever it runs: the
 * handler, the renderers and pages, the OpenAPI document and the edge adapters.
 */
const RUNTIME_ENTRIES = [
  'handler/handler.ts',
  'render/site-kinds.ts',
  'render/rendered-site-files.ts',
  'pages/index.ts',
  'openapi/document.ts',
  'hosts/cloudflare/worker.ts',
  'hosts/netlify/edge-function.ts',
  'hosts/vercel/edge-function.ts',
];
const root = join(import.meta.dirname, '..', '..', '..');

/** Every module the entries import, bundled as the edge build bundles them, and the `node:` imports among them. */
async function importGraph() {
  const result = await build({
    entryPoints: RUNTIME_ENTRIES.map((entry) => join(import.meta.dirname, entry)),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'neutral',
    format: 'esm',
    conditions: ['source'],
    mainFields: ['module', 'main'],
    outdir: join(root, 'test-output', 'runtime-imports'),
    external: ['node:*'],
    logLevel: 'silent',
  });
  const inputs = Object.entries(result.metafile.inputs);
  return {
    modules: inputs.map(([path]) => relative(root, join(root, path))),
    nodeImports: inputs.flatMap(([path, input]) =>
      input.imports.filter((imported) => imported.path.startsWith('node:')).map((imported) => `${path} → ${imported.path}`),
    ),
  };
}

describe("the site's run-time modules", () => {
  it('import nothing from sources/ and no node: module (attribution travels in the dataset; they run on edge runtimes)', async () => {
    const { modules, nodeImports } = await importGraph();
    expect(modules.some((path) => path.startsWith('packages/site/src/handler/'))).toBe(true);
    expect(modules.some((path) => path.startsWith('packages/core/src/'))).toBe(true);
    expect(modules.filter((path) => path.startsWith('sources/'))).toEqual([]);
    expect(nodeImports).toEqual([]);
  });
});
