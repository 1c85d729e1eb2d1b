import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { sourcesDir } from '@india-pincode-ifsc/sources';
import { buildSite } from '@india-pincode-ifsc/site';

/** The base URL the test site is built with (any fixed value: responses are compared with the core's). */
export const TEST_BASE_URL = 'https://pin.example.test';

/**
 * Builds the real site from the real sources once for every test file, into
 * test-output/site (incremental: a rerun with unchanged inputs costs a second).
 */
export default async function setup(project: TestProject) {
  const siteDir = join(import.meta.dirname, '..', 'test-output', 'site');
  const result = await buildSite({ baseUrl: TEST_BASE_URL, outDir: siteDir, sources: sourcesDir(), log: (line) => console.log(`[site build] ${line}`) });
  console.log(`[site build] ${'files' in result ? `${result.files} files, ${result.written} written` : 'up to date'}`);
  project.provide('siteDir', siteDir);
  project.provide('baseUrl', TEST_BASE_URL);
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    baseUrl: string;
  }
}
