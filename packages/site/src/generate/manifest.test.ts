import { describe, expect, it } from 'vitest';
import { byteLength, formatManifest, MANIFEST_HEAD_BYTES, manifestLineBytes, manifestSize, parseManifest } from './manifest.js';

const hashes = new Map([
  ['/pincode/110001/index.html', 'a'.repeat(40)],
  ['/api/v1/pincode/560001', 'b'.repeat(40)],
  ['/ifsc/SBIN0000001/₹.html', 'c'.repeat(40)],
]);
const inputs = `${'d'.repeat(40)} https://pin.example.org`;

describe('the site manifest', () => {
  it('reads back what it writes, paths in order, and knows its size without writing it', () => {
    const text = formatManifest(inputs, hashes);
    const read = parseManifest(text, 'x/manifest.txt');
    expect(read.inputs).toBe(inputs);
    expect(read.hashes).toEqual(hashes);
    expect(text.split('\n').slice(2, -1)).toEqual([...hashes].map(([path, hash]) => `${hash} ${path}`).sort((a, b) => (a.slice(41) < b.slice(41) ? -1 : 1)));
    expect(manifestSize(inputs, hashes)).toBe(byteLength(text));
    expect(byteLength(text) - byteLength(formatManifest(inputs, new Map()))).toBe(
      [...hashes.keys()].reduce((sum, path) => sum + manifestLineBytes(path), 0) - 1,
    );
    expect(byteLength(formatManifest(inputs, new Map()))).toBeLessThanOrEqual(MANIFEST_HEAD_BYTES);
  });

  it('reads no manifest as an empty one, and refuses one of another format, naming both', () => {
    expect(parseManifest('', 'x')).toEqual({ inputs: '', hashes: new Map() });
    expect(() => parseManifest('# some other manifest v9\nabc /a\n', 'site/manifest.txt')).toThrow(
      /^site\/manifest\.txt: a site manifest of another format \("# some other manifest v9"\); this build reads "# india-pincode-ifsc site manifest v1"/,
    );
  });
});
