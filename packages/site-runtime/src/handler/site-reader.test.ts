import { describe, expect, it } from 'vitest';
import { createSiteReader } from './site-reader.js';
import type { SiteFiles } from './site-files.js';

const encoder = new TextEncoder();
const PLACEHOLDER = 'https://build.invalid';

/** A store holding one JSON file with the build's placeholder base URL, as the edge build does. */
function storeOf(withStored: boolean) {
  const calls: string[] = [];
  const body = encoder.encode(JSON.stringify({ url: `${PLACEHOLDER}/pincode/110001/`, n: 1 }));
  const rebase = (text: string) => text.replaceAll(PLACEHOLDER, 'https://pin.example.org');
  const files: SiteFiles = {
    read: async (path) => {
      calls.push(`read ${path}`);
      return path === '/a.json' ? { body: encoder.encode(rebase(new TextDecoder().decode(body))), etag: '"a"' } : null;
    },
    ...(withStored && {
      readStored: async (path: string) => {
        calls.push(`stored ${path}`);
        return path === '/a.json' ? { body, rebase } : null;
      },
    }),
  };
  return { files, calls };
}

describe('createSiteReader().readJson', () => {
  it('parses a file as stored with the base URL put in, and reads it no other way', async () => {
    const { files, calls } = storeOf(true);
    const site = createSiteReader(files);
    expect(await site.readJson('/a.json')).toEqual({ url: 'https://pin.example.org/pincode/110001/', n: 1 });
    expect(calls).toEqual(['stored /a.json']);
  });

  it('parses the file as served where the store keeps none as stored, and answers null for a missing file', async () => {
    for (const withStored of [true, false]) {
      const { files, calls } = storeOf(withStored);
      const site = createSiteReader(files);
      expect(await site.readJson('/a.json')).toEqual({ url: 'https://pin.example.org/pincode/110001/', n: 1 });
      expect(await site.readJson('/b.json')).toBeNull();
      expect(calls.filter((call) => call.startsWith('read'))).toEqual(withStored ? ['read /b.json'] : ['read /a.json', 'read /b.json']);
    }
  });

  it('parses a body once while the store keeps it', async () => {
    const { files } = storeOf(true);
    const site = createSiteReader(files);
    expect(await site.readJson('/a.json')).toBe(await site.readJson('/a.json'));
  });
});
