import { PAGE_PATHS } from 'india-pincode-ifsc/internal';

type Paths = typeof PAGE_PATHS;

/**
 * The file of a page: its URL path (from {@link PAGE_PATHS}) plus `index.html`.
 *
 * @example
 * pagePath('pincode', '110001') // '/pincode/110001/index.html'
 */
export function pagePath<K extends keyof Paths>(name: K, ...args: Parameters<Paths[K]>): string {
  return `${(PAGE_PATHS[name] as (...a: string[]) => string)(...(args as string[]))}index.html`;
}
