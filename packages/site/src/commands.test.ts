import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCommand } from './commands.js';

const root = join(import.meta.dirname, '..', '..', '..');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

/** The npm script of each site command: what a user types and what the tests start must be the same process. */
const SCRIPTS = { build: 'build', start: 'start', 'build-edge': 'build:edge', 'start-edge': 'start:edge' } as const;

describe('the site commands', () => {
  it('are the npm scripts, flag for flag', () => {
    for (const [command, script] of Object.entries(SCRIPTS)) {
      const [first, ...args] = siteCommand(command as keyof typeof SCRIPTS);
      // `npm start` runs node on a plain script; the others run tsx on TypeScript.
      const expected =
        command === 'start'
          ? ['node', first, ...args.slice(0, -1), relative(root, args.at(-1)!)].join(' ')
          : ['tsx', ...args.slice(0, -1), relative(root, args.at(-1)!)].join(' ');
      expect(scripts[script], script).toBe(expected);
    }
  });
});
