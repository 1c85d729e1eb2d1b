import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleEdgeModule, bundleEdgeModules, CHUNKS_FOLDER } from './edge-bundle.js';

const temp = mkdtempSync(join(tmpdir(), 'edge-bundle-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The slug entry bundled as the edge build bundles, readable (not minified). */
async function slugBundle(): Promise<string> {
  const before = process.env.EDGE_NO_MINIFY;
  process.env.EDGE_NO_MINIFY = '1';
  try {
    return await bundleEdgeModule('testing/slug-entry.ts', 'a test');
  } finally {
    if (before === undefined) delete process.env.EDGE_NO_MINIFY;
    else process.env.EDGE_NO_MINIFY = before;
  }
}

describe('edge bundles', () => {
  it('load slugify on its first call, from inside a function declaration', async () => {
    const text = await slugBundle();
    // The package's file is the body of load(), which only the proxy calls.
    const load = /^function load\(\) \{\n([\s\S]*?)\n\s*return module\.exports;\n\}$/m.exec(text);
    expect(load?.[1]).toContain('"slugify"');
    expect(text).toMatch(/loaded \?\?= load\(\)/);
    // esbuild's CommonJS wrapper (an arrow function V8 compiles with the module) is not used.
    expect(text).not.toContain('__commonJS');
    const file = join(temp, 'slug.mjs');
    writeFileSync(file, text);
    const { toSlug } = (await import(pathToFileURL(file).href)) as { toSlug: (name: string) => string };
    expect(toSlug('Café Nagar')).toBe('cafe-nagar');
    expect(toSlug('Bowbazar (Kolkata)')).toBe('bowbazar-kolkata');
  });

  it('put each half of the sharded search in a chunk of its own, without the route table or the slug library', async () => {
    const modules = await bundleEdgeModules('hosts/cloudflare/worker.ts', 'worker.js', 'a test', '{}');
    const chunkNamed = (name: string) => modules.find((module) => module.path === `${CHUNKS_FOLDER}/${name}`);
    const [keyword, bankPlace] = [chunkNamed('shard-keyword.js'), chunkNamed('shard-bank-place.js')];
    const chunks = [keyword, bankPlace].filter((found) => found !== undefined);
    expect(chunks).toHaveLength(2);
    // Exports keep their names; the core's matcher over term shards checks their format by name.
    expect(keyword!.text).toContain('searchKeywordShards');
    expect(keyword!.text).not.toContain('india-pincode-ifsc/term-shards');
    expect(bankPlace!.text).toContain('searchBankPlace');
    expect(bankPlace!.text).toContain('india-pincode-ifsc/term-shards');
    expect(bankPlace!.text).not.toContain('searchKeywordShards');
    for (const chunk of chunks) {
      expect(chunk.text, chunk.path).not.toContain('compat-pincode');
      expect(chunk.text, chunk.path).not.toContain('slugify');
    }
    expect(modules.find((module) => module.path === 'worker.js')!.text).toContain('compat-pincode');
  });

  it('put the MCP endpoint in a chunk of its own, without the MCP SDK: an isolate compiles it on its first /mcp request', async () => {
    const modules = await bundleEdgeModules('hosts/cloudflare/worker.ts', 'worker.js', 'a test', '{}');
    const mcp = modules.find((module) => module.path === `${CHUNKS_FOLDER}/mcp-endpoint.js`);
    expect(mcp?.text).toContain('lookup_pincode');
    expect(modules.find((module) => module.path === 'worker.js')!.text).not.toContain('lookup_pincode');
    for (const module of modules) expect(module.text, module.path).not.toContain('modelcontextprotocol');
  });
});
