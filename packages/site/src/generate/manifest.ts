/**
 * The site's manifest (`manifest.txt`), its one reader and writer: a header naming its
 * format, the digest of the build's inputs, then one line per file (its SHA-1 and path).
 * The generator compares a build with it, `npm run build` skips a build whose inputs it
 * records, the server watches it for a new build, and the profiles count its lines
 * against a host's limits.
 */
import { type BuildFs, sitePath } from './build-fs.js';

/** The manifest's name inside the site. */
export const MANIFEST = '/manifest.txt';
/** Its first line: the version of its format. */
const MANIFEST_HEADER = '# india-pincode-ifsc site manifest v1';
const INPUTS = '# inputs ';
/** The bytes of its two header lines (format, and inputs digest with the base URL), at most. */
export const MANIFEST_HEAD_BYTES = 256;

/** A manifest read: the inputs digest it records and each file's SHA-1 by path. */
export interface Manifest {
  inputs: string;
  hashes: Map<string, string>;
}

/**
 * The bytes of a file's body, as written.
 *
 * @example
 * byteLength('₹') // 3
 */
export const byteLength = (body: string | Uint8Array) => (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);

/**
 * What one file adds to the manifest: its line (SHA-1, space, path, newline).
 *
 * @example
 * manifestLineBytes('/api/meta') // 51
 */
export const manifestLineBytes = (path: string) => 42 + Buffer.byteLength(path);

/**
 * Reads a manifest ('' for none: an empty one). One of another format is refused,
 * naming both formats: its hashes cannot be trusted to say which files are current.
 *
 * @example
 * parseManifest(formatManifest('abc', new Map([['/a', 'f'.repeat(40)]])), 'x').inputs // 'abc'
 */
export function parseManifest(text: string, path: string): Manifest {
  const hashes = new Map<string, string>();
  let inputs = '';
  const header = text.slice(0, text.indexOf('\n') + 1 || text.length).trim();
  if (text !== '' && header !== MANIFEST_HEADER) {
    throw new Error(
      `${path}: a site manifest of another format (${JSON.stringify(header.slice(0, 60))}); this build reads "${MANIFEST_HEADER}". Delete the site folder and build again.`,
    );
  }
  for (const line of text.split('\n')) {
    if (line.startsWith(INPUTS)) inputs = line.slice(INPUTS.length);
    else if (line && !line.startsWith('#')) hashes.set(line.slice(41), line.slice(0, 40));
  }
  return { inputs, hashes };
}

/**
 * Reads the live build's manifest of the site in `outDir` (an empty one when there is
 * none), as {@link parseManifest} does.
 *
 * @example
 * (await readManifest(nodeBuildFs(), '/abs/dist-site')).hashes.size // the files of the live build
 */
export async function readManifest(fs: BuildFs, outDir: string): Promise<Manifest> {
  const path = sitePath(outDir, MANIFEST);
  return parseManifest(new TextDecoder().decode((await fs.readFile(path)) ?? new Uint8Array()), path);
}

/**
 * The manifest of a build: its inputs digest and its files' hashes, paths in order.
 *
 * @example
 * formatManifest('abc', new Map()) // '# india-pincode-ifsc site manifest v1\n# inputs abc\n\n'
 */
export function formatManifest(inputs: string, hashes: Map<string, string>): string {
  const paths = [...hashes.keys()].sort();
  return `${MANIFEST_HEADER}\n${INPUTS}${inputs}\n${paths.map((path) => `${hashes.get(path)} ${path}`).join('\n')}\n`;
}

/**
 * The bytes {@link formatManifest} makes, without making it.
 *
 * @example
 * manifestSize('abc', hashes) === Buffer.byteLength(formatManifest('abc', hashes)) // true
 */
export function manifestSize(inputs: string, hashes: Map<string, string>): number {
  let bytes = Buffer.byteLength(`${MANIFEST_HEADER}\n${INPUTS}${inputs}\n`);
  for (const path of hashes.keys()) bytes += manifestLineBytes(path);
  return bytes;
}
