import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, LOCALE_COOKIE, routes as pageRoutes } from 'shared-contracts';
import { apiErrorSchema } from 'shared-contracts/api';
import { VISITOR_COOKIE } from '../src/experiments/assignment';
import { SESSION_COOKIE } from '../src/plugins/requestContext';
import { DEVICE_COOKIE } from '../src/repositories/loginThrottle';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, writeLanderSeoCatalogs, type TestApp } from './helpers/testApp';

/**
 * robustness.test.ts fuzzes the documented calls; this sends junk to every route the server registers (static
 * prefixes, the sandbox checkout, developer routes, activation, deployments) and to every page route of the shell,
 * as a browser, a crawler and a bare client, with a session, without, and with junk cookies: none may answer with a 5xx.
 */
let t: TestApp;
let member: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 10, environment: { DEV_TOOLS: '1' } });
  // Member landers name their member in the page title, which takes the page's id to the database.
  await writeLanderSeoCatalogs(t.deployDir);
  member = new BrowserClient(t.app);
  expect((await member.login()).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const userAgents = {
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  none: undefined,
} as const;
type UserAgent = keyof typeof userAgents;
/** A logged-in member's cookies, none, or every cookie the server reads holding a NUL byte and a lone surrogate. */
const sessions = ['member', 'none', 'junk'] as const;
type Session = (typeof sessions)[number];
const junkCookies = [SESSION_COOKIE, DEVICE_COOKIE, VISITOR_COOKIE, CSRF_COOKIE, LOCALE_COOKIE]
  .map((name) => `${name}=a%00%ED%A0%80`)
  .join('; ');

/** Path segments that once reached PostgreSQL or a page render they should not have. */
const junkSegments = [
  'abc',
  '%00',
  'a%00b',
  '%ZZ',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  '%C0%80',
  '%E2%80%AE',
  '%C3%A9',
  '%F0%9F%92%A5',
  '2147483648',
  '99999999999',
  '-1',
  '1e308',
  '0',
  '%5B%5D',
  'x'.repeat(2000),
];
const junkQueries = [
  '?%00=%00',
  '?id=%ZZ&token=a%00b',
  '?id=1&id=2&profile[]=3',
  '?profile=99999999999&page=-1&pp=1e308',
  '?email=%ED%A0%80&locale=..%2F..',
  `?q=${'y'.repeat(3000)}`,
];
const junkBodies: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"id":"\\u0000","credits":1e308,"outcome":["paid"],"profile":99999999999}' },
  { type: 'application/json', body: '[[],{},null]' },
  { type: 'application/json', body: '{"email": ' },
  { type: 'application/x-www-form-urlencoded', body: 'id=%00&outcome=paid&outcome=refund' },
  { type: 'text/plain', body: '\u0000\ud800' },
];

type Method = NonNullable<InjectOptions['method']>;
interface Target {
  method: Method;
  /** The route's pattern: `:name` (optional with `?`) and `*` are filled in. */
  pattern: string;
}

/** The pattern with every parameter plain ('en'), and with each parameter in turn junk while the others stay plain. */
function urlsOf(pattern: string): { plain: string; junk: string[] } {
  const slots = pattern.match(/:\w+\??|\*/g) ?? [];
  const fill = (junkSlot: number, junk: string) => {
    let slot = -1;
    return pattern.replace(/:\w+\??|\*/g, () => ((slot += 1) === junkSlot ? junk : 'en'));
  };
  return { plain: fill(-1, ''), junk: slots.flatMap((_slot, index) => junkSegments.map((junk) => fill(index, junk))) };
}

/** The answers a client may get to junk: a 4xx (or a success that ignored it) in the shape its kind of path has. */
function problemWith(response: LightMyRequestResponse, method: string, url: string, agent: UserAgent): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 200)}`;
  if (status < 400 || method === 'HEAD') return null;
  const type = String(response.headers['content-type'] ?? '');
  const path = url.split('?')[0] ?? '';
  const staticFile = /^\/(shell|remotes|cdn|_i18n|icons)\//.test(path);
  if (type.startsWith('application/json'))
    return apiErrorSchema.safeParse(response.json()).success ? null : `answered ${status} with ${response.body}`;
  // Only a page the shell could show answers a browser with the shell's own 404 page; a crawler gets plain text.
  const page = method === 'GET' && !path.startsWith('/api/') && !staticFile;
  if (page && status === 404 && type.startsWith(agent === 'crawler' ? 'text/plain' : 'text/html')) return null;
  return `answered ${status} as ${type}: ${response.body.slice(0, 120)}`;
}

describe('answers that were a 500', () => {
  it.each(['/shell/abc', '/remotes/x', '/cdn/photos/x', '/_i18n/x', '/icons/icon-x'])(
    'a missing file under a static prefix (%s) is a plain 404 for every client, not a page',
    async (url) => {
      for (const agent of Object.keys(userAgents) as UserAgent[]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await t.app.inject({ method, url, headers: { 'user-agent': userAgents[agent] ?? '' } });
          expect(`${method} ${agent} ${response.statusCode} ${response.headers['content-type']}`).toBe(
            `${method} ${agent} 404 application/json; charset=utf-8`,
          );
        }
      }
      expect((await member.request({ method: 'GET', url })).json()).toEqual({
        error: 'not_found',
        message: `No such resource: GET ${url}`,
      });
    },
  );

  it('a sandbox checkout id that is no payment id (a NUL byte) is refused before the database', async () => {
    for (const id of ['%00', 'sbx_%00', `sbx_${'0'.repeat(19)}%00`]) {
      const page = await member.request({ method: 'GET', url: `/_sandbox/checkout/${id}` });
      expect(page.statusCode).toBe(400);
      expect(page.json()).toMatchObject({ error: 'validation', fields: { id: 'invalid_id' } });
      const post = await member.request({
        method: 'POST',
        url: `/_sandbox/checkout/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(post.statusCode).toBe(400);
    }
    // A well-formed id of no payment is still just unknown.
    expect((await member.request({ method: 'GET', url: `/_sandbox/checkout/sbx_${'0'.repeat(20)}` })).statusCode).toBe(
      404,
    );
  });

  it('a member lander whose id is past PostgreSQL integer is the generic lander', async () => {
    for (const id of ['2147483648', '99999999999', '9007199254740991']) {
      const response = await member.request({ method: 'GET', url: `/members/${id}/landing` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Datelane: meet people</title>');
    }
  });
});

describe('junk sent to every route the server registers', () => {
  it('is answered with a 4xx (or ignored) in its JSON or HTML shape, never a 5xx', async () => {
    const registered: Target[] = t.routes
      // Logging out would end the session the rest of the run sends.
      .filter((route) => route.method !== 'OPTIONS' && route.url !== '/api/logout.php')
      .map((route) => ({ method: route.method as Method, pattern: route.url }));
    const pages: Target[] = pageRoutes
      .flatMap((route) => [route.path, ...(route.aliases ?? [])])
      .map((pattern) => ({ method: 'GET', pattern }));
    const targets = [...registered, ...pages, { method: 'GET' as const, pattern: '/no-such-page/:x' }];
    // The routes that answered 500 before are among them, and dev routes are registered.
    const patterns = targets.map((target) => target.pattern);
    for (const pattern of ['/shell/*', '/remotes/*', '/cdn/*', '/_sandbox/checkout/:id', '/_dev/mail', '/_dev/*'])
      expect(patterns).toContain(pattern);
    expect(patterns).toContain('/api/dev/credits.php');

    const failures: string[] = [];
    let sent = 0;
    let turn = 0;
    const agents = Object.keys(userAgents) as UserAgent[];
    const send = async (method: Method, url: string, every: boolean, body?: (typeof junkBodies)[number]) => {
      // Each request goes out as a browser, a crawler and a bare client, with each kind of cookies in turn (or each).
      const kinds = agents.flatMap((agent) =>
        every
          ? sessions.map((session) => ({ agent, session }))
          : [{ agent, session: sessions[(turn += 1) % sessions.length] as Session }],
      );
      for (const { agent, session } of kinds) {
        const userAgent = userAgents[agent];
        const request = {
          method,
          url,
          headers: {
            // Empty, not left out: the client would put in its own.
            'user-agent': userAgent ?? '',
            ...(body ? { 'content-type': body.type } : {}),
          },
          ...(body ? { payload: body.body } : {}),
          // Every request from its own address: rate limits must not hide what the junk would have done.
          remoteAddress: `10.9.${Math.floor(sent / 250) % 250}.${sent % 250}`,
        };
        const response =
          session === 'member'
            ? await member.request(request)
            : await t.app.inject({
                ...request,
                headers: {
                  host: 'localhost',
                  ...request.headers,
                  ...(session === 'junk' ? { cookie: junkCookies } : {}),
                },
              });
        sent += 1;
        const problem = problemWith(response, method, url, agent);
        if (problem) failures.push(`${method} ${url.slice(0, 80)} (${agent}, ${session} cookies) ${problem}`);
      }
    };

    for (const { method, pattern } of targets) {
      const { plain, junk } = urlsOf(pattern);
      await send(method, plain, true);
      for (const url of junk) await send(method, url, false);
      for (const query of junkQueries) await send(method, `${plain}${query}`, false);
      if (method === 'GET' || method === 'HEAD') continue;
      for (const body of junkBodies) await send(method, plain, false, body);
    }
    if (failures.length)
      throw new Error(
        `${failures.length} answers to junk were wrong, among them:\n${failures.slice(0, 60).join('\n')}`,
      );
    expect(sent).toBeGreaterThan(7000);
    // The member's requests were a member's to the end.
    expect((await member.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(200);
  });
});
