/**
 * Checks answers against the OpenAPI document: the operation of a request's path, the
 * response of its status, and the body against that response's schema (Ajv's
 * 2020-12 build with formats). For the tests.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** What the checker reads of a document. */
interface Doc {
  readonly paths: Record<string, unknown>;
  readonly components: { readonly schemas: Record<string, unknown> };
}

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };

/** What a check found: the operation's path template, or why the body does not fit. */
export type CheckResult = { readonly path: string | null; readonly errors: string | null };

const ROOT = 'https://openapi-check.invalid/schemas';
/** The document's refs pointed at the one schema that holds its components. */
const rebased = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${ROOT}#/$defs/`));

/**
 * A checker of answers against a document.
 *
 * @example
 * const check = responseChecker(doc);
 * check('/api/pincode/110001', 200, body) // { path: '/api/pincode/{pin}', errors: null }
 */
export function responseChecker(doc: Doc): (url: string, status: number, body: unknown) => CheckResult {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: ROOT, $defs: rebased(doc.components.schemas) });
  const templates = Object.keys(doc.paths).map((path) => ({ path, parts: path.split('/') }));
  const compiled = new Map<string, ValidateFunction>();
  const find = (pathname: string) => {
    const segments = pathname.split('/');
    return (
      templates.find(({ parts }) => parts.length === segments.length && parts.every((part, i) => part.startsWith('{') || part === segments[i]))?.path ?? null
    );
  };
  return (url, status, body) => {
    const path = find(new URL(url, 'http://check.invalid').pathname);
    if (!path) return { path: null, errors: null };
    const response = (doc.paths[path] as { get: Operation }).get.responses[String(status)];
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) return { path, errors: `status ${status} is not documented for ${path}` };
    const key = `${path} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebased(schema) as object);
      compiled.set(key, validate);
    }
    return { path, errors: validate(body) ? null : ajv.errorsText(validate.errors) };
  };
}

/**
 * A checker of values against the document's named schemas (`components.schemas`), for
 * the answers of the table of operations, which name theirs.
 *
 * @example
 * const fits = schemaChecker(doc);
 * fits('V1Pincode', answer) // null, or why it does not fit
 */
export function schemaChecker(doc: Pick<Doc, 'components'>): (name: string, value: unknown) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: ROOT, $defs: rebased(doc.components.schemas) });
  return (name, value) => {
    const validate = ajv.getSchema(`${ROOT}#/$defs/${name}`);
    if (!validate) return `no schema ${name}`;
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}
