import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_DOC, deployDoc, HOST_DOCS } from './deploy-doc.js';

describe('docs/deploy.md', () => {
  it('is what the frame and the host folders make (npm run docs -- --check)', () => {
    const written = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', DEPLOY_DOC), 'utf8');
    expect(written === deployDoc(), `${DEPLOY_DOC} is not what its sources make: run npm run docs`).toBe(true);
  });

  it('has a section from every host folder, each under its own heading', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).sort()).toEqual([...HOST_DOCS].sort());
    const doc = deployDoc();
    for (const host of HOST_DOCS) {
      const section = readFileSync(join(import.meta.dirname, host, 'deploy.md'), 'utf8');
      expect(section, host).toMatch(/^### /);
      expect(doc, host).toContain(section.trimEnd());
    }
  });
});
