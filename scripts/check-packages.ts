/**
 * Checks every published package as users receive it: packs each workspace that is
 * not private, then runs publint and are-the-types-wrong on the tarball, and holds
 * each entry point to the size budget its package.json declares (`sizeBudgets`:
 * entry → gzipped bytes of a minified browser bundle made by esbuild; data loaded
 * lazily is not counted). Usage: npm run check:packages. The test suite calls
 * {@link checkTarball} on the tarballs it packs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/** What a package declares that the checks read. */
interface Manifest {
  name: string;
  private?: boolean;
  types?: string;
  sizeBudgets?: Record<string, number>;
}

/** Runs a tool; a non-zero exit becomes a problem with the tool's output. */
async function tool(name: string, args: string[]): Promise<string[]> {
  try {
    await run('npx', ['--no-install', name, ...args], { cwd: root, maxBuffer: 16 * 2 ** 20 });
    return [];
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return [`${name} ${args.join(' ')}:\n${stdout}${stderr}`];
  }
}

/**
 * The gzipped size of each budgeted entry point, bundled for browsers from the
 * installed package in `nodeModules`.
 *
 * @example
 * await entrySizes({ name: 'india-pincode-ifsc', sizeBudgets: { './ifsc': 25000 } }, 'app/node_modules')
 */
export async function entrySizes(manifest: Manifest, nodeModules: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const entry of Object.keys(manifest.sizeBudgets ?? {})) {
    const specifier = entry === '.' ? manifest.name : `${manifest.name}/${entry.replace(/^\.\//, '')}`;
    const result = await build({
      stdin: { contents: `export * from ${JSON.stringify(specifier)};`, resolveDir: nodeModules, loader: 'js' },
      nodePaths: [nodeModules],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'error',
    });
    sizes[entry] = gzipSync(result.outputFiles[0]!.contents).length;
  }
  return sizes;
}

/**
 * Every problem found with one packed package: publint's, are-the-types-wrong's
 * (for packages with types; the node16 profile, as no supported Node resolves like
 * node10), and entry points over their size budget.
 *
 * @example
 * await checkTarball('/tmp/india-pincode-ifsc-0.1.0.tgz', manifest, 'app/node_modules') // []
 */
export async function checkTarball(tarball: string, manifest: Manifest, nodeModules: string): Promise<string[]> {
  return [...(await toolProblems(tarball, manifest)), ...budgetProblems(manifest, await entrySizes(manifest, nodeModules))];
}

/** publint's and are-the-types-wrong's findings on a tarball. */
async function toolProblems(tarball: string, manifest: Manifest): Promise<string[]> {
  const problems = await tool('publint', ['--strict', tarball]);
  if (manifest.types) problems.push(...(await tool('attw', [tarball, '--profile', 'node16', '--format', 'table-flipped'])));
  return problems;
}

/** The entry points over their budgets. */
function budgetProblems(manifest: Manifest, sizes: Record<string, number>): string[] {
  return Object.entries(sizes)
    .filter(([entry, size]) => size > manifest.sizeBudgets![entry]!)
    .map(([entry, size]) => `${manifest.name} ${entry}: ${size} gzipped bytes, over its budget of ${manifest.sizeBudgets![entry]!}`);
}

async function main(): Promise<void> {
  const folders = (await run('npm', ['query', '.workspace'], { cwd: root })).stdout;
  const published = (JSON.parse(folders) as (Manifest & { path: string })[]).filter((pkg) => !pkg.private);
  const project = await mkdtemp(join(tmpdir(), 'package-checks-'));
  try {
    const packed = await run('npm', ['pack', ...published.flatMap((pkg) => ['--workspace', pkg.name]), '--pack-destination', project, '--json'], {
      cwd: root,
      maxBuffer: 64 * 2 ** 20,
    });
    const tarballs = (JSON.parse(packed.stdout) as { name: string; filename: string }[]).map((t) => ({ ...t, path: join(project, t.filename) }));
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'package-checks', private: true }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs.map((t) => t.path)], { cwd: project });
    let failed = false;
    for (const pkg of published) {
      const tarball = tarballs.find((t) => t.name === pkg.name)!;
      const sizes = await entrySizes(pkg, join(project, 'node_modules'));
      const problems = [...(await toolProblems(tarball.path, pkg)), ...budgetProblems(pkg, sizes)];
      const sizeText = Object.entries(sizes).map(
        ([entry, size]) => `${entry} ${(size / 1024).toFixed(1)} KiB gz (budget ${(pkg.sizeBudgets![entry]! / 1024).toFixed(1)})`,
      );
      console.log(`${pkg.name}: ${problems.length ? 'FAILED' : 'ok'}${sizeText.length ? ` · ${sizeText.join(', ')}` : ''}`);
      for (const problem of problems) console.log(`  ${problem}`);
      failed ||= problems.length > 0;
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await rm(project, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) await main();
