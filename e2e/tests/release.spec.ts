import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { e2eDeployDir, repositoryRoot } from '../paths';

interface Registry {
  apps: Record<string, { live: string; history: string[] }>;
}

const readRegistry = (): Registry => JSON.parse(readFileSync(path.join(e2eDeployDir, 'registry.json'), 'utf8'));
const shellFiles = () => readdirSync(path.join(e2eDeployDir, 'shell'), { recursive: true }).sort();
const run = (script: string, app: string) => {
  try {
    return execFileSync(process.execPath, [path.join(repositoryRoot, 'tools', script), app], {
      env: { ...process.env, DEPLOY_DIR: e2eDeployDir },
      encoding: 'utf8',
    });
  } catch (error) {
    // Say how it ended: exit status or signal, and both outputs.
    const { status, signal, stdout, stderr } = error as {
      status: number | null;
      signal: string | null;
      stdout: string;
      stderr: string;
    };
    throw Object.assign(
      new Error(`${script} ${app} ended with status ${status}, signal ${signal}\n${stdout}\n${stderr}`),
      { stderr },
    );
  }
};

test('a remote is released and rolled back on its own; the shell is not rebuilt and open tabs keep working', async ({
  page,
  browser,
}) => {
  const before = readRegistry();
  const shellBefore = shellFiles();
  const oldVersion = before.apps['mfe-landers']?.live as string;

  // An open tab on the current version.
  await page.goto('/');
  await expect(page.getByTestId('home-visitor')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { openTab: boolean }).openTab = true));

  expect(run('release.mjs', 'mfe-landers')).toMatch(/mfe-landers: version \S+ is live/);
  const released = readRegistry();
  const newVersion = released.apps['mfe-landers']?.live as string;
  expect(newVersion).not.toBe(oldVersion);
  // Only that remote changed: the shell and the other remotes are as they were, and no shell file was written.
  for (const app of Object.keys(before.apps).filter((name) => name !== 'mfe-landers')) {
    expect(released.apps[app]).toEqual(before.apps[app]);
  }
  expect(shellFiles()).toEqual(shellBefore);

  const registry = await (await page.request.get('/remotes.json')).json();
  expect(registry.remotes.find((remote: { name: string }) => remote.name === 'mfe-landers').version).toBe(newVersion);
  // The earlier version stays served for tabs that still use it.
  expect((await page.request.get(`/remotes/mfe-landers/${oldVersion}/mf-manifest.json`)).status()).toBe(200);

  // A fresh visitor loads the new version.
  const fresh = await browser.newPage();
  const loadedNew = fresh.waitForRequest((request) => request.url().includes(`/remotes/mfe-landers/${newVersion}/`));
  await fresh.goto('/');
  await loadedNew;
  await expect(fresh.getByTestId('home-visitor')).toBeVisible();

  // The open tab notices the new deployment and does a full load on a later navigation. The navigation to the login
  // page has the tab ask /_build/latest.json; the next one reloads once that answer has come.
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/_build/latest.json');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  expect(await (await asked).finished()).toBeNull();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Datelane' }).click();
  await reloaded;
  await expect(page.getByTestId('home-visitor')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { openTab?: boolean }).openTab)).toBeUndefined();

  expect(run('rollback.mjs', 'mfe-landers')).toContain(`rolled back from ${newVersion} to ${oldVersion}`);
  const rolledBack = await (await page.request.get('/remotes.json')).json();
  expect(rolledBack.remotes.find((remote: { name: string }) => remote.name === 'mfe-landers').version).toBe(oldVersion);
  expect(shellFiles()).toEqual(shellBefore);
  const again = await browser.newPage();
  const loadedOld = again.waitForRequest((request) => request.url().includes(`/remotes/mfe-landers/${oldVersion}/`));
  await again.goto('/');
  await loadedOld;
  await expect(again.getByTestId('home-visitor')).toBeVisible();
});

test('rolling back with no earlier version fails clearly and changes nothing', async () => {
  const before = readRegistry();
  let message = '';
  try {
    run('rollback.mjs', 'mfe-chat');
  } catch (error) {
    message = String((error as { stderr?: string }).stderr);
  }
  expect(message).toContain('mfe-chat has no earlier version to roll back to');
  expect(readRegistry()).toEqual(before);
});
