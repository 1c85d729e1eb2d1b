import { fileCache } from './file-cache.js';
import type { SiteFile, SiteFiles } from './site-files.js';
import type { Params } from '../routes.js';
import { type FileKind, kindMatcher } from '../model/file-kind.js';
import type { SiteData } from '../model/site-data.js';

/** Where a rendered file's data comes from: all of it at once (node), or the part a file needs (the edge). */
export type DataFor = (kind: FileKind, params: Params) => Promise<SiteData | null>;

/**
 * A strong validator from a body's bytes: two 32-bit FNV-1a hashes with different
 * offsets, and the length. Not for security; it tells one rendering from another.
 *
 * @example
 * bodyEtag(new TextEncoder().encode('{}')) // '"2-…-…"'
 */
export function bodyEtag(body: Uint8Array): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < body.length; i++) {
    a = Math.imul(a ^ body[i]!, 0x01000193);
    b = Math.imul(b ^ body[i]!, 0x01000193);
  }
  return `"${body.length.toString(36)}-${(a >>> 0).toString(36)}-${(b >>> 0).toString(36)}"`;
}

/** A file whose ETag is hashed when first asked for: files the handler only reads (search shards, records) never need one. */
class HashedFile implements SiteFile {
  #etag: string | undefined;
  constructor(readonly body: Uint8Array) {}
  get etag(): string {
    this.#etag ??= bodyEtag(this.body);
    return this.#etag;
  }
}

/**
 * A site file of these bytes, its ETag ({@link bodyEtag}) hashed on first use.
 *
 * @example
 * hashedFile(new TextEncoder().encode('{}')).etag // '"2-…-…"'
 */
export const hashedFile = (body: Uint8Array): SiteFile => new HashedFile(body);

export interface RenderedOptions {
  /** Read for a path no kind matches (the edge: its pre-rendered files). */
  readonly fallback?: SiteFiles;
  /** Rendered files kept in memory, most recently used first, up to this many bytes. */
  readonly cacheBytes?: number;
}

/**
 * The site's files rendered on request from the dataset, through the same kinds the
 * generator writes: the handler reads them as it reads a generated site, so every
 * answer is the one the static site gives. Rendered files are kept in a {@link fileCache}.
 *
 * @example
 * const files = renderedSiteFiles(generatedKinds(), async () => data);
 * createHandler(files);
 */
export function renderedSiteFiles(kinds: readonly FileKind[], dataFor: DataFor, options: RenderedOptions = {}): SiteFiles {
  const match = kindMatcher(kinds);
  const cache = fileCache(options.cacheBytes ?? 64 * 2 ** 20);
  const encoder = new TextEncoder();
  return {
    async read(path) {
      const cached = cache.get(path);
      if (cached) return cached;
      const found = match(path);
      if (!found) return options.fallback ? options.fallback.read(path) : null;
      const data = await dataFor(found.kind, found.params);
      const text = data && found.kind.render(data, found.params);
      if (!text) return null;
      const body = encoder.encode(text);
      const file = hashedFile(body);
      cache.set(path, file);
      return file;
    },
  };
}
