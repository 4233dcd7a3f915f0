import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteRegistrySchema } from 'shared-contracts/api';
import {
  adminExperimentResultsEndpoint,
  adminExperimentVersionsEndpoint,
  type AuditEntryView,
} from 'shared-contracts/api/admin';
import { BrowserClient } from './helpers/browserClient';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: BrowserClient;
let analyst: BrowserClient;

/** A built version of the lander remote beside the live l1, built against `contracts`. */
async function landerVersion(version: string, contracts: string, builtAt?: string) {
  const folder = path.join(t.deployDir, 'remotes/mfe-landers', version);
  await mkdir(path.join(folder, 'locales'), { recursive: true });
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { publicPath: '/x/' } }));
  await writeFile(
    path.join(folder, 'build-info.json'),
    JSON.stringify({ app: 'mfe-landers', version, contracts, ...(builtAt ? { builtAt } : {}) }),
  );
}

const registryFile = async () =>
  JSON.parse(await readFile(path.join(t.deployDir, 'registry.json'), 'utf8')) as {
    apps: Record<string, { live: string; history: string[]; candidates?: string[] }>;
  };

beforeAll(async () => {
  t = await createTestApp({ profiles: 4 });
  // The live shell provides shared-contracts 1.2.0 (the fixture's shell says nothing of its contracts).
  await writeFile(path.join(t.deployDir, 'shell/v1/build-info.json'), JSON.stringify({ contracts: '1.2.0' }));
  // The fixture's live l1 has no manifest: give it one, as a real build has (a folder without one is not listed).
  await writeFile(path.join(t.deployDir, 'remotes/mfe-landers/l1/mf-manifest.json'), '{}');
  await landerVersion('l2', '1.0.0', '2026-01-02T10:00:00.000Z');
  await landerVersion('l3', '1.9.0');
  const registry = await registryFile();
  registry.apps['mfe-landers'] = { live: 'l1', history: ['l1'], candidates: ['l2', 'l3'] };
  await writeFile(path.join(t.deployDir, 'registry.json'), JSON.stringify(registry));
  admin = (await signedInOperator(t, 'admin')).client;
  analyst = (await signedInOperator(t, 'analyst')).client;
});
afterAll(async () => t.close());

const call = (client: BrowserClient, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  client.request({ method, url, ...(payload ? { payload } : {}) });

async function auditOf(key: string) {
  const answer = await call(admin, 'GET', `/api/admin/audit.php?object_type=experiment&object_id=${key}`);
  expect(answer.statusCode).toBe(200);
  return (answer.json().entries as AuditEntryView[]).reverse();
}

const draft = (key: string, b = 'l2') =>
  call(admin, 'POST', '/api/admin/experiments.php', {
    key,
    site: 'localhost',
    goal: 'activation',
    variants: [
      { name: 'control', version: null, weight: 50 },
      { name: 'b', version: b, weight: 50 },
    ],
  });
const act = (key: string, action: 'start' | 'stop' | 'promote', variant?: string) =>
  call(admin, 'PUT', '/api/admin/experiments.php', { key, action, ...(variant ? { variant } : {}) });

/** The lander version the server puts into a new visitor's page. */
async function pageLanders() {
  const page = await new BrowserClient(t.app).request({ method: 'GET', url: '/' });
  const json = /<script id="remote-registry" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
  return remoteRegistrySchema.parse(JSON.parse(json ?? 'null')).remotes.find((remote) => remote.name === 'mfe-landers');
}

describe('experiments in the console', () => {
  it('creates, starts and stops through the same rules as the command line, each step audited with the operator', async () => {
    const created = await draft('console-one');
    expect(created.statusCode).toBe(200);
    expect(created.json().experiment).toMatchObject({
      key: 'console-one',
      site: 'localhost',
      siteId: expect.any(Number),
      goal: 'activation',
      status: 'draft',
    });
    expect((await draft('console-one')).json()).toMatchObject({ error: 'experiment_exists' });
    expect((await act('console-one', 'start')).json().experiment.status).toBe('running');
    expect((await act('console-one', 'start')).json()).toMatchObject({ error: 'cannot_start' });
    // One running experiment per site: a second one waits.
    await draft('console-two');
    const second = await act('console-two', 'start');
    expect([second.statusCode, second.json().error]).toEqual([409, 'cannot_start']);
    const stopped = await act('console-one', 'stop');
    expect(stopped.json().experiment).toMatchObject({ status: 'stopped', stopReason: 'Stopped by the operator' });

    const entries = await auditOf('console-one');
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['operator', 'experiment.created'],
      ['operator', 'experiment.started'],
      ['operator', 'experiment.stopped'],
    ]);
    expect(entries[0]).toMatchObject({
      operator_email: expect.stringMatching(/^admin\./),
      site_id: created.json().experiment.siteId,
      after: { site: 'localhost', goal: 'activation', variants: [{ name: 'control' }, { name: 'b', version: 'l2' }] },
      ip: admin.remoteAddress,
    });
    expect(entries[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'running' } });
    expect(entries[2]).toMatchObject({
      before: { status: 'running' },
      after: { status: 'stopped', stopReason: 'Stopped by the operator' },
      reason: 'Stopped by the operator',
    });
    // A refused step records nothing.
    expect((await auditOf('console-two')).map((entry) => entry.action)).toEqual(['experiment.created']);
  });

  it('promotes: the winner becomes the live remote on the server, no command line needed', async () => {
    await draft('console-promote');
    await act('console-promote', 'start');
    expect((await act('console-promote', 'promote', 'nope')).json()).toMatchObject({ error: 'unknown_variant' });
    const promoted = await act('console-promote', 'promote', 'b');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().experiment).toMatchObject({ status: 'promoted', promotedVariant: 'b' });
    const landers = (await registryFile()).apps['mfe-landers'];
    expect(landers).toMatchObject({ live: 'l2', history: ['l1', 'l2'], candidates: ['l3'] });
    expect(await pageLanders()).toMatchObject({ version: 'l2' });
    expect((await pageLanders())?.experiment).toBeUndefined();

    // Asking again changes nothing and records nothing; another winner is refused.
    expect((await act('console-promote', 'promote', 'b')).statusCode).toBe(200);
    expect((await act('console-promote', 'promote', 'control')).json()).toMatchObject({ error: 'cannot_promote' });
    expect((await registryFile()).apps['mfe-landers']?.history).toEqual(['l1', 'l2']);
    expect((await auditOf('console-promote')).map((entry) => entry.action)).toEqual([
      'experiment.created',
      'experiment.started',
      'experiment.promoted',
    ]);
    const deployment = await call(admin, 'GET', '/api/admin/audit.php?object_type=deployment&object_id=mfe-landers');
    expect(deployment.json().entries).toEqual([
      expect.objectContaining({
        action: 'deployment.promoted',
        before: { version: 'l1' },
        after: { version: 'l2' },
        reason: 'Winner of experiment console-promote (variant b)',
      }),
    ]);
  });

  it('keeps a promotion whose version fails the contracts check, and finishes it when asked again after the fix', async () => {
    await draft('console-contracts', 'l3');
    // l3 needs shared-contracts 1.9.0; the live shell provides 1.2.0.
    const refused = await act('console-contracts', 'promote', 'b');
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'contracts_mismatch']);
    expect(refused.json().message).toMatch(/console-contracts is promoted, but .*1\.9\.0.*Then promote again/);
    const listed = await call(admin, 'GET', '/api/admin/experiments.php');
    expect(listed.json().experiments).toContainEqual(
      expect.objectContaining({ key: 'console-contracts', status: 'promoted', promotedVariant: 'b' }),
    );
    expect((await registryFile()).apps['mfe-landers']?.live).toBe('l2');

    await writeFile(path.join(t.deployDir, 'shell/v1/build-info.json'), JSON.stringify({ contracts: '1.9.0' }));
    expect((await act('console-contracts', 'promote', 'b')).statusCode).toBe(200);
    expect((await registryFile()).apps['mfe-landers']).toMatchObject({ live: 'l3', history: ['l1', 'l2', 'l3'] });
    expect(await pageLanders()).toMatchObject({ version: 'l3' });
  });

  it('promoting the live variant leaves the deploy folder as it is', async () => {
    await draft('console-control');
    const before = await registryFile();
    expect((await act('console-control', 'promote', 'control')).json().experiment.status).toBe('promoted');
    expect(await registryFile()).toEqual(before);
  });

  it('lists, shows results and the lander versions to an analyst, who may change nothing', async () => {
    const list = await call(analyst, 'GET', '/api/admin/experiments.php');
    expect(list.statusCode).toBe(200);
    expect(list.json().experiments.map((experiment: { key: string }) => experiment.key)).toContain('console-one');
    const results = await call(analyst, 'GET', '/api/admin/experiment_results.php?key=console-one');
    expect(adminExperimentResultsEndpoint.response.parse(results.json())).toMatchObject({
      experiment: { key: 'console-one', status: 'stopped' },
      goals: {
        activation: {
          variants: [
            { name: 'control', visitors: 0 },
            { name: 'b', visitors: 0 },
          ],
        },
      },
    });
    expect((await call(analyst, 'GET', '/api/admin/experiment_results.php?key=nothing-here')).statusCode).toBe(404);
    const versions = adminExperimentVersionsEndpoint.response.parse(
      (await call(analyst, 'GET', '/api/admin/experiment_versions.php')).json(),
    );
    expect(versions.app).toBe('mfe-landers');
    expect(versions.versions).toEqual([
      { version: 'l3', kind: 'live', builtAt: null },
      { version: 'l2', kind: 'released', builtAt: '2026-01-02T10:00:00.000Z' },
      { version: 'l1', kind: 'released', builtAt: null },
    ]);
    const refused = await call(analyst, 'POST', '/api/admin/experiments.php', {
      key: 'analyst-try',
      site: 'localhost',
      variants: [
        { name: 'control', version: null, weight: 1 },
        { name: 'b', version: 'l2', weight: 1 },
      ],
    });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'operator_forbidden']);
    expect(
      (await call(analyst, 'PUT', '/api/admin/experiments.php', { key: 'console-two', action: 'stop' })).statusCode,
    ).toBe(403);
  });

  it('records the command line and automatic stops in the audit log too', async () => {
    const bearer = (method: 'POST' | 'PUT', payload: object) =>
      t.app.inject({
        method,
        url: '/api/experiments.php',
        remoteAddress: '192.0.2.9',
        headers: { host: 'localhost', authorization: `Bearer ${t.ctx.operatorToken}` },
        payload,
      });
    await act('console-two', 'stop');
    expect(
      (
        await bearer('POST', {
          key: 'cli-made',
          site: 'localhost',
          variants: [
            { name: 'control', version: null, weight: 50 },
            { name: 'b', version: 'l2', weight: 50 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await bearer('PUT', { key: 'cli-made', action: 'start' })).statusCode).toBe(200);
    // Variant b fails to load for more than 5% of its first 20 visitors: the server stops the experiment itself.
    const { assignVariant, newVisitorId } = await import('../src/experiments/assignment');
    const weights = [
      { name: 'control', weight: 50 },
      { name: 'b', weight: 50 },
    ];
    for (let visitors = 0; visitors < 20;) {
      const id = newVisitorId();
      if (assignVariant('cli-made', id, weights) !== 'b') continue;
      const client = new BrowserClient(t.app);
      client.cookies.set('vid', id);
      await client.request({
        method: 'POST',
        url: '/api/experiment_event.php',
        payload: { experiment: 'cli-made', variant: 'b', event: visitors < 18 ? 'exposed' : 'failed' },
      });
      visitors += 1;
    }
    const entries = await auditOf('cli-made');
    expect(entries.map((entry) => [entry.actor, entry.action, entry.ip])).toEqual([
      ['cli', 'experiment.created', '192.0.2.9'],
      ['cli', 'experiment.started', '192.0.2.9'],
      ['system', 'experiment.stopped', ''],
    ]);
    expect(entries[2]?.reason).toMatch(/Variant b failed to load for 2 of 20 visitors \(10%\); stopped automatically/);
  });
});
