import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATIONS } from 'india-pincode-ifsc/operations';
import { describe, expect, it } from 'vitest';
import { OPERATIONS_DOC, operationsDoc } from './operations-doc.js';

describe('docs/operations.md', () => {
  it('is what the table makes (npm run docs writes it)', () => {
    const written = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', OPERATIONS_DOC), 'utf8');
    expect(written === operationsDoc(), `${OPERATIONS_DOC} is not what the table makes: run npm run docs`).toBe(true);
  });

  it('has a section for every operation, a new one included', () => {
    const extra = { ...OPERATIONS[0]!, name: 'pincodeCount', command: 'pincode-count', tool: 'count_offices', summary: 'Count offices' };
    const doc = operationsDoc([...OPERATIONS, extra]);
    for (const operation of [...OPERATIONS, extra]) expect(doc).toContain(`## ${operation.summary}\n`);
    expect(doc).toContain('`india-pincode-ifsc pincode-count PIN`');
  });
});
