/**
 * `npm run rollback [-- --out DIR]`: the site goes back to the build before the live
 * one, in one atomic step (the live build becomes the rollback copy, so running it
 * again goes forward). A running `npm start` follows within a second.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nodeBuildFs } from './generate/build-fs.js';
import { lockSite } from './generate/build-lock.js';
import { rollbackSite } from './generate/site-builds.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: process.env.SITE_DIR ?? 'dist-site' } } });
try {
  const release = await lockSite(resolve(values.out));
  try {
    const now = await rollbackSite(nodeBuildFs(), resolve(values.out));
    console.error(`${values.out} now serves ${now}`);
  } finally {
    await release();
  }
} catch (error) {
  console.error(`npm run rollback: ${(error as Error).message}`);
  process.exitCode = 1;
}
