/**
 * What a publisher says about the edition it serves, asked at download time: the data
 * portal's record of the resource (its update date) and the GitHub release the IFSC
 * files come from (its tag and publication date). Never a file's modification time.
 */
import type { EditionSource, SourceFile } from './registry.js';

/** A publisher's edition: its date (`YYYY-MM-DD`) and, for a release, its tag. */
export interface UpstreamEdition {
  readonly date: string;
  readonly release?: string;
}

/** A date from an ISO 8601 string or Unix seconds, or `null`. */
function dateOf(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\d{9,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString().slice(0, 10) : null;
}

/**
 * Reads a publisher's record: data.gov.in's resource JSON (`updated_date`, else
 * `updated`), or a GitHub release (`tag_name`, `published_at`). `null` when it does
 * not say.
 *
 * @example
 * parseUpstreamEdition('github-release', { tag_name: 'v2.0.59', published_at: '2026-05-04T10:00:00Z' }) // { date: '2026-05-04', release: 'v2.0.59' }
 * parseUpstreamEdition('data-gov-in', { updated_date: '2025-10-03T06:47:43Z' }) // { date: '2025-10-03' }
 */
export function parseUpstreamEdition(kind: EditionSource['kind'], json: unknown): UpstreamEdition | null {
  if (!json || typeof json !== 'object') return null;
  const record = json as Record<string, unknown>;
  if (kind === 'github-release') {
    const date = dateOf(record.published_at ?? record.created_at);
    return date && typeof record.tag_name === 'string' && record.tag_name ? { date, release: record.tag_name } : null;
  }
  const date = dateOf(record.updated_date) ?? dateOf(record.updated);
  return date ? { date } : null;
}

/**
 * Where to ask a source's publisher for its edition: the mirror's copy of the record
 * when SOURCES_MIRROR is set, else the publisher (with the API key filled in); `null`
 * when the publisher needs a key that is not set.
 *
 * @example
 * editionUrl(SOURCES.banks, { SOURCES_MIRROR: 'http://127.0.0.1:8080' }) // 'http://127.0.0.1:8080/_editions/razorpay-ifsc-release.json'
 */
export function editionUrl(source: SourceFile, env: NodeJS.ProcessEnv): string | null {
  if (env.SOURCES_MIRROR) return `${env.SOURCES_MIRROR.replace(/\/+$/, '')}/${source.edition.mirrorPath}`;
  if (!source.edition.url.includes('{API_KEY}')) return source.edition.url;
  const key = source.apiKeyVariable && env[source.apiKeyVariable];
  return key ? source.edition.url.replace('{API_KEY}', encodeURIComponent(key)) : null;
}

/**
 * Asks a source's publisher which edition it serves; `null` (with the reason logged)
 * when it cannot be asked or does not say, so that the edition is recorded as unknown.
 *
 * @example
 * await fetchUpstreamEdition(SOURCES.ifscBranches, process.env, console.error) // { date: '2026-05-04', release: 'v2.0.59' }
 */
export async function fetchUpstreamEdition(source: SourceFile, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<UpstreamEdition | null> {
  const url = editionUrl(source, env);
  if (!url) return null;
  const shown = url.replace(/api-key=[^&]+/, 'api-key=…');
  try {
    const response = await fetch(url, { headers: { 'User-Agent': 'india-pincode-ifsc data refresh', Accept: 'application/json' } });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const edition = parseUpstreamEdition(source.edition.kind, await response.json());
    if (!edition) throw new Error('names no edition date');
    return edition;
  } catch (error) {
    log(`${source.file}: edition unknown: ${shown}: ${(error as Error).message}`);
    return null;
  }
}

/**
 * A source's download address pinned to a release: GitHub's `latest` download and the
 * `master` branch become the release's tag, so that the files are the edition recorded.
 *
 * @example
 * pinnedToRelease('https://raw.githubusercontent.com/razorpay/ifsc/master/src/banks.json', 'v2.0.59') // 'https://raw.githubusercontent.com/razorpay/ifsc/v2.0.59/src/banks.json'
 */
export function pinnedToRelease(url: string, release: string): string {
  const tag = encodeURIComponent(release);
  return url.replace('/releases/latest/download/', `/releases/download/${tag}/`).replace('/razorpay/ifsc/master/', `/razorpay/ifsc/${tag}/`);
}
