import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { siteBuildCommand } from './servers.js';

/** The base URL the test site is built with (any fixed value: responses are compared with the core's). */
const TEST_BASE_URL = 'https://pin.example.test';
const root = join(import.meta.dirname, '..');

/**
 * Builds the real site from the real sources once for every integration test file,
 * into test-output/site, the way `npm run build` does (a rerun with unchanged inputs
 * costs a second); then the packages as `npm publish` would (`npm run build:lib`), once,
 * so that test files running at the same time never pack a package while another rebuilds it.
 */
export default function setup(project: TestProject) {
  const siteDir = join(root, 'test-output', 'site');
  const [command, args] = siteBuildCommand(siteDir, TEST_BASE_URL);
  execFileSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  execFileSync('npm', ['run', 'build:lib'], { cwd: root, stdio: 'pipe' });
  project.provide('siteDir', siteDir);
  project.provide('baseUrl', TEST_BASE_URL);
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    baseUrl: string;
  }
}
