/**
 * Builds `npm start`'s server as JavaScript (dist-server/start.mjs): packages/site's
 * start.ts with the workspace's sources bundled in, npm packages left to node_modules.
 * Plain JavaScript, run by plain node (by `npm install`'s prepare and by
 * scripts/start.mjs when the sources are newer), so no transpiler runs beside the server.
 *
 * Usage: node scripts/build-server.mjs
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = join(import.meta.dirname, '..');
export const OUT_DIR = join(ROOT, 'dist-server');
export const SERVER_FILE = join(OUT_DIR, 'start.mjs');
const STAMP_FILE = join(OUT_DIR, 'stamp.json');
const ENTRY = join(ROOT, 'packages', 'site', 'src', 'start.ts');
const ASSETS_MODULE = join(ROOT, 'packages', 'site', 'src', 'assets', 'assets.ts');

/** The folders whose TypeScript the server is built from, and the package files that say how it resolves. */
const SOURCE_DIRS = ['packages', 'sources'].map((dir) => join(ROOT, dir));

/** Every source file of the workspace (tests and generated output aside), newest change first. */
function sourceFiles() {
  const files = [];
  for (const dir of SOURCE_DIRS) {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const segments = name.split(sep);
      if (segments.includes('node_modules') || segments.includes('dist') || name.endsWith('.test.ts')) continue;
      if (name.endsWith('.ts') || name.endsWith('.md') || name.endsWith('package.json')) files.push(join(dir, name));
    }
  }
  return files;
}

/** The newest source change, how many files and bytes (a deleted file changes no time), and the build's place (a moved checkout builds again). */
function sourceStamp() {
  let newest = 0;
  let bytes = 0;
  const files = sourceFiles();
  for (const file of files) {
    const stat = statSync(file);
    newest = Math.max(newest, stat.mtimeMs);
    bytes += stat.size;
  }
  return { newest, files: files.length, bytes, root: ROOT };
}

/** Whether dist-server holds a build of the current sources. */
export function serverUpToDate() {
  try {
    return readFileSync(STAMP_FILE, 'utf8') === JSON.stringify(sourceStamp());
  } catch {
    return false;
  }
}

/** Every npm package the workspace depends on: left out of the bundle, read from node_modules. */
function npmPackages() {
  const names = new Set();
  const workspaces = new Set();
  for (const file of [join(ROOT, 'package.json'), ...sourceFiles().filter((f) => f.endsWith('package.json'))]) {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.name) workspaces.add(pkg.name);
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) for (const name of Object.keys(pkg[field] ?? {})) names.add(name);
  }
  return [...names].filter((name) => !workspaces.has(name));
}

/**
 * Modules find files beside them (the dataset folder, templates) through
 * `import.meta.dirname` and `import.meta.url`: in the bundle each keeps its own file's.
 */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const text = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents: text, loader: 'ts' };
    });
  },
};

/** How the server and its helper are bundled: the workspace's sources in, npm packages out. */
const bundled = (entry) => ({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  external: npmPackages().flatMap((name) => [name, `${name}/*`]),
  plugins: [ownLocation],
  logLevel: 'warning',
  write: false,
});

/** The pages' script, bundled now (assets.ts's siteScript, run from a bundle of that module), for the server to carry. */
async function pagesScript(esbuild) {
  const { outputFiles } = await esbuild.build(bundled(ASSETS_MODULE));
  const file = join(OUT_DIR, `assets-${process.pid}.mjs`);
  writeFileSync(file, outputFiles[0].text);
  try {
    return (await import(pathToFileURL(file).href)).siteScript();
  } finally {
    rmSync(file);
  }
}

/**
 * Builds dist-server/start.mjs (written beside and renamed into place, so that a server
 * starting meanwhile reads the old build or the new, never half of one); returns its size.
 */
export async function buildServer() {
  const esbuild = await import('esbuild');
  const stamp = sourceStamp();
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    const { outputFiles } = await esbuild.build({
      ...bundled(ENTRY),
      outfile: SERVER_FILE,
      define: { PREBUILT_SITE_SCRIPT: JSON.stringify(await pagesScript(esbuild)) },
      banner: { js: `// Generated by scripts/build-server.mjs from ${relative(ROOT, ENTRY)}: do not edit.` },
    });
    const staged = `${SERVER_FILE}.${process.pid}`;
    writeFileSync(staged, outputFiles[0].text);
    renameSync(staged, SERVER_FILE);
    writeFileSync(STAMP_FILE, JSON.stringify(stamp));
    return outputFiles[0].contents.byteLength;
  } finally {
    // The build's service process ends with the build: nothing of esbuild runs beside the server.
    await esbuild.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const bytes = await buildServer();
  console.log(`build-server: ${relative(ROOT, SERVER_FILE)} (${(bytes / 1024).toFixed(0)} KiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
