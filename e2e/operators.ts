import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './fixtures';
import { e2eRunDir } from './paths';

export interface TestOperator {
  email: string;
  password: string;
  secret: string;
}

let made = 0;

/** The current code of an authenticator secret; `stepsAhead` gives a later one (each code signs in once). */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/**
 * A new operator of this role, made as `npm run operator -- create` makes one: the server's operator token from the
 * run's data directory. Each test signs in its own operators, as a code can be used once.
 */
export async function newOperator(request: APIRequestContext, role: string, name = role): Promise<TestOperator> {
  const token = (await readFile(path.join(e2eRunDir, 'data', 'operator-token'), 'utf8')).trim();
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${Date.now()}.${(made += 1)}@operators.example`;
  const password = 'operator pass phrase';
  const response = await request.post('/api/admin/cli_operator.php', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, role, password, name },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password, secret: ((await response.json()) as { totp_secret: string }).totp_secret };
}

/** Signs in to the console at /admin with e-mail, password and the current code. */
export async function signInToConsole(page: Page, operator: TestOperator): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-mail address').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(operator.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
