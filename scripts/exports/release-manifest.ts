/**
 * `npm run exports:release [-- --dir dist-exports] [--repository OWNER/NAME]`: after
 * `build:exports` and the zipping of its CSV and Parquet folders, writes
 * `downloads.json`: the release assets' sizes, SHA-256 sums and download URLs on the
 * GitHub release of the editions (tag `data-<PIN edition>-<IFSC edition>`). The site
 * build reads it (`--downloads` or `DOWNLOADS_MANIFEST`) to list the downloads on the
 * about page. The repository defaults to `GITHUB_REPOSITORY` (set in GitHub Actions).
 */
import type { DownloadsManifest } from '@india-pincode-ifsc/site-runtime/model/downloads-manifest';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_ASSETS, releaseTag } from '@india-pincode-ifsc/site-runtime/pages/downloads';

/**
 * The manifest of the release assets in `dir`, each of which must be there.
 *
 * @example
 * releaseManifest('dist-exports', 'owner/india-pincode-ifsc', 'https://github.com').release.tag // 'data-2025-10-03-2026-05-01'
 */
export function releaseManifest(dir: string, repository: string, server = 'https://github.com'): DownloadsManifest {
  const { editions } = JSON.parse(readFileSync(join(dir, 'files.json'), 'utf8')) as { editions: DownloadsManifest['editions'] };
  const tag = releaseTag(editions);
  const files = RELEASE_ASSETS.map(([name]) => {
    const bytes = readFileSync(join(dir, name));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return { name, bytes: bytes.length, sha256, url: `${server}/${repository}/releases/download/${tag}/${encodeURIComponent(name)}` };
  });
  return { editions: { pincode: editions.pincode, ifsc: editions.ifsc }, release: { tag, url: `${server}/${repository}/releases/tag/${tag}` }, files };
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist-exports' }, repository: { type: 'string' } } });
  const repository = values.repository ?? process.env.GITHUB_REPOSITORY;
  if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    console.error('npm run exports:release: name the repository the release is on: --repository OWNER/NAME (or GITHUB_REPOSITORY)');
    process.exit(2);
  }
  const manifest = releaseManifest(values.dir!, repository, process.env.GITHUB_SERVER_URL || undefined);
  writeFileSync(join(values.dir!, 'downloads.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`exports:release: ${manifest.release.tag}, ${manifest.files.length} assets in ${join(values.dir!, 'downloads.json')}`);
}
