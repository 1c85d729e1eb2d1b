import { PAGE_PATHS } from 'india-pincode-ifsc/internal';
import { API_ROOTS, CODE_ONLY_ROUTES, ERRORS_FOLDER, errorFile, ROUTES, type ErrorFamily } from '@india-pincode-ifsc/site-runtime/routes';

/** The folders whose extensionless files are JSON, which every host must say so for. */
export const API_FOLDERS: readonly string[] = [...API_ROOTS, ERRORS_FOLDER];

/** A rewrite a static host can do: a path, maybe query conditions, to a file of the site. */
export interface StaticRewrite {
  /** URL path, `:name` segments as in the route table. */
  readonly from: string;
  /** Query parameters that must be present; each value fills the `:name` of the same name. */
  readonly query: readonly string[];
  readonly to: string;
}

/**
 * The rewrites a plain static host needs, derived from the route table: every query
 * form (`/api/states.php?bank=` → `/api/ifsc/states/:bank`) and every URL path whose
 * file lives elsewhere. Variants with more query parameters come first, since hosts
 * take the first rule that matches. Routes answered by code (search) are left out
 * only where no file can stand for them.
 *
 * @example
 * staticRewrites().find((r) => r.from === '/ifsc/api/ifsc.php') // { from, query: ['ifsc'], to: '/ifsc/api/ifsc/:ifsc' }
 */
export function staticRewrites(): StaticRewrite[] {
  const rules: StaticRewrite[] = [];
  for (const route of ROUTES) {
    if (CODE_ONLY_ROUTES.includes(route.name)) continue;
    const variants = [...route.variants].sort((a, b) => b.query.length - a.query.length);
    for (const path of route.paths) {
      for (const variant of variants) {
        if (variant.query.length === 0 && path === variant.file) continue;
        // Parameterless files are also written at each of their paths (see apiFiles).
        if (variant.query.length === 0 && !variant.file.includes(':')) continue;
        rules.push({ from: path, query: variant.query, to: variant.file });
      }
    }
  }
  return rules;
}

/**
 * Path globs (with `*` for the rest of the path) of each error family, most specific
 * first: the per-family 404 body a static host serves for a miss.
 */
export function notFoundRules(): { readonly glob: string; readonly file: string; readonly family: ErrorFamily }[] {
  const rules = new Map<string, ErrorFamily>();
  for (const route of ROUTES) {
    for (const path of route.paths) {
      const fixed = path.split('/:')[0]!;
      const glob = fixed === path ? path : `${fixed}/*`;
      if (!rules.has(glob)) rules.set(glob, route.family);
    }
  }
  return [...rules].sort(([a], [b]) => b.length - a.length).map(([glob, family]) => ({ glob, family, file: errorFile(family) }));
}

/**
 * Every page's URL pattern, from the page paths: `/`, `/pincode/:p1/`, …, with one
 * `:pN` placeholder per argument. Hosts that do not serve a folder's `index.html` by
 * themselves need one rule per pattern.
 *
 * @example
 * pagePatterns().find((p) => p.kind === 'postOffice')?.pattern // '/pincode/:p1/:p2/'
 */
export function pagePatterns(): { kind: keyof typeof PAGE_PATHS; pattern: string }[] {
  return Object.entries(PAGE_PATHS).map(([kind, path]) => {
    const build = path as (...args: string[]) => string;
    return { kind: kind as keyof typeof PAGE_PATHS, pattern: build(...Array.from({ length: build.length }, (_, i) => `:p${i + 1}`)) };
  });
}
