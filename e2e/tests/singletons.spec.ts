import type { Response } from '@playwright/test';
import { expect, logIn, test } from '../fixtures';

const singletons = [
  'react',
  'react-dom',
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
  'shared-contracts',
];

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn: string[];
}
type ShareMap = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test('the browser loads exactly one copy of every shared singleton, used by the shell and the remotes', async ({
  page,
}) => {
  const remoteScripts: string[] = [];
  const encodings = new Set<string | undefined>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // Build files arrive as the brotli copies made at release time.
    if (response.url().includes('remoteEntry')) encodings.add((await response.allHeaders())['content-encoding']);
    if (response.url().includes('/remotes/')) remoteScripts.push(await response.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('home-visitor')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: ShareMap } }).__FEDERATION__.__SHARE__;
    const copies: { name: string; version: string; from: string; useIn: string[] }[] = [];
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) copies.push({ name, version, from: entry.from, useIn: entry.useIn });
          }
        }
      }
    }
    return copies;
  });

  for (const name of singletons) {
    const copies = loaded.filter((copy) => copy.name === name);
    expect(copies, name).toHaveLength(1);
    expect(copies[0]?.from, name).toBe('shell');
  }
  const usedByRemotes = new Set(loaded.flatMap((copy) => copy.useIn));
  expect(usedByRemotes).toEqual(new Set(['shell', 'mfe_account', 'mfe_landers']));
  // No remote script carries its own React DOM (its scheduler would give it away).
  expect(remoteScripts.length).toBeGreaterThan(2);
  for (const script of remoteScripts) expect(script).not.toContain('unstable_scheduleCallback');
  expect(encodings).toEqual(new Set(['br']));
});

test('a remote loads only when a route needs it', async ({ page }) => {
  const remotesRequested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/(mfe-[a-z]+)\//.exec(request.url());
    if (match?.[1]) remotesRequested.add(match[1]);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remotesRequested).toEqual(new Set(['mfe-account']));

  await page.getByRole('link', { name: 'Datelane' }).click();
  await expect(page.getByTestId('home-visitor')).toBeVisible();
  expect(remotesRequested).toEqual(new Set(['mfe-account', 'mfe-landers']));
});

test('a member page loads zod and immer once: the shell provides the modules that bundle them', async ({ page }) => {
  // Each library leaves a mark once in every copy a script bundles: zod's base type registers itself, immer
  // words its production errors.
  const marks = { zod: /"\$ZodType",\s*\(/, immer: /minified error nr: / };
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.ok()) scripts.push(response);
  });
  // The login page sends the member on to the page asked for.
  await page.goto('/members');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Find members', level: 1 })).toBeVisible();
  // The search with RTK Query and its schema module, and the chat watcher with the chat schemas, have all loaded.
  await page.waitForLoadState('networkidle');
  const copies = { zod: new Set<string>(), immer: new Set<string>() };
  for (const response of scripts) {
    const script = await response.text();
    for (const [library, mark] of Object.entries(marks)) {
      if (mark.test(script)) copies[library as keyof typeof marks].add(new URL(response.url()).pathname);
    }
  }
  const shellEntry = expect.stringMatching(/^\/shell\/[^/]+\/main\./);
  expect([...copies.zod]).toEqual([shellEntry]);
  expect([...copies.immer]).toEqual([shellEntry]);
});
