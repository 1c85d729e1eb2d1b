import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '@india-pincode-ifsc/site-runtime/testing/import-graph';

/** The edge adapters, one per host that runs code: bundled for runtimes that have no Node. */
const ADAPTERS = ['cloudflare/worker.ts', 'netlify/edge-function.ts', 'vercel/edge-function.ts'];

describe('the edge adapters', () => {
  it('import the site runtime and their own host folder: no node: module, nothing from sources/ or the rest of the Node package', async () => {
    const { modules, nodeImports } = await importGraph(ADAPTERS.map((adapter) => join(import.meta.dirname, adapter)));
    expect(modules.some((path) => path.startsWith('packages/site-runtime/src/edge/'))).toBe(true);
    const own = (path: string) => ADAPTERS.some((adapter) => path.startsWith(`packages/site/src/hosts/${adapter.split('/')[0]}/`));
    expect(modules.filter((path) => path.startsWith('sources/') || (path.startsWith('packages/site/') && !own(path)))).toEqual([]);
    expect(nodeImports).toEqual([]);
  });
});
