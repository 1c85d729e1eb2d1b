import { openApiDocument } from './document.js';
import { OPENAPI_FILE } from '../routes.js';
import type { FileKind } from '../model/file-kind.js';

/**
 * `/api/openapi.json`: the OpenAPI document, rendered once from the whole dataset (its
 * examples and `servers` come from the data), in every profile: it is part of the API.
 *
 * @example
 * JSON.parse(OPENAPI_KIND.render(data, {})!).openapi // '3.1.0'
 */
export const OPENAPI_KIND: FileKind = {
  pattern: OPENAPI_FILE,
  scope: 'whole',
  section: 'api',
  list: () => [{}],
  render: (data) => JSON.stringify(openApiDocument(data)),
};
