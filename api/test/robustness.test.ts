import fc from 'fast-check';
import { apiErrorSchema } from 'shared-contracts/api';
import {
  OPERATOR_FORBIDDEN,
  OPERATOR_SIGN_IN_REQUIRED,
  operatorRoles,
  permissionRoles,
  type OperatorRole,
} from 'shared-contracts/api/admin';
import { validateEmailResponseSchema } from 'shared-contracts/api/signup';
import { BrowserClient } from './helpers/browserClient';
import { createOperator, signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  pattern?: string;
  minimum?: number;
}
interface Parameter {
  in: 'query' | 'path';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

let t: TestApp;
let client: BrowserClient;
/** The console's calls go through a signed-in owner, so the junk reaches validation and the handler, not a 401. */
let operator: BrowserClient;
/** An operator for the owner to change, so that no junk call changes the owner's own account or ends its session. */
let otherOperator: number;
let operations: Operation[];
let targetProfile: number;
let region: number;

beforeAll(async () => {
  t = await createTestApp({ profiles: 30 });
  client = new BrowserClient(t.app);
  await client.login();
  ({ client: operator } = await signedInOperator(t, 'owner'));
  ({ id: otherOperator } = await createOperator(t, 'analyst'));
  const document = (await client.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
  [targetProfile, region] = [
    (
      await t.db.query<{ id: number }>(
        `select id from profiles where status = 'active' and member_id is distinct from (select id from members where email = 'demo@example.com') limit 1`,
      )
    )[0]?.id as number,
    (await t.db.query<{ id: number }>(`select id from regions where country = 'NL' limit 1`))[0]?.id as number,
  ];
});
afterAll(async () => {
  await t.close();
});

/** Every response to bad input: a 4xx (or a success that ignored it) with the error shape, never a 5xx. */
async function expectHandled(response: { statusCode: number; json: () => unknown }, what: string) {
  if (response.statusCode >= 500)
    throw new Error(`${what} answered ${response.statusCode}: ${JSON.stringify(response.json())}`);
  if (response.statusCode >= 400) expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
}

describe('whatever a client sends', () => {
  const contentTypes = [
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  ];

  it('no documented call answers with a 5xx, and every error is JSON {error, message, fields?}', async () => {
    const calls = operations
      .filter((operation) => operation.path !== '/api/logout.php')
      .map((operation) => operation.path.replace(/\{(\w+)\}/g, 'x'));
    expect(calls.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.string(),
          fc.constant('{"email": '),
        ),
        fc.constantFrom(...contentTypes),
        fc.dictionary(
          fc.string({ minLength: 1, maxLength: 8 }).filter((key) => /^\w+$/.test(key)),
          fc.string({ maxLength: 30 }),
          { maxKeys: 3 },
        ),
        async (url, method, body, contentType, query) => {
          const search = new URLSearchParams(query).toString();
          const response = await client.request({
            method,
            url: `${url}${search ? `?${search}` : ''}`,
            ...(method === 'GET' ? {} : { payload: body, headers: { 'content-type': contentType } }),
          });
          await expectHandled(response, `${method} ${url}`);
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
          const response = await client.request({
            method: 'GET',
            url: path || '/',
            headers: { 'user-agent': userAgent, 'accept-language': acceptLanguage },
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/**
 * Input that once reached PostgreSQL and came back as a 500: NUL bytes and unpaired surrogates in text, ids past a
 * PostgreSQL integer, empty dates, and values of the wrong kind. Each is put into every field of every documented
 * call in turn, with the rest of the request valid, so the junk gets as far as it can.
 */
const junkStrings = ['\u0000', 'Ro\u0000bin', '\ud800', 'x\udc00y', '\ud83d', '', ' ', '\u202e', 'x'.repeat(5000)];
const junkNumbers = [2 ** 31, 2 ** 31 + 7, 2 ** 53, -(2 ** 31) - 1, 1e308, -1, 0, 1.5];
const junkAny = [null, true, [], {}, '1'];
const junkValues: unknown[] = [...junkStrings, ...junkNumbers, ...junkAny];
/** Query strings carry text only; these are what a URL can smuggle in (an overlong UTF-8 surrogate among them). */
const junkQueryValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '',
  '2147483648',
  '99999999999',
  '-1',
  '1e308',
  '%E2%80%AE',
  'x'.repeat(3000),
];

/** A valid value for a schema (enums' first value, a string matching the pattern, the smallest allowed number). */
function exampleOf(schema: JsonSchema): unknown {
  if (schema.anyOf) return exampleOf(schema.anyOf[0] as JsonSchema);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleOf(property)]),
      );
    case 'string':
      return schema.pattern
        ? fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 })[0]
        : 'text';
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      return 'text';
  }
}

/** Realistic requests where a made-up value would be turned away before the junk could go further. */
async function examples(
  operation: Operation,
): Promise<{ query: Record<string, string>; body: Record<string, unknown> | undefined }[]> {
  const query = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [parameter.name, String(exampleOf(parameter.schema))]),
  );
  const body = operation.body ? (exampleOf(operation.body) as Record<string, unknown>) : undefined;
  const key = `${operation.method} ${operation.path}`;
  switch (key) {
    case 'POST /api/user.php':
      return [
        { query: { new: '1' }, body: await freshSignup() },
        {
          query: { push: '1' },
          body: {
            subscription: { endpoint: 'https://push.example.com/send/fuzz', keys: { p256dh: 'BNc', auth: 'tBH' } },
          },
        },
      ];
    case 'PUT /api/user.php':
      return [
        {
          query,
          body: {
            name: 'Robin',
            country: 'NL',
            countryregion: region,
            city: 'Utrecht',
            gender: 'female',
            date_of_birth: '1990-04-01',
            fields: { about_me: 'Hello', relationship_status: 'single' },
            personal: true,
            lastSignupStep: true,
          },
        },
      ];
    case 'POST /api/login.php':
      return [{ query, body: { email: 'demo@example.com', password: 'wrong password' } }];
    case 'GET /api/validate_email.php':
      return [{ query: { email: 'someone.new@example.org' }, body }];
    case 'GET /api/search.php':
      return [
        {
          query: {
            ...query,
            country: 'NL',
            countryregion: '0',
            min_age: '18',
            max_age: '100',
            gender: 'female',
            page: '1',
            pp: '12',
          },
          body,
        },
      ];
    case 'GET /api/geocode.php':
      return [{ query: { lat: '52.37', lon: '4.89' }, body }];
    case 'GET /api/profile.php':
      return [{ query: { profile: String(targetProfile) }, body }];
    case 'GET /api/xcams/search.php':
      return [{ query: { gender: 'female', min_age: '20', max_age: '40' }, body }];
    case 'GET /api/xcams/redirect.php':
      return [{ query: { account: 'demo-1' }, body }];
    case 'POST /api/likes.php':
    case 'DELETE /api/likes.php':
    case 'POST /api/block.php':
    case 'DELETE /api/block.php':
      return [{ query, body: { profile: targetProfile } }];
    case 'POST /api/report.php':
      return [{ query, body: { profile: targetProfile, reason: 'fake', message: 'Looks copied' } }];
    case 'PUT /api/admin/operators.php':
      return [{ query, body: { ...body, id: otherOperator } }];
    default:
      return [{ query, body }];
  }
}

let signups = 0;
/** A signup payload with every field filled and a checked address of its own, so the junk reaches the insert. */
async function freshSignup(): Promise<Record<string, unknown>> {
  const email = `fuzz.${(signups += 1)}.${Date.now()}@example.org`;
  const check = await client.request({
    method: 'GET',
    url: `/api/validate_email.php?email=${email}`,
    remoteAddress: fuzzAddress(),
  });
  const { token } = validateEmailResponseSchema.parse(check.json());
  return {
    email,
    name: 'Fuzz',
    password: 'pass phrase',
    token,
    timezone: 'Europe/Amsterdam',
    country: 'NL',
    language: 'en',
    profile: targetProfile,
    form_path: '/signup',
    referrer: 'https://ads.example/',
    csrf: 'x',
    n: `form-${signups}`,
    trafficsource: {
      network: 'net',
      ref: 'r',
      sub: 's',
      sub1: 's1',
      sub2: 's2',
      sub3: 's3',
      aff_sub: 'a',
      aff_sub1: 'a1',
      aff_sub2: 'a2',
      aff_sub3: 'a3',
      cpc: '1',
      email: 'e',
    },
  };
}

let addresses = 0;
/** Every request from its own address: rate limits must not hide what the junk would have done. */
const fuzzAddress = () => `10.${Math.floor((addresses += 1) / 250) % 250}.${addresses % 250}.1`;

/** Every leaf of a JSON body, as a path, plus one junk key per object: record keys are input too. */
function leavesOf(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [path];
  return [...Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...path, key])), [...path, '\u0000key']];
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  return {
    ...body,
    [head]: rest.length ? withValue((body[head] ?? {}) as Record<string, unknown>, rest, value) : value,
  };
}

/** The console's calls; ending the console session would leave the rest of them at a 401. */
const isOperatorCall = (operation: Operation) => operation.path.startsWith('/api/admin/');
const endsTheSession = (operation: Operation) =>
  operation.method === 'DELETE' && operation.path === '/api/admin/session.php';

/**
 * Sends junk in every query key and body field of the operation as `caller`, one at a time, the rest of the request
 * valid; answers what it covered (`METHOD /path ?key` and `METHOD /path field.path`) and every answer.
 */
async function fuzz(operation: Operation, caller: BrowserClient) {
  const covered: string[] = [];
  const answers: { statusCode: number; error: string | null; what: string }[] = [];
  for (const example of await examples(operation)) {
    const send = async (query: Record<string, string>, body: Record<string, unknown> | undefined, what: string) => {
      const search = Object.entries(query)
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
      const url = `${operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'locale' ? 'en' : 'x'))}${search ? `?${search}` : ''}`;
      const response = await caller.request({
        method: operation.method as 'GET',
        url,
        remoteAddress: fuzzAddress(),
        ...(body ? { payload: body } : {}),
      });
      await expectHandled(response, `${operation.method} ${url} ${what}`);
      const error = response.statusCode >= 400 ? (response.json() as { error: string }).error : null;
      answers.push({ statusCode: response.statusCode, error, what });
    };
    const safeQuery = Object.fromEntries(
      Object.entries(example.query).map(([name, value]) => [name, encodeURIComponent(value)]),
    );
    for (const name of Object.keys(example.query)) {
      for (const junk of junkQueryValues)
        await send({ ...safeQuery, [name]: junk }, example.body, `with ${name}=${junk.slice(0, 20)}`);
      covered.push(`${operation.method} ${operation.path} ?${name}`);
    }
    if (!example.body) continue;
    for (const path of leavesOf(example.body)) {
      for (const junk of junkValues) {
        // A signup that accepted the previous junk made the account: each attempt gets a fresh address.
        const body = example.query.new === '1' ? { ...example.body, ...(await freshSignup()) } : example.body;
        await send(
          safeQuery,
          withValue(body, path, junk),
          `with ${path.join('.')}=${JSON.stringify(junk).slice(0, 20)}`,
        );
      }
      covered.push(`${operation.method} ${operation.path} ${path.join('.')}`);
    }
  }
  return { covered, answers };
}

describe('junk in every field of every documented call', () => {
  it('is answered with a 4xx (or ignored), never a 5xx', async () => {
    let tried = 0;
    const covered = new Set<string>();
    for (const operation of operations) {
      if (operation.path === '/api/logout.php' || operation.path === '/api/profileimage.php') continue;
      if (isOperatorCall(operation)) continue;
      const fuzzed = await fuzz(operation, client);
      for (const entry of fuzzed.covered) covered.add(entry);
      tried += fuzzed.answers.length;
    }
    // The fields that once answered 500 are among those tried.
    for (const field of [
      'name',
      'city',
      'fields.about_me',
      'date_of_birth',
      'timezone',
      'form_path',
      'referrer',
      'n',
      'trafficsource.network',
      'profile',
    ]) {
      expect([...covered].some((entry) => entry.endsWith(` ${field}`))).toBe(true);
    }
    for (const call of [
      'POST /api/report.php message',
      'POST /api/login.php email',
      'POST /api/likes.php profile',
      'POST /api/block.php profile',
      'PUT /api/user.php countryregion',
    ]) {
      expect(covered).toContain(call);
    }
    expect(tried).toBeGreaterThan(1000);
  });

  // After the members' calls: the console's change sites, prices and members they would otherwise have used.
  it("is answered the same way in the console's calls, as an operator whose role may make them", async () => {
    // The owner may make every operator call (roles.ts), so none stops at the role check.
    const owner: OperatorRole = 'owner';
    expect(operatorRoles).toContain(owner);
    for (const roles of Object.values(permissionRoles)) expect(roles).toContain(owner);
    const covered = new Set<string>();
    const refused: string[] = [];
    let tried = 0;
    for (const operation of operations.filter(isOperatorCall)) {
      if (endsTheSession(operation)) continue;
      const fuzzed = await fuzz(operation, operator);
      for (const entry of fuzzed.covered) covered.add(entry);
      tried += fuzzed.answers.length;
      for (const answer of fuzzed.answers)
        if (answer.error === OPERATOR_SIGN_IN_REQUIRED || answer.error === OPERATOR_FORBIDDEN)
          refused.push(`${operation.method} ${operation.path} ${answer.what}`);
    }
    // Signing in, accepting an invitation and the command line take no session: those answer 401 for junk by design.
    expect(refused.filter((what) => !/ \/api\/admin\/(session|invite|cli_operator)\.php /.test(what))).toEqual([]);
    expect([...covered]).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/operators.php id',
        'PUT /api/admin/sites.php id',
        'PUT /api/admin/sites.php version',
        'POST /api/admin/decision.php photo',
        'POST /api/admin/member_credits.php member',
        'GET /api/admin/member_ledger.php ?before',
        'GET /api/admin/photos.php ?site',
      ]),
    );
    expect(tried).toBeGreaterThan(1000);
  });
});
