/** GitHub Pages: a static host with no configuration; the github-pages profile (generate/profiles.ts) keeps the site within its size limit. */
import type { HostLimits } from '../host-limits.js';

/** GitHub Pages' documented limit on a published site. */
export const GITHUB_PAGES_LIMITS: HostLimits = {
  host: 'GitHub Pages',
  maxBytes: 1e9,
  source: 'https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits',
};
