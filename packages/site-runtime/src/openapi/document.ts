/**
 * The OpenAPI 3.1 document of the API, made from the route table: every path of every
 * family, its parameters, each status it answers with the exact body schema, and
 * examples rendered from the data by the same functions that render the files.
 */
import {
  type ApiResponse,
  compatPostOfficeResponse,
  ifscError,
  ifscSearchResponse,
  isApiResponse,
  MESSAGES,
  v1Error,
  v1SearchResponse,
  buildOfficeGrid,
  nearestV1PostOffices,
  parseNearbyParams,
  v1DistanceResponse,
  v1PincodeResponse,
  type V1Pincode,
} from 'india-pincode-ifsc/internal';
import { type Operation, OPERATIONS as TABLE_OF_OPERATIONS } from 'india-pincode-ifsc/operations';
import { RENDERERS } from '../render/api-kinds.js';
import type { SiteData } from '../model/site-data.js';
import { type ApiRoute, matchRoute, type Params, ROUTES, type SearchKind } from '../routes.js';
import { OPERATIONS, type OperationDoc, TAGS } from './operations.js';
import { SCHEMAS, type Schema, type SchemaName, schemaRef } from './schemas.js';

/** An OpenAPI path from a route table path: `:pin` → `{pin}`. */
export const openApiPath = (path: string) => path.replace(/:([a-z]+)/g, '{$1}');

/** The documentation entry of a route; a route without one is a build error. */
export function operationOf(route: ApiRoute): OperationDoc {
  const doc = OPERATIONS[route.name];
  if (!doc) throw new Error(`route ${route.name} has no operation in packages/site-runtime/src/openapi/operations.ts: document it there`);
  return doc;
}

/** The answers of the search kinds, from the core (the handler's answers equal them; the tests check it). */
const SEARCH_EXAMPLES: { readonly [K in SearchKind]: (data: SiteData, params: Params, query: URLSearchParams) => ApiResponse } = {
  'v1-prefix': ({ pincodes, urls }, _params, query) => v1SearchResponse(pincodes, query.get('q'), query.get('limit'), urls),
  'ifsc-index': ({ ifsc, urls }, _params, query) => ifscSearchResponse(ifsc, query.get('q'), urls),
  'word-run': ({ pincodes }, params) => compatPostOfficeResponse(pincodes, params.name ?? ''),
  nearby: ({ pincodes, urls }, _params, query) => {
    const parsed = parseNearbyParams(query.get('lat'), query.get('lon'), query.get('limit'));
    if ('status' in parsed) return parsed;
    const post_offices = nearestV1PostOffices(pincodes, buildOfficeGrid(pincodes), parsed.lat, parsed.lon, parsed.limit, urls);
    return { status: 200, body: { status: 'success', latitude: parsed.lat, longitude: parsed.lon, count: post_offices.length, post_offices } };
  },
  distance: ({ pincodes, urls }, params) =>
    v1DistanceResponse(params.from ?? '', params.to ?? '', (pin) => {
      const answer = v1PincodeResponse(pincodes, pin, urls);
      return answer.status === 200 ? (answer.body as V1Pincode) : null;
    }),
};

/** Values that name nothing, for the 404 examples. */
const MISSING: Params = { pin: '999999', ifsc: 'ABCD0ZZZZZZ', state: 'atlantis', district: 'nowhere', bank: 'no-such-bank', name: 'xyzzy', q: 'xyzzy' };

/** The route's example URL answered from the data; else its first file, when the data has no file for the example. */
function okExample(route: ApiRoute, data: SiteData): unknown {
  const url = new URL(route.example, 'http://example.invalid');
  const params = matchRoute(url.pathname.split('/').slice(1).map(decodeURIComponent))?.params ?? {};
  if (route.search) {
    const answer = SEARCH_EXAMPLES[route.search](data, params, url.searchParams);
    if (answer.status === 200 || route.search !== 'distance') return answer.body;
    // Data without the example's PIN codes (a small test site): its first two.
    const [from = '', to = from] = data.pincodes.areas.keys();
    return SEARCH_EXAMPLES.distance(data, { from, to }, url.searchParams).body;
  }
  const variant = route.variants.find((v) => v.query.every((name) => url.searchParams.has(name)))!;
  const raw: Params = { ...params };
  for (const name of variant.query) raw[name] = url.searchParams.get(name)!;
  const normalized = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, route.normalize[name]?.(value) ?? value]));
  const renderer = RENDERERS[variant.file];
  const answer = Object.values(normalized).some(isApiResponse) ? undefined : renderer.render(data, normalized as Params);
  if (answer?.status === 200) return answer.body;
  for (const first of renderer.list(data)) return renderer.render(data, first).body;
  return undefined;
}

/** The route's own 400 answer: a malformed parameter, a missing one, or a short query. */
function badRequestExample(route: ApiRoute, data: SiteData): unknown {
  if (route.search === 'v1-prefix') return SEARCH_EXAMPLES['v1-prefix'](data, {}, new URLSearchParams('q=a')).body;
  if (route.search === 'ifsc-index') return SEARCH_EXAMPLES['ifsc-index'](data, {}, new URLSearchParams('q=a')).body;
  if (route.search === 'nearby') return SEARCH_EXAMPLES.nearby(data, {}, new URLSearchParams('lat=95&lon=77.2')).body;
  if (route.search === 'distance') return SEARCH_EXAMPLES.distance(data, { from: '110001', to: '12' }, new URLSearchParams()).body;
  for (const normalize of Object.values(route.normalize)) {
    const answer = normalize('12');
    if (isApiResponse(answer) && answer.status === 400) return answer.body;
  }
  if (route.required?.length) return ifscError(400, MESSAGES.missing(route.required)).body;
  return v1Error(400, 'Malformed path').body;
}

/** The route's last miss: what an unknown key answers. */
function notFoundExample(route: ApiRoute, data: SiteData): unknown {
  if (route.search === 'word-run') return SEARCH_EXAMPLES['word-run'](data, MISSING, new URLSearchParams()).body;
  if (route.search === 'distance') return SEARCH_EXAMPLES.distance(data, { from: '110001', to: MISSING.pin! }, new URLSearchParams()).body;
  const miss = route.variants[0]?.misses.at(-1);
  return miss?.response(MISSING, MISSING).body;
}

/** Lists longer than this are cut in the examples, to keep the document small. */
export const EXAMPLE_ITEMS = 3;

/**
 * A real answer with every list cut to its first {@link EXAMPLE_ITEMS} items (counts and totals stay as they are).
 *
 * @example
 * shortened({ count: 5, items: [1, 2, 3, 4, 5] }) // { count: 5, items: [1, 2, 3] }
 */
export function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_ITEMS).map(shortened);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
  return value;
}

const json = (schema: Schema, example: unknown) => ({ 'application/json': { schema, ...(example === undefined ? {} : { example: shortened(example) }) } });

const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': { description: 'Always `*`.', schema: { type: 'string', const: '*' } },
  'Cache-Control': { description: 'Clients and CDNs may keep an answer an hour and serve it stale for a day.', schema: { type: 'string' } },
  ETag: { description: 'Send it back in `If-None-Match` to get a 304.', schema: { type: 'string' } },
  'X-Data-Edition': {
    description: 'The editions of both sources, `pincode=YYYY-MM-DD; ifsc=YYYY-MM-DD` (from `npm start` and the edge worker; static hosts cannot add it).',
    schema: { type: 'string' },
  },
};
const headerRefs = Object.fromEntries(Object.keys(COMMON_HEADERS).map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** The responses of one operation: 200, 304, 400 (the family's, or a malformed path), 404 when the family has misses. */
function responses(route: ApiRoute, doc: OperationDoc, data: SiteData): Record<string, unknown> {
  const family = (name: SchemaName) => (name === 'V1Error' ? schemaRef('V1Error') : { anyOf: [schemaRef(name), schemaRef('V1Error')] });
  const result: Record<string, unknown> = {
    200: { description: 'Found.', headers: headerRefs, content: json(schemaRef(doc.ok), okExample(route, data)) },
    304: { $ref: '#/components/responses/NotModified' },
    400: {
      description: doc.errors[400]
        ? 'Malformed or missing input (or a path that is not valid percent-encoding: the v1 error body).'
        : 'A path that is not valid percent-encoding.',
      content: json(doc.errors[400] ? family(doc.errors[400]) : schemaRef('V1Error'), badRequestExample(route, data)),
    },
  };
  if (doc.errors[404]) result[404] = { description: 'Not found.', content: json(schemaRef(doc.errors[404]), notFoundExample(route, data)) };
  return result;
}

/** The parameters of a route at one of its paths: its `:name` segments, then its query parameters. */
function parameters(route: ApiRoute, path: string, doc: OperationDoc): unknown[] {
  const inPath = [...path.matchAll(/:([a-z]+)/g)].map((match) => match[1]!);
  const inQuery = [...new Set([...route.variants.flatMap((variant) => variant.query), ...Object.keys(doc.parameters)])].filter(
    (name) => !inPath.includes(name),
  );
  const parameter = (name: string, where: 'path' | 'query') => {
    const described = doc.parameters[name];
    if (!described) throw new Error(`route ${route.name}: parameter ${name} is not documented in operations.ts`);
    return { name, in: where, required: where === 'path' || described.required === true, description: described.description, schema: described.schema };
  };
  return [...inPath.map((name) => parameter(name, 'path')), ...inQuery.map((name) => parameter(name, 'query'))];
}

/** `compat-pincode` → `compatPincode`; the second path of a family gets the path's root. */
const operationId = (route: ApiRoute, index: number) =>
  route.name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) +
  (index === 0 ? '' : `Under${route.paths[index]!.split('/')[1]!.replace(/^./, (c) => c.toUpperCase())}`);

const PREFLIGHT = {
  summary: 'CORS preflight',
  description: 'Any URL answers OPTIONS with 204 and the CORS headers. Methods other than GET, HEAD and OPTIONS get 405 with a v1 error body and `Allow`.',
  tags: ['CORS'],
  responses: { 204: { $ref: '#/components/responses/Preflight' } },
};

/**
 * The operations of the table with their names in the other doors, each with the
 * operationId of the family that answers it; an operation naming a family the route
 * table does not have is a build error.
 */
function tableOperations(table: readonly Operation[]) {
  return table.map((operation) => {
    const route = operation.route === undefined ? undefined : ROUTES.find((candidate) => candidate.name === operation.route);
    if (operation.route !== undefined && !route)
      throw new Error(`operation ${operation.name} names the route ${operation.route}, which routes.ts does not have`);
    if (!(operation.answer in SCHEMAS)) throw new Error(`operation ${operation.name} answers ${operation.answer}, which schemas.ts does not have`);
    const answer = schemaRef(operation.answer as SchemaName);
    return {
      name: operation.name,
      summary: operation.summary,
      command: operation.command,
      mcpTool: operation.tool,
      operationId: route ? operationId(route, 0) : null,
      answer: operation.list ? { type: 'array', items: answer } : answer,
    };
  });
}

/** The same operation in the other doors, for a family that answers one. */
function otherDoors(route: ApiRoute, table: readonly Operation[]) {
  const operation = table.find((candidate) => candidate.route === route.name);
  return operation ? { 'x-operation': { function: operation.name, command: operation.command, mcpTool: operation.tool } } : {};
}

/** Every path of every route, each with its GET operation and OPTIONS. */
function paths(data: SiteData, table: readonly Operation[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const route of ROUTES) {
    const doc = operationOf(route);
    route.paths.forEach((path, index) => {
      const id = operationId(route, index);
      result[openApiPath(path)] = {
        get: {
          ...otherDoors(route, table),
          operationId: id,
          summary: doc.summary,
          description: doc.description + (index === 0 ? '' : ` The same as \`${openApiPath(route.paths[0]!)}\`.`),
          tags: [doc.tag],
          parameters: parameters(route, path, doc),
          responses: responses(route, doc, data),
        },
        options: { ...PREFLIGHT, operationId: `${id}Preflight` },
      };
    });
  }
  return result;
}

/**
 * The OpenAPI 3.1 document of the site's API, its `servers` the base URL of the data's
 * URLs and its examples answered from the data. `x-operations` lists the table of
 * operations (the command line's commands and the MCP tools), each with the family that
 * answers it over HTTP; a family's `x-operation` names the same operation there.
 *
 * @example
 * openApiDocument(data).paths['/api/pincode/{pin}'].get.operationId // 'compatPincode'
 */
export function openApiDocument(data: SiteData, table: readonly Operation[] = TABLE_OF_OPERATIONS) {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'India PIN code and IFSC API',
      version: `${data.meta.editions.pincode}+${data.meta.editions.ifsc}`,
      summary: 'Indian postal PIN codes, post offices and bank branch codes (IFSC): read-only JSON, no key.',
      description:
        'Every answer is UTF-8 JSON with `Access-Control-Allow-Origin: *`. GET and HEAD are answered; `If-None-Match` with the `ETag` gives 304; ' +
        'OPTIONS on any URL 204; other methods 405. The compatible endpoints (`/api/pincode`, `/api/postoffice`) answer as the widely used public ' +
        'PIN code API does, so existing clients work with only the host changed; the v1 and IFSC endpoints use HTTP statuses that match the outcome. ' +
        `Examples are answers of this deployment's data, with lists cut to their first ${EXAMPLE_ITEMS} items. ` +
        `The version is the editions of the two sources (India Post directory ${data.meta.editions.pincode}, IFSC list ${data.meta.editions.ifsc}).`,
      license: { name: 'MIT (code); data: GODL-India and CC BY 4.0, see /about/', identifier: 'MIT' },
    },
    servers: [{ url: data.urls.baseUrl, description: 'This deployment' }],
    tags: [...Object.values(TAGS).map((name) => ({ name })), { name: 'CORS', description: 'Preflight answers.' }],
    'x-operations': tableOperations(table),
    paths: paths(data, table),
    components: {
      schemas: SCHEMAS,
      headers: COMMON_HEADERS,
      responses: {
        NotModified: { description: 'Not modified: the `ETag` sent in `If-None-Match` is current. No body.' },
        Preflight: {
          description: 'No content; the CORS headers.',
          headers: {
            'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
            'Access-Control-Allow-Methods': { schema: { type: 'string', const: 'GET, HEAD, OPTIONS' } },
          },
        },
      },
    },
  };
}
