// The console's dashboard and experiments (docs/operators.md "Dashboards", "Experiments"), in Chromium: an admin
// signs in with a TOTP code, reads the dashboard's charts and their tables, creates, starts and promotes an experiment
// on the second site, and finds each step in the audit log; an analyst reads but may change nothing. The experiment
// tests the live lander against itself on nightlane.localhost, so no other test's pages change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { totpCode } from '../../api/src/auth/totp';
import { expect, expectAccessible, test } from '../fixtures';
import { e2ePort, e2eRunDir, repositoryRoot } from '../paths';

const base = `http://localhost:${e2ePort}`;
const screenshots = path.join(repositoryRoot, '.tmp', 'screenshots', 'insights');
const sizes = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

/** An operator made as `npm run operator -- create` makes one, with the server's operator token. */
async function createOperator(role: 'admin' | 'analyst') {
  const token = readFileSync(path.join(e2eRunDir, 'data', 'operator-token'), 'utf8').trim();
  const email = `${role}.${Date.now()}@insights.example`;
  const password = 'insights operator password';
  const response = await fetch(`${base}/api/admin/cli_operator.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role, password, name: `Insights ${role}` }),
  });
  expect(response.status).toBe(200);
  const { totp_secret: secret } = (await response.json()) as { totp_secret: string };
  return { email, password, secret };
}

async function signIn(page: Page, operator: { email: string; password: string; secret: string }, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('E-mail address').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(operator.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page at each size, for looking at (.tmp/screenshots/insights). */
async function screenshot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport);
    // The charts measure their container again after a resize.
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(screenshots, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(sizes.desktop);
}

test('an admin reads the dashboard and runs an experiment from the console, each step audited', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await createOperator('admin'));
  // The front page of a role that reads dashboards is the dashboard, in UTC days.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Days are UTC days')).toBeVisible();
  const signups = page.getByRole('figure', { name: 'Signups and activations per day' });
  await expect(signups.locator('figcaption')).toContainText('Signups:');
  await expect(signups.locator('svg.recharts-surface').last()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'dashboard');
  // The same figures as a table, for whoever cannot read the chart.
  await signups.getByRole('button', { name: 'Table' }).click();
  await expect(signups.getByRole('table')).toBeVisible();
  await expect(signups.getByRole('row')).toHaveCount(31);
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(signups.getByRole('row')).toHaveCount(91);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  await expectAccessible(page);

  // A new experiment on the second site: the live lander against the same version, so nobody sees a change.
  await page.getByRole('link', { name: 'Experiments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  await page.getByRole('link', { name: 'New experiment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New experiment' })).toBeVisible();
  const key = `console-e2e-${Date.now()}`;
  await page.getByLabel('Key', { exact: true }).fill('Not A Key');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Use lower-case letters, digits, - and _ (up to 63)')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'experiment-new');
  await page.getByLabel('Key', { exact: true }).fill(key);
  await page.getByRole('main').getByLabel('Site').selectOption({ label: 'Nightlane' });
  const liveVersion = page.getByLabel('Version').nth(1).locator('option', { hasText: 'live now' });
  await page
    .getByLabel('Version')
    .nth(1)
    .selectOption((await liveVersion.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Create draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: key })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status')).toContainText('The experiment runs');
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  const rates = page.getByRole('figure', { name: /^Conversion to Signup per variant/ });
  await expect(rates).toContainText('No visitors yet.');
  await expect(page.getByText('Too little data to conclude')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'experiment');
  await page.getByRole('button', { name: 'Promote control' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('control is promoted');
  await expect(page.getByText('Promoted', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'All experiments' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: key }) });
  await expect(row).toContainText('Promoted');
  await expectAccessible(page);
  await screenshot(page, 'experiments');

  await page.goto(`/admin/audit?object_type=experiment&object_id=${key}`);
  const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(entries.filter({ hasText: 'experiment.' })).toHaveCount(3);
  for (const action of ['experiment.created', 'experiment.started', 'experiment.promoted'])
    await expect(entries.filter({ hasText: action })).toHaveCount(1);
});

test('an analyst reads dashboards and experiments but is offered no change', async ({ page }) => {
  await signIn(page, await createOperator('analyst'), '/admin/experiments');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New experiment' })).toHaveCount(0);
  await page.goto('/admin/experiments/new');
  await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
