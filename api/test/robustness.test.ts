import fc from 'fast-check';
import { apiErrorSchema } from 'shared-contracts/api';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let client: BrowserClient;
let calls: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  client = new BrowserClient(t.app);
  await client.login();
  const document = (await client.request({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  calls = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, 'x') })),
  );
  // Logging out mid-run would only make later calls visitors; keep the session for the whole property.
  calls = calls.filter((call) => call.url !== '/api/logout.php');
});
afterAll(async () => {
  await t.close();
});

const contentTypes = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream'];

describe('whatever a client sends', () => {
  it('no documented call answers with a 5xx, and every error is JSON {error, message, fields?}', async () => {
    expect(calls.length).toBeGreaterThan(8);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.oneof(fc.jsonValue().map((value) => JSON.stringify(value)), fc.string(), fc.constant('{"email": ')),
        fc.constantFrom(...contentTypes),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((key) => /^\w+$/.test(key)), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
        async (call, method, body, contentType, query) => {
          const search = new URLSearchParams(query).toString();
          const response = await client.request({
            method,
            url: `${call.url}${search ? `?${search}` : ''}`,
            ...(method === 'GET' ? {} : { payload: body, headers: { 'content-type': contentType } }),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('odd paths and headers never crash the page or API routing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.webPath(),
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 60 }),
        async (path, userAgent, acceptLanguage) => {
          const response = await client.request({ method: 'GET', url: path || '/', headers: { 'user-agent': userAgent, 'accept-language': acceptLanguage } });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
