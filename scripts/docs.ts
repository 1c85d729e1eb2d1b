/**
 * Writes the documents generated from sources beside the code: docs/deploy.md, from the
 * frame and each host folder's section (packages/site/src/hosts/deploy-doc.ts).
 *
 * Usage: npm run docs [-- --check]   (--check: write nothing, exit 1 when a document differs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEPLOY_DOC, deployDoc } from '../packages/site/src/hosts/deploy-doc.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const path = join(import.meta.dirname, '..', DEPLOY_DOC);
const text = deployDoc();
if (values.check) {
  if (readFileSync(path, 'utf8') !== text) {
    console.error(`${DEPLOY_DOC} is not what its sources make: run npm run docs`);
    process.exit(1);
  }
  console.log(`${DEPLOY_DOC} is up to date`);
} else {
  writeFileSync(path, text);
  console.log(`wrote ${DEPLOY_DOC}`);
}
