import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (/\.(ts|json|css|js)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) yield path;
  }
}

/**
 * A digest of everything a build reads: the source files, the settings, and the
 * code that renders them. Equal digests mean an identical site, so the build can
 * stop at once.
 *
 * @example
 * await inputsDigest({ files: ['../shared/data/pincode/x.csv'], codeDirs: ['packages/core/src'], settings: { baseUrl } });
 */
export async function inputsDigest(options: { files: readonly string[]; codeDirs: readonly string[]; settings: Record<string, string> }): Promise<string> {
  const hash = createHash('sha1');
  hash.update(JSON.stringify(options.settings));
  for (const file of options.files) hash.update(file).update(await readFile(file));
  for (const dir of options.codeDirs) {
    const paths: string[] = [];
    for await (const path of filesUnder(dir)) paths.push(path);
    for (const path of paths.sort()) hash.update(path).update(await readFile(path));
  }
  return hash.digest('hex');
}
