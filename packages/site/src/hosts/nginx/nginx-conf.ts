import { FILE_HEADERS, FILE_TYPES, JSON_TYPE } from '@india-pincode-ifsc/site-runtime/headers';
import { fillPattern } from '@india-pincode-ifsc/site-runtime/routes';
import { API_FOLDERS, notFoundRules, staticRewrites } from '../static-rules.js';

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The content types by extension, as an nginx `types` block (full types with their charset). */
function typesBlock(): string[] {
  return ['types {', ...Object.entries(FILE_TYPES).map(([ext, type]) => `  ${quote(type)} ${ext.slice(1)};`), '}'];
}

/**
 * The query forms of one URL path (`/api/states.php?bank=…`) as rewrites to their
 * files, most parameters first. Only canonical values (slugs, upper-case IFSC) are
 * taken: a value with any other character, `/` and `.` included, is left alone, so a
 * query can never name a path outside its folder.
 */
function queryRewrites(path: string): string[] {
  const lines: string[] = [];
  for (const rule of staticRewrites()) {
    if (rule.from !== path || rule.query.length === 0) continue;
    // Named captures: `rewrite ^` is a regular expression too, and resets `$1`.
    const to = fillPattern(rule.to, Object.fromEntries(rule.query.map((name) => [name, `$site_${name}`])));
    const pattern = rule.query.map((name) => `(?<site_${name}>[A-Za-z0-9-]+)`).join('/');
    lines.push(`set $site_query "${rule.query.map((name) => `$arg_${name}`).join('/')}";`);
    lines.push(`if ($site_query ~ "^${pattern}$") { rewrite ^ ${to}? last; }`);
  }
  return lines;
}

/**
 * URL paths whose file lives at another path (`/api/v1/pincode/{PIN}/branches`), as
 * server-level rewrites: they run before a location is chosen. Parameters take only
 * canonical characters, as the query forms do.
 */
function pathRewrites(): string[] {
  return staticRewrites()
    .filter((rule) => rule.query.length === 0 && rule.from.includes(':'))
    .map((rule) => {
      const names = [...rule.from.matchAll(/:([a-z]+)/g)].map((m) => m[1]!);
      const pattern = rule.from.replace(/:([a-z]+)/g, '(?<site_$1>[A-Za-z0-9-]+)');
      return `rewrite "^${pattern}$" ${fillPattern(rule.to, Object.fromEntries(names.map((name) => [name, `$site_${name}`])))} last;`;
    });
}

/**
 * One API folder: every file in it is JSON whatever its name (`banks.php`,
 * `110001`), each family's misses get that family's 404 body, and query forms go to
 * their files.
 */
function apiLocation(root: string): string[] {
  const lines = [`location ^~ ${root} {`, '  types { }', `  default_type ${quote(JSON_TYPE)};`];
  for (const rule of notFoundRules()) {
    if (!rule.glob.startsWith(root)) continue;
    const match = rule.glob.endsWith('/*') ? `^~ ${rule.glob.slice(0, -1)}` : `= ${rule.glob}`;
    const rewrites = rule.glob.endsWith('/*') ? [] : queryRewrites(rule.glob);
    lines.push(`  location ${match} {`, ...[`error_page 404 ${rule.file};`, ...rewrites].map((line) => `    ${line}`), '  }');
  }
  return [...lines, '}'];
}

/**
 * The nginx configuration of the site, to include inside a `server` block whose `root`
 * is the site folder: content types (JSON for the API folders), CORS and caching on
 * every answer, 204 for preflight requests, folders served by their `index.html`, the
 * query forms with canonical values, each family's 404 body, and the 404 page for the rest. There is no `try_files`: nginx's
 * own redirect of a folder without its slash (`/about` → `/about/`) keeps the pages'
 * relative links right.
 *
 * @example
 * nginxConf().includes('location ^~ /api/pincode/ {') // true
 */
export function nginxConf(): string {
  const headers = FILE_HEADERS;
  const lines = [
    '# Generated from the route table by the site generator: do not edit.',
    '# Include it in the server block that serves the site, after `root`:',
    '#   server { listen 80; root /srv/dist-site; include /srv/dist-site/nginx.conf; }',
    'index index.html;',
    'absolute_redirect off;',
    ...typesBlock(),
    'default_type application/octet-stream;',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'if ($request_method = OPTIONS) { return 204; }',
    'error_page 404 /404.html;',
    ...pathRewrites(),
    ...API_FOLDERS.flatMap(apiLocation),
  ];
  return `${lines.join('\n')}\n`;
}
