/**
 * Every kind of file the site renders from its data, API and pages alike: what the
 * generator writes and what `npm start` and the edge worker render on request. Free of
 * node modules, so the edge worker bundles it.
 */
import { PAGE_KINDS } from './pages/index.js';
import { API_KINDS } from './render/api-kinds.js';
import type { FileKind } from './model/file-kind.js';
import { OPENAPI_KIND } from './openapi/openapi-kind.js';

/**
 * The data's kinds of file, the API first.
 *
 * @example
 * SITE_KINDS.filter((kind) => kind.scope === 'whole').map((kind) => kind.pattern) // what the edge ships pre-rendered
 */
export const SITE_KINDS: readonly FileKind[] = [...API_KINDS, OPENAPI_KIND, ...PAGE_KINDS];
