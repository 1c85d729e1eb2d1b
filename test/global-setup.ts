import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** The base URL the test site is built with (any fixed value: responses are compared with the core's). */
const TEST_BASE_URL = 'https://pin.example.test';
const root = join(import.meta.dirname, '..');

/**
 * Builds the real site from the real sources once for every integration test file,
 * into test-output/site, the way `npm run build` does (a rerun with unchanged inputs
 * costs a second).
 */
export default function setup(project: TestProject) {
  const siteDir = join(root, 'test-output', 'site');
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  execFileSync(process.execPath, [tsx, '--conditions=source', 'packages/site/src/build.ts', '--out', siteDir, '--base-url', TEST_BASE_URL], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  project.provide('siteDir', siteDir);
  project.provide('baseUrl', TEST_BASE_URL);
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    baseUrl: string;
  }
}
