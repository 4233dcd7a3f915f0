// A/B experiments on lander remote versions (api/src/experiments), end to end: a candidate build, an experiment
// run by the operator's CLI against this server, visitors in each variant, a broken variant and a promotion. They
// change what every tab loads, so they run in the `release` project, after the `site` tests and one file at a time.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Response } from '@playwright/test';
import { assignVariant, newVisitorId, type WeightedVariant } from '../../api/src/experiments/assignment';
import { expect, rootOf, test } from '../fixtures';
import { e2eDeployDir, e2ePort, e2eRunDir, repositoryRoot } from '../paths';

interface Registry {
  apps: Record<string, { live: string; history: string[]; candidates?: string[] }>;
}
interface PageRegistry {
  remotes: {
    name: string;
    version: string;
    experiment?: { key: string; variant: string; fallbackManifestUrl?: string };
  }[];
}
interface Results {
  experiment: { key: string; status: string };
  failures: { variant: string; failed: number; visitors: number }[];
  goals: { signup: { variants: { name: string; visitors: number }[] } };
}

const LANDER = '/landers/gallery/milf/eng';
const HOST = 'localhost';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const UNAVAILABLE = 'This part of the site is temporarily unavailable';
const landersFolder = path.join(e2eDeployDir, 'remotes', 'mfe-landers');
const env = {
  ...process.env,
  DEPLOY_DIR: e2eDeployDir,
  DATA_DIR: path.join(e2eRunDir, 'data'),
  EXPERIMENT_SERVER: `http://localhost:${e2ePort}`,
};

const readRegistry = (): Registry => JSON.parse(readFileSync(path.join(e2eDeployDir, 'registry.json'), 'utf8'));
const liveVersions = () =>
  Object.fromEntries(Object.entries(readRegistry().apps).map(([app, { live }]) => [app, live]));

function run(args: string[]): string {
  try {
    return execFileSync(process.execPath, args, { cwd: repositoryRoot, env, encoding: 'utf8' });
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number | null; stdout: string; stderr: string };
    throw new Error(`node ${args.join(' ')} ended with status ${status}\n${stdout}\n${stderr}`);
  }
}
/** `npm run experiment -- …` */
const experiment = (...args: string[]) => run(['--import', 'tsx', 'api/src/experiments/cli.ts', ...args]);
const results = (key: string): Results => JSON.parse(experiment('results', key, '--json'));
const exposed = (result: Results, variant: string) =>
  result.goals.signup.variants.find((entry) => entry.name === variant)?.visitors;

/** `npm run release -- mfe-landers --candidate`: answers the version, the last line it prints. */
function buildCandidate(): string {
  const output = run(['tools/release.mjs', 'mfe-landers', '--candidate']);
  const version = output.trim().split('\n').at(-1) as string;
  expect(output).toContain(`mfe-landers: candidate ${version} built; it is not live`);
  return version;
}

let experimentCount = 0;
const running: string[] = [];
/** Creates and starts a 50/50 experiment of the live landers (control) against `version` (b) on the e2e site. */
function startExperiment(version: string): { key: string; variants: WeightedVariant[] } {
  const key = `e2e-${Date.now().toString(36)}-${(experimentCount += 1)}`;
  expect(
    experiment(
      'create',
      key,
      '--site',
      HOST,
      '--variant',
      'control=live',
      '--variant',
      `b=${version}`,
      '--weights',
      '50,50',
    ),
  ).toContain(`${key} on ${HOST} [draft] goal signup: control=live (50%), b=${version} (50%)`);
  expect(experiment('start', key)).toContain(`${key} on ${HOST} [running]`);
  running.push(key);
  return {
    key,
    variants: [
      { name: 'control', weight: 50 },
      { name: 'b', weight: 50 },
    ],
  };
}
function stopExperiment(key: string) {
  expect(experiment('stop', key)).toContain(`${key} on ${HOST} [stopped]`);
  running.splice(running.indexOf(key), 1);
}

/** A browser context whose `vid` cookie the server assigns to `variant` of the experiment. */
async function visitorIn(browser: Browser, key: string, variants: WeightedVariant[], variant: string) {
  let id = newVisitorId();
  while (assignVariant(key, id, variants) !== variant) id = newVisitorId();
  const context = await browser.newContext();
  await context.addCookies([{ name: 'vid', value: id, url: `http://localhost:${e2ePort}` }]);
  return context;
}

/** Opens the lander; answers the page, the remote files it asked for and its inlined registry entry of mfe-landers. */
async function openLander(context: BrowserContext, { waitForEvent }: { waitForEvent?: 'exposed' | 'failed' } = {}) {
  const page = await context.newPage();
  const requested: { url: string; status: Promise<number> }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mfe-landers/'))
      requested.push({
        url: request.url(),
        // A request still open when the test closes the context (the app may still be starting behind a
        // prerendered page) has no status.
        status: request.response().then(
          (response: Response | null) => response?.status() ?? 0,
          () => 0,
        ),
      });
  });
  const reported = waitForEvent
    ? page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/experiment_event.php') &&
          response.request().postDataJSON()?.event === waitForEvent,
      )
    : null;
  await page.goto(LANDER);
  const lander = page.getByTestId('lander-gallery');
  await expect(lander.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(lander.getByTestId('lander-profile').first()).toBeVisible();
  if (reported) expect((await reported).ok()).toBe(true);
  else await page.waitForLoadState('networkidle');
  const registry = JSON.parse((await page.locator('#remote-registry').textContent()) as string) as PageRegistry;
  const entry = registry.remotes.find((remote) => remote.name === 'mfe-landers');
  return { page, requested, entry };
}
const loadedFrom = (requested: { url: string }[], version: string) =>
  requested.some(({ url }) => url.includes(`/remotes/mfe-landers/${version}/remoteEntry.js`));

let originalLive: Record<string, string>;
let originalHistory: string[];
let liveLanders: string;
let candidate: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  originalLive = liveVersions();
  liveLanders = originalLive['mfe-landers'] as string;
  originalHistory = readRegistry().apps['mfe-landers']?.history ?? [];
});

test.afterAll(() => {
  // Never leave an experiment running for the tests after these.
  for (const key of [...running]) stopExperiment(key);
});

test('a candidate build is tried on a share of visitors: each sees and is counted in their own variant, bots never', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  candidate = buildCandidate();
  expect(candidate).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{6}$/);
  expect(readdirSync(path.join(landersFolder, candidate))).toContain('remoteEntry.js');
  expect(JSON.parse(readFileSync(path.join(landersFolder, candidate, 'build-info.json'), 'utf8'))).toMatchObject({
    app: 'mfe-landers',
    version: candidate,
    contracts: expect.stringMatching(/^\d+\.\d+\.\d+$/),
  });
  // Built, not live.
  expect(liveVersions()).toEqual(originalLive);
  expect(readRegistry().apps['mfe-landers']?.candidates).toContain(candidate);

  const { key, variants } = startExperiment(candidate);

  const inB = await visitorIn(browser, key, variants, 'b');
  const b = await openLander(inB, { waitForEvent: 'exposed' });
  expect(b.entry).toMatchObject({ version: candidate, experiment: { key, variant: 'b' } });
  expect(loadedFrom(b.requested, candidate)).toBe(true);
  expect(loadedFrom(b.requested, liveLanders)).toBe(false);
  let counted = results(key);
  expect(exposed(counted, 'b')).toBe(1);
  expect(exposed(counted, 'control')).toBe(0);
  await inB.close();

  const inControl = await visitorIn(browser, key, variants, 'control');
  const control = await openLander(inControl, { waitForEvent: 'exposed' });
  expect(control.entry).toMatchObject({ version: liveLanders, experiment: { key, variant: 'control' } });
  expect(loadedFrom(control.requested, liveLanders)).toBe(true);
  expect(control.requested.some(({ url }) => url.includes(candidate))).toBe(false);
  await inControl.close();

  // A search engine's crawler gets the live version, no visitor id, and is not counted.
  const bot = await browser.newContext({ userAgent: GOOGLEBOT });
  const crawled = await openLander(bot);
  expect(crawled.entry?.version).toBe(liveLanders);
  expect(crawled.entry?.experiment).toBeUndefined();
  expect(crawled.requested.some(({ url }) => url.includes(candidate))).toBe(false);
  expect((await bot.cookies()).map((cookie) => cookie.name)).not.toContain('vid');
  await bot.close();

  counted = results(key);
  expect(counted.experiment.status).toBe('running');
  expect(exposed(counted, 'b')).toBe(1);
  expect(exposed(counted, 'control')).toBe(1);
  expect(counted.failures).toEqual([
    { variant: 'control', failed: 0, visitors: 1 },
    { variant: 'b', failed: 0, visitors: 1 },
  ]);
  stopExperiment(key);
});

test("a running experiment's variant is rendered by the server from the variant's version for its visitors", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A build nobody has visited yet: its first visitor gets it rendered on request, like any page.
  const unseen = buildCandidate();
  const { key, variants } = startExperiment(unseen);
  const inB = await visitorIn(browser, key, variants, 'b');
  const html = await (await inB.request.get(LANDER)).text();
  expect(html).toContain(`/remotes/mfe-landers/${unseen}/`);
  expect(rootOf(html)).toMatch(/^<div id="root" data-server-rendered[ >]/);
  expect(rootOf(html)).toContain('data-testid="lander-gallery"');
  await inB.close();
  stopExperiment(key);
});

test('promoting the winner makes it live for everyone; a rollback brings the earlier version back', async ({
  browser,
}) => {
  test.setTimeout(45_000);
  const { key } = startExperiment(candidate);
  const promoted = experiment('promote', key, 'b');
  running.splice(running.indexOf(key), 1);
  expect(promoted).toContain(`mfe-landers ${candidate} is live for everyone`);
  const registry = readRegistry();
  expect(registry.apps['mfe-landers']).toMatchObject({ live: candidate, history: [...originalHistory, candidate] });
  expect(registry.apps['mfe-landers']?.candidates ?? []).not.toContain(candidate);
  // Only the lander remote changed.
  expect({ ...liveVersions(), 'mfe-landers': liveLanders }).toEqual(originalLive);
  expect(experiment('list')).toMatch(new RegExp(`${key} on ${HOST} \\[promoted\\].*promoted b`));

  // A fresh visitor gets the winner as the live version, outside any experiment.
  const fresh = await browser.newContext();
  const afterPromotion = await openLander(fresh);
  expect(afterPromotion.entry?.version).toBe(candidate);
  expect(afterPromotion.entry?.experiment).toBeUndefined();
  expect(loadedFrom(afterPromotion.requested, candidate)).toBe(true);
  await fresh.close();

  expect(run(['tools/rollback.mjs', 'mfe-landers'])).toContain(`rolled back from ${candidate} to ${liveLanders}`);
  expect(liveVersions()).toEqual(originalLive);
  const later = await browser.newContext();
  const afterRollback = await openLander(later);
  expect(afterRollback.entry?.version).toBe(liveLanders);
  expect(loadedFrom(afterRollback.requested, liveLanders)).toBe(true);
  expect(afterRollback.requested.some(({ url }) => url.includes(candidate))).toBe(false);
  await later.close();
});

test('a variant whose files are missing gives way to the live lander, and the failure is counted', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const broken = buildCandidate();
  // The build's container entry is gone (a half-copied upload): its manifest loads, its code does not.
  for (const file of readdirSync(path.join(landersFolder, broken)).filter((name) => name.startsWith('remoteEntry.js')))
    rmSync(path.join(landersFolder, broken, file));
  const { key, variants } = startExperiment(broken);

  const context = await visitorIn(browser, key, variants, 'b');
  const { page, requested, entry } = await openLander(context, { waitForEvent: 'failed' });
  expect(entry).toMatchObject({
    version: broken,
    experiment: { key, variant: 'b', fallbackManifestUrl: `/remotes/mfe-landers/${liveLanders}/mf-manifest.json` },
  });
  // The variant's entry was asked for and missing; the live version's was loaded instead.
  const brokenEntry = requested.find(({ url }) => url.includes(`/remotes/mfe-landers/${broken}/remoteEntry.js`));
  expect(await brokenEntry?.status).toBe(404);
  expect(loadedFrom(requested, liveLanders)).toBe(true);
  await expect(page.getByTestId('lander-gallery').getByRole('heading', { level: 1 })).toHaveText(
    'Browse confident women near you',
  );
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await context.close();

  const counted = results(key);
  expect(counted.failures).toContainEqual({ variant: 'b', failed: 1, visitors: 1 });
  expect(counted.failures).toContainEqual({ variant: 'control', failed: 0, visitors: 0 });
  // The visitor saw the control's lander, not the variant's: no exposure to b.
  expect(exposed(counted, 'b')).toBe(0);
  stopExperiment(key);
  expect(liveVersions()).toEqual(originalLive);
});
