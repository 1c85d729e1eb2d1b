import { join, relative } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * Every module the entries import, bundled as the edge build bundles them (paths from
 * the repository's root), and the `node:` imports among them.
 *
 * @example
 * const { modules, nodeImports } = await importGraph(['/…/handler/handler.ts']);
 */
export async function importGraph(entries: readonly string[]): Promise<{ modules: string[]; nodeImports: string[] }> {
  const result = await build({
    entryPoints: [...entries],
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
