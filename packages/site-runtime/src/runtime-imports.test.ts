import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './testing/import-graph.js';

/** Every module of this package but its tests and test helpers: what the site runs with wherever it answers requests. */
const runtimeModules = () =>
  readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('testing/'))
    .map((name) => join(import.meta.dirname, name));

describe("the site runtime's modules", () => {
  it('import nothing from sources/ and no node: module (attribution travels in the dataset; they run on edge runtimes)', async () => {
    const { modules, nodeImports } = await importGraph(runtimeModules());
    expect(modules.some((path) => path.startsWith('packages/site-runtime/src/handler/'))).toBe(true);
    expect(modules.some((path) => path.startsWith('packages/core/src/'))).toBe(true);
    expect(modules.filter((path) => path.startsWith('sources/') || path.startsWith('packages/site/'))).toEqual([]);
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
  mcp: ['handler', 'routes.ts', 'headers.ts'],
  edge: ['model', 'render', 'pages', 'handler', 'mcp', 'routes.ts', 'headers.ts', 'site-kinds.ts', 'fnv1a.ts'],
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
  it('import only downward: the model nothing of the site but the route table, the renderers and pages nothing of the handler, and nothing reaches the Node package (the generator, the hosts, the commands)', () => {
    const upward = Object.entries(LAYERS).flatMap(([folder, allowed]) =>
      importsOf(folder)
        .filter(({ to }) => to !== folder && to !== 'testing' && !allowed.includes(to))
        .map(({ from, to }) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
  });
});
