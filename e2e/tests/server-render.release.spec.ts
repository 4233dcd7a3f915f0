import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localeCodes } from 'shared-contracts';
import { expect, rootOf, test } from '../fixtures';
import { e2eDeployDir, e2ePort, repositoryRoot } from '../paths';

// docs/architecture.md, "First paint": pages are rendered on the server from the live versions of the remotes. In
// the release project: these tests release and roll back mfe-landers, after the site's tests have run.

const sites = [
  { name: 'Datelane', origin: `http://localhost:${e2ePort}` },
  { name: 'Nightlane', origin: `http://nightlane.localhost:${e2ePort}` },
];
const VIDEO_LANDER = '/landers/video/milf/eng/summer';
const SERVER_RENDERED = /^<div id="root" data-server-rendered[ >]/;

const tool = (...args: string[]) =>
  execFileSync(process.execPath, args, {
    cwd: repositoryRoot,
    env: { ...process.env, DEPLOY_DIR: e2eDeployDir },
    encoding: 'utf8',
  });
const liveLanders = () =>
  (
    JSON.parse(readFileSync(path.join(e2eDeployDir, 'registry.json'), 'utf8')) as {
      apps: Record<string, { live: string }>;
    }
  ).apps['mfe-landers']?.live ?? '';

test('the first visitor in any language, on either site, gets the home as text', async ({ page, context }) => {
  for (const { name, origin } of sites) {
    // The page fetches its own site's home, so the site is chosen by its host as a browser's would be.
    await page.goto(`${origin}/pages/faq`);
    for (const locale of localeCodes) {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: origin }]);
      const html = await page.evaluate(async () => (await fetch('/')).text());
      expect(html, `${name} in ${locale}`).toContain(`<html lang="${locale}"`);
      expect(rootOf(html), `${name} in ${locale}`).toMatch(SERVER_RENDERED);
      const text = rootOf(html)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      expect(text.length, `${name} in ${locale}: ${text.slice(0, 80)}`).toBeGreaterThan(40);
      expect(text, `${name} in ${locale}`).toContain(name);
    }
  }
});

test('a released remote is rendered by the server in its new version on the next request, without a restart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = liveLanders();
  expect(rootOf(await (await page.request.get(VIDEO_LANDER)).text())).toContain(
    `/remotes/mfe-landers/${before}/assets/`,
  );
  tool('tools/release.mjs', 'mfe-landers');
  const released = liveLanders();
  expect(released).not.toBe(before);
  // The video's poster is a file of the version that rendered the markup.
  const html = await (await page.request.get(VIDEO_LANDER)).text();
  expect(rootOf(html)).toMatch(SERVER_RENDERED);
  expect(rootOf(html)).toContain(`/remotes/mfe-landers/${released}/assets/`);
  tool('tools/rollback.mjs', 'mfe-landers');
  expect(rootOf(await (await page.request.get(VIDEO_LANDER)).text())).toContain(
    `/remotes/mfe-landers/${before}/assets/`,
  );
});

test('a remote that throws on the server leaves the rest of the page server-rendered, and the page works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A version whose server build of the visitor home throws while it renders; its browser build is sound.
  const candidate = tool('tools/release.mjs', 'mfe-landers', '--candidate').trim().split('\n').at(-1) ?? '';
  writeFileSync(
    path.join(e2eDeployDir, 'ssr/remotes/mfe-landers', candidate, 'home.mjs'),
    "export default function VisitorHome() { throw new Error('broken on the server'); }\n",
  );
  const { promoteVersion } = (await import(path.join(repositoryRoot, 'tools/deploy.mjs'))) as {
    promoteVersion: (app: string, version: string) => Promise<void>;
  };
  process.env.DEPLOY_DIR = e2eDeployDir;
  await promoteVersion('mfe-landers', candidate);
  try {
    const root = rootOf(await (await page.request.get('/')).text());
    // The shell's layout is in the markup; the home's slot is left for the browser to render.
    expect(root).toMatch(SERVER_RENDERED);
    expect(root).toContain('>Log in</a>');
    expect(root).toContain('<!--$!-->');
    expect(root).not.toContain('data-testid="home-visitor"');

    await page.goto('/');
    await expect(page.getByTestId('home-visitor')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  } finally {
    tool('tools/rollback.mjs', 'mfe-landers');
  }
});
