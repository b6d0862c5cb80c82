import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import { makeClient, makeLead, organizationWithMember } from '#test/records-factories.ts';

/**
 * Malformed requests to every operation of the API reference, generated from the OpenAPI
 * document: whatever a client sends, the answer is never a 5xx. Bounded: a fixed set of bad
 * values per path parameter, query parameter and body field, sent as an administrator (who
 * reaches every route) to records that exist, on this file's throwaway database.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Values no field expects: wrong types, NUL characters, numbers past every column, huge text. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2_147_483_648,
  -1e20,
  1e308,
  '',
  ' 1',
  'a\u0000b',
  '=1+1',
  'x'.repeat(20_000),
  [],
  [null, 'a\u0000'],
  {},
  { nested: { deep: ['\u0000'] } },
];

/**
 * JSON past the parser's bounds (decision 042): nesting thousands deep, as arrays, as objects and
 * under a real field, overflowed the stack of whatever walked the body next; and a flat object of
 * 20,000 keys. Sent as text: JSON.stringify would recurse over such values itself.
 */
const BAD_JSON_BODIES = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  `{"name":${'['.repeat(5000)}${']'.repeat(5000)},"data":${'{"a":'.repeat(5000)}null${'}'.repeat(5000)}}`,
  `{${Array.from({ length: 20_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`,
];

/** Text forms of bad values for path and query parameters. */
const BAD_TEXT = [
  '%00',
  'abc',
  '-1',
  '0x10',
  '1e0',
  '%201',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '[]',
  'x'.repeat(3000),
];

let t: TestApp;
let headers: { authorization: string };
let document: Document;
/** Real values for path parameters, so the malformed part is what the handler sees. */
const good: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const scope = await organizationWithMember(t.app);
  const admin = await signedIn(t.app, { admin: true, agent: true, organizations: [scope.org.id] });
  headers = admin.headers;
  const lead = await makeLead(t.app, scope.base, scope.headers);
  await makeClient(t.app, scope.base, scope.headers);
  good.orgCode = scope.org.code.toLowerCase();
  good.id = String(lead.id);
  good.userId = String(admin.user.id);
  good.code = 'USD';
  document = t.app.swagger() as unknown as Document;
});
afterAll(() => t?.close());

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? good[name] ?? '1');

/** Top-level body fields of an operation, from its JSON schema (unions merged). */
function bodyFields(operation: Operation): string[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const variants = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];
  return [...new Set(variants.flatMap((variant) => Object.keys(variant?.properties ?? {})))];
}

function* malformedRequests(path: string, method: string, operation: Operation) {
  const params = operation.parameters ?? [];
  for (const param of params.filter((p) => p.in === 'path')) {
    for (const text of BAD_TEXT) yield { url: fill(path, { [param.name]: text }) };
  }
  const url = fill(path, {});
  for (const param of params.filter((p) => p.in === 'query')) {
    for (const text of BAD_TEXT) yield { url: `${url}?${encodeURIComponent(param.name)}=${text}` };
  }
  yield { url: `${url}?filter[adults][gte]=-99999999999999999999&q=%00&sort=%00&page=1e400` };
  if (method === 'get' || method === 'delete') return;
  if (operation.requestBody?.content?.['multipart/form-data']) {
    yield { url, contentType: 'multipart/form-data', payload: 'not multipart' };
    yield {
      url,
      contentType: 'multipart/form-data; boundary=X',
      payload: '--X\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nab',
    };
  }
  yield { url, contentType: 'application/json', payload: '{"broken": ' };
  for (const payload of BAD_JSON_BODIES) yield { url, contentType: 'application/json', payload };
  for (const value of BAD_VALUES) yield { url, json: value };
  for (const field of bodyFields(operation)) {
    for (const value of BAD_VALUES) yield { url, json: { [field]: value } };
  }
}

describe('API fuzz', () => {
  it('every operation of the API reference, sent malformed paths, queries and bodies, never answers 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Logging out would end the session every other request signs in with.
        if (path === '/api/v2/auth/logout') continue;
        for (const request of malformedRequests(path, method, operation)) {
          sent += 1;
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: request.url,
            headers: {
              ...headers,
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
            ...('json' in request
              ? {
                  payload: JSON.stringify(request.json),
                  headers: { ...headers, 'content-type': 'application/json' },
                }
              : {}),
            ...('payload' in request ? { payload: request.payload } : {}),
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${response.statusCode} ${method.toUpperCase()} ${request.url.slice(0, 120)} ${'json' in request ? JSON.stringify(request.json).slice(0, 80) : 'payload' in request ? String(request.payload).slice(0, 40) : ''}`,
            );
          } else if (response.headers['content-type']?.toString().startsWith('application/json')) {
            // Every error has the one {message} shape, never the framework's own body.
            const body = response.json();
            if (response.statusCode >= 400 && typeof body.message !== 'string') {
              failures.push(
                `shape ${response.statusCode} ${method.toUpperCase()} ${request.url.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
