import { PAGE_PATHS } from 'india-pincode-ifsc/internal';
import { createRequire } from 'node:module';
import type * as esbuild from 'esbuild';
import { FILES, fillPattern, ROUTES } from '@india-pincode-ifsc/site-runtime/routes';
import type { FileKind } from '@india-pincode-ifsc/site-runtime/model/file-kind';
import { DOCS_KINDS } from './docs.js';
import { ASSET_PATHS } from '@india-pincode-ifsc/site-runtime/pages/layout';
import { mapBackground } from '@india-pincode-ifsc/site-runtime/pages/map';

/** The one shared stylesheet: system fonts, one column, nothing wider than a phone. */
export const SITE_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0 auto;max-width:62rem;padding:0 1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff;overflow-wrap:anywhere}
a{color:#0645ad}
a:focus,button:focus,input:focus,select:focus{outline:3px solid #f90;outline-offset:1px}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;padding:.75rem 0;border-bottom:1px solid #ddd}
.brand{font-weight:700;text-decoration:none;color:inherit}
header nav a{margin-right:.75rem}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:.5rem;background:#fff;padding:.25rem}
h1{font-size:1.6rem;line-height:1.25;margin:.75rem 0}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.3rem .5rem .3rem 0;border-bottom:1px solid #eee;vertical-align:top}
td+td,th+th{text-align:right}
ul.cols{columns:14rem;padding-left:1.2rem}
.bc ol{list-style:none;padding:0;margin:.75rem 0 0;font-size:.9rem}
.bc li{display:inline}.bc li+li:before{content:" › "}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
form div{display:flex;flex-direction:column;flex:1 1 14rem;min-width:0}
label{font-weight:600}
input,select,button{font:inherit;padding:.4rem;max-width:100%}
input,select{width:100%}
button{cursor:pointer}
#results li{margin:.25rem 0}
code{background:#f4f4f4;padding:0 .2rem}
footer{margin:2rem 0;padding-top:.5rem;border-top:1px solid #ddd;font-size:.85rem;color:#444}
.branches td,.branches th{text-align:left}
.map{margin:1rem 0;max-width:30rem}
.map svg{display:block;width:100%;height:auto;background:#f6f9fc;border:1px solid #ddd}
.map figcaption{font-size:.85rem;color:#444}
.map .mk{fill:#d11;fill-opacity:.85;stroke:#fff;stroke-width:.3%}.map .fc{fill:none;stroke:#d11;stroke-width:.6%}.map .zb{fill:none;stroke:#d11}
.k{display:inline-block;width:.7rem;height:.7rem;border-radius:50%;margin:0 .25rem 0 .5rem;vertical-align:-.05rem}
.k:first-child{margin-left:0}.kd{background:#aaa}.km{background:#d11}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}}
`;

/** The URL templates the script fills (`@` = the value), from the same definitions as the pages and files. */
const SCRIPT_PATHS = {
  pin: PAGE_PATHS.pincode('@'),
  ifsc: PAGE_PATHS.branch('@'),
  search: fillPattern(FILES.v1Search, { q: '@' }),
  // Where code answers requests (npm start, the edge): the whole search, with words, aliases and typos.
  searchApi: `${ROUTES.find((route) => route.name === 'v1-search')!.paths[0]}?q=@`,
  banks: FILES.banks,
  states: fillPattern(FILES.bankStates, { bank: '@' }),
  districts: fillPattern(FILES.bankDistricts, { bank: '@', state: '@' }),
  branches: fillPattern(FILES.branches, { bank: '@', state: '@', district: '@' }),
};

let script: string | undefined;

/**
 * The script as the server's build bundled it (scripts/build-server.mjs defines it), so
 * that `npm start` never runs esbuild; undefined wherever this module runs from source.
 */
declare const PREBUILT_SITE_SCRIPT: string | undefined;

/**
 * The one shared script (the site runtime's browser/site-script.ts: the home page search, the IFSC
 * picker and the copy button), bundled and minified with the core rules it uses and
 * the URL templates above; made once per process.
 *
 * @example
 * siteScript().startsWith('"use strict";') // true
 */
export function siteScript(): string {
  if (typeof PREBUILT_SITE_SCRIPT === 'string') return PREBUILT_SITE_SCRIPT;
  // Required here, not imported: the built server (which has the script already) never loads esbuild.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof esbuild;
  script ??= buildSync({
    entryPoints: [createRequire(import.meta.url).resolve('@india-pincode-ifsc/site-runtime/browser/site-script')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    conditions: ['source'],
    define: { SCRIPT_PATHS: JSON.stringify(SCRIPT_PATHS) },
    write: false,
    legalComments: 'none',
  }).outputFiles[0]!.text;
  return script;
}

/** A shared asset: the same bytes for every data set (the script is bundled once, on first use). */
const asset = (pattern: string, body: () => string): FileKind => ({ pattern, scope: 'whole', section: 'pages', list: () => [{}], render: body });

/**
 * The shared stylesheet and script, and the API reference page (docs.ts), as kinds of file. Apart from the page kinds: the
 * script is bundled by esbuild at build time, so these are never rendered at the edge.
 *
 * @example
 * ASSET_KINDS[0].render(data, {}) === SITE_CSS // true
 */
export const ASSET_KINDS: readonly FileKind[] = [
  asset(ASSET_PATHS.css, () => SITE_CSS),
  asset(ASSET_PATHS.js, siteScript),
  // Drawn from the data: every page's map shows it under its own markers.
  { pattern: ASSET_PATHS.map, scope: 'whole', section: 'pages', list: () => [{}], render: ({ pincodes }) => mapBackground(pincodes) },
  ...DOCS_KINDS,
];
