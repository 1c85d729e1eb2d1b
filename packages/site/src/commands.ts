/**
 * The site's commands (build and start, and the edge build's two) as node arguments,
 * for the scripts and tests that start them as their npm scripts do (package.json's
 * scripts are the same, as commands.test.ts checks).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const sourceDir = import.meta.dirname;
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * A larger young generation: the build and the server make many short-lived strings,
 * and with the default (16 MiB) many of them live just long enough to be promoted,
 * which makes the old generation's collections frequent (a quarter of a build's time).
 */
export const NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * The server's own: no memory reducer. Once the server has been idle a while, V8's
 * memory reducer collects and shrinks the heap, and every request afterwards cost a
 * third more CPU (bench:serve against the bare peer: 0.74× after two idle minutes,
 * 0.90× without the reducer), for a dozen MB of memory it would have given back.
 */
const START_FLAGS = ['--no-memory-reducer'];

/**
 * `node` arguments that run `npm run build` (`build`), `npm start` (`start`), `npm run build:edge`
 * (`build-edge`) or `npm run start:edge` (`start-edge`).
 *
 * @example
 * spawn(process.execPath, siteCommand('build', '--out', 'test-output/site'));
 */
export function siteCommand(command: 'build' | 'start' | 'build-edge' | 'start-edge', ...args: string[]): string[] {
  // The server runs built JavaScript (scripts/start.mjs builds it when the sources are newer).
  if (command === 'start') return [...NODE_FLAGS, ...START_FLAGS, START_SCRIPT, ...args];
  return [tsxCli, ...NODE_FLAGS, '--conditions=source', join(sourceDir, `${command}.ts`), ...args];
}

/** `npm start`'s launcher: plain JavaScript that runs the built server. */
export const START_SCRIPT = join(sourceDir, '..', '..', '..', 'scripts', 'start.mjs');
