/**
 * Writes the documents generated from sources beside the code: docs/deploy.md, from the
 * frame and each host folder's section (packages/site/src/hosts/deploy-doc.ts), and
 * docs/operations.md, from the table of operations (packages/cli/src/commands/operations-doc.ts).
 *
 * Usage: npm run docs [-- --check]   (--check: write nothing, exit 1 when a document differs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATIONS_DOC, operationsDoc } from '../packages/cli/src/commands/operations-doc.js';
import { DEPLOY_DOC, deployDoc } from '../packages/site/src/hosts/deploy-doc.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
for (const [doc, text] of [
  [DEPLOY_DOC, deployDoc()],
  [OPERATIONS_DOC, operationsDoc()],
] as const) {
  const path = join(import.meta.dirname, '..', doc);
  if (!values.check) {
    writeFileSync(path, text);
    console.log(`wrote ${doc}`);
  } else if (readFileSync(path, 'utf8') !== text) {
    console.error(`${doc} is not what its sources make: run npm run docs`);
    process.exitCode = 1;
  } else {
    console.log(`${doc} is up to date`);
  }
}
