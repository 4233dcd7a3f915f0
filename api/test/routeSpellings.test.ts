import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts';
import { messagesResponseSchema } from 'shared-contracts/api/chat';
import { operatorRoles } from 'shared-contracts/api/admin';
import { secondSpelling } from '../src/plugins/canonicalPaths';
import type { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Access is decided by the route a request reaches, never by the text of its path (docs/security.md "How access is
 * decided"). Every route the server registers is asked for by its plain path and by a dozen other spellings of it
 * (percent-encoded letters, %2F, doubled slashes, dot segments, upper case, a backslash, the absolute form), by every
 * kind of caller: each spelling must get the plain path's answer or a 404. Twice: as the server runs, where the edge
 * refuses every second spelling, and with that edge taken away, where only the routes' own rules stand between a
 * spelling and the data. Over a real socket, as nginx would pass the request on: an injected request has its dot
 * segments resolved before the server sees them.
 */

interface Answer {
  status: number;
  /** The JSON answer's `error`, if any. */
  error?: string;
}

interface Server {
  t: TestApp;
  port: number;
  callers: Caller[];
  member: Awaited<ReturnType<typeof confirmedMember>>;
}

/** Who asks: the headers a kind of client sends besides the path. */
interface Caller {
  name: string;
  headers: Record<string, string>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
let requests = 0;

/** One request with exactly this request target; each from its own address (X-Forwarded-For, one trusted hop). */
function send(port: number, method: string, target: string, headers: Record<string, string>, body?: string) {
  requests += 1;
  const address = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent,
        headers: {
          host: 'localhost',
          'x-forwarded-for': address,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let error: string | undefined;
          if (String(response.headers['content-type']).startsWith('application/json'))
            error = (JSON.parse(text) as { error?: string }).error;
          resolve({ status: response.statusCode ?? 0, error });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const cookieHeader = (client: BrowserClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
/** A browser's cookies and, as the shell sends it, the CSRF header. */
const browser = (client: BrowserClient) => ({
  cookie: cookieHeader(client),
  [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '',
});

async function startServer(refuseSecondSpellings: boolean): Promise<Server> {
  const t = await createTestApp({
    profiles: 4,
    refuseSecondSpellings,
    // Developer routes are routes too; the addresses come through one trusted proxy, as behind nginx.
    environment: { DEV_TOOLS: '1', TRUST_PROXY: '1' },
  });
  const member = await confirmedMember(t, 'Speller');
  const visitorToken = 'visitor-csrf-token-of-this-test';
  const callers: Caller[] = [
    { name: 'a visitor', headers: {} },
    {
      name: 'a visitor with a CSRF token',
      headers: { cookie: `${CSRF_COOKIE}=${visitorToken}`, [CSRF_HEADER]: visitorToken },
    },
    { name: 'a member', headers: browser(member.client) },
    // A form or link on another site: the member's cookies, no token, and the browser saying so.
    {
      name: "another site, with a member's cookies",
      headers: { cookie: cookieHeader(member.client), 'sec-fetch-site': 'cross-site' },
    },
    { name: 'the command line', headers: { authorization: `Bearer ${t.ctx.operatorToken}` } },
    { name: 'a wrong operator token', headers: { authorization: `Bearer ${'x'.repeat(t.ctx.operatorToken.length)}` } },
  ];
  for (const role of operatorRoles)
    callers.push({ name: `an operator (${role})`, headers: browser((await signedInOperator(t, role)).client) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port, callers, member };
}

/** The route's pattern with each parameter filled in. */
const plainPath = (pattern: string) => pattern.replace(/:\w+\??|\*/g, 'en');

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const encodeFirstLetter = (segment: string) => segment.replace(/[A-Za-z0-9]/, hex);

/** Other spellings of a plain path, each of which a server could read as that path. */
function spellingsOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  const [first = '', ...rest] = segments;
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const spellings = [
    ...segments.map((_segment, index) => join(segments.map((s, j) => (j === index ? encodeFirstLetter(s) : s)))),
    join(segments.map((segment) => segment.replace(/[A-Za-z0-9._~-]/g, (char) => hex(char).toLowerCase()))),
    `/${path}`,
    join([first, '', ...rest]),
    join(['.', ...segments]),
    join([first, 'x', '..', ...rest]),
    join(['%2e', ...segments]),
    join([first, '%2E%2E', ...segments]),
    path.toUpperCase(),
    join([first.toUpperCase(), ...rest]),
    `${path}/`,
    `http://localhost${path}`,
    ...(rest.length
      ? [join([`${first}%2F${rest[0]}`, ...rest.slice(1)]), join([`${first}\\${rest[0]}`, ...rest.slice(1)])]
      : []),
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== path);
}

/** Routes that would end the caller's own session, which the rest of the walk still sends. */
const endsTheSession = new Set(['GET /api/logout.php', 'DELETE /api/admin/session.php']);

/** Runs `work` over `items`, at most `width` at a time. */
async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[(next += 1) - 1] as T);
    }),
  );
}

async function walk(server: Server): Promise<{ asked: number; wrong: string[] }> {
  const targets = server.t.routes.filter(
    ({ method, url }) => method !== 'HEAD' && method !== 'OPTIONS' && !endsTheSession.has(`${method} ${url}`),
  );
  const wrong: string[] = [];
  let asked = 0;
  const pairs = targets.flatMap((route) => server.callers.map((caller) => ({ route, caller })));
  await inTurn(pairs, 6, async ({ route, caller }) => {
    const path = plainPath(route.url);
    const plain = await send(server.port, route.method, path, caller.headers);
    for (const spelling of spellingsOf(path)) {
      const answer = await send(server.port, route.method, spelling, caller.headers);
      asked += 1;
      const same = (other: Answer) => answer.status === other.status && answer.error === other.error;
      if (answer.status === 404 || same(plain)) continue;
      // A route that counts its callers (a limit per member) may have changed its answer to the plain path too.
      const now = await send(server.port, route.method, path, caller.headers);
      if (!same(now))
        wrong.push(
          `${route.method} ${spelling} as ${caller.name}: ${answer.status} ${answer.error ?? ''}, where ${path} answers ${now.status} ${now.error ?? ''}`,
        );
    }
  });
  return { asked, wrong };
}

describe.each([
  { edge: 'as the server runs (second spellings refused at the edge)', refuseSecondSpellings: true },
  { edge: "with the edge taken away (the routes' own rules alone)", refuseSecondSpellings: false },
])('every registered route, by every spelling of its path, $edge', ({ refuseSecondSpellings }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(refuseSecondSpellings);
  });
  afterAll(async () => {
    await server.t.close();
  });

  // Some 20,000 requests over a real socket: on a PostgreSQL server on a busy machine the walk outlasts a minute.
  it('answers each caller as its plain path does, or 404', async () => {
    const { asked, wrong } = await walk(server);
    if (wrong.length) throw new Error(`${wrong.length} answers differed:\n${wrong.slice(0, 40).join('\n')}`);
    // Every route, every caller, every spelling: the walk did not come up short.
    expect(server.t.routes.filter((route) => route.url.startsWith('/api/admin/')).length).toBeGreaterThan(50);
    expect(asked).toBeGreaterThan(server.t.routes.length * server.callers.length * 8);
  }, 300_000);

  it("makes no operator from the command-line call without the machine's token, whatever the spelling", async () => {
    const { t, port, callers } = server;
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from operators'))[0]?.n;
    const before = await count();
    const owner = callers.find((caller) => caller.name === 'an operator (owner)');
    const body = JSON.stringify({
      email: 'x@example.com',
      role: 'owner',
      password: 'attacker-password-123',
      name: 'X',
    });
    for (const target of ['/api/admin/cli_operator.php', ...spellingsOf('/api/admin/cli_operator.php')])
      for (const headers of [{}, owner?.headers ?? {}]) {
        const answer = await send(port, 'POST', target, headers, body);
        expect([401, 403, 404]).toContain(answer.status);
      }
    expect(await count()).toBe(before);
  });

  it('stores and charges nothing for a message forged on another site, nor logs the member out, whatever the spelling', async () => {
    const { t, port, member } = server;
    const other = await confirmedMember(t, 'Recipient');
    const started = await member.client.request({ method: 'GET', url: `/api/chat.php?profile=${other.profileId}` });
    const conversation = (started.json() as { id: number }).id;
    const forged = { cookie: cookieHeader(member.client), 'sec-fetch-site': 'cross-site' };
    const body = JSON.stringify({ conversation, client_id: randomUUID(), text: 'forged' });
    for (const target of ['/api/messages.php', ...spellingsOf('/api/messages.php')])
      expect([403, 404]).toContain((await send(port, 'POST', target, forged, body)).status);
    for (const target of ['/api/logout.php', ...spellingsOf('/api/logout.php')])
      expect([403, 404]).toContain((await send(port, 'GET', target, forged)).status);
    const messages = messagesResponseSchema.parse(
      (await member.client.request({ method: 'GET', url: `/api/messages.php?conversation=${conversation}` })).json(),
    );
    expect(messages.messages).toEqual([]);
    expect((await member.client.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(200);
  });
});

describe('the edge', () => {
  it.each([
    ['/api/%61dmin/members.php', '%61 is a'],
    ['/api/admin%2Fmembers.php', 'an encoded slash'],
    ['/api//admin/members.php', 'an empty segment'],
    ['/api/./admin/members.php', 'a dot segment'],
    ['/api/x/../admin/members.php', 'a dot segment'],
    ['/api\\admin/members.php', 'a backslash'],
    ['http://localhost/api/admin/members.php', 'not an absolute path'],
  ])('refuses %s (%s)', (url, problem) => {
    expect(secondSpelling(url)).toBe(problem);
  });

  it.each([
    '/',
    '/api/admin/members.php?q=%61&x=//',
    '/members/',
    '/landers/video/1-eng-%C3%A9t%C3%A9',
    '/cdn/photos/ab/c.jpg',
  ])('passes %s, written the one way', (url) => {
    expect(secondSpelling(url)).toBeNull();
  });
});
