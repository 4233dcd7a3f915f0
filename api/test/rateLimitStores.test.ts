import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { postgresRateLimitStore } from '../src/plugins/rateLimits';
import { BrowserClient } from './helpers/browserClient';
import { startRedisServer } from './helpers/redisServer';
import { createTestApp, type TestApp } from './helpers/testApp';

// The login limit as configured (RATE_LIMIT_FACTOR 1): 10 attempts a minute from one address.
const LOGIN_LIMIT = 10;

/**
 * A wrong login from one address, whichever node it reaches, for an e-mail address nobody has, so the per-account
 * delay never answers instead of the limit.
 */
let guesses = 0;
const wrongLogin = (app: TestApp) =>
  new BrowserClient(app.app).request({
    method: 'POST',
    url: '/api/login.php',
    payload: { email: `nobody.${(guesses += 1)}@example.org`, password: 'not-the-password' },
    remoteAddress: '203.0.113.7',
  });

describe('with REDIS_URL, the API nodes count limits together in Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const nodes: TestApp[] = [];
  const startNode = async (name: string) => {
    const node = await createTestApp({ profiles: 0, environment: { REDIS_URL: redis.url, NODE_NAME: name } });
    nodes.push(node);
    return node;
  };
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await redis.stop();
  });

  it('ten wrong logins alternating between two nodes use up the limit on both, and a restarted node forgives nothing', async () => {
    const [a, b] = [await startNode('node-a'), await startNode('node-b')];
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      const answer = await wrongLogin(attempt % 2 ? b : a);
      expect([answer.statusCode, answer.headers['x-served-by']]).toEqual([401, attempt % 2 ? 'node-b' : 'node-a']);
    }
    for (const node of [a, b]) {
      const refused = await wrongLogin(node);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another limit counts on its own: the e-mail check still answers.
    const check = await new BrowserClient(a.app).request({
      method: 'GET',
      url: '/api/validate_email.php?email=someone%40example.org',
      remoteAddress: '203.0.113.7',
    });
    expect(check.statusCode).not.toBe(429);

    await a.close();
    nodes.splice(nodes.indexOf(a), 1);
    const restarted = await startNode('node-a');
    expect((await wrongLogin(restarted)).statusCode).toBe(429);
  });

  it('a node whose Redis went away still answers, counting nothing, rather than failing every request', async () => {
    const node = nodes[0] as TestApp;
    await redis.stop();
    const answer = await wrongLogin(node);
    expect(answer.statusCode).toBe(401);
  });
});

describe('without Redis, on PostgreSQL, the same counts are rows every node shares', () => {
  let t: TestApp;
  const nodes: FastifyInstance[] = [];
  /** An API node reduced to one limited route, counting in the shared database as the real ones do. */
  const startNode = async (name: string) => {
    const node = Fastify({ logger: false });
    await node.register(fastifyRateLimit, {
      global: false,
      store: postgresRateLimitStore(t.ctx.rateLimitCounters, node.log),
    });
    const limit = (max: number, timeWindow: number) => ({ config: { rateLimit: { max, timeWindow } } });
    node.post('/login', limit(3, 60_000), async () => ({ node: name }));
    node.post('/brief', limit(2, 1_500), async () => ({ node: name }));
    await node.ready();
    nodes.push(node);
    return node;
  };
  beforeAll(async () => {
    t = await createTestApp({ profiles: 0 });
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await t.close();
  });

  it('three calls alternating between two nodes use up a limit of three on both, and a new node still refuses', async () => {
    const [a, b] = [await startNode('a'), await startNode('b')];
    const call = (node: FastifyInstance, url = '/login') => node.inject({ method: 'POST', url });
    expect((await Promise.all([call(a), call(b), call(a)])).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200,
    ]);
    expect((await call(b)).statusCode).toBe(429);
    expect((await call(a)).statusCode).toBe(429);
    expect((await call(await startNode('c'))).statusCode).toBe(429);
    // Each route counts on its own.
    expect((await call(a, '/brief')).statusCode).toBe(200);
  });

  it('a window that ended starts counting afresh, and the sweep removes it', async () => {
    const [a, b] = [await startNode('d'), await startNode('e')];
    const call = (node: FastifyInstance) => node.inject({ method: 'POST', url: '/brief' });
    await call(a);
    await call(b);
    expect((await call(a)).statusCode).toBe(429);
    // Real time, not synchronisation: the 1.5 s window must really end (the store dates windows by the clock), and
    // nothing happens in the background meanwhile that the test could wait for instead.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await call(b)).statusCode).toBe(200);
    // Real time again: the window that call opened must end too before the sweep may remove it.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    await t.ctx.rateLimitCounters.purgeEnded();
    const left = await t.db.query<{ key: string }>("select key from rate_limit_counters where key like '%/brief-%'");
    expect(left).toEqual([]);
  });
});
