/**
 * The OpenAPI document: valid OpenAPI 3.1, one operation for every path of every
 * route family, and every answer of the handler over a small site fits the schema of
 * its status.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../handler/handler.js';
import { CONTENT_SECURITY_POLICY } from '../headers.js';
import { OPENAPI_FILE, ROUTES } from '../routes.js';
import { memorySiteFiles } from '../testing/memory-site.js';
import { responseChecker } from '../testing/openapi-check.js';
import { testSiteData } from '../testing/site-data.js';
import { EXAMPLE_ITEMS, openApiDocument, openApiPath, operationOf, shortened } from './document.js';
import { OPERATIONS as TABLE_OF_OPERATIONS } from 'india-pincode-ifsc/operations';
import { OPERATIONS } from './operations.js';

const data = testSiteData();
const doc = openApiDocument(data);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has a GET operation for every path of every route family, and nothing else', () => {
    const expected = ROUTES.flatMap((route) => route.paths.map(openApiPath)).sort();
    expect(Object.keys(doc.paths).sort()).toEqual(expected);
    for (const path of expected) expect(doc.paths[path as keyof typeof doc.paths], path).toHaveProperty('get.responses.200');
    expect(Object.keys(OPERATIONS).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it('names the table of operations, each with the family that answers it, a new one included', () => {
    const table = doc['x-operations'];
    expect(table.map((o) => o.name)).toEqual(TABLE_OF_OPERATIONS.map((o) => o.name));
    const get = (path: string) => (doc.paths as Record<string, { get: { operationId: string; 'x-operation'?: { mcpTool: string } } }>)[path]!.get;
    expect(table.find((o) => o.name === 'pincode')).toEqual({
      name: 'pincode',
      summary: 'Look up a PIN code',
      command: 'pincode',
      mcpTool: 'lookup_pincode',
      operationId: get('/api/v1/pincode/{pin}').operationId,
      answer: { $ref: '#/components/schemas/V1Pincode' },
    });
    expect(table.find((o) => o.name === 'banks')?.answer).toEqual({ type: 'array', items: { $ref: '#/components/schemas/BankItem' } });
    expect(get('/ifsc/api/micr/{micr}')['x-operation']).toEqual({ function: 'micr', command: 'micr', mcpTool: 'lookup_micr' });
    expect(table.find((o) => o.name === 'validateIfsc')?.operationId).toBeNull();
    const extra = { ...TABLE_OF_OPERATIONS[0]!, name: 'pincodeCount', command: 'pincode-count', tool: 'count_offices', route: undefined };
    expect(openApiDocument(data, [...TABLE_OF_OPERATIONS, extra])['x-operations'].at(-1)).toMatchObject({ name: 'pincodeCount', operationId: null });
    expect(() => openApiDocument(data, [{ ...extra, route: 'no-such-family' }])).toThrow(/names the route no-such-family/);
  });

  it("declares each operation's answer as the schema its API family answers (or one item of the family's list)", () => {
    for (const operation of TABLE_OF_OPERATIONS.filter((o) => o.route)) {
      const ok = OPERATIONS[operation.route!]!.ok;
      if (operation.list) expect(JSON.stringify(doc.components.schemas[ok]), operation.name).toContain(`"#/components/schemas/${operation.answer}"`);
      else expect(ok, operation.name).toBe(operation.answer);
    }
    expect(() => openApiDocument(data, [{ ...TABLE_OF_OPERATIONS[0]!, answer: 'NoSuchSchema' }])).toThrow(/answers NoSuchSchema/);
  });

  it('refuses a route family without an operation', () => {
    const route = { ...ROUTES[0]!, name: 'nearby' };
    expect(() => operationOf(route)).toThrow(/route nearby has no operation/);
  });

  it('takes servers from the base URL and examples from the data', () => {
    expect(doc.servers).toEqual([{ url: data.urls.baseUrl, description: 'This deployment' }]);
    const item = (doc.paths as Record<string, { get: { responses: Record<string, { content: Record<string, { example: unknown }> }> } }>)[
      '/api/v1/pincode/{pin}'
    ]!;
    expect(item.get.responses['200']!.content['application/json']!.example).toMatchObject({ status: 'success', pincode: '110001' });
  });

  it('cuts the lists of examples, keeping counts', () => {
    expect(shortened({ count: 5, items: [1, 2, 3, 4, 5], nested: [{ list: [1, 2, 3, 4] }] })).toEqual({
      count: 5,
      items: [1, 2, 3],
      nested: [{ list: [1, 2, 3] }],
    });
    expect(EXAMPLE_ITEMS).toBe(3);
  });

  it('has examples that fit their own schemas', () => {
    const check = responseChecker(doc);
    let checked = 0;
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, { get: { responses: Record<string, { content?: Record<string, { example?: unknown }> }> } }>,
    )) {
      for (const [status, response] of Object.entries(item.get.responses)) {
        const example = response.content?.['application/json']?.example;
        if (example === undefined) continue;
        const url = path.replace(/\{[a-z]+\}/g, 'x');
        expect(check(url, Number(status), example).errors, `${path} ${status}`).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('answers over the handler fit the document', () => {
  const handle = createHandler(memorySiteFiles(data));
  const check = responseChecker(doc);
  const urls = [
    ...ROUTES.map((route) => route.example),
    '/api/pincode/999999',
    '/api/pincode/12ab',
    '/api/postoffice/xyzzy',
    '/api/postoffice/baroda',
    '/api/v1/pincode/999999',
    '/api/v1/pincode/0',
    '/api/v1/search?q=a',
    '/api/v1/search?q=ba&limit=x',
    '/api/v1/search?q=ba&limit=500',
    '/api/v1/state/atlantis',
    '/api/v1/pincode/999999/branches',
    '/api/v1/pincode/0123/branches',
    '/api/v1/nearby?lat=28.6315&lon=77.2167',
    '/api/v1/nearby?lat=-45&lon=-170&limit=500',
    '/api/v1/nearby?lat=28.6',
    '/api/v1/nearby?lat=95&lon=77',
    '/api/v1/nearby?lat=28.6&lon=77.2&limit=0',
    '/api/v1/nearby?lat=1e2&lon=77.2',
    '/api/v1/distance/110001/110002',
    '/api/v1/distance/110001/999999',
    '/api/v1/distance/12/110001',
    '/api/v1/district/delhi/nowhere',
    '/api/v1/district/atlantis/nowhere',
    '/ifsc/api/ifsc/SBIN0ZZZZZ9',
    '/ifsc/api/ifsc/12',
    '/ifsc/api/ifsc.php',
    '/ifsc/api/ifsc.php?ifsc=sbin0000001',
    '/api/states.php?bank=nope',
    '/api/districts.php',
    '/api/districts.php?state=delhi',
    '/api/branches.php?bank=sbin',
    '/api/branches.php?bank=SBIN&state=delhi&district=nowhere',
    '/api/search.php?q=a',
    '/api/search.php?q=110001',
    '/ifsc/api/search.php?q=state%20bank',
    '/api/pincode/%zz',
  ];

  it('every family: hits, misses and malformed input', async () => {
    const failures: string[] = [];
    const families = new Set<string>();
    const statuses: string[] = [];
    for (const url of urls) {
      const response = await handle(new Request(`http://localhost${url}`));
      if (response.headers.get('content-security-policy') !== CONTENT_SECURITY_POLICY) failures.push(`${url}: no Content-Security-Policy`);
      const { path, errors } = check(url, response.status, await response.json());
      statuses.push(`${url} ${response.status}`);
      if (!path) failures.push(`${url}: no operation`);
      else families.add(path);
      if (errors) failures.push(`${url} (${response.status}): ${errors}`);
    }
    expect(failures).toEqual([]);
    expect(families.size).toBeGreaterThanOrEqual(ROUTES.length);
    // The new families answer each of their statuses, so each schema is exercised.
    for (const answer of [
      '/api/v1/pincode/110001/branches 200',
      '/api/v1/pincode/999999/branches 404',
      '/api/v1/pincode/0123/branches 400',
      '/api/v1/nearby?lat=-45&lon=-170&limit=500 200',
      '/api/v1/nearby?lat=1e2&lon=77.2 400',
      '/api/v1/distance/110001/110002 200',
      '/api/v1/distance/110001/999999 404',
      '/api/v1/distance/12/110001 400',
    ])
      expect(statuses).toContain(answer);
  });

  it('finds a body that does not fit', () => {
    expect(check('/api/v1/pincode/110001', 200, { status: 'success' }).errors).toContain('required');
    expect(check('/api/v1/pincode/110001', 200, [{ Message: 'No records found', Status: 'Error', PostOffice: null }]).errors).not.toBeNull();
    expect(check('/api/v1/states', 404, { status: 'error', code: 404, message: 'x' }).errors).toContain('not documented');
    const nearby = { status: 'success', latitude: 28.6, longitude: 77.2, count: 1, post_offices: [{ name: 'x' }] };
    expect(check('/api/v1/nearby?lat=28.6&lon=77.2', 200, nearby).errors).toContain('required');
    const centre = { pincode: '110001', latitude: 28.6, longitude: 77.2, located_offices: 1 };
    const distance = { status: 'success', distance_km: 0, from: centre, to: { ...centre, located_offices: 0 }, centre: 'x', method: 'y' };
    expect(check('/api/v1/distance/110001/110002', 200, distance).errors).not.toBeNull();
    expect(check('/api/v1/pincode/110001/branches', 200, { status: 'success', pincode: '110001', count: 0, url: 'x', branches: [] }).errors).not.toBeNull();
  });

  it(`${OPENAPI_FILE} is served as the document`, async () => {
    const response = await handle(new Request(`http://localhost${OPENAPI_FILE}`));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
