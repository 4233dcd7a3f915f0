import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteRegistrySchema, type RemoteRegistry } from 'shared-contracts/api';
import { experimentResultsSchema } from 'shared-contracts/api/experiments';
import { paymentResponseSchema } from 'shared-contracts/api/payments';
import { assignVariant, newVisitorId } from '../src/experiments/assignment';
import { BrowserClient } from './helpers/browserClient';
import { confirmByMail, signUpMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

const run = promisify(execFile);
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 10, environment: { RATE_LIMIT_FACTOR: '50' } });
  // A candidate build of the lander remote beside the live one (l1), as `npm run release -- mfe-landers --candidate`
  // leaves it: its manifest, its catalogs and the contracts it was built against.
  const folder = path.join(t.deployDir, 'remotes/mfe-landers/l2');
  await mkdir(path.join(folder, 'locales'), { recursive: true });
  await writeFile(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({ metaData: { publicPath: '/x/' }, exposes: [] }),
  );
  await writeFile(path.join(folder, 'locales/en.json'), JSON.stringify({ greeting: 'landers l2 en' }));
  await writeFile(path.join(folder, 'build-info.json'), JSON.stringify({ app: 'mfe-landers', contracts: '1.0.0' }));
});
afterAll(async () => {
  await t.close();
});

const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.ctx.operatorToken) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

let experiments = 0;
/** A started 50/50 experiment of the live landers (control) against the candidate l2 (b). */
async function startedExperiment(options: { goal?: string } = {}) {
  const key = `hero-test-${(experiments += 1)}`;
  const created = await operator('POST', '/api/experiments.php', {
    key,
    site: 'localhost',
    variants: [
      { name: 'control', version: null, weight: 50 },
      { name: 'b', version: 'l2', weight: 50 },
    ],
    ...options,
  });
  expect(created.statusCode).toBe(200);
  expect((await operator('PUT', '/api/experiments.php', { key, action: 'start' })).statusCode).toBe(200);
  return key;
}
const stop = (key: string) => operator('PUT', '/api/experiments.php', { key, action: 'stop' });

/** A browser whose visitor id lands in the wanted variant of the experiment. */
function visitorIn(key: string, variant: string): BrowserClient {
  const variants = [
    { name: 'control', weight: 50 },
    { name: 'b', weight: 50 },
  ];
  for (;;) {
    const id = newVisitorId();
    if (assignVariant(key, id, variants) === variant) {
      const client = new BrowserClient(t.app);
      client.cookies.set('vid', id);
      return client;
    }
  }
}

/** The registry the server put into the page it sent. */
async function pageRegistry(client: BrowserClient, headers: Record<string, string> = {}): Promise<RemoteRegistry> {
  const page = await client.request({ method: 'GET', url: '/', headers });
  const json = /<script id="remote-registry" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
  return remoteRegistrySchema.parse(JSON.parse(json ?? 'null'));
}
const landers = (registry: RemoteRegistry) => registry.remotes.find((remote) => remote.name === 'mfe-landers');
const report = (client: BrowserClient, experiment: string, variant: string, event: 'exposed' | 'failed') =>
  client.request({ method: 'POST', url: '/api/experiment_event.php', payload: { experiment, variant, event } });
const results = async (key: string) =>
  experimentResultsSchema.parse((await operator('GET', `/api/experiment_results.php?key=${key}`)).json());
const tally = async (key: string, variant: string) => {
  const answer = await results(key);
  const index = answer.experiment.variants.findIndex((candidate) => candidate.name === variant);
  return {
    visitors: answer.goals.signup.variants[index]?.visitors,
    signup: answer.goals.signup.variants[index]?.conversions,
    activation: answer.goals.activation.variants[index]?.conversions,
    purchase: answer.goals.purchase.variants[index]?.conversions,
  };
};

describe('operator calls', () => {
  it('need the operator token; a member session or a wrong token gets 401', async () => {
    expect((await operator('GET', '/api/experiments.php', undefined, 'wrong')).statusCode).toBe(401);
    const member = new BrowserClient(t.app);
    await member.login();
    expect((await member.request({ method: 'GET', url: '/api/experiments.php' })).statusCode).toBe(401);
    expect((await operator('GET', '/api/experiments.php')).statusCode).toBe(200);
  });

  it('refuse an unknown site, an unbuilt version, repeated variant names and a taken key, with a clear message', async () => {
    const create = (body: object) =>
      operator('POST', '/api/experiments.php', {
        key: 'refusals',
        site: 'localhost',
        variants: [
          { name: 'control', version: null, weight: 50 },
          { name: 'b', version: 'l2', weight: 50 },
        ],
        ...body,
      });
    expect((await create({ site: 'nowhere.example' })).json()).toMatchObject({ error: 'unknown_site' });
    const unbuilt = await create({
      variants: [
        { name: 'control', version: null, weight: 50 },
        { name: 'b', version: 'never-built', weight: 50 },
      ],
    });
    expect(unbuilt.statusCode).toBe(404);
    expect(unbuilt.json().message).toMatch(/--candidate/);
    const twice = await create({
      variants: [
        { name: 'b', version: null, weight: 50 },
        { name: 'b', version: 'l2', weight: 50 },
      ],
    });
    expect(twice.json()).toMatchObject({ error: 'duplicate_variant' });
    expect((await create({ key: 'Bad Key!' })).statusCode).toBe(400);
    expect((await create({})).statusCode).toBe(200);
    expect((await create({})).json()).toMatchObject({ error: 'experiment_exists' });
  });

  it('run one experiment per site at a time, and never restart a stopped one', async () => {
    const key = await startedExperiment();
    const second = await operator('POST', '/api/experiments.php', {
      key: `${key}-second`,
      site: 'localhost',
      variants: [
        { name: 'control', version: null, weight: 50 },
        { name: 'b', version: 'l2', weight: 50 },
      ],
    });
    expect(second.statusCode).toBe(200);
    const start = await operator('PUT', '/api/experiments.php', { key: `${key}-second`, action: 'start' });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toMatch(/stop it first/);
    await stop(key);
    const again = await operator('PUT', '/api/experiments.php', { key, action: 'start' });
    expect(again.statusCode).toBe(409);
  });
});

describe('assignment', () => {
  let key: string;
  beforeAll(async () => {
    key = await startedExperiment();
  });
  afterAll(async () => {
    await stop(key);
  });

  it('gives a new visitor an id and the variant in the page itself, the same on every visit', async () => {
    const client = new BrowserClient(t.app);
    const first = await pageRegistry(client);
    const visitorId = client.cookies.get('vid');
    expect(visitorId).toMatch(/^[\w-]{22}$/);
    const variant = assignVariant(key, visitorId as string, [
      { name: 'control', weight: 50 },
      { name: 'b', weight: 50 },
    ]);
    expect(landers(first)?.experiment).toMatchObject({ key, variant });
    expect(landers(first)?.version).toBe(variant === 'b' ? 'l2' : 'l1');
    for (let visit = 0; visit < 3; visit += 1) expect(await pageRegistry(client)).toEqual(first);
    // /remotes.json and the stale-tab check agree with the page.
    expect((await client.request({ method: 'GET', url: '/remotes.json' })).json()).toEqual(first);
    expect((await client.request({ method: 'GET', url: '/_build/latest.json' })).json()).toEqual({
      deploymentId: first.deploymentId,
    });
  });

  it("gives a variant's visitors its version, the live one to fall back to, and its own catalogs", async () => {
    const client = visitorIn(key, 'b');
    const registry = await pageRegistry(client);
    expect(landers(registry)).toMatchObject({
      version: 'l2',
      contracts: '1.0.0',
      experiment: { key, variant: 'b', fallbackManifestUrl: '/remotes/mfe-landers/l1/mf-manifest.json' },
    });
    const live = (await t.ctx.deploy.live()).registry;
    expect(registry.deploymentId).not.toBe(live.deploymentId);
    // The catalogs named by the variant's deployment id are the variant's, for any browser (a crawler has no visitor
    // cookie) and cacheable; the shell's and other remotes' are the live ones.
    const messages = await new BrowserClient(t.app).request({
      method: 'GET',
      url: `/_i18n/${registry.deploymentId}/en/messages.json`,
    });
    expect(messages.json()).toMatchObject({ landers: { greeting: 'landers l2 en' }, shell: { greeting: 'shell en' } });
    expect(messages.headers['cache-control']).toMatch(/max-age=/);
  });

  it('splits visitors between the variants', async () => {
    const seen = new Map<string, number>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const variant = landers(await pageRegistry(new BrowserClient(t.app)))?.experiment?.variant as string;
      seen.set(variant, (seen.get(variant) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['b', 'control']);
  });

  it('gives bots the live version with no experiment, no visitor id, and counts nothing they report', async () => {
    const bot = new BrowserClient(t.app);
    const registry = await pageRegistry(bot, { 'user-agent': GOOGLEBOT });
    expect(bot.cookies.has('vid')).toBe(false);
    expect(registry).toEqual((await t.ctx.deploy.live()).registry);
    const pretending = visitorIn(key, 'b');
    const answer = await pretending.request({
      method: 'POST',
      url: '/api/experiment_event.php',
      headers: { 'user-agent': GOOGLEBOT },
      payload: { experiment: key, variant: 'b', event: 'exposed' },
    });
    expect(answer.statusCode).toBe(204);
    expect((await tally(key, 'b')).visitors).toBe(0);
  });
});

describe('exposure and conversions', () => {
  it('attributes signup, activation and the first paid order to the variant the visitor saw, once each', async () => {
    const key = await startedExperiment({ goal: 'purchase' });
    const visitor = visitorIn(key, 'b');
    await pageRegistry(visitor);
    // A report for the variant the visitor was not given is ignored; the right one counts, once.
    expect((await report(visitor, key, 'control', 'exposed')).statusCode).toBe(204);
    expect(await tally(key, 'control')).toMatchObject({ visitors: 0 });
    for (let time = 0; time < 3; time += 1) await report(visitor, key, 'b', 'exposed');
    expect(await tally(key, 'b')).toEqual({ visitors: 1, signup: 0, activation: 0, purchase: 0 });

    const member = await signUpMember(t, 'Variant', {}, visitor);
    expect(await tally(key, 'b')).toMatchObject({ signup: 1, activation: 0 });
    await confirmByMail(t, member.memberId);
    expect(await tally(key, 'b')).toMatchObject({ activation: 1, purchase: 0 });

    // Two paid orders: only the first is a conversion.
    const { packages } = (await member.client.request({ method: 'GET', url: '/api/credits.php' })).json() as {
      packages: { id: number }[];
    };
    for (let order = 0; order < 2; order += 1) {
      const started = paymentResponseSchema.parse(
        (
          await member.client.request({
            method: 'POST',
            url: '/api/payment.php',
            payload: { credit_id: packages[0]?.id, method: 'ideal' },
          })
        ).json(),
      );
      const paid = await t.app.inject({
        method: 'POST',
        url: new URL(started.checkout_url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
        payload: 'outcome=paid',
      });
      expect(paid.statusCode).toBeLessThan(400);
    }
    expect(await tally(key, 'b')).toEqual({ visitors: 1, signup: 1, activation: 1, purchase: 1 });
    expect(await tally(key, 'control')).toEqual({ visitors: 0, signup: 0, activation: 0, purchase: 0 });

    // Logging in elsewhere gives that browser the visitor id of the signup, so the member keeps the variant.
    const otherDevice = new BrowserClient(t.app);
    await otherDevice.login(member.email, 'pass phrase');
    expect(otherDevice.cookies.get('vid')).toBe(visitor.cookies.get('vid'));
    expect(landers(await pageRegistry(otherDevice))?.version).toBe('l2');
    await stop(key);
  });

  it('counts no conversion for a visitor never exposed, nor after the experiment stopped', async () => {
    const key = await startedExperiment();
    const unexposed = visitorIn(key, 'control');
    await pageRegistry(unexposed);
    await signUpMember(t, 'Unexposed', {}, unexposed);
    const late = visitorIn(key, 'control');
    await report(late, key, 'control', 'exposed');
    await stop(key);
    await signUpMember(t, 'Late', {}, late);
    expect(await tally(key, 'control')).toEqual({ visitors: 1, signup: 0, activation: 0, purchase: 0 });
    // Stopped: everyone gets the live version again, with no experiment to report.
    expect(landers(await pageRegistry(visitorIn(key, 'b')))?.experiment).toBeUndefined();
  });

  it('stops a variant that fails to load for more than 5% of its visitors; those visitors count for neither', async () => {
    const key = await startedExperiment();
    for (let visitor = 0; visitor < 18; visitor += 1) await report(visitorIn(key, 'b'), key, 'b', 'exposed');
    await report(visitorIn(key, 'b'), key, 'b', 'failed');
    expect((await results(key)).experiment.status).toBe('running');
    // 2 failures in 20 visitors: 10%.
    await report(visitorIn(key, 'b'), key, 'b', 'failed');
    const stopped = await results(key);
    expect(stopped.experiment.status).toBe('stopped');
    expect(stopped.experiment.stopReason).toMatch(/failed to load for 2 of 20 visitors/);
    expect(stopped.failures).toContainEqual({ variant: 'b', failed: 2, visitors: 20 });
    expect(await tally(key, 'b')).toMatchObject({ visitors: 18 });
    expect(landers(await pageRegistry(visitorIn(key, 'b')))?.version).toBe('l1');
  });
});

describe('npm run experiment', () => {
  it('creates, starts, reports and promotes through the running server; the winner goes live for everyone', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cli = (...args: string[]) =>
      run(
        process.execPath,
        ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/experiments/cli.ts'), ...args],
        {
          env: {
            ...process.env,
            EXPERIMENT_SERVER: `http://127.0.0.1:${port}`,
            DATA_DIR: t.ctx.config.dataDir,
            DEPLOY_DIR: t.deployDir,
          },
        },
      );
    const created = await cli(
      'create',
      'cli-hero',
      '--site',
      'localhost',
      '--variant',
      'control=live',
      '--variant',
      'b=l2',
      '--weights',
      '30,70',
    );
    expect(created.stdout).toMatch(/cli-hero on localhost \[draft\] goal signup: control=live \(30%\), b=l2 \(70%\)/);
    expect((await cli('start', 'cli-hero')).stdout).toMatch(/\[running\]/);
    await report(visitorIn('cli-hero-never', 'b'), 'cli-hero', 'b', 'exposed');
    const table = (await cli('results', 'cli-hero')).stdout;
    expect(table).toMatch(/control/);
    expect(table).toMatch(/too little data to conclude/i);
    const json = experimentResultsSchema.parse(JSON.parse((await cli('results', 'cli-hero', '--json')).stdout));
    expect(json.experiment.key).toBe('cli-hero');
    await expect(cli('promote', 'cli-hero', 'nope')).rejects.toMatchObject({
      stderr: expect.stringMatching(/no variant nope/),
    });
    const promoted = await cli('promote', 'cli-hero', 'b');
    expect(promoted.stdout).toMatch(/mfe-landers l2 is live for everyone/);
    const registry = JSON.parse(await readFile(path.join(t.deployDir, 'registry.json'), 'utf8'));
    expect(registry.apps['mfe-landers']).toMatchObject({ live: 'l2', history: ['l1', 'l2'] });
    expect(landers(await pageRegistry(new BrowserClient(t.app)))).toMatchObject({ version: 'l2' });
    expect(landers(await pageRegistry(new BrowserClient(t.app)))?.experiment).toBeUndefined();
    expect((await cli('list')).stdout).toMatch(/cli-hero on localhost \[promoted\].*promoted b/);
    await expect(cli('frobnicate')).rejects.toMatchObject({ code: 2 });
  });
});
