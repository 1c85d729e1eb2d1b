/** HTML building blocks: escaping, JSON-LD and the page shell. Plain strings, no DOM. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/;
const SPECIAL_ALL = /[&<>"']/g;

/**
 * Escapes text for HTML content and double- or single-quoted attribute values.
 *
 * @example
 * esc('<script>alert("x")</script>') // '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'
 */
export function esc(value: string | number): string {
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ENTITIES[c]!) : text;
}

/**
 * A JSON-LD script element whose content cannot end the script early: every `<`
 * (and the line separators JavaScript once rejected) is written as a \u escape.
 *
 * @example
 * jsonLd({ name: '</script>' }) // '<script type="application/ld+json">{"name":"\\u003c/script>"}</script>'
 */
export function jsonLd(value: object): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...value })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** A link; `href` and `text` are escaped. */
export const link = (href: string, text: string): string => `<a href="${esc(href)}">${esc(text)}</a>`;

/** A description list of label/value pairs, skipping empty values; values are HTML already. */
export function fields(pairs: readonly (readonly [string, string])[]): string {
  let html = '<dl>';
  for (const [label, value] of pairs) if (value !== '') html += `<dt>${label}</dt><dd>${value}</dd>`;
  return `${html}</dl>`;
}

/** A link maker for one page: `a(url, text)` links `url` relative to the page. */
export type LinkTo = (url: string, text: string) => string;

/** {@link link} through a {@link Rel}. */
export const linkWith =
  (rel: Rel): LinkTo =>
  (url, text) =>
    link(rel(url), text);

/** A breadcrumb trail: links (absolute URLs, made relative by `a`), then the current page's name. */
export function crumbs(a: LinkTo, items: readonly (readonly [string, string])[], current: string): string {
  let html = '<nav aria-label="Breadcrumb" class="bc"><ol>';
  for (const [href, text] of items) html += `<li>${a(href, text)}</li>`;
  return `${html}<li aria-current="page">${esc(current)}</li></ol></nav>`;
}

/** Turns an absolute site URL into the shortest link from one page. */
export type Rel = (url: string) => string;

/**
 * Links relative to the page at `pageUrl` (both under `baseUrl`): a page's links
 * then work under any origin and base path and cost a few bytes each. URLs outside
 * the site, and every URL when `pageUrl` is null (the 404 page, served at any
 * path), become root-relative or stay absolute.
 *
 * @example
 * relativeTo('https://x', 'https://x/pincode/110001/a/')('https://x/pincode/110001/b/') // '../b/'
 * relativeTo('https://x', 'https://x/pincode/110001/a/')('https://x/') // '../../../'
 */
export function relativeTo(baseUrl: string, pageUrl: string | null): Rel {
  const origin = new URL(baseUrl).origin;
  const prefix = `${baseUrl}/`;
  if (pageUrl === null) return (url) => (url.startsWith(prefix) ? url.slice(origin.length) : url);
  const from = pageUrl.slice(prefix.length);
  const start = prefix.length;
  return (url) => {
    if (!url.startsWith(prefix)) return url;
    // The longest common run of whole path segments, then one `../` per segment of the page's rest.
    const n = Math.min(from.length, url.length - start);
    let common = 0;
    for (let i = 0; i < n && from.charCodeAt(i) === url.charCodeAt(start + i); i++) if (from.charCodeAt(i) === 47) common = i + 1;
    let up = '';
    for (let i = common; i < from.length; i++) if (from.charCodeAt(i) === 47) up += '../';
    return up + url.slice(start + common) || './';
  };
}
