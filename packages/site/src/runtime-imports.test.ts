import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The modules the site runs with when it answers a request, wherever it runs: the
 * handler, the renderers and pages, the OpenAPI document and the edge adapters.
 */
const RUNTIME_ENTRIES = [
  'handler/handler.ts',
  'site-kinds.ts',
  'handler/rendered-site-files.ts',
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

/** The folders whose modules run anywhere, each with the folders and root modules it may import besides its own. */
const LAYERS: Record<string, readonly string[]> = {
  model: ['routes.ts'],
  render: ['model', 'routes.ts', 'headers.ts'],
  pages: ['model', 'routes.ts', 'headers.ts'],
  openapi: ['model', 'render', 'routes.ts', 'headers.ts'],
  handler: ['model', 'render', 'routes.ts', 'headers.ts', 'site-kinds.ts', 'fnv1a.ts'],
  edge: ['model', 'render', 'pages', 'handler', 'routes.ts', 'headers.ts', 'site-kinds.ts', 'fnv1a.ts'],
};

/** Each relative import of a folder's modules (tests and test helpers aside), as the folder or root module it reaches. */
function importsOf(folder: string): { from: string; to: string }[] {
  const dir = join(import.meta.dirname, folder);
  const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  return modules.flatMap((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => {
      const target = relative(import.meta.dirname, resolve(dirname(join(dir, name)), match[1]!.replace(/\.js$/, '.ts')));
      return { from: `${folder}/${name}`, to: target.includes('/') ? target.split('/')[0]! : target };
    });
  });
}

describe("the site's layers", () => {
  it('import only downward: the model nothing of the site but the route table, the renderers and pages nothing of the handler, and no run-time folder the generator, the hosts or the Node commands', () => {
    const upward = Object.entries(LAYERS).flatMap(([folder, allowed]) =>
      importsOf(folder)
        .filter(({ to }) => to !== folder && to !== 'testing' && !allowed.includes(to))
        .map(({ from, to }) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
  });
});
