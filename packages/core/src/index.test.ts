import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as internal from './internal.js';

/** docs/npm.md's section on the root export, which names what users may call. */
function coreSection(): string {
  const text = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'npm.md'), 'utf8');
  const start = text.indexOf('## The library core');
  return text.slice(start, text.indexOf('\n## ', start + 1));
}

/** The code names in backticks, calls included (`name(args)` gives `name`). */
const namesIn = (text: string): Set<string> => new Set([...text.matchAll(/`([A-Za-z_]\w*)[(`]/g)].map((match) => match[1]!));

describe('the public root export', () => {
  it('exports what docs/npm.md names for users, and none of the internal entry’s own names are named there', () => {
    const named = namesIn(coreSection());
    const undocumented = Object.keys(root).filter((name) => !named.has(name));
    const internalOnly = [...named].filter((name) => name in internal && !(name in root));
    expect({ undocumented, internalOnly }).toEqual({ undocumented: [], internalOnly: [] });
  });

  it('is a part of the internal entry, the same values', () => {
    for (const [name, value] of Object.entries(root)) expect((internal as Record<string, unknown>)[name], name).toBe(value);
    expect(Object.keys(internal).length).toBeGreaterThan(Object.keys(root).length);
  });
});
