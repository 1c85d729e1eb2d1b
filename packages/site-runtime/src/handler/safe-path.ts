/** The longest URL the handler reads; anything longer is refused before any lookup. */
export const MAX_URL_LENGTH = 2048;

/**
 * Splits a URL path into decoded segments, refusing anything that could name a file
 * outside the site: `.` and `..` segments, encoded slashes or backslashes, NUL and
 * other control characters, malformed percent-encoding. Returns `null` when refused.
 *
 * @example
 * pathSegments('/api/postoffice/Baroda%20House') // ['api', 'postoffice', 'Baroda House']
 * pathSegments('/api/%2e%2e/%2e%2e/etc/passwd') // null
 */
export function pathSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  const segments: string[] = [];
  const raw = pathname.slice(1).split('/');
  for (let i = 0; i < raw.length; i++) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw[i]!);
    } catch {
      return null;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    if (segment === '.' || segment === '..' || /[/\\\u0000-\u001f\u007f]/.test(segment)) return null;
    // An empty segment is only allowed last (a trailing slash).
    if (segment === '' && i !== raw.length - 1) return null;
    segments.push(segment);
  }
  return segments;
}
